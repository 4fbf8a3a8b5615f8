/**
 * Error monitoring and analytics behind two small interfaces (SPEC §7 "analytics ... also load",
 * §8 "non-zero codes are also reported to monitoring"). Both are off unless the host passes an
 * implementation to `createClient({ errorReporter, analytics })`: the SDK sends nothing anywhere
 * by itself. What reaches either one never holds personal data: no names, e-mails, phone or card
 * numbers, identity numbers, tokens, nor a URL's query (which can carry a userId).
 */

/** A non-zero gateway code (SPEC §8), or an element that threw. Never holds personal data. */
export type ErrorReport =
  | {
      kind: 'gateway';
      /** The non-zero code, e.g. 403000720; negative codes are the client's own (network, timeout). */
      code: number;
      /** Six-digit command code, e.g. '101101'. */
      command: string;
      /** The page's path, without its query. */
      path: string;
    }
  | {
      kind: 'element';
      /** The element's tag, e.g. 'nl-deposit'. */
      element: string;
      /** The error's class name, e.g. 'TypeError'. */
      name: string;
      /** Its message, with {@link scrubPersonalData} applied. */
      message: string;
      /** The page's path, without its query. */
      path: string;
    };

/**
 * Receives error reports. Implement it with your monitoring tool (Sentry, Datadog …) and pass it
 * to `createClient`; it must not throw (a throw is caught and dropped).
 *
 * @example
 * const client = createClient({ errorReporter: { report: (r) => Sentry.captureMessage(`${r.kind} ${r.kind === 'gateway' ? r.code : r.name}`, { extra: r }) } });
 */
export interface ErrorReporter {
  report(report: ErrorReport): void;
}

/** What the product tells analytics. Amounts are minor units; no event names the player. */
export type AnalyticsEvent =
  | {
      type: 'page_view';
      /** The page's path, without its query. */
      path: string;
      /** The route's name in the SDK's routes module, when the host knows it. */
      route?: string;
      language: string;
    }
  | {
      type: 'purchase';
      lotteryType: number;
      /** How many orders the purchase placed. */
      orders: number;
      /** What it cost, minor units. */
      amount: number;
    }
  | {
      type: 'deposit';
      /** What was credited, minor units. */
      amount: number;
    }
  | {
      /** SPEC §5 "each card failure sends an analytics event". Never holds card data. */
      type: 'deposit_card_failure';
      /** `validation`: the form refused what was typed; `payment`: 420550/420551 refused; `status`: 420545 said FAILURE. */
      stage: 'validation' | 'payment' | 'status';
      card: 'new' | 'saved';
      /** A translation key of the refused field, `declined`, `existing-card`, `deposit-limit` or `error`. */
      reason: string;
      /** The gateway's code for a refused call. */
      code?: number;
    };

/**
 * Receives analytics events. Implement it with your analytics tool and pass it to `createClient`;
 * it must not throw (a throw is caught and dropped).
 *
 * @example
 * const client = createClient({ analytics: { track: (e) => gtag('event', e.type, e) } });
 */
export interface Analytics {
  track(event: AnalyticsEvent): void;
}

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
// Long alphanumeric runs with a digit: session and geo tokens, JWT parts, card fingerprints.
const TOKEN = /\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*\b/g;
// Six or more digits, possibly grouped by spaces, dashes or a leading +: phones, card numbers,
// Emirates ID numbers (784-XXXX-XXXXXXX-X), passport numbers' digits.
const NUMBER = /\+?\d(?:[\d\s-]{4,}\d)/g;
// "for John Smith", "name: John Smith": words after a naming cue are taken as a name.
const NAMED = /\b(name|holder|player|user|dear|for|mr|mrs|ms)\b(\s*[:=]?\s*)(?:\p{Lu}[\p{L}'-]*\s?){1,4}/gu;

/**
 * Removes what could identify a player from a text bound for monitoring: e-mail addresses,
 * runs of six or more digits (phone, card and identity numbers), token-like strings, and
 * capitalised words after a naming cue ("name", "holder", "for" …). Errors thrown by code rarely
 * hold such data; this is the guard for the ones that do.
 *
 * @param text any message
 * @returns the message with each such part replaced by `[redacted]`, at most 300 characters
 * @example scrubPersonalData('No card 4111 1111 1111 1111 for a@b.ae') // 'No card [redacted] for [redacted]'
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(EMAIL, '[redacted]')
    .replace(TOKEN, '[redacted]')
    .replace(NUMBER, '[redacted]')
    .replace(NAMED, (_all, cue: string, gap: string) => `${cue}${gap}[redacted] `)
    .trimEnd()
    .slice(0, 300);
}

/** The path of a path-and-query, without its query or fragment: `/downloadGame?userId=7` → `/downloadGame`. */
export function pathOnly(pathAndQuery: string): string {
  return pathAndQuery.split(/[?#]/, 1)[0] || '/';
}

/**
 * A reference {@link ErrorReporter} and {@link Analytics} that keep what they receive in memory
 * (`reports`, `events`) and send nothing: for tests, and for a host that wants to look at what
 * would be sent. Not a monitoring or analytics service.
 *
 * @example
 * const telemetry = memoryTelemetry();
 * const client = createClient({ errorReporter: telemetry, analytics: telemetry });
 * telemetry.reports; // [{ kind: 'gateway', code: 403000720, command: '101101', path: '/' }]
 */
export function memoryTelemetry(): ErrorReporter & Analytics & { reports: ErrorReport[]; events: AnalyticsEvent[] } {
  const reports: ErrorReport[] = [];
  const events: AnalyticsEvent[] = [];
  return {
    reports,
    events,
    report: (report) => void reports.push(report),
    track: (event) => void events.push(event),
  };
}

/**
 * A reference {@link ErrorReporter} and {@link Analytics} that write each report and event to the
 * browser console (`console.info`, prefixed `[nl monitoring]` / `[nl analytics]`) and send
 * nothing: for development, to see what a real tool would receive.
 *
 * @param sink where to write; default the global `console`
 * @example createClient({ errorReporter: consoleTelemetry(), analytics: consoleTelemetry() })
 */
export function consoleTelemetry(sink: Pick<Console, 'info'> = console): ErrorReporter & Analytics {
  return {
    report: (report) => sink.info('[nl monitoring]', report),
    track: (event) => sink.info('[nl analytics]', event),
  };
}
