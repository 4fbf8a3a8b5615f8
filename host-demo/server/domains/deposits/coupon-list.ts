import type { couponList } from '../../../../sdk/commands/deposits';
import { requireSession, type CommandHandler } from '../handler';
import { COUPON_COLUMNS, COUPON_FROM, couponOf, type CouponRow } from './coupons';

/** Per state: the range of its index, the key it is sorted by and the direction. */
const LISTS = {
  available: { where: 'c.used_at is null and c.valid_until > $2', key: 'c.valid_until', after: '>', order: 'asc' },
  expired: { where: 'c.used_at is null and c.valid_until <= $2', key: 'c.valid_until', after: '<', order: 'desc' },
  // $2 (now) is not needed here; typed, so that the statement keeps one shape of parameters.
  used: { where: 'c.used_at is not null and $2::timestamptz is not null', key: 'c.used_at', after: '<', order: 'desc' },
} as const;

/**
 * 102004: one page of the session player's coupons in one state. Keyset pagination on
 * (sort time, id) over one range of a partial index (036_coupons.sql): pageSize + 1 entries a page,
 * whatever the player's other coupons. `nextCursor` is `<epoch ms>.<id>` of the page's last row.
 */
export const couponListHandler: CommandHandler<typeof couponList> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  const list = LISTS[data.state];
  const [cursorMs, cursorId] = data.cursor ? data.cursor.split('.') : [null, null];
  const after = cursorMs === null ? '' : `and (${list.key}, c.id) ${list.after} ($3::timestamptz, $4::bigint)`;
  const params: unknown[] = [playerId, new Date(now), data.pageSize + 1];
  if (cursorMs !== null) params.splice(2, 0, new Date(Number(cursorMs)), cursorId);
  const limit = cursorMs === null ? '$3' : '$5';
  const { rows } = await ctx.db.query<CouponRow & { sort_at: Date }>(
    `select ${COUPON_COLUMNS}, ${list.key} as sort_at
       from ${COUPON_FROM}
      where c.player_id = $1 and ${list.where} ${after}
      order by ${list.key} ${list.order}, c.id ${list.order}
      limit ${limit}`,
    params,
  );
  const page = rows.slice(0, data.pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => couponOf(r, now)),
    nextCursor: rows.length > data.pageSize && last ? `${last.sort_at.getTime()}.${last.id}` : null,
  };
};
