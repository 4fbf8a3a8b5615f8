import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import type { PaymentResult } from '../../providers/payments/payment-provider';
import { postMovement } from '../wallet/ledger';
import { countUnreservedDeposit } from '../responsible-play/deposit-allowance';
import { failOrder } from './deposit-orders';
import { useDepositCoupon } from './coupons';
import { writeSystemNotifications } from '../notifications/notification-store';
import type { RechargeStatus } from '../../../../sdk/commands/deposits';

export interface CreditOutcome {
  /** True when this call credited the deposit; false when it had already ended (credited or not). */
  credited: boolean;
  playerId: number;
  state: RechargeStatus;
}

/**
 * Credits one deposit, inside the caller's transaction: the one place a deposit becomes money.
 * It locks the order row, so of any number of completions (the card-pay answer, the 3-D Secure
 * page posted twice, a webhook retried) exactly one finds it PENDING; only that one posts the
 * ledger movement (kind 'deposit', key `deposit:<orderId>`: even a second post would write
 * nothing) and marks the order SUCCESS, which also starts the player's payment attempts again.
 *
 * The deposit limit was decided before the card was charged (responsible-play/deposit-allowance.ts).
 *
 * @example
 * const outcome = await db.transaction((tx) => creditDeposit(tx, { id: orderId }, clock.now()));
 * if (outcome.credited) await events.publish({ kind: 'player', playerId: outcome.playerId, changeType: 'wallet' });
 */
export async function creditDeposit(tx: Queryable, order: { id: number }, at: number): Promise<CreditOutcome> {
  const { rows } = await tx.query<LockedDepositOrder>(`select ${LOCKED_ORDER_COLUMNS} from deposit_orders where id = $1 for update`, [order.id]);
  const row = rows[0];
  if (!row) throw new Error(`deposit order ${order.id} does not exist`);
  return creditLockedDeposit(tx, row, at);
}

/** The columns of a deposit order that {@link creditLockedDeposit} needs. */
export const LOCKED_ORDER_COLUMNS = 'id, player_id, amount, state, gateway_id, limit_reserved';

/** A deposit order row, locked by the caller's transaction (FOR UPDATE, or an UPDATE of it). */
export interface LockedDepositOrder {
  id: number;
  player_id: number;
  amount: number;
  state: RechargeStatus;
  gateway_id: string;
  limit_reserved: number | null;
}

/**
 * {@link creditDeposit} for an order row the caller's transaction has already locked and read
 * (columns {@link LOCKED_ORDER_COLUMNS}), e.g. by the UPDATE that noted its payment: one round
 * trip fewer on the card-payment path.
 */
export async function creditLockedDeposit(tx: Queryable, row: LockedDepositOrder, at: number): Promise<CreditOutcome> {
  if (row.state !== 'PENDING') return { credited: false, playerId: row.player_id, state: row.state };

  // The deposit limit was reserved when the payment started (pay-with-card.ts); a payment that
  // started before the player set a limit still counts, as the money is already taken.
  if (row.limit_reserved === null) await countUnreservedDeposit(tx, row.player_id, Number(row.amount), at);
  await postMovement(tx, {
    idempotencyKey: `deposit:${row.id}`,
    kind: 'deposit',
    memo: row.gateway_id,
    at,
    legs: [
      { account: { playerId: row.player_id, kind: 'bet' }, amount: row.amount },
      { account: { house: 'house_deposits' }, amount: -row.amount },
    ],
  });
  // A coupon the deposit holds is credited to the gift balance with it, once (coupons.ts).
  await useDepositCoupon(tx, { id: row.id, playerId: row.player_id, gatewayId: row.gateway_id }, at);
  await tx.query(
    `with done as (update deposit_orders set state = 'SUCCESS', memo = null, updated_at = $2 where id = $1 returning player_id)
     update deposit_attempts a set attempts = 0 from done where a.player_id = done.player_id`,
    [row.id, new Date(at)],
  );
  // The player's inbox says so, in the same transaction as the money (SPEC §2 notifications).
  await writeSystemNotifications(tx, [{ playerId: row.player_id, topic: 'deposit-credited', params: { amount: Number(row.amount) }, sourceKey: `deposit:${row.id}` }], at);
  return { credited: true, playerId: row.player_id, state: 'SUCCESS' };
}

export interface SettleDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
}

/**
 * The acquirer's final word on a payment that waited (3-D Secure, a late answer): credits the
 * deposit or ends it as FAILURE, once, then tells the player's socket their wallet changed.
 * Unknown payments are ignored (a stale or forged notification changes nothing).
 */
export async function settleDeposit(deps: SettleDeps, result: PaymentResult): Promise<CreditOutcome | null> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; player_id: number; state: RechargeStatus }>(
      'select id, player_id, state from deposit_orders where gateway_id = $1 and payment_id = $2 for update',
      [result.reference, result.paymentId],
    );
    const order = rows[0];
    if (!order) return null;
    if (result.outcome === 'approved') return creditDeposit(tx, { id: order.id }, now);
    if (order.state !== 'PENDING') return { credited: false, playerId: order.player_id, state: order.state };
    await failOrder(tx, order.id, 'declined', now);
    return { credited: false, playerId: order.player_id, state: 'FAILURE' as const };
  });
  if (outcome?.credited) await deps.events.publish({ kind: 'player', playerId: outcome.playerId, changeType: 'wallet' });
  return outcome;
}
