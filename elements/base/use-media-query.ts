import { useCallback, useSyncExternalStore } from 'react';

/** Below this width (px) the header uses its mobile variant (SPEC §9 breakpoint xs 700). */
export const MOBILE_MAX_WIDTH = 700;
/** Media query matching widths below {@link MOBILE_MAX_WIDTH}. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`;

/**
 * Whether a media query matches now; re-renders when it changes. False where there is no
 * `matchMedia` (server rendering), so the desktop layout is the default.
 * @example const narrow = useMediaQuery(MOBILE_QUERY);
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => globalThis.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, read, () => false);
}
