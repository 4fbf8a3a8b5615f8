import { useEffect, type RefObject } from 'react';

/**
 * The page-wide custom property holding the height of what is fixed to the bottom edge; floating
 * controls (the footer's back-to-top button) add it to their offset to stay above the banner.
 */
export const BOTTOM_INSET_PROPERTY = '--nl-bottom-inset';

/**
 * Keeps room for a banner fixed to the bottom edge while `active`: the page's scroll padding
 * (so an element focused with Tab scrolls clear of the banner instead of under it, WCAG 2.4.11),
 * its end padding (so the last lines of the page can scroll out from under the banner) and
 * `--nl-bottom-inset` follow the banner's height. The room is the root element's padding rather
 * than a spacer beside the banner, so the element can stand first in the page (its first Tab
 * stops) without pushing the page down. The page's own values come back when the banner goes.
 *
 * @example useReservedBottomSpace(bannerRef, open);
 */
export function useReservedBottomSpace(bannerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const banner = bannerRef.current;
    if (!active || !banner) return;
    const page = banner.ownerDocument.documentElement;
    const previous = {
      scrollPadding: page.style.scrollPaddingBlockEnd,
      padding: page.style.paddingBlockEnd,
      inset: page.style.getPropertyValue(BOTTOM_INSET_PROPERTY),
    };
    const update = () => {
      const bannerHeight = Math.ceil(banner.getBoundingClientRect().height);
      page.style.scrollPaddingBlockEnd = `${bannerHeight}px`;
      page.style.paddingBlockEnd = `${bannerHeight}px`;
      page.style.setProperty(BOTTOM_INSET_PROPERTY, `${bannerHeight}px`);
    };
    update();
    // The banner's height changes with the width (the text wraps) and the language.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      page.style.scrollPaddingBlockEnd = previous.scrollPadding;
      page.style.paddingBlockEnd = previous.padding;
      if (previous.inset) page.style.setProperty(BOTTOM_INSET_PROPERTY, previous.inset);
      else page.style.removeProperty(BOTTOM_INSET_PROPERTY);
    };
  }, [bannerRef, active]);
}
