/**
 * The ticket trees of closed draws this process has built, so that the proofs of one draw's
 * tickets (101068) cost the tree once, not once per request. Building a tree is about two
 * SHA-256 per ticket over WebCrypto (sdk/draws ticketTree): seconds for tens of thousands of
 * tickets, which every player opening an order of a big draw would otherwise pay again.
 *
 * Entries are keyed by the fingerprint published at sales close, and only a tree whose root is
 * that fingerprint is kept: a closed draw's tickets never change (a purchase or a refund needs
 * the draw open, close-sales.ts), and by SHA-256 a root names one set of tickets, so an entry is
 * right whichever draw, process or database asks. Requests that come together share one build.
 */
import { ticketTree, type TicketLeaf, type TicketTree } from '../../../../sdk/draws';

interface Entry {
  tree: Promise<TicketTree>;
  /** Tickets in the tree, known once built (0 while building). */
  leaves: number;
}

/**
 * A bounded map from fingerprint to tree, least recently used out first, holding at most
 * `maxLeaves` tickets in all (a tree keeps about 180 bytes per ticket: 250,000 tickets ≈ 45 MB).
 * A tree larger than the bound is built per request and not kept.
 *
 * @example
 * const trees = new TicketTreeCache({ maxLeaves: 250_000 });
 * const tree = await trees.tree(draw.ticketRoot, () => ORDER_TICKETS.ticketLeaves(db, draw.id));
 * if (tree.root !== draw.ticketRoot) { … } // the tickets read now are not those fingerprinted
 */
export class TicketTreeCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxLeaves: number;
  #leaves = 0;

  constructor(options: { maxLeaves: number }) {
    this.#maxLeaves = options.maxLeaves;
  }

  /** Tickets held now (for tests and metrics). */
  get size(): number {
    return this.#leaves;
  }

  /**
   * The tree of the draw whose published fingerprint is `root`: from memory, else built from the
   * tickets `load` reads. The answer may have another root when the tickets read are not those
   * fingerprinted; such a tree is never kept, and the caller decides what that means.
   */
  async tree(root: string, load: () => Promise<TicketLeaf[]>): Promise<TicketTree> {
    const held = this.#entries.get(root);
    if (held) {
      // Most recently used last: a Map iterates in insertion order.
      this.#entries.delete(root);
      this.#entries.set(root, held);
      return held.tree;
    }
    const entry: Entry = { tree: load().then((leaves) => ticketTree(leaves)), leaves: 0 };
    this.#entries.set(root, entry);
    let tree: TicketTree;
    try {
      tree = await entry.tree;
    } catch (error) {
      this.#forget(root, entry);
      throw error;
    }
    if (tree.root !== root || tree.count > this.#maxLeaves) {
      this.#forget(root, entry);
      return tree;
    }
    if (this.#entries.get(root) === entry) {
      entry.leaves = tree.count;
      this.#leaves += tree.count;
      this.#evict(root);
    }
    return tree;
  }

  #forget(root: string, entry: Entry): void {
    if (this.#entries.get(root) !== entry) return;
    this.#entries.delete(root);
    this.#leaves -= entry.leaves;
  }

  /** Drops the least recently used built trees until the bound holds, never `keep`. */
  #evict(keep: string): void {
    for (const [root, entry] of this.#entries) {
      if (this.#leaves <= this.#maxLeaves) return;
      if (root === keep || entry.leaves === 0) continue; // the newest, or one still building
      this.#forget(root, entry);
    }
  }
}
