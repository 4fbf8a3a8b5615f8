import type { Queryable } from '../../db/database';
import { GRAND_PRIZE } from './grand-prize-rules';

// One set-based UPDATE over the grand prizes still waiting (a range of the partial index
// orders_grand_prize_waiting, which holds 12 and 13 only, so its cost follows the prizes still
// waiting, not every grand prize ever). The same rule as grandPrizeStatusAt:
// the deadline itself is past the period. A row being paid is locked by the payment; this update
// waits for it, then finds it paid (14) and leaves it.
const EXPIRE_SQL = `
  update orders
     set prize_status = case prize_status when ${GRAND_PRIZE.unclaimed} then ${GRAND_PRIZE.expiredUnclaimed} else ${GRAND_PRIZE.claimLapsed} end
   where prize_status in (${GRAND_PRIZE.unclaimed}, ${GRAND_PRIZE.claimed}) and prize_expires_at <= $1
  returning id`;

/**
 * Expires every grand prize whose deadline has come (grand-prize-rules.ts): unclaimed at the end
 * of the claim period → 15, claimed but not paid at the end of the completion period → 16. Run by
 * the draw scheduler's leader after each pass ({@link GRAND_PRIZE_EXPIRY}); idempotent, so a
 * second run, or one in another process, changes nothing. Returns the ids it expired.
 *
 * @example await expireGrandPrizes(db, clock.now()) // [] when no deadline has come
 */
export async function expireGrandPrizes(db: Queryable, now: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(EXPIRE_SQL, [new Date(now)]);
  return rows.map((r) => Number(r.id));
}

/**
 * The expiry as a job of the draw scheduler's leader (domains/draws/scheduler.ts `jobs`).
 *
 * @example createDrawScheduler({ db, clock, jobs: [GRAND_PRIZE_EXPIRY] })
 */
export const GRAND_PRIZE_EXPIRY = {
  name: 'grand-prize-expiry',
  run: async (db: Queryable, now: number) => (await expireGrandPrizes(db, now)).length,
};
