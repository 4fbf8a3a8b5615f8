/** Source of "now" for the server, injected so tests can move time (session expiry, draws). */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };
