import { randomBytes } from 'node:crypto';
import type { RechargeStatus } from '../../../../sdk/commands/deposits';
import type { Queryable } from '../../db/database';
import type { LocalizedText, Language } from '../../errors/messages';
import { FAIL_DEPOSIT_AND_RELEASE_SQL } from '../responsible-play/deposit-allowance';

/**
 * Why a deposit ended without credit, as kept in `deposit_orders.memo` and answered as
 * gatewayMemo (SPEC §3) in the player's language.
 */
export type DepositFailure = 'declined' | 'blocked' | 'expired' | 'attempts' | 'unavailable' | 'timeout' | 'limit';

const FAILURE_TEXT: Readonly<Record<DepositFailure, LocalizedText>> = {
  declined: { 'en-US': 'Payment failed: your bank declined the payment.', 'ar-AE': 'فشل الدفع: رفض البنك عملية الدفع.' },
  blocked: { 'en-US': 'The current card has been locked and cannot be used.', 'ar-AE': 'تم قفل البطاقة الحالية ولا يمكن استخدامها.' },
  expired: { 'en-US': 'The current card has expired and cannot be used.', 'ar-AE': 'انتهت صلاحية البطاقة الحالية ولا يمكن استخدامها.' },
  attempts: {
    'en-US': 'Your deposits are locked after too many attempts. Please contact us through live chat.',
    'ar-AE': 'تم قفل عمليات الإيداع بعد محاولات كثيرة. يرجى التواصل معنا عبر الدردشة المباشرة.',
  },
  unavailable: { 'en-US': 'Payment failed: the payment service did not answer.', 'ar-AE': 'فشل الدفع: لم تستجب خدمة الدفع.' },
  limit: {
    'en-US': 'This deposit is above what remains of your deposit limit.',
    'ar-AE': 'هذا الإيداع يتجاوز المتبقي من حد الإيداع الخاص بك.',
  },
  timeout: { 'en-US': 'The payment timed out. Check your transactions before trying again.', 'ar-AE': 'انتهت مهلة الدفع. تحقق من معاملاتك قبل المحاولة مرة أخرى.' },
};

/** The text of a failure memo in a language; null for no memo, the memo itself if unknown. */
export function failureText(memo: string | null, language: Language): string | null {
  if (memo === null) return null;
  return (FAILURE_TEXT as Readonly<Record<string, LocalizedText | undefined>>)[memo]?.[language] ?? memo;
}

/** A deposit order as the domain reads it. */
export interface DepositOrder {
  id: number;
  playerId: number;
  gatewayId: string;
  amount: number;
  state: RechargeStatus;
  memo: string | null;
  expiresAt: Date;
  paymentStartedAt: Date | null;
  returnPath: string;
}

/** A row of deposit_orders as {@link ORDER_COLUMNS} selects it. */
export interface OrderRow {
  id: number;
  player_id: number;
  gateway_id: string;
  amount: number;
  state: RechargeStatus;
  memo: string | null;
  expires_at: Date;
  payment_started_at: Date | null;
  return_path: string;
}

export const ORDER_COLUMNS = 'id, player_id, gateway_id, amount, state, memo, expires_at, payment_started_at, return_path';

export function orderOf(row: OrderRow): DepositOrder {
  return {
    id: row.id,
    playerId: row.player_id,
    gatewayId: row.gateway_id,
    amount: row.amount,
    state: row.state,
    memo: row.memo,
    expiresAt: row.expires_at,
    paymentStartedAt: row.payment_started_at,
    returnPath: row.return_path,
  };
}

/** A new public deposit id: 32 hex characters, unguessable. */
export function newGatewayId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The player's deposit with this gatewayId, or null (unknown, or another player's: both answer
 * the same, so an id says nothing about other accounts).
 */
export async function findPlayerOrder(db: Queryable, playerId: number, gatewayId: string): Promise<DepositOrder | null> {
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from deposit_orders where gateway_id = $1 and player_id = $2`, [gatewayId, playerId]);
  return rows[0] ? orderOf(rows[0]) : null;
}

/**
 * The state a player is told: a PENDING order past its lifetime reads TIMEOUT (SPEC §4) without
 * a write; a late approval from the acquirer still credits it (the money was taken).
 *
 * @example effectiveState({ state: 'PENDING', expiresAt: new Date(0) }, Date.now()) // 'TIMEOUT'
 */
export function effectiveState(order: Pick<DepositOrder, 'state' | 'expiresAt'>, now: number): RechargeStatus {
  return order.state === 'PENDING' && order.expiresAt.getTime() <= now ? 'TIMEOUT' : order.state;
}

/**
 * Ends a PENDING order without credit; a no-op on an order that already ended. The deposit-limit
 * allowance its payment reserved is given back in the same statement (responsible-play/deposit-allowance.ts).
 */
export async function failOrder(db: Queryable, orderId: number, memo: DepositFailure, now: number, state: 'FAILURE' | 'TIMEOUT' = 'FAILURE'): Promise<void> {
  await db.query(FAIL_DEPOSIT_AND_RELEASE_SQL, [orderId, state, memo, new Date(now)]);
}
