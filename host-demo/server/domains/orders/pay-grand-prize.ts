import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import { postMovement } from '../wallet/ledger';
import { GRAND_PRIZE } from './grand-prize-rules';

/** What paying a grand prize needs; the reviewer script builds it. */
export interface PayGrandPrizeDeps {
  db: Database;
  clock: Clock;
  /** The player's wallet event after the credit commits (SPEC §7 /user/queue wallet). */
  events: EventBus;
}

/** Where a payment left the prize. `changed` is false when nothing was paid now. */
export interface GrandPrizePayment {
  orderId: number;
  playerId: number;
  amount: number;
  /** The status after this run: 14 when paid now or before; otherwise the status that stopped it. */
  status: number;
  changed: boolean;
}

/** The idempotency key of a grand prize's credit: one per order, ever. */
export const grandPrizeMovementKey = (orderId: number) => `grand-prize:${orderId}`;

/**
 * Pays a claimed grand prize (13 → 14) and credits it to the winner's withdrawable balance, once:
 * in one transaction the order row is locked (FOR UPDATE), the status moves only from claimed
 * and only before the completion deadline (a lapsed claim, 16, or one whose deadline has come, is
 * never credited), and one ledger movement `grand-prize:<orderId>` (house_prizes → withdrawable)
 * is posted. Of two reviewers paying together, the second waits for the lock, finds it paid and
 * credits nothing; the movement's key is the ledger's own backstop. The wallet event follows the
 * commit. Null when the order has no grand prize.
 *
 * @example await payGrandPrize({ db, clock, events }, 1001) // { status: 14, changed: true, ... }
 */
export async function payGrandPrize(deps: PayGrandPrizeDeps, orderId: number): Promise<GrandPrizePayment | null> {
  const now = deps.clock.now();
  const payment = await deps.db.transaction(async (tx): Promise<GrandPrizePayment | null> => {
    const { rows } = await tx.query<{ player_id: number; grand_prize_amount: number; prize_status: number; prize_expires_at: Date }>(
      'select player_id, grand_prize_amount, prize_status, prize_expires_at from orders where id = $1 and prize_status is not null for update',
      [orderId],
    );
    const row = rows[0];
    if (!row) return null;
    const found = { orderId, playerId: Number(row.player_id), amount: Number(row.grand_prize_amount) };
    const payable = row.prize_status === GRAND_PRIZE.claimed && row.prize_expires_at.getTime() > now;
    if (!payable) return { ...found, status: row.prize_status, changed: false };
    await tx.query('update orders set prize_status = $2 where id = $1 and prize_status = $3', [orderId, GRAND_PRIZE.paid, GRAND_PRIZE.claimed]);
    await postMovement(tx, {
      idempotencyKey: grandPrizeMovementKey(orderId),
      kind: 'prize',
      memo: `grand prize of order ${orderId}`,
      reference: String(orderId),
      legs: [
        { account: { house: 'house_prizes' }, amount: -found.amount },
        { account: { playerId: found.playerId, kind: 'withdrawable' }, amount: found.amount },
      ],
      at: now,
    });
    return { ...found, status: GRAND_PRIZE.paid, changed: true };
  });
  if (payment?.changed) await deps.events.publish({ kind: 'player', playerId: payment.playerId, changeType: 'wallet' });
  return payment;
}
