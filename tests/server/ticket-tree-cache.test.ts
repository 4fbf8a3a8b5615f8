import { describe, expect, it } from 'vitest';
import { TicketTreeCache } from '../../host-demo/server/domains/orders/ticket-tree-cache';
import { ticketTree, type TicketLeaf } from '../../sdk/draws';

const leaves = (prefix: string, n: number): TicketLeaf[] => Array.from({ length: n }, (_, i) => ({ ticketId: `${prefix}-${i}`, numbers: [i % 10, 1, 2] }));

/** A loader that counts its reads, as the draw's ticket statement would be counted. */
function loader(tickets: TicketLeaf[]) {
  const load = async () => {
    load.reads += 1;
    return tickets;
  };
  load.reads = 0;
  return load;
}

describe('the ticket trees of closed draws', () => {
  it('builds a draw\'s tree once for requests that come together and for later ones', async () => {
    const tickets = leaves('a', 7);
    const root = (await ticketTree(tickets)).root;
    const cache = new TicketTreeCache({ maxLeaves: 100 });
    const load = loader(tickets);
    const trees = await Promise.all(Array.from({ length: 5 }, () => cache.tree(root, load)));
    expect(trees.every((tree) => tree === trees[0] && tree.root === root)).toBe(true);
    await cache.tree(root, load);
    expect(load.reads).toBe(1);
    expect(cache.size).toBe(7);
  });

  it('never keeps a tree whose tickets are not those of the fingerprint asked for', async () => {
    const cache = new TicketTreeCache({ maxLeaves: 100 });
    const published = (await ticketTree(leaves('a', 3))).root;
    const load = loader(leaves('b', 3));
    expect((await cache.tree(published, load)).root).not.toBe(published);
    await cache.tree(published, load);
    expect(load.reads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('holds at most maxLeaves tickets, the least recently used draw going first', async () => {
    const cache = new TicketTreeCache({ maxLeaves: 10 });
    const draws = await Promise.all(['a', 'b', 'c'].map(async (p) => ({ tickets: leaves(p, 4), root: (await ticketTree(leaves(p, 4))).root })));
    const loads = draws.map((d) => loader(d.tickets));
    await cache.tree(draws[0]!.root, loads[0]!);
    await cache.tree(draws[1]!.root, loads[1]!);
    await cache.tree(draws[0]!.root, loads[0]!); // a is now the more recently used
    await cache.tree(draws[2]!.root, loads[2]!); // 12 tickets: b goes
    expect(cache.size).toBe(8);
    await cache.tree(draws[0]!.root, loads[0]!);
    await cache.tree(draws[1]!.root, loads[1]!);
    expect(loads.map((l) => l.reads)).toEqual([1, 2, 1]);
  });

  it('does not keep a tree larger than the bound, and forgets a failed read', async () => {
    const cache = new TicketTreeCache({ maxLeaves: 2 });
    const tickets = leaves('a', 3);
    const root = (await ticketTree(tickets)).root;
    const load = loader(tickets);
    await cache.tree(root, load);
    await cache.tree(root, load);
    expect(load.reads).toBe(2);
    await expect(cache.tree('f'.repeat(64), () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
  });
});
