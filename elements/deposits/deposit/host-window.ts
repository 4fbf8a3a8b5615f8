/**
 * The window the element lives in (its document's, else the global one); null where there is none.
 * @example hostWindow(host)?.location.origin
 */
export function hostWindow(host: EventTarget): Window | null {
  return (host as Partial<Node>).ownerDocument?.defaultView ?? globalThis.window ?? null;
}
