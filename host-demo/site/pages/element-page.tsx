import { createElement, useEffect, useState } from 'react';
import { ChunkError } from '../layout/chunk-error';
import { loadElements } from '../layout/load-elements';
import { LoadingOverlay } from '../layout/loading-overlay';
import type { ElementPage as ElementPageDefinition } from '../routing/route-table';
import type { PageProps } from './page-props';
import styles from './page-styles';

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * A page that is one element, as the route table names it: loads the element's code on demand
 * and renders its tag with the attributes the route derives from the URL. The site gives it the
 * page's width and margins (elements fill whatever box a host gives them, so a partner page
 * decides its own): without them /lottery/play ran edge to edge of a wide window. The account
 * layout has its own box, and a screen without the site's header (the app variants) is the
 * whole window, but for the app home, a page of game cards like the site's own. While the
 * element's code loads the loading overlay shows (it hides itself after 10 s); when it fails to
 * load (SPEC §8 ChunkLoadError) the page says so with a Retry button, which imports it again,
 * instead of staying blank.
 */
export default function ElementPage({ client, route, params, query, element }: PageProps & { element: ElementPageDefinition }) {
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState('loading');
    loadElements([element.name]).then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [element.name, attempt]);
  if (state === 'failed') return <ChunkError client={client} onRetry={() => setAttempt((n) => n + 1)} />;
  // The element keeps its place when the overlay goes: rendered elsewhere in the tree, React would
  // mount it a second time, and an element that opens something on mount (the eKYC session of
  // <nl-kyc-frame>, one of the player's three daily attempts) would open it twice.
  const shown = (
    <>
      {createElement(element.tag, element.attrs?.(params, query) ?? {})}
      {state === 'loading' && <LoadingOverlay client={client} />}
    </>
  );
  // The app home is a page of cards like the site's own pages, so it keeps the page box's margins.
  const wholeWindow = route.layout === 'account' || (route.hideHeader && route.appHeader !== 'home');
  return wholeWindow ? shown : <div style={ELEMENT_PAGE}>{shown}</div>;
}

/** The page box, with narrower margins on a phone: the play elements keep their own 12 px inside it. */
const ELEMENT_PAGE = styles.elementPage;
