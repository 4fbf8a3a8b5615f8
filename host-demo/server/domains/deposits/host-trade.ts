import { reserveDepositAllowance } from '../responsible-play/deposit-allowance';
import { LOCKED_ORDER_COLUMNS, creditLockedDeposit, type CreditOutcome, type LockedDepositOrder, type SettleDeps } from './credit-deposit';
import { failOrder } from './deposit-orders';

/** The super-app's final word on a trade it was handed (SPEC §7 requestPayment). */
export interface HostTradeResult {
  /** The trade id: the deposit's gatewayId (420544). */
  tradeId: string;
  outcome: 'approved' | 'declined';
}

/** What a host's trade notice did. `unknown`: no deposit waits for that trade. */
export type HostTradeOutcome = CreditOutcome | { credited: false; state: 'unknown' };

/**
 * Settles a deposit the super-app paid in its own sheet (its payment backend's notice; the
 * super-app simulator's sheet posts it): in one transaction the PENDING, unexpired deposit not yet
 * under payment is claimed for the host (`payment_id` `host:<tradeId>`), its deposit-limit
 * allowance reserved, then credited (approved) or failed (declined). A second notice of the same
 * trade, or one racing it, finds nothing to claim: the deposit is credited at most once.
 *
 * @example await settleHostTrade({ db, clock, events }, { tradeId: order.gatewayId, outcome: 'approved' })
 */
export async function settleHostTrade(deps: SettleDeps, result: HostTradeResult): Promise<HostTradeOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<HostTradeOutcome> => {
    const claimed = await tx.query<LockedDepositOrder>(
      `update deposit_orders set payment_started_at = $2, payment_id = $3, updated_at = $2
        where gateway_id = $1 and state = 'PENDING' and payment_started_at is null and expires_at > $2
        returning ${LOCKED_ORDER_COLUMNS}`,
      [result.tradeId, new Date(now), `host:${result.tradeId}`],
    );
    const row = claimed.rows[0];
    if (!row) return { credited: false, state: 'unknown' };
    if (result.outcome === 'declined') {
      await failOrder(tx, row.id, 'declined', now);
      return { credited: false, playerId: row.player_id, state: 'FAILURE' };
    }
    if (await reserveDepositAllowance(tx, { id: row.id, playerId: row.player_id, amount: Number(row.amount) }, now)) {
      await failOrder(tx, row.id, 'limit', now);
      return { credited: false, playerId: row.player_id, state: 'FAILURE' };
    }
    const reserved = await tx.query<LockedDepositOrder>(`select ${LOCKED_ORDER_COLUMNS} from deposit_orders where id = $1`, [row.id]);
    return creditLockedDeposit(tx, reserved.rows[0]!, now);
  });
  if (outcome.credited) await deps.events.publish({ kind: 'player', playerId: outcome.playerId, changeType: 'wallet' });
  return outcome;
}
