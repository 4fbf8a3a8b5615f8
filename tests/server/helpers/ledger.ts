import { expect } from 'vitest';
import type { Database } from '../../../host-demo/server/db/database';
import { recordMovement, type MovementInput, type MovementKind, type PlayerAccountKind } from '../../../host-demo/server/domains/wallet/ledger';
import { reconcileBalances } from '../../../host-demo/server/domains/wallet/reconcile';

/** Fails the test unless every balance row, movement amount and balance after matches the entries. */
export async function expectLedgerReconciles(db: Database): Promise<void> {
  expect(await reconcileBalances(db)).toEqual([]);
}

const HOUSE_OF: Record<MovementKind, 'house_deposits' | 'house_withdrawals' | 'house_sales' | 'house_prizes' | 'house_promotions'> = {
  deposit: 'house_deposits',
  refund: 'house_deposits',
  failed_refund: 'house_deposits',
  withdrawal: 'house_withdrawals',
  withdrawal_failure: 'house_withdrawals',
  stake: 'house_sales',
  stake_refund: 'house_sales',
  chase_stake: 'house_sales',
  chase_refund: 'house_sales',
  prize: 'house_prizes',
  gift: 'house_promotions',
  adjustment: 'house_promotions',
};

/**
 * A two-leg movement of `amount` (signed, from the player's side) on one of the player's
 * accounts, against the house account that kind uses.
 */
export function movement(
  playerId: number,
  kind: MovementKind,
  amount: number,
  options: { key: string; at: number; account?: PlayerAccountKind; reference?: string },
): MovementInput {
  const account = options.account ?? (kind === 'prize' || kind === 'withdrawal' || kind === 'withdrawal_failure' ? 'withdrawable' : kind === 'gift' ? 'gift' : 'bet');
  return {
    idempotencyKey: options.key,
    kind,
    at: options.at,
    ...(options.reference ? { reference: options.reference } : {}),
    legs: [
      { account: { playerId, kind: account }, amount },
      { account: { house: HOUSE_OF[kind] }, amount: -amount },
    ],
  };
}

/** Posts a movement (see {@link movement}) in its own transaction. */
export function move(db: Database, ...args: Parameters<typeof movement>) {
  return recordMovement(db, movement(...args));
}
