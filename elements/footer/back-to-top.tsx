import { useT } from '../base/hooks';
import { ArrowUpIcon } from '../base/icons';
import { useScrolledPast } from './use-scrolled-past';

/** Scroll distance after which the back-to-top button appears (SPEC §9). */
export const BACK_TO_TOP_OFFSET = 400;

/** A floating button that scrolls the page to the top; shown after 400 px of scrolling. */
export function BackToTop() {
  const t = useT();
  const visible = useScrolledPast(BACK_TO_TOP_OFFSET);
  if (!visible) return null;
  const toTop = () => {
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    globalThis.window?.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className="back-to-top" part="back-to-top" aria-label={t('footer.backToTop')} onClick={toTop}>
      <ArrowUpIcon />
    </button>
  );
}
