import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { type NlClient } from '../../../sdk';
import { routePath, type RouteName } from '../../../sdk/routes';
import { revealFocused } from '../../../elements/base/focus';
import { useTranslation } from '../pages/use-translation';
import { navigate } from '../pages/home-page';
import { resolveLocation } from '../routing/resolve-location';
import { loadElements } from './load-elements';

/** One item of the account menu: its page, and the pages under it that keep it highlighted. */
export interface AccountMenuItem {
  key: string;
  route: RouteName;
  path: string;
  children?: readonly RouteName[];
}

/**
 * SPEC §2 account menu in its order (My Profile, Deposit, Withdraw, Orders, Transactions,
 * Notifications; Coupons after Transactions, SPEC §3), then Account settings. Pages not built yet show the "not available yet" page.
 */
export const ACCOUNT_MENU: readonly AccountMenuItem[] = [
  { key: 'myprofile', route: 'myProfile', path: routePath('myProfile') },
  { key: 'deposit', route: 'deposit', path: routePath('deposit'), children: ['depositCopy'] },
  { key: 'withdraw', route: 'withdraw', path: routePath('withdraw') },
  { key: 'orders', route: 'orders', path: routePath('orders'), children: ['ordersGrandPrize', 'accountOrderDetail', 'futureDraws'] },
  { key: 'transactions', route: 'transactions', path: routePath('transactions') },
  { key: 'coupons', route: 'coupons', path: routePath('coupons') },
  { key: 'notifications', route: 'notifications', path: routePath('notifications') },
  {
    key: 'settings',
    route: 'accountSetting',
    path: routePath('accountSetting'),
    children: ['editAddress', 'notificationSettings', 'accountDeletion', 'accountDeletionUpload', 'accountDeletionRemark'],
  },
];

/**
 * The menu item the page at `path` belongs to (its own page or one under it), if any.
 * @example currentAccountItem('/account/editAddress')?.key === 'settings'
 */
export function currentAccountItem(path: string): AccountMenuItem | undefined {
  const resolution = resolveLocation(path, { isLoggedIn: true });
  if (resolution.kind !== 'route') return undefined;
  const name = resolution.route.name;
  return ACCOUNT_MENU.find((item) => item.route === name || item.children?.includes(name));
}

/** Account pages: the menu and the user info box beside the page (stacked on a phone). */
export function AccountLayout({ client, currentPath, children }: { client: NlClient; currentPath: string; children: ReactNode }) {
  const t = useTranslation(client);
  useEffect(() => void loadElements(['user-info']), []);
  const current = currentAccountItem(currentPath);
  const menu = useRef<HTMLUListElement>(null);
  // A withdraw-only session (a break, SPEC §4) is not offered the deposit page it may not use.
  const withdrawOnly = useSyncExternalStore(client.stores.userInfo.subscribe, () => client.stores.userInfo.getSnapshot()?.withdrawOnly === true);
  const items = withdrawOnly ? ACCOUNT_MENU.filter((item) => item.key !== 'deposit') : ACCOUNT_MENU;
  // On a phone the menu is one scrolling row: bring the current page's item into it (Orders and
  // after start beyond the screen's edge), centred, without moving the page itself.
  useEffect(() => {
    const list = menu.current;
    if (!list) return;
    const reveal = () => {
      const link = list.querySelector('a[aria-current="page"]');
      if (!link || list.scrollWidth <= list.clientWidth) return;
      const item = link.getBoundingClientRect();
      const row = list.getBoundingClientRect();
      if (item.left < row.left || item.right > row.right) list.scrollLeft += item.left + item.width / 2 - (row.left + row.width / 2);
    };
    reveal();
    // The labels come with the language's texts, after the first layout, and widen the items:
    // the item is brought into the row again when their sizes change, not only on mount.
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(reveal);
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [current, items.length]);
  return (
    <div className="account-layout">
      <style>{`
        .account-layout { display: grid; gap: 24px; max-inline-size: 1200px; margin-inline: auto; padding: 24px 16px; grid-template-columns: 300px 1fr; align-items: start; }
        .account-layout nav ul { list-style: none; margin: 16px 0 0; padding: 0; display: grid; gap: 4px; }
        .account-layout nav a { display: block; padding: 10px 14px; border-radius: 8px; color: #14183a; text-decoration: none; background: #fff; }
        .account-layout nav a:hover { background: #e8ecf7; }
        .account-layout nav a[aria-current='page'] { background: #14183a; color: #fff; font-weight: 700; }
        /* The design's focus ring (the elements' own): the browser's thin default vanished on the dark current item. */
        .account-layout nav a:focus-visible { outline: 3px solid var(--nl-color-focus, #ffcf4d); outline-offset: 2px; box-shadow: 0 0 0 2px var(--nl-color-focus-inner, #06122f); }
        .account-layout > * { min-inline-size: 0; }
        /* Each page element centres itself in its own width when embedded alone; beside the menu it
           fills the column, so every account page starts at the same edge (no strip beside the menu). */
        .account-layout > section *::part(page) { max-inline-size: none; margin-inline: 0; }
        @media (max-width: 700px) {
          .account-layout { grid-template-columns: minmax(0, 1fr); padding-inline: 0; }
          /* No scroll snapping: it pulled a focused item back to the strip's start, half off-screen (seen in Arabic). */
          .account-layout nav ul { display: flex; gap: 8px; overflow-x: auto; margin: 12px 0 0; padding: 6px 16px; scroll-padding-inline: 16px; }
          .account-layout nav li { flex: none; }
          .account-layout nav a { border: 1px solid #dfe3ef; border-radius: 999px; padding: 8px 14px; white-space: nowrap; }
        }
      `}</style>
      <aside>
        <nl-user-info />
        <nav aria-label={t('site.account.menuLabel')}>
          <ul ref={menu} onFocus={revealFocused}>
            {items.map((item) => (
              <li key={item.key}>
                <a href={item.path} aria-current={item === current ? 'page' : undefined} onClick={(e) => navigate(e, item.path)}>
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
