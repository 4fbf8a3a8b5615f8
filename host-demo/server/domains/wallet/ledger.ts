/**
 * The double-entry ledger. Money moves only through {@link postMovement}: a balanced set of
 * entries (amounts sum to zero) under an idempotency key, in the caller's transaction. Each
 * player account keeps its balance in a row (012_ledger_balances.sql), changed in the same
 * transaction as its entries and refused below zero by the database; the entries stay the record
 * and `reconcileBalances` (reconcile.ts) checks the rows against them. The database enforces the
 * same rules (005_ledger.sql) as a backstop.
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
  /**
   * The deposit, withdrawal or order this movement belongs to (at most 64 characters), shown in
   * Transactions, e.g. the gateway order id of a deposit.
   */
  reference?: string;
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

/** Creates a player's wallet accounts (bet, gift, withdrawable) at balance 0; existing ones are kept. */
export async function openPlayerAccounts(tx: Queryable, playerId: number): Promise<void> {
  await tx.query(
    `insert into ledger_accounts (player_id, kind, balance)
     select $1, kind, 0 from unnest($2::text[]) as k(kind)
     on conflict do nothing`,
    [playerId, PLAYER_ACCOUNT_KINDS],
  );
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

/** The one player a movement concerns, or null for a movement between house accounts. */
function playerOf(legs: readonly Leg[]): number | null {
  let player: number | null = null;
  for (const { account } of legs) {
    if ('house' in account) continue;
    // Transactions shows a movement to one player with one amount and one balance after it.
    if (player !== null && player !== account.playerId) throw new LedgerError('a movement concerns at most one player');
    player = account.playerId;
  }
  return player;
}

/** Same multiset of (account, amount) pairs. */
function sameLegs(a: { account_id: number; amount: number }[], b: { account_id: number; amount: number }[]): boolean {
  const key = (r: { account_id: number; amount: number }) => `${r.account_id}:${r.amount}`;
  return a.length === b.length && a.map(key).sort().join() === b.map(key).sort().join();
}

/** The check_violation of the balance rows' guard (012): the movement would overdraw. */
function isOverdraft(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return e.code === '23514' && (e.constraint === 'ledger_accounts_balance_check' || String(e.message).includes('ledger_accounts_balance_check'));
}

/**
 * Posts one movement inside the caller's transaction (call it from `db.transaction`, or use
 * {@link recordMovement}). A replay of the same key with the same legs returns the original
 * movement and writes nothing; the same key with other legs throws IdempotencyConflictError.
 * Player accounts must not go below zero: InsufficientFundsError, after which the caller's
 * transaction must roll back (throwing out of `db.transaction` does).
 *
 * Two statements whatever the player's history: lock the player's accounts and resolve the house
 * accounts; then insert the movement, update the balance rows set-based (their check refuses a
 * negative balance) and insert the entries, together.
 *
 * @example
 * await db.transaction((tx) => postMovement(tx, {
 *   idempotencyKey: `deposit:${orderId}`, kind: 'deposit', at: clock.now(), reference: orderId,
 *   legs: [{ account: { house: 'house_deposits' }, amount: -5_000 }, { account: { playerId, kind: 'bet' }, amount: 5_000 }],
 * }));
 */
export async function postMovement(tx: Queryable, input: MovementInput): Promise<MovementResult> {
  checkBalanced(input.legs);
  const playerId = playerOf(input.legs);

  const houseKinds = [...new Set(input.legs.flatMap((l) => ('house' in l.account ? [l.account.house] : [])))];
  return writeMovement(tx, input, await lockAccounts(tx, playerId, houseKinds));
}

/** A player's accounts locked FOR UPDATE with their balances, and house account ids (never locked). */
export interface LockedAccounts {
  player: Map<string, { id: number; balance: number }>;
  house: Map<string, number>;
}

/**
 * Locks every account of the player (not only those a movement moves) in id order, so the
 * player's movements serialise, deadlock-free, and the balances read are the ones the movement
 * starts from; and resolves the house accounts, which are never locked nor updated (every
 * player's movements touch them). One statement. A caller that must lock more in the same
 * statement (orders/pay-order.ts) builds {@link LockedAccounts} from its own rows.
 */
export async function lockAccounts(tx: Queryable, playerId: number | null, houseKinds: readonly string[]): Promise<LockedAccounts> {
  const { rows } = await tx.query<{ id: number; kind: string; balance: number | null; house: boolean }>(
    `with mine as (${lockPlayerAccountsSql('$1')})
     select id, kind, balance, false as house from mine
     union all
     select id, kind, null, true from ledger_accounts where player_id is null and kind = any($2::text[])`,
    [playerId, houseKinds],
  );
  return lockedAccountsOf(rows);
}

/**
 * The query that locks one player's accounts (`player`: a placeholder such as `$4`) FOR UPDATE in
 * id order and reads their balances: the one lock order every money path takes, so two paths
 * never deadlock. For a caller that locks them inside a statement of its own (orders/pay-order.ts).
 *
 * @example `with a as (${lockPlayerAccountsSql('$4')}) select ...`
 */
export function lockPlayerAccountsSql(player: string): string {
  return `select id, kind, balance from ledger_accounts where player_id = ${player} order by id for update`;
}

/** {@link LockedAccounts} from rows of accounts: `house` says which are house accounts. */
export function lockedAccountsOf(rows: readonly { id: number; kind: string; balance: number | null; house: boolean }[]): LockedAccounts {
  const locked: LockedAccounts = { player: new Map(), house: new Map() };
  for (const r of rows) {
    if (r.house) locked.house.set(r.kind, Number(r.id));
    else locked.player.set(r.kind, { id: Number(r.id), balance: Number(r.balance ?? 0) });
  }
  return locked;
}

/**
 * The second half of {@link postMovement}: writes a balanced movement whose player accounts the
 * caller has locked in this transaction ({@link lockAccounts}). One statement.
 */
export async function writeMovement(tx: Queryable, input: MovementInput, accounts: LockedAccounts): Promise<MovementResult> {
  checkBalanced(input.legs);
  const playerId = playerOf(input.legs);
  let total = 0;
  for (const a of accounts.player.values()) total += a.balance;
  const legs = input.legs.map((l) => {
    const id = 'house' in l.account ? accounts.house.get(l.account.house) : accounts.player.get(l.account.kind)?.id;
    if (id === undefined) throw new LedgerError(`no ledger account ${JSON.stringify(l.account)}`);
    return { account_id: id, amount: l.amount, ofPlayer: !('house' in l.account) };
  });
  const playerAmount = legs.reduce((sum, l) => (l.ofPlayer ? sum + l.amount : sum), 0);
  const moved = legs.filter((l) => l.ofPlayer);

  // One statement writes the movement, the balance rows (whose check refuses a negative balance)
  // and the entries; a replayed key inserts no movement, and so nothing else.
  const at = new Date(input.at);
  let inserted: { rows: { id: number }[] };
  try {
    inserted = await tx.query<{ id: number }>(
      `with mv as (
         insert into ledger_movements (idempotency_key, kind, memo, created_at, reference, player_id, player_amount, balance_after)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (idempotency_key) do nothing returning id
       ),
       balances as (
         update ledger_accounts a set balance = a.balance + d.delta
           from (select account_id, sum(amount) as delta from unnest($9::bigint[], $10::bigint[]) as x(account_id, amount) group by account_id) d, mv
          where a.id = d.account_id
       ),
       entries as (
         insert into ledger_entries (movement_id, account_id, amount, created_at)
         select mv.id, x.account_id, x.amount, $4 from mv cross join unnest($11::bigint[], $12::bigint[]) as x(account_id, amount)
       )
       select id from mv`,
      [
        input.idempotencyKey,
        input.kind,
        input.memo ?? null,
        at,
        input.reference ?? null,
        playerId,
        playerId === null ? null : playerAmount,
        // Exact under the locks above. When negative, the UPDATE refuses the movement anyway; 0
        // keeps this row's own check from answering first with a less precise error.
        playerId === null ? null : Math.max(0, total + playerAmount),
        moved.map((l) => l.account_id),
        moved.map((l) => l.amount),
        legs.map((l) => l.account_id),
        legs.map((l) => l.amount),
      ],
    );
  } catch (error) {
    if (isOverdraft(error)) throw new InsufficientFundsError('movement would overdraw a player account');
    throw error;
  }
  const movementId = inserted.rows[0]?.id;
  if (movementId === undefined) return replay(tx, input.idempotencyKey, legs);
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

/**
 * A player's account balances: the balance rows, one indexed read (ledger_accounts_player_kind)
 * whatever the player's history. Accounts not opened yet are 0.
 */
export async function playerBalances(db: Queryable, playerId: number): Promise<Record<PlayerAccountKind, number>> {
  const { rows } = await db.query<{ kind: PlayerAccountKind; balance: number }>('select kind, balance from ledger_accounts where player_id = $1', [playerId]);
  const balances: Record<PlayerAccountKind, number> = { bet: 0, gift: 0, withdrawable: 0 };
  for (const r of rows) balances[r.kind] = r.balance;
  return balances;
}
