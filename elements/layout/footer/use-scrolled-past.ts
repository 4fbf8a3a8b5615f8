import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window has scrolled more than `offset` px; re-renders only when that flips.
 * @example const show = useScrolledPast(400);
 */
export function useScrolledPast(offset: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const view = globalThis.window;
    if (!view) return () => {};
    view.addEventListener('scroll', onChange, { passive: true });
    return () => view.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => (globalThis.window?.scrollY ?? 0) > offset, () => false);
}
