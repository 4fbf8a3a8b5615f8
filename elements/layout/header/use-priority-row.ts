import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitCount } from './fit-count';

/**
 * Keeps a row of items on one line: measures the items and the row, and returns how many fit
 * (the rest go into a "More" menu). It measures before the browser paints, again when the row
 * is resized, and afresh when `items` changes (new tabs, another language) or the fonts arrive.
 *
 * @param rowRef the element whose width is available (the nav)
 * @param listRef the list whose children are the items, in order
 * @param moreRef the "More" control, measured even while it is not needed
 * @example const shown = usePriorityRow(navRef, listRef, moreRef, tabs);
 */
export function usePriorityRow(rowRef: RefObject<HTMLElement | null>, listRef: RefObject<HTMLElement | null>, moreRef: RefObject<HTMLElement | null>, items: unknown): number {
  const [shown, setShown] = useState(Number.POSITIVE_INFINITY);
  const [generation, setGeneration] = useState(0);
  const widths = useRef<number[] | null>(null);

  const recompute = useCallback(() => {
    const row = rowRef.current;
    const list = listRef.current;
    if (!row || !list) return;
    // Widths are read while every item shows (after a reset); hidden items keep those widths.
    if (!widths.current) widths.current = Array.from(list.children, (item) => item.getBoundingClientRect().width);
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    const more = moreRef.current?.getBoundingClientRect().width ?? 0;
    setShown(fitCount(widths.current, row.getBoundingClientRect().width, more, gap));
  }, [rowRef, listRef, moreRef]);

  // A new set of items (or fonts that changed their widths): show all, then measure again.
  useLayoutEffect(() => {
    widths.current = null;
    setShown(Number.POSITIVE_INFINITY);
  }, [items, generation]);

  // Measure once the reset has rendered every item (not in the commit that asked for it).
  const measuring = shown === Number.POSITIVE_INFINITY;
  useLayoutEffect(() => {
    if (widths.current === null && measuring) recompute();
  });

  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => recompute());
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef, recompute]);

  useEffect(() => {
    let live = true;
    void globalThis.document?.fonts?.ready.then(() => live && setGeneration((n) => n + 1));
    return () => {
      live = false;
    };
  }, []);

  return shown;
}
