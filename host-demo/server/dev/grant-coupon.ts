/**
 * The operator's tool for coupons (SPEC §3 Coupon; 036_coupons.sql):
 *
 *   npm run coupon -- --to <playerId|e-mail> --amount <fils> [--min-amount <fils>] --days <1-366> [--from <ISO date>]
 *
 * Grants one coupon to one player: `amount` (minor units) is credited to their gift balance with
 * the first deposit of at least `min-amount` (default 0) that names it (420544 couponId) between
 * `from` (default now) and `days` days later. Prints the coupon's id.
 */
import type { Database } from '../db/database';
import type { Clock } from '../clock';
import { COUPON_MAX_AMOUNT, grantCoupon } from '../domains/deposits/coupons';
import { runOperatorScript, type ScriptOutcome } from './operator-script';
import { scriptFlags } from './script-flags';

export const USAGE = 'usage: npm run coupon -- --to <playerId|e-mail> --amount <fils> [--min-amount <fils>] --days <1-366> [--from <ISO date>]';

const FLAGS = ['to', 'amount', 'min-amount', 'days', 'from'] as const;

/** A whole number from min to max written in digits, else null. */
function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** @example await runGrantCoupon(['--to', '7', '--amount', '1000', '--days', '30'], db, clock) // { exitCode: 0, line: 'coupon 12: granted to player 7' } */
export async function runGrantCoupon(args: readonly string[], db: Database, clock: Clock): Promise<ScriptOutcome> {
  const flags = scriptFlags(args, FLAGS);
  if (!flags?.to) return { exitCode: 1, line: USAGE };
  const amount = wholeNumber(flags.amount, 1, COUPON_MAX_AMOUNT);
  const minAmount = flags['min-amount'] === undefined ? 0 : wholeNumber(flags['min-amount'], 0, COUPON_MAX_AMOUNT);
  const days = wholeNumber(flags.days, 1, 366);
  const from = flags.from === undefined ? clock.now() : Date.parse(flags.from);
  if (amount === null) return { exitCode: 1, line: `--amount must be a whole number of fils from 1 to ${COUPON_MAX_AMOUNT}\n${USAGE}` };
  if (minAmount === null) return { exitCode: 1, line: `--min-amount must be a whole number of fils from 0 to ${COUPON_MAX_AMOUNT}\n${USAGE}` };
  if (days === null) return { exitCode: 1, line: `--days must be a whole number from 1 to 366\n${USAGE}` };
  if (!Number.isFinite(from)) return { exitCode: 1, line: `--from must be a date such as 2026-12-01T00:00:00Z\n${USAGE}` };
  const { rows } = /^\d{1,15}$/.test(flags.to)
    ? await db.query<{ id: number }>('select id from players where id = $1', [Number(flags.to)])
    : await db.query<{ id: number }>('select id from players where lower(email) = lower($1) order by id limit 1', [flags.to]);
  if (!rows[0]) return { exitCode: 1, line: `player ${flags.to}: not found` };
  const playerId = Number(rows[0].id);
  const id = await grantCoupon(db, { playerId, amount, minAmount, validFrom: from, validUntil: from + days * 86_400_000 }, clock.now());
  return { exitCode: 0, line: `coupon ${id}: granted to player ${playerId}` };
}

await runOperatorScript({ url: import.meta.url, run: (args, { db, clock }) => runGrantCoupon(args, db, clock) });
