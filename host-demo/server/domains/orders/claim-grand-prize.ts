import type { claimGrandPrize } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { claimReceivedEmail } from './grand-prize-messages';
import { COLUMNS, toGrandPrize, type GrandPrizeRow } from './grand-prize-rows';
import { GRAND_PRIZE, GRAND_PRIZE_COMPLETION_MS } from './grand-prize-rules';

/**
 * 101079: claims a grand prize, 12 → 13 once (one conditional UPDATE: a second claim, another
 * player's order or an expired prize is refused with 403001205 / 404001201), then e-mails the
 * player that the claim was received. The claim starts the completion period: the prize's
 * deadline becomes the claim time plus {@link GRAND_PRIZE_COMPLETION_MS} (grand-prize-rules.ts).
 * The money is paid by the operator later (14, `npm run grand-prize:pay`), never here.
 */
export const claimGrandPrizeHandler: CommandHandler<typeof claimGrandPrize> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  if (!/^\d{1,18}$/.test(data.orderId)) throw new GatewayError(ErrorCode.orderNotFound);
  const now = new Date(ctx.clock.now());
  const { rows } = await ctx.db.query<{ id: number }>(
    `update orders set prize_status = $5, prize_claimed_at = $3, prize_expires_at = $4
      where id = $1 and player_id = $2 and prize_status = $6 and prize_expires_at > $3
      returning id`,
    [data.orderId, playerId, now, new Date(now.getTime() + GRAND_PRIZE_COMPLETION_MS), GRAND_PRIZE.claimed, GRAND_PRIZE.unclaimed],
  );
  const { rows: found } = await ctx.db.query<GrandPrizeRow & { email: string | null }>(
    `select ${COLUMNS}, p.email from orders o join games g on g.app_key = o.app_key join players p on p.id = o.player_id
      where o.id = $1 and o.player_id = $2 and o.prize_status is not null`,
    [data.orderId, playerId],
  );
  const prize = found[0];
  if (!prize) throw new GatewayError(ErrorCode.orderNotFound);
  if (rows.length === 0) throw new GatewayError(ErrorCode.grandPrizeNotClaimable);
  if (prize.email) {
    const email = claimReceivedEmail({ orderId: Number(prize.id), amount: Number(prize.grand_prize_amount), deadline: prize.prize_expires_at.getTime() }, ctx.language);
    await ctx.providers.messaging.send({ channel: 'email', to: prize.email, ...email });
  }
  return toGrandPrize(prize, now.getTime());
};
