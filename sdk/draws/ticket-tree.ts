import { fromHex, sha256, toHex, utf8 } from './bytes';

/**
 * One ticket as the fingerprint of a draw's tickets sees it. Leaf encoding (the bytes hashed):
 * `0x00` then the UTF-8 text `${ticketId}:${numbers joined by ','}`, e.g. `T-1001:4,0,4`. Numbers
 * stay in the order the ticket holds them; the text is unambiguous because numbers hold no `:`.
 */
export interface TicketLeaf {
  ticketId: string;
  numbers: readonly number[];
}

/** One step of an inclusion proof: the sibling hash and on which side it joins. */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
}

/** A draw's ticket fingerprint: the Merkle root over all its tickets, and how many there were. */
export interface TicketTree {
  /** Hex root; SHA-256 of nothing (`e3b0c442…b855`) when the draw sold no ticket. */
  root: string;
  count: number;
  /** The inclusion proof of a ticket, or null when the ticket is not in the tree. */
  proof(leaf: TicketLeaf): Promise<ProofStep[] | null>;
}

const LEAF = 0x00;
const NODE = 0x01;

function concat(prefix: number, ...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(1 + parts.reduce((n, p) => n + p.length, 0));
  out[0] = prefix;
  let at = 1;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Hex SHA-256 of a ticket's leaf encoding (see {@link TicketLeaf}). */
export async function ticketLeafHash(leaf: TicketLeaf): Promise<string> {
  return toHex(await sha256(concat(LEAF, utf8(`${leaf.ticketId}:${leaf.numbers.join(',')}`))));
}

/** An inner node: SHA-256 of `0x01`, left child, right child (the prefixes keep leaves and nodes apart). */
async function nodeHash(left: string, right: string): Promise<string> {
  return toHex(await sha256(concat(NODE, fromHex(left), fromHex(right))));
}

/** Hashes of the next level up: pairs joined, an odd last hash carried up unchanged (never doubled). */
async function levelUp(level: readonly string[]): Promise<string[]> {
  const pairs: Promise<string>[] = [];
  for (let i = 0; i + 1 < level.length; i += 2) pairs.push(nodeHash(level[i]!, level[i + 1]!));
  const up = await Promise.all(pairs);
  if (level.length % 2 === 1) up.push(level[level.length - 1]!);
  return up;
}

/**
 * The Merkle tree of a draw's tickets. Leaf hashes are sorted (as hex text, which is byte order),
 * so the root depends on the set of tickets only, not on the order a database returns them in.
 *
 * @example
 * const tree = await ticketTree([{ ticketId: 'T-1', numbers: [4, 0, 4] }]);
 * const proof = await tree.proof({ ticketId: 'T-1', numbers: [4, 0, 4] });
 * await verifyTicketInDraw({ ticketId: 'T-1', numbers: [4, 0, 4] }, proof!, tree.root); // true
 */
export async function ticketTree(leaves: readonly TicketLeaf[]): Promise<TicketTree> {
  const sorted = (await Promise.all(leaves.map(ticketLeafHash))).sort();
  const levels: string[][] = [sorted];
  while (levels[levels.length - 1]!.length > 1) levels.push(await levelUp(levels[levels.length - 1]!));
  const root = sorted.length === 0 ? toHex(await sha256(new Uint8Array(0))) : levels[levels.length - 1]![0]!;
  return {
    root,
    count: sorted.length,
    async proof(leaf) {
      let index = sorted.indexOf(await ticketLeafHash(leaf));
      if (index < 0) return null;
      const steps: ProofStep[] = [];
      for (const level of levels.slice(0, -1)) {
        const sibling = index % 2 === 0 ? index + 1 : index - 1;
        // The odd last hash of a level has no sibling: it moves up as it is.
        if (sibling < level.length) steps.push({ side: index % 2 === 0 ? 'right' : 'left', hash: level[sibling]! });
        index = Math.floor(index / 2);
      }
      return steps;
    },
  };
}

/**
 * Whether a ticket was among a draw's tickets: its leaf hash, joined with each proof step in turn,
 * gives the root published at sales close. False for a malformed proof.
 *
 * @example await verifyTicketInDraw({ ticketId: 'T-1', numbers: [4, 0, 4] }, proof, draw.ticketRoot)
 */
export async function verifyTicketInDraw(leaf: TicketLeaf, proof: readonly ProofStep[], root: string): Promise<boolean> {
  try {
    let hash = await ticketLeafHash(leaf);
    for (const step of proof) {
      if ((step.side !== 'left' && step.side !== 'right') || step.hash.length !== 64) return false;
      hash = step.side === 'left' ? await nodeHash(step.hash, hash) : await nodeHash(hash, step.hash);
    }
    return hash === root;
  } catch {
    return false; // a sibling that is not 32 bytes of hex
  }
}
