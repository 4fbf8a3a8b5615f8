import type { couponDetail } from '../../../../sdk/commands/deposits';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { COUPON_COLUMNS, COUPON_FROM, couponOf, type CouponRow } from './coupons';

/** 102027: one of the session player's coupons by id; another player's reads as missing (404000011). */
export const couponDetailHandler: CommandHandler<typeof couponDetail> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<CouponRow>(`select ${COUPON_COLUMNS} from ${COUPON_FROM} where c.id = $1::bigint and c.player_id = $2`, [data.couponId, playerId]);
  if (!rows[0]) throw new GatewayError(ErrorCode.couponNotFound);
  return { coupon: couponOf(rows[0], ctx.clock.now()) };
};
