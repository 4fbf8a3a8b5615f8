import { MAX_COUPONS_PAGE_SIZE, type usableCoupons } from '../../../../sdk/commands/deposits';
import { requireSession, type CommandHandler } from '../handler';
import { COUPON_COLUMNS, COUPON_FROM, couponOf, usableSql, type CouponRow } from './coupons';

/**
 * 102012: the session player's coupons a deposit of `amount` could carry now, by the same
 * condition 420544 claims them with (coupons.ts `usableSql`), largest amount first, at most 50.
 * It reads the unused range of the player's index from now on; it reserves nothing.
 */
export const usableCouponsHandler: CommandHandler<typeof usableCoupons> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  const { rows } = await ctx.db.query<CouponRow>(
    `select ${COUPON_COLUMNS}
       from ${COUPON_FROM}
      where c.player_id = $1 and c.valid_until > $2 and ${usableSql('$2', '$3')}
      order by c.amount desc, c.valid_until, c.id
      limit $4`,
    [playerId, new Date(now), data.amount, MAX_COUPONS_PAGE_SIZE],
  );
  return { items: rows.map((r) => couponOf(r, now)) };
};
