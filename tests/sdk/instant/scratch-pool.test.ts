import { describe, expect, it } from 'vitest';
import { seedCommitment } from '../../../sdk/draws/commitment';
import {
  cardSymbols,
  openPool,
  poolSize,
  poolTree,
  prizeTableProblem,
  ratioPercent,
  returnToPlayer,
  shuffledOutcomes,
  verifyCard,
  type PrizeTable,
} from '../../../sdk/instant';

/** AED 5 a card, 1,000 cards: 315,000 fils paid out of 500,000 sold. */
const FALCON: PrizeTable = {
  price: 500,
  tiers: [
    { prize: 100_000, count: 1 },
    { prize: 10_000, count: 4 },
    { prize: 2_500, count: 20 },
    { prize: 1_000, count: 50 },
    { prize: 500, count: 150 },
    { prize: 0, count: 775 },
  ],
};

const SMALL: PrizeTable = { price: 200, tiers: [{ prize: 1_000, count: 1 }, { prize: 200, count: 4 }, { prize: 0, count: 8 }] };
const SEED = '5a'.repeat(32);

describe('a prize table', () => {
  it('says its return to player exactly, as a reduced fraction', () => {
    expect(returnToPlayer(FALCON)).toEqual({ numerator: 63n, denominator: 100n });
    expect(ratioPercent(returnToPlayer(FALCON))).toBe('63.00');
    // 1,800 paid of 2,600 sold: 9/13, a figure a float would only approximate.
    expect(returnToPlayer(SMALL)).toEqual({ numerator: 9n, denominator: 13n });
    expect(ratioPercent(returnToPlayer(SMALL), 4)).toBe('69.2308');
  });

  it('stays exact where numbers pass 2^53', () => {
    const huge: PrizeTable = { price: 1, tiers: [{ prize: 2 ** 52, count: 3 }, { prize: 0, count: 1 }] };
    const r = returnToPlayer(huge);
    expect(r.numerator * 4n).toBe(3n * 2n ** 52n * r.denominator);
  });

  it('refuses tables that cannot make a pool', () => {
    expect(prizeTableProblem(FALCON)).toBeNull();
    expect(prizeTableProblem({ price: 0, tiers: FALCON.tiers })).toMatch(/price/);
    expect(prizeTableProblem({ price: 500, tiers: [] })).toMatch(/tier/);
    expect(prizeTableProblem({ price: 500, tiers: [{ prize: -1, count: 1 }] })).toMatch(/prize/);
    expect(prizeTableProblem({ price: 500, tiers: [{ prize: 5, count: 0 }] })).toMatch(/card/);
    expect(prizeTableProblem({ price: 500, tiers: [{ prize: 5, count: 1 }, { prize: 5, count: 2 }] })).toMatch(/same prize/);
  });
});

describe('a pool shuffled from a seed', () => {
  it('holds exactly the table’s outcomes, in an order fixed by the seed', async () => {
    const a = await shuffledOutcomes(SEED, FALCON);
    expect(a).toHaveLength(poolSize(FALCON));
    expect([...a].sort((x, y) => x - y)).toEqual(FALCON.tiers.flatMap((t) => Array(t.count).fill(t.prize)).sort((x, y) => x - y));
    expect(await shuffledOutcomes(SEED, FALCON)).toEqual(a);
    expect(await shuffledOutcomes('a5'.repeat(32), FALCON)).not.toEqual(a);
    // Not left in table order: the top prize is not card 0 of every pool.
    expect(a.slice(0, 25)).not.toEqual(FALCON.tiers.flatMap((t) => Array(t.count).fill(t.prize)).slice(0, 25));
  });

  it('puts each card of a small table in every position about equally often', async () => {
    // 13 positions, 400 seeds: the winning card lands in each about 31 times; a biased shuffle
    // (e.g. swapping with any position) piles it up far beyond these bounds.
    const hits = new Array<number>(13).fill(0);
    for (let s = 0; s < 400; s += 1) {
      const seed = s.toString(16).padStart(64, '0');
      hits[(await shuffledOutcomes(seed, SMALL)).indexOf(1_000)]! += 1;
    }
    for (const h of hits) {
      expect(h).toBeGreaterThan(10);
      expect(h).toBeLessThan(60);
    }
  });

  it('refuses a malformed seed', async () => {
    await expect(shuffledOutcomes('5A'.repeat(32), SMALL)).rejects.toThrow(RangeError);
    await expect(shuffledOutcomes('5a', SMALL)).rejects.toThrow(RangeError);
  });
});

describe('the commitment and the verifier', () => {
  it('verifies every card of a pool from the published root and the revealed seed', async () => {
    const pool = await openPool(FALCON);
    expect(pool.seedHash).toBe(await seedCommitment(pool.seed));
    const tree = await poolTree(pool.outcomes);
    expect(tree.root).toBe(pool.root);
    for (let i = 0; i < pool.cardCount; i += 1) {
      const verdict = await verifyCard({ root: pool.root, cardIndex: i, prize: pool.outcomes[i]!, proof: tree.proof(i)!, seed: pool.seed, seedHash: pool.seedHash });
      expect(verdict, `card ${i}`).toEqual({ ok: true, seedChecked: true });
    }
    // With the table the verifier rebuilds the whole pool from the seed.
    expect(await verifyCard({ root: pool.root, cardIndex: 7, prize: pool.outcomes[7]!, proof: tree.proof(7)!, seed: pool.seed, seedHash: pool.seedHash, table: FALCON }))
      .toEqual({ ok: true, seedChecked: true });
  });

  it('accepts a card before the seed is revealed on its proof alone', async () => {
    const pool = await openPool(SMALL, SEED);
    const tree = await poolTree(pool.outcomes);
    expect(await verifyCard({ root: pool.root, cardIndex: 3, prize: pool.outcomes[3]!, proof: tree.proof(3)! })).toEqual({ ok: true, seedChecked: false });
  });

  it('fails a tampered card: another prize, another index, a changed proof, another seed or root', async () => {
    const pool = await openPool(SMALL, SEED);
    const tree = await poolTree(pool.outcomes);
    const i = pool.outcomes.indexOf(0);
    const card = { root: pool.root, cardIndex: i, prize: 0, proof: tree.proof(i)!, seed: pool.seed, seedHash: pool.seedHash, table: SMALL };
    expect(await verifyCard(card)).toEqual({ ok: true, seedChecked: true });
    expect(await verifyCard({ ...card, prize: 1_000 })).toEqual({ ok: false, failure: 'proof' });
    expect(await verifyCard({ ...card, cardIndex: i === 0 ? 1 : i - 1 })).toEqual({ ok: false, failure: 'proof' });
    const flipped = card.proof.map((s, k) => (k === 0 ? { ...s, hash: s.hash.replace(/^./, s.hash[0] === '0' ? '1' : '0') } : s));
    expect(await verifyCard({ ...card, proof: flipped })).toEqual({ ok: false, failure: 'proof' });
    expect(await verifyCard({ ...card, seed: 'a5'.repeat(32) })).toEqual({ ok: false, failure: 'seedHash' });
    expect(await verifyCard({ ...card, root: 'ab'.repeat(32) })).toEqual({ ok: false, failure: 'proof' });
    // A pool whose root was built from another order than the seed's fails the rebuild.
    const reordered = [...pool.outcomes].reverse();
    const other = await poolTree(reordered);
    const j = reordered.indexOf(0);
    expect(await verifyCard({ ...card, root: other.root, cardIndex: j, proof: other.proof(j)! })).toEqual({ ok: false, failure: 'shuffle' });
    expect(await verifyCard({ ...card, proof: [{ side: 'up' as 'left', hash: 'x' }] })).toEqual({ ok: false, failure: 'malformed' });
  });
});

describe('the cells a card shows', () => {
  it('show the prize three times on a winning card and no amount three times on a losing one', async () => {
    const outcomes = await shuffledOutcomes(SEED, FALCON);
    for (let i = 0; i < 200; i += 1) {
      const cells = cardSymbols(FALCON, outcomes[i]!, i);
      expect(cells).toHaveLength(6);
      const counts = new Map<number, number>();
      for (const c of cells) counts.set(c, (counts.get(c) ?? 0) + 1);
      const triples = [...counts].filter(([, n]) => n >= 3).map(([amount]) => amount);
      expect(triples).toEqual(outcomes[i]! > 0 ? [outcomes[i]] : []);
      expect(cardSymbols(FALCON, outcomes[i]!, i)).toEqual(cells);
    }
  });
});
