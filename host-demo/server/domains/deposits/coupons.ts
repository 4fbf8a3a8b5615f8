import type { Coupon } from '../../../../sdk/commands/deposits';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { formatMoney } from '../../../../sdk/format/money';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import { fill, gatewayText } from '../../errors/messages';
import { postMovement } from '../wallet/ledger';

/**
 * Coupons (SPEC §3, 036_coupons.sql): granted by an operator (`npm run coupon`), added to a deposit
 * by 420544's couponId, credited to the gift balance with that deposit. Every decision that could
 * race (which deposit holds a coupon, whether it is used) is one conditional statement here.
 */

/** Columns of {@link CouponRow}, for `from coupons c left join deposit_orders d on d.id = c.deposit_order_id`. */
export const COUPON_COLUMNS = `c.id, c.amount, c.min_amount, c.valid_from, c.valid_until, c.used_at, case when c.used_at is null then null else d.gateway_id end as used_on`;
export const COUPON_FROM = 'coupons c left join deposit_orders d on d.id = c.deposit_order_id';

export interface CouponRow {
  id: number;
  amount: number;
  min_amount: number;
  valid_from: Date;
  valid_until: Date;
  used_at: Date | null;
  used_on: string | null;
}

/** The wire form of a coupon row, its state decided against `now` (a read writes nothing). */
export function couponOf(row: CouponRow, now: number): Coupon {
  const state = row.used_at ? 'used' : row.valid_until.getTime() <= now ? 'expired' : 'available';
  return {
    couponId: String(row.id),
    amount: Number(row.amount),
    minAmount: Number(row.min_amount),
    validStartTimestamp: row.valid_from.getTime(),
    validEndTimestamp: row.valid_until.getTime(),
    state,
    usedAt: row.used_at ? row.used_at.getTime() : null,
    usedOnGatewayId: row.used_on,
  };
}

/**
 * A coupon is free for a new deposit when nobody used it and the deposit holding it (if any) has
 * ended without credit: failed, or past its lifetime (a deposit the player reads as TIMEOUT). A
 * late approval of that old deposit still credits the deposit, but not the coupon once another
 * deposit holds it (useDepositCoupon matches the holder), so the coupon is used once either way
 * and an abandoned 3-D Secure page never keeps it. SQL over `coupons c`, `now` a timestamptz.
 */
const FREE_SQL = (now: string) => `c.used_at is null and (c.deposit_order_id is null or exists (
    select 1 from deposit_orders h where h.id = c.deposit_order_id
       and (h.state in ('FAILURE', 'TIMEOUT') or (h.state = 'PENDING' and h.expires_at <= ${now}))))`;

/** SQL condition: usable now for a deposit of `$amount` (parameters named by the caller). */
export const usableSql = (now: string, amount: string) => `${FREE_SQL(now)} and c.valid_from <= ${now} and c.valid_until > ${now} and c.min_amount <= ${amount}`;

/**
 * Hands the coupon to a deposit being opened, inside the transaction that inserted it: one
 * UPDATE that holds only if the coupon is the player's, free and usable for the amount. Of racing
 * deposits naming one coupon, the first takes the row lock; the others wait, re-check the
 * condition on the row it wrote (deposit_order_id now names a live deposit) and update nothing.
 * On a refusal it reads why, and throws the code that says so (the caller's transaction then
 * rolls the deposit back, so nothing is opened).
 */
export async function claimCoupon(tx: Queryable, input: { playerId: number; couponId: string; depositOrderId: number; amount: number; now: number }): Promise<void> {
  const at = new Date(input.now);
  const claimed = await tx.query(
    `update coupons c set deposit_order_id = $3
      where c.id = $1::bigint and c.player_id = $2 and ${usableSql('$4', '$5')}
      returning c.id`,
    [input.couponId, input.playerId, input.depositOrderId, at, input.amount],
  );
  if (claimed.rows.length === 1) return;
  const { rows } = await tx.query<{ min_amount: number; valid: boolean; free: boolean }>(
    `select c.min_amount, (c.valid_from <= $3 and c.valid_until > $3) as valid, ${FREE_SQL('$3')} as free
       from coupons c where c.id = $1::bigint and c.player_id = $2`,
    [input.couponId, input.playerId, at],
  );
  const row = rows[0];
  if (!row || !row.free) throw new GatewayError(ErrorCode.couponUnavailable);
  if (!row.valid) throw new GatewayError(ErrorCode.couponNotValidNow);
  const minAmount = Number(row.min_amount);
  const text = gatewayText(ErrorCode.couponBelowMinimum);
  throw new GatewayError(
    ErrorCode.couponBelowMinimum,
    { 'en-US': fill(text['en-US'], { minAmount: formatMoney(minAmount, 'en-US') }), 'ar-AE': fill(text['ar-AE'], { minAmount: formatMoney(minAmount, 'ar-AE') }) },
    { minAmount },
  );
}

/**
 * Uses the coupon the deposit holds, inside the transaction crediting it (credit-deposit.ts, which
 * holds the deposit's row lock): one UPDATE marks it used (its validity was checked when the
 * deposit opened; a payment that ends after it still earns it), and only the call that did posts its
 * amount to the player's gift balance (movement `gift`, key `coupon:<id>`, house_promotions).
 * Answers the coupon's id, or null when the deposit carried none.
 */
export async function useDepositCoupon(tx: Queryable, deposit: { id: number; playerId: number; gatewayId: string }, at: number): Promise<string | null> {
  const { rows } = await tx.query<{ id: number; amount: number }>(
    'update coupons set used_at = $2 where deposit_order_id = $1 and used_at is null returning id, amount',
    [deposit.id, new Date(at)],
  );
  const coupon = rows[0];
  if (!coupon) return null;
  await postMovement(tx, {
    idempotencyKey: `coupon:${coupon.id}`,
    kind: 'gift',
    memo: deposit.gatewayId,
    at,
    legs: [
      { account: { playerId: deposit.playerId, kind: 'gift' }, amount: Number(coupon.amount) },
      { account: { house: 'house_promotions' }, amount: -Number(coupon.amount) },
    ],
  });
  return String(coupon.id);
}

/** Bounds of a coupon an operator grants, as the migration's checks. */
export const COUPON_MAX_AMOUNT = 100_000_000;

export interface CouponGrant {
  playerId: number;
  amount: number;
  minAmount: number;
  validFrom: number;
  validUntil: number;
}

/**
 * Grants a coupon to a player (the operator's `npm run coupon`). Answers its id.
 *
 * @example await grantCoupon(db, { playerId: 7, amount: 1_000, minAmount: 5_000, validFrom: Date.now(), validUntil: Date.now() + 7 * 86_400_000 }, Date.now()) // '12'
 */
export async function grantCoupon(db: Queryable, grant: CouponGrant, now: number): Promise<string> {
  const { rows } = await db.query<{ id: number }>(
    `insert into coupons (player_id, amount, min_amount, valid_from, valid_until, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [grant.playerId, grant.amount, grant.minAmount, new Date(grant.validFrom), new Date(grant.validUntil), new Date(now)],
  );
  return String(rows[0]!.id);
}
