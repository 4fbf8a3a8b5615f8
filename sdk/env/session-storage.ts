import type { StorageLike } from './environment';

/**
 * The page's session storage (what lasts for the tab: the super-app's code, a purchase waiting
 * for its deposit), or null where there is none (Node, or a browser that refuses it in a
 * third-party frame): callers then do without what it would keep.
 *
 * @example const storage = pageSessionStorage(); storage?.setItem('botimAuthCode', code);
 */
export function pageSessionStorage(): StorageLike | null {
  try {
    return (globalThis as { sessionStorage?: StorageLike }).sessionStorage ?? null;
  } catch {
    return null;
  }
}
