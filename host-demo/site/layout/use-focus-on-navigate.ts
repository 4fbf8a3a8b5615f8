import { useEffect, useRef } from 'react';
import { deepQuery, focusPageHeading, isInert } from '../../../elements/base/focus';

/** How long a new page may take to draw its heading (its element loads on demand) before focus goes to `<main>`. */
const HEADING_WAIT_MS = 4000;
const POLL_MS = 100;

/** Whether a modal dialog is open anywhere on the page (it owns focus then). */
function dialogOpen(doc: Document): boolean {
  return Boolean(deepQuery(doc.body, 'dialog[open], [role="dialog"][aria-modal="true"]'));
}

/**
 * On every page change after the first (the history router changed the path), moves focus to the new
 * page's heading, so a keyboard or screen-reader user starts reading the page they asked for
 * instead of being left on the link they used, or on `<body>` once it went. The page's element
 * may still be loading: its `<h1>` is waited for, then `<main>` takes focus. A dialog that opened
 * meanwhile keeps focus.
 *
 * @example useFocusOnNavigate(path);
 */
export function useFocusOnNavigate(path: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (dialogOpen(document)) return;
      const main = document.querySelector('main');
      const heading = main ? deepQuery<HTMLElement>(main, 'h1') : null;
      if ((heading && !isInert(heading)) || Date.now() - started >= HEADING_WAIT_MS) {
        focusPageHeading(document);
        return;
      }
      timer = setTimeout(attempt, POLL_MS);
    };
    timer = setTimeout(attempt, 0);
    return () => clearTimeout(timer);
  }, [path]);
}
