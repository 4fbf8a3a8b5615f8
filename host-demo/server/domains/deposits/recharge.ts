import type { recharge } from '../../../../sdk/commands/deposits';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { formatMoney } from '../../../../sdk/format/money';
import { routePath } from '../../../../sdk/routes/route-path';
import { GatewayError } from '../../errors/gateway-error';
import { fill, gatewayText } from '../../errors/messages';
import type { CommandHandler } from '../handler';
import { refuseOtherRequest, requestFingerprint, sameRequestSql } from '../idempotency';
import { requireVerifiedToPlay } from '../kyc/require-verified';
import { newGatewayId } from './deposit-orders';
import { claimCoupon } from './coupons';
import { depositLimitError } from '../responsible-play/deposit-allowance';

/** The return URL as a path on this site (a 3-D Secure page never sends the player elsewhere). */
function sitePath(returnUrl: string): string {
  const url = new URL(returnUrl, 'http://this-site.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * 420544: opens a deposit (SPEC §3 Recharge order) for a verified player, within the bounds of
 * SPEC §5, and answers its gatewayId with `redirect` to the card payment page
 * (/payBankCard?gatewayId=&money=&timestamp=). The request's idempotency key makes a retry of the
 * same request answer the same deposit; the key sent with another request (another amount, return
 * URL, channel payload, coupon) is refused with 400000014 and opens nothing (domains/idempotency.ts).
 * A couponId is handed to the deposit as it opens, or refused with the deposit (coupons.ts).
 */
export const rechargeHandler: CommandHandler<typeof recharge> = async (ctx, data) => {
  const playerId = await requireVerifiedToPlay(ctx);
  const { minAmount, maxAmount, channels } = ctx.config.deposits;
  if (data.amount < minAmount) {
    const text = gatewayText(ErrorCode.depositBelowMinimum);
    throw new GatewayError(ErrorCode.depositBelowMinimum, {
      'en-US': fill(text['en-US'], { minAmount: formatMoney(minAmount, 'en-US') }),
      'ar-AE': fill(text['ar-AE'], { minAmount: formatMoney(minAmount, 'ar-AE') }),
    }, { minAmount });
  }
  const channelMax = channels.find((c) => c.channelType === data.channelType)?.maxAmount ?? maxAmount;
  if (data.amount > Math.min(maxAmount, channelMax)) throw new GatewayError(ErrorCode.depositAboveMaximum, undefined, { maxAmount: Math.min(maxAmount, channelMax) });

  const now = ctx.clock.now();
  // SPEC §8: a deposit above the remaining deposit limit answers code 0 with rechargeLimitError
  // (the deposit-limit dialog) and opens no deposit. The card payment decides it again, atomically.
  const limitError = await depositLimitError(ctx.db, playerId, data.amount, now);
  if (limitError) return { gatewayId: '', rechargeLimitError: limitError };
  const at = new Date(now);
  const requestHash = requestFingerprint(data);
  // Not durable at commit (db/database.ts TransactionOptions): an opened deposit moves no money,
  // and one lost to a crash in the instant after its commit is answered depositNotFound at
  // payment, so the player opens another. The payment's own commits are durable, and make this
  // one durable with them.
  const inserted = await ctx.db.transaction(
    async (tx) => {
      const result = await tx.query<{ id: number; gateway_id: string; amount: number; created_at: Date }>(
        `insert into deposit_orders (player_id, gateway_id, amount, channel, idempotency_key, return_path, expires_at, created_at, updated_at, request_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
         on conflict (player_id, idempotency_key) do nothing
         returning id, gateway_id, amount, created_at`,
        [playerId, newGatewayId(), data.amount, data.channelType, data.idempotencyKey, sitePath(data.returnUrl), new Date(now + ctx.config.deposits.orderLifetimeSeconds * 1000), at, requestHash],
      );
      // The coupon is handed to the new deposit in its transaction: a refused coupon throws, and
      // the deposit is rolled back with it (coupons.ts says how racing deposits are decided).
      const opened = result.rows[0];
      if (opened && data.couponId) await claimCoupon(tx, { playerId, couponId: data.couponId, depositOrderId: Number(opened.id), amount: data.amount, now });
      return result;
    },
    { durable: false },
  );
  let order: { gateway_id: string; amount: number; created_at: Date } | undefined = inserted.rows[0];
  if (!order) {
    // The key is taken (a retry, or another request racing under it, which the unique key let in
    // first): read in a statement of its own, which sees that row committed, and answered only if
    // it was opened by this same request.
    const { rows } = await ctx.db.query<{ gateway_id: string; amount: number; created_at: Date; same_request: boolean }>(
      `select gateway_id, amount, created_at, ${sameRequestSql('request_hash', '$3')} as same_request
         from deposit_orders where player_id = $1 and idempotency_key = $2`,
      [playerId, data.idempotencyKey, requestHash],
    );
    refuseOtherRequest(rows[0]!.same_request);
    order = rows[0]!;
  }
  const redirect = routePath('payBankCard', {}, { gatewayId: order.gateway_id, money: order.amount, timestamp: order.created_at.getTime() });
  return { gatewayId: order.gateway_id, redirect, rechargeLimitError: null };
};
