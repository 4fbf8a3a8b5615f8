import type { Database } from '../../db/database';
import type { PlayerAccountKind } from './ledger';

/** A player's balance per account kind, in fils. */
export type Balances = Record<PlayerAccountKind, number>;

interface Waiting {
  resolve(balances: Balances): void;
  reject(error: unknown): void;
}

/** Most players one statement reads: a bounded array parameter, whatever the load. */
export const BALANCE_BATCH_MAX = 500;

const readers = new WeakMap<Database, (playerId: number) => Promise<Balances>>();

/**
 * A player's balances (as {@link playerBalances} reads them) for the balance read every page and
 * the header widget make (100124): the reads that reach this process in the same turn of the
 * event loop share one statement (`player_id = any($1)`), so under load a socket write and a
 * statement serve many players rather than one each. Only for reads outside a transaction: a
 * movement's own reads go through its transaction.
 *
 * @example const { bet, gift, withdrawable } = await readBalances(ctx.db, playerId);
 */
export function readBalances(db: Database, playerId: number): Promise<Balances> {
  let read = readers.get(db);
  if (!read) {
    read = batchedReader(db);
    readers.set(db, read);
  }
  return read(playerId);
}

function batchedReader(db: Database): (playerId: number) => Promise<Balances> {
  let batch: Map<number, Waiting[]> | null = null;

  async function flush(players: Map<number, Waiting[]>): Promise<void> {
    try {
      const { rows } = await db.query<{ player_id: number; kind: PlayerAccountKind; balance: number }>(
        'select player_id, kind, balance from ledger_accounts where player_id = any($1::bigint[])',
        [[...players.keys()]],
      );
      const found = new Map<number, Balances>();
      for (const r of rows) {
        const id = Number(r.player_id);
        const balances = found.get(id) ?? { bet: 0, gift: 0, withdrawable: 0 };
        balances[r.kind] = Number(r.balance);
        found.set(id, balances);
      }
      // Accounts not opened yet are 0, as playerBalances answers.
      for (const [id, waiting] of players) for (const w of waiting) w.resolve({ ...(found.get(id) ?? { bet: 0, gift: 0, withdrawable: 0 }) });
    } catch (error) {
      for (const waiting of players.values()) for (const w of waiting) w.reject(error);
    }
  }

  return (playerId) =>
    new Promise<Balances>((resolve, reject) => {
      if (!batch || batch.size >= BALANCE_BATCH_MAX) {
        const players = new Map<number, Waiting[]>();
        batch = players;
        // After the I/O callbacks of this turn: every read they started joins this statement.
        setImmediate(() => {
          if (batch === players) batch = null;
          void flush(players);
        });
      }
      const waiting = batch.get(playerId);
      if (waiting) waiting.push({ resolve, reject });
      else batch.set(playerId, [{ resolve, reject }]);
    });
}
