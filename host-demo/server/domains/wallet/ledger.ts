/**
 * The double-entry ledger. Money moves only through {@link postMovement}: a balanced set of
 * entries (amounts sum to zero) under an idempotency key, in the caller's transaction. Balances
 * are sums of entries. The database enforces the same rules (005_ledger.sql) as a backstop.
 */
import type { Database, Queryable } from '../../db/database';

export type PlayerAccountKind = 'bet' | 'gift' | 'withdrawable';
export type HouseAccountKind = 'house_deposits' | 'house_withdrawals' | 'house_sales' | 'house_prizes' | 'house_promotions';
/** One per transaction category of SPEC §3 (011_movement_kinds.sql). */
export type MovementKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_failure'
  | 'stake'
  | 'stake_refund'
  | 'chase_stake'
  | 'chase_refund'
  | 'prize'
  | 'refund'
  | 'failed_refund'
  | 'gift'
  | 'adjustment';

export const PLAYER_ACCOUNT_KINDS: readonly PlayerAccountKind[] = ['bet', 'gift', 'withdrawable'];

export type AccountRef = { playerId: number; kind: PlayerAccountKind } | { house: HouseAccountKind };

/** One line of a movement; a positive amount increases the account. Minor units. */
export interface Leg {
  account: AccountRef;
  amount: number;
}

export interface MovementInput {
  /** Unique per money-moving request, e.g. `deposit:<gatewayOrderId>`. */
  idempotencyKey: string;
  kind: MovementKind;
  memo?: string;
  legs: readonly Leg[];
  /** Epoch ms of the movement (the injected clock). */
  at: number;
}

export interface MovementResult {
  movementId: number;
  /** True when the key had already been used for the same legs: nothing new was written. */
  replayed: boolean;
}

/** A programming error or a broken rule of the ledger; never a player's mistake. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

/** The key was used before for a different movement. */
export class IdempotencyConflictError extends LedgerError {
  override name = 'IdempotencyConflictError';
}

/** The movement would take a player account below zero. */
export class InsufficientFundsError extends LedgerError {
  override name = 'InsufficientFundsError';
}

/** Creates a player's wallet accounts (bet, gift, withdrawable); existing ones are kept. */
export async function openPlayerAccounts(tx: Queryable, playerId: number): Promise<void> {
  await tx.query(
    `insert into ledger_accounts (player_id, kind)
     select $1, kind from unnest($2::text[]) as k(kind)
     on conflict do nothing`,
    [playerId, PLAYER_ACCOUNT_KINDS],
  );
}

async function accountId(tx: Queryable, ref: AccountRef): Promise<number> {
  const { rows } =
    'house' in ref
      ? await tx.query<{ id: number }>('select id from ledger_accounts where player_id is null and kind = $1', [ref.house])
      : await tx.query<{ id: number }>('select id from ledger_accounts where player_id = $1 and kind = $2', [ref.playerId, ref.kind]);
  if (!rows[0]) throw new LedgerError(`no ledger account ${JSON.stringify(ref)}`);
  return rows[0].id;
}

function checkBalanced(legs: readonly Leg[]): void {
  if (legs.length < 2) throw new LedgerError('a movement needs at least two legs');
  let sum = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new LedgerError('leg amounts must be non-zero integers (minor units)');
    sum += leg.amount;
  }
  if (sum !== 0) throw new LedgerError(`movement does not balance (sum ${sum})`);
}

/** Same multiset of (account, amount) pairs. */
function sameLegs(a: { account_id: number; amount: number }[], b: { account_id: number; amount: number }[]): boolean {
  const key = (r: { account_id: number; amount: number }) => `${r.account_id}:${r.amount}`;
  return a.length === b.length && a.map(key).sort().join() === b.map(key).sort().join();
}

/**
 * Posts one movement inside the caller's transaction (call it from `db.transaction`, or use
 * {@link recordMovement}). A replay of the same key with the same legs returns the original
 * movement and writes nothing; the same key with other legs throws IdempotencyConflictError.
 * Player accounts must not go below zero (InsufficientFundsError).
 */
export async function postMovement(tx: Queryable, input: MovementInput): Promise<MovementResult> {
  checkBalanced(input.legs);
  const legs = await Promise.all(input.legs.map(async (l) => ({ account_id: await accountId(tx, l.account), amount: l.amount })));
  const playerAccountIds = input.legs.flatMap((l, i) => ('house' in l.account ? [] : [legs[i]!.account_id]));
  // Lock the player accounts in id order so concurrent movements on them serialise, deadlock-free.
  if (playerAccountIds.length > 0) {
    await tx.query('select id from ledger_accounts where id = any($1::bigint[]) order by id for update', [playerAccountIds]);
  }

  const at = new Date(input.at);
  const inserted = await tx.query<{ id: number }>(
    `insert into ledger_movements (idempotency_key, kind, memo, created_at) values ($1, $2, $3, $4)
     on conflict (idempotency_key) do nothing returning id`,
    [input.idempotencyKey, input.kind, input.memo ?? null, at],
  );
  const movementId = inserted.rows[0]?.id;
  if (movementId === undefined) return replay(tx, input.idempotencyKey, legs);

  await tx.query(
    `insert into ledger_entries (movement_id, account_id, amount, created_at)
     select $1, x.account_id, x.amount, $4 from unnest($2::bigint[], $3::bigint[]) as x(account_id, amount)`,
    [movementId, legs.map((l) => l.account_id), legs.map((l) => l.amount), at],
  );

  if (playerAccountIds.length > 0) {
    const overdrawn = await tx.query<{ account_id: number }>(
      `select account_id from ledger_entries where account_id = any($1::bigint[])
       group by account_id having sum(amount) < 0`,
      [playerAccountIds],
    );
    if (overdrawn.rows.length > 0) throw new InsufficientFundsError('movement would overdraw a player account');
  }
  return { movementId, replayed: false };
}

async function replay(tx: Queryable, key: string, legs: { account_id: number; amount: number }[]): Promise<MovementResult> {
  const { rows } = await tx.query<{ movement_id: number; account_id: number; amount: number }>(
    `select e.movement_id, e.account_id, e.amount from ledger_movements m
     join ledger_entries e on e.movement_id = m.id where m.idempotency_key = $1`,
    [key],
  );
  if (!rows[0] || !sameLegs(rows, legs)) throw new IdempotencyConflictError(`idempotency key ${key} was used for another movement`);
  return { movementId: rows[0].movement_id, replayed: true };
}

/** {@link postMovement} in a transaction of its own. */
export function recordMovement(db: Database, input: MovementInput): Promise<MovementResult> {
  return db.transaction((tx) => postMovement(tx, input));
}

/** A player's account balances, derived from the entries. Accounts without entries are 0. */
export async function playerBalances(db: Queryable, playerId: number): Promise<Record<PlayerAccountKind, number>> {
  const { rows } = await db.query<{ kind: PlayerAccountKind; balance: number }>(
    `select a.kind, coalesce(sum(e.amount), 0)::bigint as balance
       from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.player_id = $1
      group by a.kind`,
    [playerId],
  );
  const balances: Record<PlayerAccountKind, number> = { bet: 0, gift: 0, withdrawable: 0 };
  for (const r of rows) balances[r.kind] = r.balance;
  return balances;
}
