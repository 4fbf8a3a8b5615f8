import type { PrizeTable } from './prize-table';

/** Cells of a card's play area: "match three amounts" on a grid of six. */
const CELLS = 6;

/** A small deterministic mixer (xorshift32), so a card always shows the same cells. Presentation only: the outcome is the prize. */
function mixer(seed: number): () => number {
  let x = (seed ^ 0x9e3779b9) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

/**
 * The six amounts a card shows under its surface, for its prize (the outcome fixed at purchase):
 * a winning card shows its prize three times and no other amount three times; a losing card shows
 * no amount three times. The cells only display the outcome, they never decide it.
 *
 * @example cardSymbols(table, 2500, 41) // e.g. [2500, 500, 2500, 100000, 2500, 500]
 */
export function cardSymbols(table: PrizeTable, prize: number, cardIndex: number): number[] {
  const next = mixer(cardIndex + 1);
  const amounts = table.tiers.map((t) => t.prize).filter((p) => p > 0 && p !== prize);
  // Enough decoys that none needs to appear three times: two of each.
  const decoys = amounts.length > 0 ? amounts : [table.price];
  const cells: number[] = prize > 0 ? [prize, prize, prize] : [];
  const used = new Map<number, number>();
  // A table with too few other amounts cannot avoid a repeat; every demo table has enough.
  const cap = decoys.length * 2 >= CELLS - cells.length ? 2 : CELLS;
  while (cells.length < CELLS) {
    const candidate = decoys[next() % decoys.length]!;
    const n = used.get(candidate) ?? 0;
    if (n >= cap) continue;
    used.set(candidate, n + 1);
    cells.push(candidate);
  }
  for (let i = cells.length - 1; i > 0; i -= 1) {
    const j = next() % (i + 1);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells;
}
