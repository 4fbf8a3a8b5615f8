import { Fragment, type ReactNode } from 'react';
import { loginPath } from '../../../sdk/routes';
import { useClient, useStore, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';

/**
 * Renders `children` for a logged-in player; a guest gets a short explanation and Log in, which
 * returns to `path` after login (SPEC §6). No command is called for a guest. The children are
 * keyed by the session, so another player's session starts from a fresh state.
 *
 * @param path the page the guest asked for, e.g. `/account/withdraw`
 * @example <WalletPlayerOnly path={routePath('transactions')}><TransactionsPage /></WalletPlayerOnly>
 */
export function WalletPlayerOnly({ path, children }: { path: string; children: ReactNode }) {
  const t = useT();
  const user = useStore(useClient().stores.userInfo);
  if (!user?.sessionToken) {
    return (
      <div className="nl-card guest-prompt" part="guest" data-state="guest">
        <p className="guest-text">{t('wallet.guest.message')}</p>
        <NavLink path={loginPath(path)} className="nl-button nl-button-primary">
          {t('wallet.guest.login')}
        </NavLink>
      </div>
    );
  }
  return <Fragment key={user.sessionToken}>{children}</Fragment>;
}
