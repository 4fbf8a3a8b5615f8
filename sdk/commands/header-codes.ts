/**
 * The codes whose headers differ, as plain lists for the transport. The transport needs them for
 * every request, a raw `client.send(code)` too, while the definitions that carry these flags
 * (`sessionExempt`, `geoHeader` in sdk/commands/*.ts) load on demand (./loaders.ts).
 * tests/sdk/command-table.test.ts holds each list equal to the table's flags, so they cannot drift.
 */

/** Sent without the session header even when a token is held (SPEC §6): login, codes, reset. */
export const TRANSPORT_SESSION_EXEMPT_CODES: ReadonlySet<string> = new Set(['001001', '001012', '001013', '100200', '100201', '100202', '100203']);

/** Carry the geo JWT when the player's geo status is not valid (SPEC §7): orders and card payments. */
export const TRANSPORT_GEO_CHECKED_CODES: ReadonlySet<string> = new Set(['101101', '101105', '420544', '420550', '420551']);
