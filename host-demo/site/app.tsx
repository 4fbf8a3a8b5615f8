import { createElement, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { LOGIN_PATH, RETURN_PATH_QUERY, type NlClient } from '../../sdk';
import { loginPath, routePath, safeReturnPath } from '../../sdk/routes';
import type { HistoryRouter } from './routing/history-router';
import { AccountLayout } from './layout/account-layout';
import { PageBoundary, retryableLazy } from './layout/chunk-error';
import { useDocumentLanguage, useDocumentMeta } from './layout/document-head';
import { loadElements } from './layout/load-elements';
import { LoggedOutDialog } from './layout/logged-out-dialog';
import { LoadingOverlay } from './layout/loading-overlay';
import { LoginDialog } from './layout/login-dialog';
import { useLanguage, useTranslation } from './pages/use-translation';
import { MAIN_ID, SkipLink } from './layout/skip-link';
import { ToastHost } from './layout/toast-host';
import pageStyles from './pages/page-styles';
import { useSessionWiring } from './layout/use-session-wiring';
import { useFocusOnNavigate } from './layout/use-focus-on-navigate';

/** Each page's code, loaded on demand; after a failed load (SPEC §8 ChunkLoadError) Retry imports it again. */
const pages = {
  home: retryableLazy(() => import('./pages/home-page')),
  results: retryableLazy(() => import('./pages/results-page')),
  element: retryableLazy(() => import('./pages/element-page')),
};
const retryPages = () => Object.values(pages).forEach((page) => page.retry());

/** Shell: header, the current route's page, footer, the site-wide dialogs and the toast host. */
export function App({ client, router }: { client: NlClient; router: HistoryRouter }) {
  const current = useSyncExternalStore(router.subscribe, router.getSnapshot);
  const language = useLanguage(client);
  const t = useTranslation(client);
  const user = useSyncExternalStore(client.stores.userInfo.subscribe, client.stores.userInfo.getSnapshot);
  const [loginDialogClosed, setLoginDialogClosed] = useState(false);
  useDocumentLanguage(language);
  useDocumentMeta(client, current.route, current.params, language);
  useSessionWiring(client, router);
  // The path only: a tab or filter kept in the query is the same page, and keeps its focus.
  useFocusOnNavigate(current.href.split('?')[0]!);

  useEffect(() => {
    // Site-wide elements: chrome, compliance notices and the KYC dialogs (they decide themselves
    // whether to show, from the SDK's rules).
    void loadElements(['header', 'footer', 'age-gate', 'cookie-notice', 'kyc-dialogs', 'restriction-dialogs', 'terms-dialog', 'funds-security', 'win-popup']);
    // Elements ask the host to route; the host answers with its own history router.
    const onNavigate = (event: Event) => {
      const path = (event as CustomEvent<{ path: string }>).detail?.path;
      // Only paths of this site; anything else is left to the element's own link behaviour.
      if (!path || safeReturnPath(path) !== path) return;
      event.preventDefault();
      router.navigate(path);
    };
    document.addEventListener('nl-navigate-request', onNavigate);
    const onClientNavigate = ({ path, returnPath, replace }: { path: string; returnPath?: string; replace?: boolean }) => {
      router.navigate(returnPath && path === LOGIN_PATH ? loginPath(returnPath) : path, { replace });
    };
    client.events.on('navigate', onClientNavigate);
    return () => {
      document.removeEventListener('nl-navigate-request', onNavigate);
      client.events.off('navigate', onClientNavigate);
    };
  }, [client, router]);

  useEffect(() => setLoginDialogClosed(false), [current.href]);
  // Live chat's code loads only when the gateway says it is on (010001 liveChatPath).
  const liveChat = Boolean(useSyncExternalStore(client.stores.systemConfig.subscribe, client.stores.systemConfig.getSnapshot)?.liveChatPath);
  useEffect(() => void (liveChat && loadElements(['live-chat'])), [liveChat]);
  // A page view per page the player reaches (analytics is off unless the client was given one).
  const pathname = current.href.split('?', 1)[0] ?? '/';
  useEffect(() => client.track({ type: 'page_view', path: pathname, route: current.route.name, language }), [client, pathname, current.route.name, language]);

  const { route } = current;
  // An element shown above the page, e.g. the play-session bar beside the per-minute games.
  const beside = route.beside?.(current.params) ?? null;
  useEffect(() => void (beside && loadElements([beside.name])), [beside]);
  // The in-app header's code loads only on the native app's pages.
  const appHeader = Boolean(route.appHeader);
  useEffect(() => void (appHeader && loadElements(['app-header'])), [appHeader]);
  // In the super-app mini-program: the bottom tab bar where SPEC §2 puts it, no header on login and registration.
  const miniProgram = useMiniProgram(client);
  const tabBar = miniProgram && Boolean(route.miniProgram?.tabBar);
  useEffect(() => void (tabBar && loadElements(['tab-bar'])), [tabBar]);
  const hideHeader = route.hideHeader || (miniProgram && route.miniProgram?.hideHeader);
  // SPEC §4 Host app: login and registration first fetch the host's authorisation code (kept in
  // session storage as botimAuthCode), unless the page says hasBotimAuthcode=1.
  const fetchesHostCode = miniProgram && (route.name === 'login' || route.name === 'register');
  useEffect(() => {
    if (!fetchesHostCode) return;
    void Promise.all([client.host(), import('../../sdk/host/host-login')]).then(([host, { fetchHostAuthCode, hostAuthorizeRequest }]) =>
      fetchHostAuthCode({
        host,
        storage: window.sessionStorage,
        query: current.query,
        request: hostAuthorizeRequest(location.origin, language),
      }),
    ).then((outcome) => {
      // With the code, /botim/loginMethod logs the super-app user in (or binds an account),
      // keeping where the login was going; without it the page stays the product's own login.
      if (outcome.status !== 'success') return;
      const back = current.query.get(RETURN_PATH_QUERY);
      router.navigate(`${routePath('botimLoginMethod')}${back ? `?${RETURN_PATH_QUERY}=${encodeURIComponent(back)}` : ''}`, { replace: true });
    });
    // Once per arrival on the page, not per re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchesHostCode, current.href]);
  const page = (
    <PageBoundary client={client} onRetry={retryPages} resetKey={current.href}>
      {() => {
        const Page = pages[route.page].Component;
        return (
          <Suspense fallback={<LoadingOverlay client={client} />}>
            <Page client={client} route={route} params={current.params} query={current.query} element={route.element!} />
          </Suspense>
        );
      }}
    </PageBoundary>
  );
  return (
    <>
      <SkipLink client={client} />
      {/* First in the page although it shows at the bottom: its Accept is the first Tab stop after the skip link, not the last (issue 21). */}
      <nl-cookie-notice />
      {!hideHeader && <nl-header />}
      {route.appHeader && (
        <nl-app-header
          heading={t(route.titleKey)}
          {...(route.appHeader === 'home' ? { home: 'true' } : {})}
          {...(route.appBackPath ? { 'back-path': route.appBackPath(current.query) } : {})}
        />
      )}
      <main id={MAIN_ID} tabIndex={-1}>
        {/* In the page's box, as the page below it: the session bar lines up with the game (issue 21). */}
        {beside && <div className="page-beside" style={{ ...pageStyles.elementPage, paddingBlockEnd: 0 }}>{createElement(beside.tag)}</div>}
        {route.layout === 'account' ? (
          <AccountLayout client={client} currentPath={current.href.split('?')[0]!}>
            {page}
          </AccountLayout>
        ) : (
          page
        )}
      </main>
      {!route.hideFooter && <nl-footer version={__APP_VERSION__} />}
      {tabBar && <nl-tab-bar business-line="botim" active-path={current.href} />}
      {route.loginDialog && !user && !loginDialogClosed && (
        <LoginDialog client={client} returnPath={current.href} onClose={() => setLoginDialogClosed(true)} />
      )}
      {/* Live chat, when LIVE_CHAT is on: the header's chat icon and the footer's customer service
          open it (SPEC §2), so its own floating launcher stays hidden. */}
      {liveChat && <nl-live-chat no-launcher="true" />}
      <nl-kyc-dialogs check-on-login="" />
      {user && <nl-win-popup />}
      <nl-restriction-dialogs />
      {!route.hideComplianceDialogs && (
        <>
          {/* One dialog at a time, in MODAL_TURN's order (terms, identity check, funds, popups): the elements queue themselves. */}
          <nl-terms-dialog />
          <nl-funds-security />
        </>
      )}
      <nl-age-gate />
      <LoggedOutDialog client={client} />
      <ToastHost client={client} />
    </>
  );
}

/** Whether the site runs in the super-app mini-program (the SDK's host bridge, detected once). */
function useMiniProgram(client: NlClient): boolean {
  const [superApp, setSuperApp] = useState(false);
  useEffect(() => {
    let live = true;
    client.host().then(
      (host) => live && setSuperApp(host.kind === 'super-app'),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  return superApp;
}
