/**
 * Balances this process has read recently, so that the balance read every page and the header
 * widget repeat (100124) mostly costs no statement. Correct because every movement publishes the
 * player's `wallet` event after its commit (the same event that tells the player's socket to
 * refresh), and the bus reaches every process sharing the database (LISTEN/NOTIFY on
 * PostgreSQL): the entry is dropped at once, everywhere. As a second line, an entry is trusted
 * for at most `ttlMs` (config balanceCacheMs), which bounds what a lost LISTEN connection could
 * leave showing. Only what a player is shown: every rule that spends money (a purchase, a
 * withdrawal) decides on the balance rows in its own transaction, never on this.
 */
import type { Database } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import { readBalances, type Balances } from './balance-reads';

interface Entry {
  balances: Balances;
  /** When the read that filled it started (clock ms): the age counts from there. */
  readAt: number;
}

/**
 * A bounded map from player to balances, emptied of a player by their wallet event. Oldest
 * entries go first when full (a Map iterates in insertion order).
 *
 * @example
 * const balances = new BalanceCache({ maxEntries: 10_000, ttlMs: 1_000, events });
 * const { bet } = await balances.read(db, playerId, clock.now()); // … balances.close() on shutdown
 */
export class BalanceCache {
  readonly #entries = new Map<number, Entry>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #unsubscribe: () => void;
  /**
   * Bumped by every wallet event: a database read that started before one may have seen the
   * balance before that movement, so its result is not kept (see {@link read}).
   */
  #epoch = 0;

  constructor(options: { maxEntries: number; ttlMs: number; events: EventBus }) {
    this.#maxEntries = options.ttlMs > 0 ? options.maxEntries : 0;
    this.#ttlMs = options.ttlMs;
    this.#unsubscribe = options.events.subscribe((event) => {
      if (event.kind === 'player' && event.changeType === 'wallet') {
        this.#epoch += 1;
        this.#entries.delete(event.playerId);
      }
    });
  }

  /** The player's balances: from memory when read less than ttlMs ago and unchanged since, else from the database. */
  async read(db: Database, playerId: number, now: number): Promise<Balances> {
    const entry = this.#entries.get(playerId);
    if (entry && now - entry.readAt < this.#ttlMs && now >= entry.readAt) return { ...entry.balances };
    const epoch = this.#epoch;
    const balances = await readBalances(db, playerId);
    if (this.#maxEntries > 0 && epoch === this.#epoch) {
      this.#entries.delete(playerId);
      if (this.#entries.size >= this.#maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(playerId, { balances: { ...balances }, readAt: now });
    }
    return balances;
  }

  /** Players held now (for tests and diagnostics). */
  get size(): number {
    return this.#entries.size;
  }

  close(): void {
    this.#unsubscribe();
    this.#entries.clear();
  }
}
