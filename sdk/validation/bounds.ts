import * as z from 'zod/mini';

/**
 * Bounds of the values a request may carry. Every string of a request schema has a maximum
 * length, every list a maximum size and every number a range, so nothing reaches the database
 * that its column cannot hold (an `integer` column is PostgreSQL's int4) and no request is larger
 * than what it means. Messages are translation keys, like every rule of sdk/validation.
 */

/** Smallest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MIN = -2_147_483_648;
/** Largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

/**
 * At most `max` characters ('validation.tooLong'). It aborts the field's later checks, so a
 * format rule never runs over a huge value.
 * @example z.string().check(z.trim(), maxChars(100))
 */
export const maxChars = (max: number) => z.maxLength(max, { message: 'validation.tooLong', abort: true });

/**
 * At most `max` items in a list ('validation.tooMany'). It does not abort: inside a union (a list
 * or -1) an aborted option would hide this message behind zod's generic one.
 * @example z.array(z.string()).check(maxItems(5))
 */
export const maxItems = (max: number) => z.maxLength(max, 'validation.tooMany');

/**
 * A string of at most `max` characters, with no other rule.
 * @example const ticketId = boundedString(64)
 */
export const boundedString = (max: number) => z.string().check(maxChars(max));

/**
 * A whole number from `min` to `max` inclusive ('validation.outOfRange' outside).
 * @example const versionId = intBetween(1, INT4_MAX)
 */
export const intBetween = (min: number, max: number) =>
  z.int().check(z.minimum(min, 'validation.outOfRange'), z.maximum(max, 'validation.outOfRange'));

/**
 * Error of a union no option accepted: the first translation key its options gave. An over-long
 * list is refused before any option is tried, and the union would otherwise say only zod's
 * generic "Invalid input" instead of 'validation.tooMany'.
 * @example z.union([z.literal(-1), z.array(z.int()).check(maxItems(32))], { error: unionError })
 */
export function unionError(issue: { errors?: { message: string }[][] }): string | undefined {
  return issue.errors?.flat().find((i) => i.message.startsWith('validation.'))?.message;
}
