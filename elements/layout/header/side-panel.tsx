import { useId } from 'react';
import { formatBadge, type Commands, type ResponseOf } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import type { CommandResource } from '../../base/use-command';
import { Dialog } from '../../base/dialog';
import { useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { Amount } from '../../wallet/balance/amount';
import { BalanceToggle } from '../../wallet/balance/balance-toggle';
import { useBalanceHidden } from '../../wallet/balance/balance-visibility';
import { LanguageSwitcher } from './language-switcher';
import { unreadCount, useLogout, useSession } from './use-session';

/**
 * The mobile menu panel (SPEC §2): account links (deposit, orders, transactions, notifications)
 * or Login and Register, the server's tabs, the language list, and Log out. A withdraw-only session
 * (SPEC §4) is offered Withdraw instead of Deposit, and no game tabs.
 */
export function SidePanel({ open, onClose, tabs }: { open: boolean; onClose: () => void; tabs: CommandResource<ResponseOf<Commands['tabList']>> }) {
  const t = useT();
  const { user, balance } = useSession();
  const [hidden] = useBalanceHidden();
  const logout = useLogout();
  const languageHeading = useId();
  const badge = formatBadge(unreadCount(balance));

  const withdrawOnly = user?.withdrawOnly === true;
  const accountLinks = [
    withdrawOnly ? { path: routePath('withdraw'), label: t('wallet.popover.withdraw') } : { path: routePath('deposit'), label: t('header.account.deposit') },
    { path: routePath('orders'), label: t('header.account.orders') },
    { path: routePath('transactions'), label: t('header.account.transactions') },
  ];

  return (
    <Dialog open={open} onClose={onClose} title={t('header.menu')} placement="side">
      {user ? (
        <section className="panel-section panel-account">
          <p className="panel-user">{user.firstName || user.userName}</p>
          <div className="panel-balance">
            <span>{t('wallet.balance.total')}</span>
            <Amount minor={balance?.totalBalance} hidden={hidden} />
            <BalanceToggle />
          </div>
          <ul className="panel-list">
            {accountLinks.map((link) => (
              <li key={link.path}>
                <NavLink path={link.path} className="panel-item" onNavigate={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink path={routePath('notifications')} className="panel-item" onNavigate={onClose}>
                <span>{t('header.notifications.label')}</span>
                {badge ? (
                  <span className="panel-badge" aria-label={t('header.notifications.unread', { unread: badge })}>
                    <Ltr>{badge}</Ltr>
                  </span>
                ) : null}
              </NavLink>
            </li>
          </ul>
        </section>
      ) : (
        <section className="panel-section panel-guest">
          <NavLink path={routePath('login')} className="nl-button nl-button-secondary" onNavigate={onClose}>
            {t('header.login')}
          </NavLink>
          <NavLink path={routePath('register')} className="nl-button nl-button-primary" onNavigate={onClose}>
            {t('header.register')}
          </NavLink>
        </section>
      )}

      {withdrawOnly ? null : (
        <nav className="panel-section" aria-label={t('header.nav.label')}>
          {tabs.status === 'loading' ? (
            <Skeleton count={3} />
          ) : tabs.status === 'error' ? (
            <ErrorState compact messageKey="header.nav.error" onRetry={tabs.retry} />
          ) : (
            <ul className="panel-list">
              {tabs.data.tabs.map((tab, i) => (
                <li key={`${tab.extra}-${i}`}>
                  <NavLink path={tab.jumpUrl} target={tab.target} className="panel-item" onNavigate={onClose}>
                    {tab.localName}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
      )}

      <section className="panel-section" aria-labelledby={languageHeading}>
        <h3 id={languageHeading} className="nl-menu-heading">
          {t('header.language')}
        </h3>
        <LanguageSwitcher layout="list" />
      </section>

      {user ? (
        <div className="panel-section">
          <button
            type="button"
            className="nl-button nl-button-secondary panel-logout"
            onClick={() => {
              onClose();
              logout();
            }}
          >
            {t('header.account.logout')}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
