import { ErrorCode } from '../../../../sdk/errors/codes';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import { InsufficientFundsError, postMovement } from '../wallet/ledger';
import { withdrawalById, type WithdrawalRow } from './withdrawal-rows';

/** A withdrawal as submitted, every rule of 420605 but the balance already checked. */
export interface WithdrawalSubmission {
  playerId: number;
  ibanAccountId: number;
  idempotencyKey: string;
  /** The fingerprint of 420605's request (domains/idempotency.ts), kept beside the key. */
  requestHash: Buffer;
  channelType: number;
  /** Minor units taken from the withdrawable balance. */
  amount: number;
  /** Deducted from what the bank pays: received = amount - fee. */
  fee: number;
  now: number;
}

/** Another request with the same idempotency key got there first: answer its withdrawal instead. */
export class WithdrawalKeyTakenError extends Error {
  override name = 'WithdrawalKeyTakenError';
}

/**
 * Records a submitted withdrawal and takes its amount from the withdrawable balance, in the
 * caller's transaction: the row, its first transition and the ledger movement (`withdrawal`,
 * key `withdrawal:<id>`, player withdrawable → house_withdrawals) commit together or not at all.
 *
 * The database decides what a read beforehand could not: the account must still be the player's,
 * kept and unlocked (checked in the INSERT itself), the key unused (unique per player), and the
 * balance enough (the ledger refuses an overdraft: 'Insufficient withdrawable amount.'). So any
 * number of withdrawals racing for one balance never take more than it holds.
 *
 * @throws WithdrawalKeyTakenError when the key is already used (the caller answers that withdrawal)
 */
export async function submitWithdrawal(tx: Queryable, s: WithdrawalSubmission): Promise<WithdrawalRow> {
  const at = new Date(s.now);
  const { rows } = await tx.query<{ id: number }>(
    `insert into withdrawals (player_id, iban_account_id, idempotency_key, channel_type, amount, fee, received_amount, state, created_at, updated_at, request_hash)
     select $1, a.id, $3, $4, $5, $6, $5::bigint - $6::bigint, 'submitted', $7, $7, $8
       from iban_accounts a where a.id = $2 and a.player_id = $1 and a.removed_at is null and not a.locked
     on conflict (player_id, idempotency_key) do nothing
     returning id`,
    [s.playerId, s.ibanAccountId, s.idempotencyKey, s.channelType, s.amount, s.fee, at, s.requestHash],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw await whyNotInserted(tx, s);

  await tx.query(
    `insert into withdrawal_transitions (withdrawal_id, from_state, to_state, actor, created_at) values ($1, null, 'submitted', 'player', $2)`,
    [id, at],
  );
  try {
    await postMovement(tx, {
      idempotencyKey: `withdrawal:${id}`,
      kind: 'withdrawal',
      memo: `withdrawal ${id}`,
      legs: [
        { account: { playerId: s.playerId, kind: 'withdrawable' }, amount: -s.amount },
        { account: { house: 'house_withdrawals' }, amount: s.amount },
      ],
      at: s.now,
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new GatewayError(ErrorCode.insufficientWithdrawable);
    throw error;
  }
  return (await withdrawalById(tx, id))!;
}

/** The key was taken, or the account was removed or locked since the handler read it. */
async function whyNotInserted(tx: Queryable, s: WithdrawalSubmission): Promise<Error> {
  const taken = await tx.query('select 1 from withdrawals where player_id = $1 and idempotency_key = $2', [s.playerId, s.idempotencyKey]);
  if (taken.rows.length > 0) return new WithdrawalKeyTakenError(s.idempotencyKey);
  const { rows } = await tx.query<{ locked: boolean }>(
    'select locked from iban_accounts where id = $1 and player_id = $2 and removed_at is null',
    [s.ibanAccountId, s.playerId],
  );
  return new GatewayError(rows[0]?.locked ? ErrorCode.ibanAccountLocked : ErrorCode.ibanAccountNotFound);
}
