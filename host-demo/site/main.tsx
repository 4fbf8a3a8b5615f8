import { createRoot } from 'react-dom/client';
import { appPlatform, createClient, type HostKind, type PlatformCode } from '../../sdk';
import { ELEMENTS, setDefaultClient } from '../../elements';
import { translationsFor } from '../../sdk/i18n';
import { App } from './app';
import { HistoryRouter } from './routing/history-router';
import { isAppPath } from './routing/route-table';

/**
 * The reference site: one SDK client for the page, the history router over the route table, and
 * the React shell that composes the <nl-*> elements into pages.
 */
const client = createClient({ baseUrl: '/', ...platformOption(), ...superAppOption() });
setDefaultClient(client);
// The header tops almost every page: defined first (index.html preloads its code).
void ELEMENTS.header.load();
const router = new HistoryRouter(window, () => ({ isLoggedIn: client.session.isLoggedIn() }));
void client.init();

// The shell's texts (titles, toasts) load with the player's language; rendering after them means
// no bare key ever flashes. A failed load still renders: keys beat a blank page.
void translationsFor(client)
  .ready()
  .catch(() => undefined)
  .then(() => createRoot(document.getElementById('root')!).render(<App client={client} router={router} />));

/**
 * The native app's platform (SPEC §9: 1 iOS, 2 Android) for `clientInfo.platform`, kept for the
 * webview's session, as the app opens one page and the player moves on (a 3-D Secure return
 * reloads the page without the query): the query's `platform` wins and is kept; else the one kept
 * earlier; else the app page's user agent.
 */
function platformOption(): { platform?: PlatformCode } {
  const KEY = 'nl_app_platform';
  const query = new URLSearchParams(location.search);
  const asked = appPlatform({ query, userAgent: '', inApp: false });
  const seen = asked ?? appPlatform({ query, userAgent: navigator.userAgent, inApp: isAppPath(location.pathname) });
  try {
    if (asked) sessionStorage.setItem(KEY, String(asked));
    const kept = Number(sessionStorage.getItem(KEY));
    if (kept === 1 || kept === 2) return { platform: kept };
    if (seen) sessionStorage.setItem(KEY, String(seen));
  } catch {
    // Storage refused (a private webview): the page's own finding still counts.
  }
  return seen ? { platform: seen } : {};
}

/**
 * The super-app, when its simulator frames the site (`/simulators/super-app`): a frame cannot
 * carry `mpadapter` in its user agent, so the simulator puts `host=mpadapter` in the address,
 * kept for the tab as the platform is. A real super-app's user agent is detected by the SDK.
 */
function superAppOption(): { hostKind?: HostKind } {
  const KEY = 'nl_host';
  try {
    if (new URLSearchParams(location.search).get('host') === 'mpadapter') sessionStorage.setItem(KEY, 'super-app');
    return sessionStorage.getItem(KEY) === 'super-app' ? { hostKind: 'super-app' } : {};
  } catch {
    return new URLSearchParams(location.search).get('host') === 'mpadapter' ? { hostKind: 'super-app' } : {};
  }
}
