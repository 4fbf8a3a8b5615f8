import { useCallback, useEffect } from 'react';
import { routePath, safeReturnPath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { ElementStyles } from '../../base/element-styles';
import { useClient, useHost, useStore, useT } from '../../base/hooks';
import { ChevronIcon } from '../../base/icons';
import { requestNavigation } from '../../base/navigate';
import { BalanceBlock } from '../../wallet/balance/balance-block';
import { BALANCE_STYLES } from '../../wallet/balance/balance-styles';
import { APP_HEADER_STYLES } from './app-header-styles';
import './app-header-events';

/** Props of `<nl-app-header>`. */
export interface AppHeaderProps {
  /** The page title shown in the bar. Attribute `heading`. */
  heading?: string;
  /**
   * Where the back arrow leads, a path on this site; without it the arrow goes back in the
   * webview's history, or to the app home (/app) when there is none. Attribute `back-path`.
   */
  backPath?: string;
  /** `true` on the app home itself: no back arrow (there is nowhere in the app to go back to), and the title is the page's `<h1>`. Attribute `home`. */
  home?: string;
}

/**
 * The in-app header of the native app's pages (SPEC §2 Layout): a back arrow, the page title and
 * the player's balance with the wallet popover. It replaces the site's header and footer on the
 * app variants (/app, /lotteryApp, /appUserInfo, the app deposit and withdraw), and mirrors in
 * Arabic. A guest sees the bar without the balance.
 *
 * @example <nl-app-header heading="My profile" back-path="/app"></nl-app-header>
 */
export function AppHeader({ heading, backPath, home }: AppHeaderProps) {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const token = useStore(client.stores.userInfo)?.sessionToken;
  const balance = useStore(client.stores.balance);

  // The balance is loaded once per player; the popover's figures come from the same store.
  useEffect(() => {
    if (token) void client.refreshBalance();
  }, [client, token]);

  const back = useCallback(() => {
    // Only a same-site path is followed; `safeReturnPath` answers `/` for anything else.
    const safe = backPath ? safeReturnPath(backPath) : null;
    const path = safe && safe !== '/' ? safe : null;
    if (emit(host, 'nl-app-back', { path: path ?? routePath('app') }).defaultPrevented) return;
    if (path) return requestNavigation(host, path);
    const view = (host as Partial<Node>).ownerDocument?.defaultView ?? globalThis.window;
    // Opened straight from the native app (a fresh webview), there is no page to go back to.
    if (view && view.history.length > 1) view.history.back();
    else requestNavigation(host, routePath('app'));
  }, [host, backPath]);

  return (
    <header className="app-header" part="bar">
      <ElementStyles css={BALANCE_STYLES + APP_HEADER_STYLES} />
      {home === 'true' ? null : (
        <button type="button" className="nl-icon-button app-back" part="back" aria-label={t('appHeader.back')} onClick={back}>
          <span className="back-icon">
            <ChevronIcon />
          </span>
        </button>
      )}
      {/* On the app home the title is the page's one <h1> (the game grid's sections are <h2>); elsewhere the page has its own. */}
      {home === 'true' ? (
        <h1 className="app-title" part="title">
          {heading ?? ''}
        </h1>
      ) : (
        <span className="app-title" part="title">
          {heading ?? ''}
        </span>
      )}
      {token ? (
        <div className="app-balance" part="balance-area" aria-busy={balance ? undefined : 'true'}>
          <BalanceBlock />
        </div>
      ) : null}
    </header>
  );
}
