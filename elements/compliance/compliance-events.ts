/**
 * Events of the compliance elements, added to the shared `NlEventMap` so `emit()` and
 * `addEventListener` type-check them like the base events.
 */
declare module '../base/emit' {
  interface NlEventMap {
    /** The player confirmed being 18 or older (`<nl-age-gate>`). */
    'nl-age-confirmed': Record<string, never>;
    /** The player chose Exit on the age gate. Cancel it to leave your own way; else history.back() or about:blank. */
    'nl-age-declined': Record<string, never>;
    /** The player accepted the cookie notice. */
    'nl-cookies-accepted': Record<string, never>;
    /** The terms need nothing more now (no update, agreed, or closed): the next dialog may open. */
    'nl-terms-settled': Record<string, never>;
    /** The player agreed to a terms version (200030 succeeded). */
    'nl-terms-accepted': { versionId: number };
    /** The funds-security declaration was recorded (100161 succeeded). */
    'nl-funds-declared': { source: string };
  }
}

export {};
