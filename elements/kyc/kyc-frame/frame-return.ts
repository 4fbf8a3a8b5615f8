import { routePath } from '../../../sdk/routes';
import { KYC_FROM_REGISTER } from '../kyc-paths';

/**
 * Where the provider sends the player back: this same page with the attempt's ticket, so the
 * verdict (100147) can be read. Registration is remembered with `from=register`.
 *
 * @param origin the site's origin, e.g. `https://www.example.ae`
 * @example returnUrlFor('https://x.ae', 'T1', false) === 'https://x.ae/account/kycIframe?ticketId=T1'
 */
export function returnUrlFor(origin: string, ticketId: string, fromRegister: boolean): string {
  return origin + routePath('kycIframe', {}, { ticketId, from: fromRegister ? KYC_FROM_REGISTER : undefined });
}

/**
 * What the iframe shows after a `load` event:
 * - `blank`: still the empty initial document (about:blank), not the provider yet;
 * - `returned`: our return URL, with the product `path` (path and query) to move the window to;
 * - `provider`: anything else, typically the provider's page on another origin, which the
 *   browser does not let us read.
 */
export type FrameView = { kind: 'blank' } | { kind: 'returned'; path: string } | { kind: 'provider' };

/**
 * Looks at the iframe's location (same-origin only) to tell the provider page from our return URL.
 *
 * @param frame the iframe hosting the provider
 * @param origin the site's origin
 */
export function inspectFrame(frame: Pick<HTMLIFrameElement, 'contentWindow'>, origin: string): FrameView {
  let href: string;
  try {
    // Reading a cross-origin location throws (or yields nothing): the provider page is open.
    href = frame.contentWindow?.location.href ?? '';
  } catch {
    return { kind: 'provider' };
  }
  if (href === 'about:blank') return { kind: 'blank' };
  if (!/^https?:/i.test(href)) return { kind: 'provider' };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: 'provider' };
  }
  if (url.origin !== origin || url.pathname !== routePath('kycIframe') || !url.searchParams.get('ticketId')) return { kind: 'provider' };
  return { kind: 'returned', path: url.pathname + url.search };
}

/**
 * The product path the iframe has come back to, or null while it shows anything else.
 * @example returnedPath(frame, location.origin) // '/account/kycIframe?ticketId=T1'
 */
export function returnedPath(frame: Pick<HTMLIFrameElement, 'contentWindow'>, origin: string): string | null {
  const view = inspectFrame(frame, origin);
  return view.kind === 'returned' ? view.path : null;
}
