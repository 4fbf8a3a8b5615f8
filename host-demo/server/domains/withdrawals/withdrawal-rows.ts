import type { Withdrawal, WithdrawalState } from '../../../../sdk/commands/withdrawals';
import type { Queryable } from '../../db/database';
import { sameRequestSql } from '../idempotency';

/** One withdrawal with the IBAN it goes to, as the domain reads it. */
export interface WithdrawalRow {
  id: number;
  player_id: number;
  iban_account_id: number;
  idempotency_key: string;
  channel_type: number;
  amount: number;
  fee: number;
  received_amount: number;
  state: WithdrawalState;
  iban: string;
  holder_name: string;
  created_at: Date;
  updated_at: Date;
}

/** The select list of a {@link WithdrawalRow}: `w` is withdrawals, `a` its iban_accounts row. */
export const WITHDRAWAL_COLUMNS = `w.id, w.player_id, w.iban_account_id, w.idempotency_key, w.channel_type, w.amount, w.fee,
  w.received_amount, w.state, a.iban, a.holder_name, w.created_at, w.updated_at`;

/** Decided: the money has been paid out (credited) or returned (rejected, failed). */
export const FINAL_STATES: readonly WithdrawalState[] = ['credited', 'rejected', 'failed'];

/**
 * The IBAN with its country and check digits and its last four characters shown, the rest hidden:
 * enough for the player to know the account, not enough to use it.
 *
 * @example maskIban('AE070331234567890123456') // 'AE07 •••• 3456'
 */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/** The withdrawal as 420605 and 420606 answer it. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    withdrawalId: String(row.id),
    state: row.state,
    accountId: String(row.iban_account_id),
    ibanMasked: maskIban(row.iban),
    amount: row.amount,
    fee: row.fee,
    receivedAmount: row.received_amount,
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}

/**
 * The player's withdrawal made with this idempotency key, or null, and whether it was made by the
 * request whose fingerprint is `requestHash` (domains/idempotency.ts). Indexed (the unique key).
 */
export async function withdrawalByKey(db: Queryable, playerId: number, idempotencyKey: string, requestHash: Buffer): Promise<(WithdrawalRow & { same_request: boolean }) | null> {
  const { rows } = await db.query<WithdrawalRow & { same_request: boolean }>(
    `select ${WITHDRAWAL_COLUMNS}, ${sameRequestSql('w.request_hash', '$3')} as same_request
       from withdrawals w join iban_accounts a on a.id = w.iban_account_id
      where w.player_id = $1 and w.idempotency_key = $2`,
    [playerId, idempotencyKey, requestHash],
  );
  return rows[0] ?? null;
}

/** A withdrawal by id, or null. */
export async function withdrawalById(db: Queryable, withdrawalId: number): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawals w join iban_accounts a on a.id = w.iban_account_id where w.id = $1`,
    [withdrawalId],
  );
  return rows[0] ?? null;
}
