import { useEffect, useState } from 'react';
import { useT } from '../../base/hooks';
import { ArrowUpIcon } from '../../base/icons';
import { useScrolledPast } from './use-scrolled-past';

/** Scroll distance after which the back-to-top button appears (SPEC §9). */
export const BACK_TO_TOP_OFFSET = 400;

/**
 * How long after the page stops scrolling the button counts as idle. On a phone an idle button
 * steps aside (footer styles), so it never rests over a card's actions; it comes back with the
 * next scroll, the moment a player would look for it.
 */
export const BACK_TO_TOP_IDLE_MS = 2000;

/** A floating button that scrolls the page to the top; shown after 400 px of scrolling. */
export function BackToTop() {
  const t = useT();
  const visible = useScrolledPast(BACK_TO_TOP_OFFSET);
  const idle = useScrollIdle(BACK_TO_TOP_IDLE_MS, visible);
  if (!visible) return null;
  const toTop = () => {
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    globalThis.window?.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className="back-to-top" part="back-to-top" data-idle={idle ? 'true' : undefined} aria-label={t('footer.backToTop')} onClick={toTop}>
      <ArrowUpIcon />
    </button>
  );
}

/** Whether the window has not scrolled for `ms` (counted while `active`, from when it turns on). */
function useScrollIdle(ms: number, active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const view = globalThis.window;
    if (!active || !view) return;
    let timer = setTimeout(() => setIdle(true), ms);
    const onScroll = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), ms);
    };
    view.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      view.removeEventListener('scroll', onScroll);
      setIdle(false);
    };
  }, [ms, active]);
  return idle;
}
