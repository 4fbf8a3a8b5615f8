/**
 * The kinds of value a setting holds (settings/table.ts): how a variable's text becomes the value,
 * which values are allowed, and how a value is written back. One description serves the error a
 * bad value gets at start, the check of a value given in code, README's "accepts" column and the
 * default shown there, so none of them can say something the others do not.
 */

/** One kind of value, `T`. */
export interface Kind<T> {
  /**
   * What a value must be, in plain words: the error says `<name> must be <allowed>`, README's
   * table shows it under "accepts".
   */
  readonly allowed: string;
  /**
   * The variable's text as a value, or undefined when it is not one (the caller names the
   * variable). `fallback` is the setting's default, for a kind whose text may give part of a value.
   */
  parse(text: string, fallback: T): T | undefined;
  /**
   * Why a value is not allowed, said after the setting's name ('must be …'), or null. It runs on
   * every parsed value and on values given in code, which the type alone does not bound.
   */
  problem(value: T): string | null;
  /** The value as its variable would be written; '' for "not set". `parse(show(v))` is `v`. */
  show(value: T): string;
  /**
   * Texts just outside what is allowed (past each bound, the wrong shape): the settings test
   * feeds them to every setting of this kind and expects each refused with the variable's name.
   */
  readonly refusedSamples: readonly string[];
}

const mustBe = (allowed: string) => `must be ${allowed}`;

/**
 * A whole number from `min` (to `max`). Without `max` it is still a safe integer: a number past
 * 2^53 would be silently rounded.
 *
 * @example wholeNumber({ min: 0, max: 60_000 }).parse('1000', 0) // 1000
 */
export function wholeNumber({ min, max }: { min: number; max?: number }): Kind<number> {
  const allowed =
    max !== undefined ? `a whole number from ${min} to ${max}` : min === 0 ? 'a whole number' : min === 1 ? 'a positive whole number' : `a whole number from ${min} up`;
  return {
    allowed,
    parse: (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined),
    problem: (n) => (Number.isSafeInteger(n) && n >= min && (max === undefined || n <= max) ? null : mustBe(allowed)),
    show: String,
    refusedSamples: ['1.5', 'soon', ...(min > 0 ? [String(min - 1)] : ['-1']), max === undefined ? '99999999999999999999' : String(max + 1)],
  };
}

/**
 * The largest timer Node keeps: a longer one fires after 1 ms (TimeoutOverflowWarning), so a
 * timeout set "very long" would drop every request at once.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * On or off: `1`, `true`, `on` / `0`, `false`, `off`. Anything else is refused rather than read
 * as off, so a typo in a switch is not silently the opposite of what was meant.
 *
 * @example onOff().parse('off', true) // false
 */
export function onOff(): Kind<boolean> {
  const allowed = '1 or 0 (or true/false, on/off)';
  return {
    allowed,
    parse: (text) => {
      const value = text.trim().toLowerCase();
      if (['1', 'true', 'on'].includes(value)) return true;
      if (['0', 'false', 'off'].includes(value)) return false;
      return undefined;
    },
    // A value given in code is a boolean; the words are the variable's.
    problem: (value) => (typeof value === 'boolean' ? null : 'must be true or false'),
    show: (value) => (value ? 'on' : 'off'),
    refusedSamples: ['sometimes', 'yes'],
  };
}

/**
 * One of a few words.
 *
 * @example oneOf(['warn', 'info']).parse('info', 'warn') // 'info'
 */
export function oneOf<const W extends string>(words: readonly W[]): Kind<W> {
  const allowed = `one of ${words.join(', ')}`;
  const isWord = (value: string): value is W => (words as readonly string[]).includes(value);
  return {
    allowed,
    parse: (text) => {
      const word = text.trim();
      return isWord(word) ? word : undefined;
    },
    problem: (value) => (isWord(value) ? null : mustBe(allowed)),
    show: String,
    refusedSamples: ['none-of-these'],
  };
}

/**
 * Text, at least `minLength` characters (a key: shorter ones can be guessed). `allowed` names what
 * the text stands for when any text will do ('a folder path').
 *
 * @example text({ minLength: 16 }).problem('short') // 'must be text of at least 16 characters'
 */
export function text({ minLength = 1, allowed }: { minLength?: number; allowed?: string } = {}): Kind<string> {
  const said = allowed ?? (minLength > 1 ? `text of at least ${minLength} characters` : 'text');
  return {
    allowed: said,
    parse: (value) => value,
    problem: (value) => (typeof value === 'string' && value.length >= minLength ? null : mustBe(said)),
    show: String,
    refusedSamples: minLength > 1 ? ['x'.repeat(minLength - 1)] : [],
  };
}

/**
 * A URL of one of `protocols` (`postgres:`), as the client it is handed to reads it. The value is
 * never repeated in an error: a connection string may carry a password.
 *
 * @example url(['redis:', 'rediss:']).parse('redis://cache:6379', '') // 'redis://cache:6379'
 */
export function url(protocols: readonly string[]): Kind<string> {
  const allowed = `a ${protocols.map((p) => `${p}//`).join(' or ')} URL`;
  const isUrl = (value: string) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  };
  return {
    allowed,
    parse: (value) => (isUrl(value.trim()) ? value.trim() : undefined),
    problem: (value) => (typeof value === 'string' && isUrl(value) ? null : mustBe(allowed)),
    show: String,
    refusedSamples: ['not a url', 'http://example.com/'],
  };
}

/**
 * `kind`, or null when not set: the setting is then off (no Redis, no PostgreSQL).
 *
 * @example nullable(url(['redis:'])).show(null) // ''
 */
export function nullable<T>(kind: Kind<T>): Kind<T | null> {
  return {
    allowed: kind.allowed,
    // Only a kind that reads part of its value from the default needs `fallback`, and none such is nullable.
    parse: (value, fallback) => kind.parse(value, fallback as T),
    problem: (value) => (value === null ? null : kind.problem(value)),
    show: (value) => (value === null ? '' : kind.show(value)),
    refusedSamples: kind.refusedSamples,
  };
}

/** A CSP source the frame settings accept: 'self', 'none', or an http(s) origin (a `*.` subdomain wildcard allowed). */
const FRAME_SOURCE = /^(?:'self'|'none'|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?)$/i;

/**
 * CSP sources, between spaces or commas: `'self' https://partner.example, https://app.example`.
 * Each is checked, since the list is written into a header (a `;` would start a directive).
 *
 * @example cspSources({ atLeastOne: true }).parse("'self' https://partner.example", []) // ["'self'", 'https://partner.example']
 */
export function cspSources({ atLeastOne = false }: { atLeastOne?: boolean } = {}): Kind<readonly string[]> {
  return {
    allowed: "'self', 'none' or http(s) origins (*. for subdomains), between spaces or commas",
    parse: (value) => value.split(/[\s,]+/).filter((source) => source.length > 0),
    problem: (sources) => {
      if (!Array.isArray(sources)) return "must be a list of 'self', 'none' or http(s) origins";
      const bad = sources.find((source) => typeof source !== 'string' || !FRAME_SOURCE.test(source));
      if (bad !== undefined) return `has "${String(bad)}", which is not 'self', 'none' or an http(s) origin`;
      return atLeastOne && sources.length === 0 ? "must name at least one source ('none' to forbid framing)" : null;
    },
    show: (sources) => sources.join(' '),
    refusedSamples: ['*', 'https://ok.example;script-src', ...(atLeastOne ? [','] : [])],
  };
}

/** An exact web origin: http(s), a host, an optional port; no path, no wildcard. */
const WEB_ORIGIN = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i;

/**
 * Exact web origins, between spaces or commas: `https://partner.example, http://localhost:5173`.
 * No wildcard and no path: an origin named here is trusted with players' sessions (CORS on the
 * gateway, the login's way back), so each must be spelled out as the browser sends it.
 *
 * @example origins().parse('https://a.example https://b.example:8443', []) // ['https://a.example', 'https://b.example:8443']
 */
export function origins(): Kind<readonly string[]> {
  const allowed = 'http(s) origins (scheme, host, optional port; no path or wildcard), between spaces or commas';
  return {
    allowed,
    // Browsers send the origin in lower case without a default port: written so, it compares as sent.
    parse: (value) => value.split(/[\s,]+/).filter((origin) => origin.length > 0).map((origin) => (WEB_ORIGIN.test(origin) ? new URL(origin).origin : origin)),
    problem: (list) => {
      if (!Array.isArray(list)) return mustBe(allowed);
      const bad = list.find((origin) => typeof origin !== 'string' || !WEB_ORIGIN.test(origin) || new URL(origin).origin !== origin);
      return bad === undefined ? null : `has "${String(bad)}", which is not an http(s) origin as a browser sends it (scheme://host[:port], lower case, no path)`;
    },
    show: (list) => list.join(' '),
    refusedSamples: ['*', 'https://*.partner.example', 'https://partner.example/page', 'ftp://partner.example', "'self'"],
  };
}

/** Requests allowed per window from one client address, and for one account (null: no such limit). */
export interface ActionLimit {
  perAddress: number;
  perAccount: number | null;
}

/**
 * A rate limit written `<per address>/<per account>`: `20/10`; `10/-` has no per-account limit;
 * `10` alone keeps the default per-account limit (`fallback`), so shortening the text never
 * drops the limit that protects one account from many addresses.
 *
 * @example actionLimit().parse('30', { perAddress: 20, perAccount: 10 }) // { perAddress: 30, perAccount: 10 }
 */
export function actionLimit(): Kind<ActionLimit> {
  const allowed = 'per address/per account, whole numbers above 0, e.g. 20/10 ("-" per account: no limit; one number keeps the default per account)';
  const positive = (n: unknown) => Number.isSafeInteger(n) && (n as number) > 0;
  return {
    allowed,
    parse: (value, fallback) => {
      const match = /^\s*(\d+)\s*(?:\/\s*(\d+|-)\s*)?$/.exec(value);
      if (!match) return undefined;
      const perAccount = match[2] === undefined ? fallback.perAccount : match[2] === '-' ? null : Number(match[2]);
      return { perAddress: Number(match[1]), perAccount };
    },
    problem: (limit) =>
      typeof limit === 'object' && limit !== null && positive(limit.perAddress) && (limit.perAccount === null || positive(limit.perAccount))
        ? null
        : mustBe(allowed),
    show: (limit) => `${limit.perAddress}/${limit.perAccount ?? '-'}`,
    refusedSamples: ['lots', '0/10', '10/0', '-/10'],
  };
}

/**
 * Fastify's `trustProxy`: `true`/`1` trusts every proxy, `false`/`0` none, a number that many
 * hops, anything else is the proxies' addresses or CIDRs (Fastify checks those at start).
 *
 * @example trustProxy().parse('2', false) // 2
 */
export function trustProxy(): Kind<boolean | number | string> {
  const allowed = "true or false, a number of proxy hops, or the proxies' addresses/CIDRs";
  return {
    allowed,
    parse: (value) => {
      if (/^(true|1)$/i.test(value)) return true;
      if (/^(false|0)$/i.test(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    },
    problem: (value) => (['boolean', 'number', 'string'].includes(typeof value) ? null : mustBe(allowed)),
    show: String,
    refusedSamples: [],
  };
}

/**
 * NODE_ENV as the server reads it: `production` or not. Other values (development, test) are
 * the tools' business and all mean "not production".
 *
 * @example isProduction().parse('production', false) // true
 */
export function isProduction(): Kind<boolean> {
  return {
    allowed: 'production, or anything else (not production)',
    parse: (value) => value.trim() === 'production',
    problem: (value) => (typeof value === 'boolean' ? null : 'must be true or false'),
    show: (value) => (value ? 'production' : ''),
    refusedSamples: [],
  };
}

/**
 * Some of `words`, between spaces or commas, each at most once; '' for none.
 *
 * @example someOf(['sport', 'casino']).parse('casino sport', []) // ['casino', 'sport']
 */
export function someOf<const W extends string>(words: readonly W[]): Kind<readonly W[]> {
  const allowed = `some of ${words.join(', ')} (between spaces or commas), or nothing`;
  return {
    allowed,
    parse: (value) => value.split(/[\s,]+/).filter((word) => word.length > 0) as W[],
    problem: (list) => {
      if (!Array.isArray(list)) return mustBe(allowed);
      const bad = list.find((word) => !words.includes(word));
      if (bad !== undefined) return `has "${String(bad)}", which is not one of ${words.join(', ')}`;
      return new Set(list).size === list.length ? null : 'must name each word once';
    },
    show: (list) => list.join(' '),
    refusedSamples: ['nothing-like-this', `${words[0]} ${words[0]}`],
  };
}
