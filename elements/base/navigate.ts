import { emit, type NavigateRequestDetail } from './emit';

/**
 * Asks the host to route with `nl-navigate-request`; when no host cancels the event (a plain
 * partner page), falls back to a full page load so the link still works.
 *
 * @param host the element the request comes from
 * @param path product path, e.g. `/account/login`
 * @param target `_blank` opens a new window in the fallback
 */
export function requestNavigation(host: EventTarget, path: string, target: NavigateRequestDetail['target'] = '_self'): void {
  const detail: NavigateRequestDetail = target === '_blank' ? { path, target } : { path };
  if (emit(host, 'nl-navigate-request', detail).defaultPrevented) return;
  const view = (host as Partial<Node>).ownerDocument?.defaultView ?? globalThis.window;
  if (!view) return;
  if (target === '_blank') view.open(path, '_blank', 'noopener');
  else view.location.assign(path);
}
