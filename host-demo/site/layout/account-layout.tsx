import { useEffect, type ReactNode } from 'react';
import { routePath, type NlClient } from '../../../sdk';
import { useTranslation } from '../pages/use-translation';
import { navigate } from '../pages/home-page';
import { resolveLocation } from '../routing/resolve-location';
import { isBuilt } from '../routing/route-table';
import { loadElements } from './load-elements';

/** SPEC §2 account menu, in order; an item shows once its page is built. */
const ACCOUNT_MENU = [
  { key: 'myprofile', path: routePath('myProfile') },
  { key: 'deposit', path: routePath('deposit') },
  { key: 'withdraw', path: routePath('withdraw') },
  { key: 'orders', path: routePath('orders') },
  { key: 'transactions', path: routePath('transactions') },
  { key: 'notifications', path: routePath('notifications') },
] as const;

const builtItems = ACCOUNT_MENU.filter((item) => {
  const resolution = resolveLocation(item.path, { isLoggedIn: true });
  return resolution.kind === 'route' && isBuilt(resolution.route);
});

/** Account pages: the menu and the user info box beside the page (stacked on a phone). */
export function AccountLayout({ client, currentPath, children }: { client: NlClient; currentPath: string; children: ReactNode }) {
  const t = useTranslation(client);
  useEffect(() => void loadElements(['user-info']), []);
  return (
    <div className="account-layout">
      <style>{`
        .account-layout { display: grid; gap: 24px; max-inline-size: 1200px; margin-inline: auto; padding: 24px 16px; grid-template-columns: 300px 1fr; align-items: start; }
        .account-layout nav ul { list-style: none; margin: 16px 0 0; padding: 0; display: grid; gap: 4px; }
        .account-layout nav a { display: block; padding: 10px 14px; border-radius: 8px; color: #14183a; text-decoration: none; background: #fff; }
        .account-layout nav a[aria-current='page'] { background: #14183a; color: #fff; }
        @media (max-width: 700px) { .account-layout { grid-template-columns: 1fr; } }
      `}</style>
      <aside>
        <nl-user-info />
        <nav aria-label={t('site.account.menuLabel')}>
          <ul>
            {builtItems.map((item) => (
              <li key={item.key}>
                <a href={item.path} aria-current={currentPath === item.path ? 'page' : undefined} onClick={(e) => navigate(e, item.path)}>
                  {t(`site.account.menu.${item.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section>{children}</section>
    </div>
  );
}
