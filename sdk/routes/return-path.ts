/**
 * The one same-site check for paths that come back from a URL (login's `?redirect=`, a push
 * message, a host): the player may be sent there only if it stays on this site.
 */

/**
 * Longest return path accepted; longer ones are refused rather than cut. Real product paths with
 * their query are a few hundred characters at most.
 *
 * @example safeReturnPath('/' + 'a'.repeat(MAX_RETURN_PATH_LENGTH)) === '/'
 */
export const MAX_RETURN_PATH_LENGTH = 2048;

/**
 * How many rounds of percent-decoding a return path may need. A return path inside a return path
 * is encoded twice; more than that is someone hiding something.
 */
const MAX_DECODINGS = 3;

/** Where an unsafe return path leads instead (home). */
const SAFE_FALLBACK = '/';

/** An origin of our own to let the URL parser read a path the way a browser would. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * Control and format characters (tabs, newlines, NUL, DEL, zero-width and bidi marks) and any
 * whitespace: browsers drop or rewrite some of them, so `/\t/evil` becomes `//evil`.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

/** `javascript:`, `https:`, `data:` ... at the start of the path, with or without its slash. */
const SCHEME = /^\/?[a-z][a-z\d+.-]*:/i;

/**
 * `value` if it is a path on this site, otherwise `/`. Refuses anything that a browser or a
 * router could read as another host or a script: `//host` and `/\host`, any scheme, backslashes
 * in the path, control characters and whitespace, the same tricks percent-encoded (once or more),
 * malformed encodings, non-strings and values longer than {@link MAX_RETURN_PATH_LENGTH}.
 * Pure: it reads no `window`.
 *
 * @param value a candidate path with its query, typically `?redirect=` of the login page
 * @returns `value` unchanged when safe, else `/`
 * @example safeReturnPath('/lottery/pick3?tab=1') // '/lottery/pick3?tab=1'
 * @example safeReturnPath('//evil.example') // '/'
 * @example safeReturnPath('/%2F%2Fevil.example') // '/'
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH || HIDDEN_CHARACTER.test(value)) return SAFE_FALLBACK;
  let layer = value;
  for (let decodings = 0; decodings <= MAX_DECODINGS; decodings++) {
    if (!isSameSitePath(layer)) return SAFE_FALLBACK;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return SAFE_FALLBACK;
    }
    if (decoded === layer) return value;
    // Whoever reads the path next may decode it once more: each layer must be safe too. (A decoded
    // query may hold spaces, e.g. `activeTabName=Player%20Controls`; only its path may not.)
    layer = decoded;
  }
  return SAFE_FALLBACK;
}

/** One layer of the check: a single leading `/`, nothing hidden in the path, and the parser agrees. */
function isSameSitePath(candidate: string): boolean {
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\') || SCHEME.test(candidate)) return false;
  const path = candidate.split(/[?#]/, 1)[0]!;
  // Browsers read `\` as `/`; an empty segment is how `/..//host` turns into `//host`.
  if (HIDDEN_CHARACTER.test(path) || path.includes('\\') || path.includes('//')) return false;
  try {
    const url = new URL(candidate, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * Whether `value` is written as an absolute web address (`https://…`) rather than a path: the
 * login's way back to a partner's page, which only {@link partnerReturnUrl} may accept.
 *
 * @example isAbsoluteReturnUrl('https://partner.example/play') // true
 * @example isAbsoluteReturnUrl('/lottery/pick3') // false
 */
export function isAbsoluteReturnUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

/**
 * The same check extended to partner sites: `value` when it is an http(s) page on one of
 * `allowedOrigins` (exact origins as a browser sends them, the gateway's PARTNER_ORIGINS), else
 * null. Refuses what {@link safeReturnPath} refuses in a path (hidden characters, too long,
 * malformed) and anything naming credentials (`https://user@…`), since a browser shows the
 * host after the `@` and a player would be misled. The answer is the parsed URL without its
 * fragment, which the product uses for the hand-off code.
 *
 * @param value a candidate URL, typically `?redirect=` of the login page
 * @param allowedOrigins the partner origins, e.g. `['https://partner.example']`
 * @example partnerReturnUrl('https://partner.example/play?x=1', ['https://partner.example']) // 'https://partner.example/play?x=1'
 * @example partnerReturnUrl('https://partner.example.evil.example/', ['https://partner.example']) // null
 */
export function partnerReturnUrl(value: unknown, allowedOrigins: readonly string[]): string | null {
  if (!isAbsoluteReturnUrl(value) || value.length > MAX_RETURN_PATH_LENGTH || HIDDEN_CHARACTER.test(value) || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || !allowedOrigins.includes(url.origin)) return null;
  url.hash = '';
  return url.href;
}

/**
 * The key of the one-time hand-off code in the fragment of a partner page's URL after login
 * (`https://partner.example/play#nl-handoff=<code>`): the gateway writes it (100230), the script
 * build on the partner page takes it out of the URL and exchanges it (100231).
 */
export const HANDOFF_FRAGMENT_KEY = 'nl-handoff';
