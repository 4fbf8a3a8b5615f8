import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { NlClient } from '../../sdk';
import type { HistoryRouter } from './routing/history-router';
import { useDocumentLanguage, useDocumentMeta } from './layout/document-head';
import { ToastHost } from './layout/toast-host';
import { loadElements } from './layout/load-elements';
import { PageFallback } from './layout/page-fallback';

const pages = {
  home: lazy(() => import('./pages/home-page')),
  results: lazy(() => import('./pages/results-page')),
};

/** Shell: header, the current route's page, footer, and the toast host. */
export function App({ client, router }: { client: NlClient; router: HistoryRouter }) {
  const current = useSyncExternalStore(router.subscribe, router.getSnapshot);
  const language = useSyncExternalStore(client.stores.language.subscribe, client.stores.language.getSnapshot);
  useDocumentLanguage(language);
  useDocumentMeta(client, current.route, current.params, language);

  useEffect(() => {
    void loadElements(['header', 'footer']);
    // Elements ask the host to route; the host answers with its own history router.
    const onNavigate = (event: Event) => {
      const path = (event as CustomEvent<{ path: string }>).detail?.path;
      if (!path || !path.startsWith('/')) return;
      event.preventDefault();
      router.navigate(path);
    };
    document.addEventListener('nl-navigate-request', onNavigate);
    const onClientNavigate = ({ path, returnPath, replace }: { path: string; returnPath?: string; replace?: boolean }) => {
      router.navigate(returnPath ? `${path}?redirect=${encodeURIComponent(returnPath)}` : path, { replace });
    };
    client.events.on('navigate', onClientNavigate);
    return () => {
      document.removeEventListener('nl-navigate-request', onNavigate);
      client.events.off('navigate', onClientNavigate);
    };
  }, [client, router]);

  const Page = pages[current.route.page];
  return (
    <>
      {!current.route.hideHeader && <nl-header />}
      <main id="main" style={{ minBlockSize: '60vh' }}>
        <Suspense fallback={<PageFallback />}>
          <Page client={client} params={current.params} query={current.query} />
        </Suspense>
      </main>
      {!current.route.hideFooter && <nl-footer version={__APP_VERSION__} />}
      <ToastHost client={client} />
    </>
  );
}
