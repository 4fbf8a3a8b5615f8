/**
 * What a deposit or wager limit still allows, decided in the database in one UPDATE (DESIGN:
 * limits decided atomically, never read-then-write). The counting window rolls forward by whole
 * periods when a deposit or bet arrives after it ended: a deposit one second before the window
 * ends counts against it, one second after starts a new window at 0 (SPEC §4 limit states).
 */
import type { Queryable } from '../../db/database';

/** 2 deposit limit, 4 wager limit (SPEC §3 exclusionType). */
export type LimitType = 2 | 4;

// The window containing the instant `at` (an SQL expression): unchanged while it runs, else the
// first whole period after its end that contains it. Written once, used by the statements below.
const rolledStart = (at: string) => `case when period_end > ${at} then period_start
  else period_end + make_interval(mins => period_minutes)
       * floor(extract(epoch from (${at}::timestamptz - period_end)) / (period_minutes * 60)) end`;
const usedNow = (at: string) => `case when period_end > ${at} then used else 0 end`;
const ROLLED_START = rolledStart('$3');
const USED_NOW = usedNow('$3');

/** Placeholders (or literals) of a claim inside a caller's statement: see {@link claimAllowanceSql}. */
export interface ClaimPlaceholders {
  player: string;
  type: string;
  at: string;
  amount: string;
  force: string;
}

/**
 * The claim of {@link claimAllowance} as parts of a caller's own statement, so that a transaction
 * that already sends a statement before it needs the claim (orders/pay-order.ts) spends no round
 * trip on it: `cte` defines `claimed` (put it in the statement's WITH), and `columns` selects
 * `period_start` and `has_limit`, to read with {@link claimOutcome}.
 *
 * @example const claim = claimAllowanceSql({ player: '$1', type: '4', at: '$2', amount: '$3', force: 'false' });
 * // `with ${claim.cte} select ${claim.columns}`
 */
export function claimAllowanceSql(p: ClaimPlaceholders): { cte: string; columns: string } {
  const start = rolledStart(p.at);
  const used = usedNow(p.at);
  return {
    cte: `claimed as (
       update player_limits set
          period_start = ${start},
          period_end = ${start} + make_interval(mins => period_minutes),
          used = ${used} + ${p.amount},
          updated_at = ${p.at}
        where player_id = ${p.player} and limit_type = ${p.type} and (${p.force} or ${used} + ${p.amount} <= amount)
        returning period_start)`,
    columns: `(select period_start from claimed) as period_start,
            exists (select 1 from player_limits where player_id = ${p.player} and limit_type = ${p.type}) as has_limit`,
  };
}

const CLAIM = claimAllowanceSql({ player: '$1', type: '$2', at: '$3', amount: '$4', force: '$5' });

/** The outcome of a claim: no limit of this type, claimed in the window starting at windowStart, or refused. */
export type ClaimOutcome =
  | { kind: 'no-limit' }
  | { kind: 'claimed'; windowStart: Date }
  | { kind: 'refused'; amount: number; available: number; windowEnd: Date; expiresAt: Date };

/**
 * Adds `amount` to what the limit counted in the window containing `at`, only if it stays within
 * the limit. One UPDATE: its WHERE is re-checked on the newest row version, so of parallel claims
 * only those that fit together pass, on PGlite and PostgreSQL alike.
 *
 * `force` counts the amount even past the limit (money the acquirer already took, which cannot be
 * refused any more): the limit then reads 'reached'.
 */
export async function claimAllowance(tx: Queryable, playerId: number, type: LimitType, amount: number, at: number, force = false): Promise<ClaimOutcome> {
  // One round trip also for a player without a limit (most players): whether a limit exists is
  // read in the same statement, so only a refusal reads again (for the limit's record).
  const { rows } = await tx.query<ClaimRow>(`with ${CLAIM.cte} select ${CLAIM.columns}`, [playerId, type, new Date(at), amount, force]);
  return claimOutcome(tx, rows[0]!, playerId, type, at);
}

/** What {@link claimAllowanceSql}'s columns answered. */
export interface ClaimRow {
  period_start: Date | null;
  has_limit: boolean;
}

/** The outcome of a claim from its row; a refusal reads the limit once more, for its record. */
export async function claimOutcome(tx: Queryable, row: ClaimRow, playerId: number, type: LimitType, at: number): Promise<ClaimOutcome> {
  if (row.period_start) return { kind: 'claimed', windowStart: row.period_start };
  if (!row.has_limit) return { kind: 'no-limit' };
  const state = await limitNow(tx, playerId, type, at);
  if (!state) return { kind: 'no-limit' };
  return { kind: 'refused', amount: state.amount, available: state.available, windowEnd: state.windowEnd, expiresAt: state.expiresAt };
}

/** A limit as it stands at a moment: what its current window counted and still allows. */
export interface LimitNow {
  amount: number;
  periodMinutes: number;
  used: number;
  available: number;
  windowStart: Date;
  windowEnd: Date;
  termStart: Date;
  expiresAt: Date;
  changeCount: number;
}

/** Reads a limit as at `at` (a read: the window is rolled in the answer, not in the row). */
export async function limitNow(db: Queryable, playerId: number, type: LimitType, at: number, lock = false): Promise<LimitNow | null> {
  const { rows } = await db.query<{
    amount: number;
    period_minutes: number;
    used_now: number;
    window_start: Date;
    window_end: Date;
    term_start: Date;
    expires_at: Date;
    change_count: number;
  }>(
    `select amount, period_minutes, ${USED_NOW} as used_now, ${ROLLED_START} as window_start,
            ${ROLLED_START} + make_interval(mins => period_minutes) as window_end, term_start, expires_at, change_count
       from player_limits where player_id = $1 and limit_type = $2${lock ? ' for update' : ''}`,
    [playerId, type, new Date(at)],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    amount: Number(r.amount),
    periodMinutes: r.period_minutes,
    used: Number(r.used_now),
    available: Math.max(0, Number(r.amount) - Number(r.used_now)),
    windowStart: r.window_start,
    windowEnd: r.window_end,
    termStart: r.term_start,
    expiresAt: r.expires_at,
    changeCount: r.change_count,
  };
}
