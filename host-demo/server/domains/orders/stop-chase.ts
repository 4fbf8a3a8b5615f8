import type { stopChase } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import type { PlayerAccountKind } from '../wallet/ledger';
import { postMovement } from '../wallet/ledger';

interface ChaseRow {
  id: number;
  state: number;
  paid_gift: number;
  paid_bet: number;
  paid_withdrawable: number;
}

/**
 * Which buckets a refund of `amount` goes back to: the reverse of the spend order (winnings
 * first, then deposits, then gift), each at most what it paid, so a refund never turns gift money
 * into withdrawable money.
 */
export function refundPlan(chase: ChaseRow, amount: number): { kind: PlayerAccountKind; amount: number }[] {
  const plan: { kind: PlayerAccountKind; amount: number }[] = [];
  let left = amount;
  for (const [kind, paid] of [['withdrawable', chase.paid_withdrawable], ['bet', chase.paid_bet], ['gift', chase.paid_gift]] as const) {
    const back = Math.min(left, Number(paid));
    if (back > 0) plan.push({ kind, amount: back });
    left -= back;
  }
  return plan;
}

/**
 * Stops a plan in the caller's transaction: with the plan locked (so two stops refund once), its
 * orders still waiting for a draw whose sales are open (those draws locked FOR SHARE against the
 * close, so a refunded ticket never enters a fingerprint) become refunded (6) and their amount
 * returns in one `chase_refund` movement `chase-refund:<chaseId>`; the plan is terminated (3) and
 * the refund no longer counts against the wager limit. Nothing to stop: 403001204 (termination
 * unavailable).
 */
export async function stopPlayerChase(tx: Queryable, playerId: number, chaseId: string, now: number): Promise<{ refundedOrders: number; refundAmount: number }> {
  if (!/^\d{1,18}$/.test(chaseId)) throw new GatewayError(ErrorCode.orderNotFound);
  const { rows: chases } = await tx.query<ChaseRow>(
    'select id, state, paid_gift, paid_bet, paid_withdrawable from chases where id = $1 and player_id = $2 for update',
    [chaseId, playerId],
  );
  const chase = chases[0];
  if (!chase) throw new GatewayError(ErrorCode.orderNotFound);
  if (chase.state !== 1) throw new GatewayError(ErrorCode.chaseTerminationUnavailable);
  const at = new Date(now);
  const { rows: open } = await tx.query<{ id: number }>(
    `select d.id from orders o join draws d on d.id = o.draw_id
      where o.chase_id = $1 and o.status = 5 and d.closed_at is null and d.sales_close_at > $2
        for share of d`,
    [chase.id, at],
  );
  if (open.length === 0) throw new GatewayError(ErrorCode.chaseTerminationUnavailable);
  const { rows: refunded } = await tx.query<{ amount: number }>(
    `update orders set status = 6, settled_at = $3
      where chase_id = $1 and status = 5 and draw_id = any($2::bigint[])
      returning amount`,
    [chase.id, open.map((d) => d.id), at],
  );
  const refundAmount = refunded.reduce((sum, o) => sum + Number(o.amount), 0);
  // A refunded stake does not count against the wager limit: the plan is terminated and its refund
  // given back to the window its amount counted in, in one statement under the plan's lock, so
  // it happens exactly when the plan stops, once. Nothing is given back once that window has
  // rolled on (the new one never counted the plan) or when the player had no limit then.
  await tx.query(
    `with stopped as (
       update chases set state = 3, stopped_at = $2, refunded_amount = $3 where id = $1
       returning player_id, wager_window_start, refunded_amount)
     update player_limits l set used = greatest(l.used - stopped.refunded_amount, 0), updated_at = $2
       from stopped
      where stopped.wager_window_start is not null and l.player_id = stopped.player_id
        and l.limit_type = 4 and l.period_start = stopped.wager_window_start`,
    [chase.id, at, refundAmount],
  );
  await postMovement(tx, {
    idempotencyKey: `chase-refund:${chase.id}`,
    kind: 'chase_refund',
    memo: `plan ${chase.id} stopped (${refunded.length} draws)`,
    legs: [
      { account: { house: 'house_sales' }, amount: -refundAmount },
      ...refundPlan(chase, refundAmount).map((b) => ({ account: { playerId, kind: b.kind }, amount: b.amount })),
    ],
    at: now,
  });
  return { refundedOrders: refunded.length, refundAmount };
}

/** 101072: stops the player's plan (see {@link stopPlayerChase}); the wallet event after commit. */
export const stopChaseHandler: CommandHandler<typeof stopChase> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const stopped = await ctx.db.transaction((tx) => stopPlayerChase(tx, playerId, data.chaseId, ctx.clock.now()));
  await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });
  return stopped;
};
