import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ticketLeafHash, ticketTree, verifyTicketInDraw, type TicketLeaf } from '../../../sdk/draws';

const tickets = (n: number): TicketLeaf[] =>
  Array.from({ length: n }, (_, i) => ({ ticketId: `T-${1000 + i}`, numbers: [i % 10, (i * 7) % 10, (i * 3) % 10] }));

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

describe('the ticket fingerprint (Merkle tree)', () => {
  it('hashes a leaf as 0x00 then "ticketId:numbers" and a node as 0x01, left, right', async () => {
    const [a, b, c] = tickets(3) as [TicketLeaf, TicketLeaf, TicketLeaf];
    const leaf = (t: TicketLeaf) => sha(Buffer.from([0]), Buffer.from(`${t.ticketId}:${t.numbers.join(',')}`));
    expect(await ticketLeafHash(a)).toBe(leaf(a).toString('hex'));
    // Leaves sorted by hash; three leaves: the first two join, the third is carried up unchanged.
    const [x, y, z] = [leaf(a), leaf(b), leaf(c)].sort(Buffer.compare) as [Buffer, Buffer, Buffer];
    const root = sha(Buffer.from([1]), sha(Buffer.from([1]), x, y), z);
    expect((await ticketTree([a, b, c])).root).toBe(root.toString('hex'));
  });

  it('proves every ticket of trees of 1 to 33 tickets into their root', async () => {
    for (const n of [1, 2, 3, 4, 5, 7, 8, 9, 16, 33]) {
      const all = tickets(n);
      const tree = await ticketTree(all);
      expect(tree.count).toBe(n);
      for (const t of all) {
        const proof = await tree.proof(t);
        expect(proof).not.toBeNull();
        expect(proof!.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)));
        expect(await verifyTicketInDraw(t, proof!, tree.root), `${n} tickets, ${t.ticketId}`).toBe(true);
      }
    }
  });

  it('has the same root whatever order the tickets come in', async () => {
    const all = tickets(20);
    expect((await ticketTree([...all].reverse())).root).toBe((await ticketTree(all)).root);
  });

  it('has the SHA-256 of nothing as the root of a draw without tickets', async () => {
    const tree = await ticketTree([]);
    expect(tree).toMatchObject({ root: createHash('sha256').digest('hex'), count: 0 });
    expect(await tree.proof({ ticketId: 'T-1', numbers: [1] })).toBeNull();
  });

  it('refuses a ticket with other numbers, a ticket not sold, another draw\'s root and a tampered proof', async () => {
    const all = tickets(9);
    const tree = await ticketTree(all);
    const mine = all[4]!;
    const proof = (await tree.proof(mine))!;
    expect(await verifyTicketInDraw({ ...mine, numbers: [9, 9, 9] }, proof, tree.root)).toBe(false);
    expect(await tree.proof({ ticketId: 'T-9999', numbers: [1, 2, 3] })).toBeNull();
    expect(await verifyTicketInDraw(mine, proof, (await ticketTree(tickets(8))).root)).toBe(false);
    const flipped = proof.map((s, i) => (i === 0 ? { ...s, side: s.side === 'left' ? 'right' as const : 'left' as const } : s));
    expect(await verifyTicketInDraw(mine, flipped, tree.root)).toBe(false);
    expect(await verifyTicketInDraw(mine, proof.slice(1), tree.root)).toBe(false);
    expect(await verifyTicketInDraw(mine, [{ side: 'left', hash: 'zz' }], tree.root)).toBe(false);
  });
});
