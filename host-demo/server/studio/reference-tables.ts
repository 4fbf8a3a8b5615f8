/**
 * The prize tables of the reference e-instant studio's games (studio/, docs/e-instants.md): each
 * play of a ticket draws one multiplier of the stake from a table of weights out of
 * {@link TABLE_WEIGHT}, with the server's CSPRNG. The table is the studio's, not the browser's:
 * the page only shows what the studio decided.
 */

/** Every table's weights add up to this. */
export const TABLE_WEIGHT = 10_000;

export interface ReferenceTable {
  /** Stakes the ticket offers, minor units (within the game's min and max order amounts). */
  stakes: readonly number[];
  /** Multipliers of the stake and their weights out of {@link TABLE_WEIGHT}; multiplier 0 is a loss. */
  tiers: readonly { multiplier: number; weight: number }[];
  /** Six symbol names the ticket draws with (the page has their artwork). */
  symbols: readonly [string, string, string, string, string, string];
}

/**
 * Pearl Diver: RTP (500 + 1,000 + 1,500 + 2,000 + 1,600 + 1,500) / 10,000 = 81 %. Lucky Lanterns:
 * (500 + 1,000 + 1,200 + 1,500 + 1,800 + 2,000) / 10,000 = 80 %. Both pay at most 500 × the stake,
 * the games' win-up-to (catalogue-content.ts).
 */
export const REFERENCE_TABLES: Readonly<Record<string, ReferenceTable>> = {
  'pearl-diver': {
    stakes: [100, 500, 1_000, 5_000, 10_000],
    tiers: [
      { multiplier: 500, weight: 1 },
      { multiplier: 50, weight: 20 },
      { multiplier: 10, weight: 150 },
      { multiplier: 5, weight: 400 },
      { multiplier: 2, weight: 800 },
      { multiplier: 1, weight: 1_500 },
      { multiplier: 0, weight: 7_129 },
    ],
    symbols: ['pearl', 'shell', 'starfish', 'wave', 'coral', 'anchor'],
  },
  'lucky-lanterns': {
    stakes: [50, 100, 500, 1_000, 5_000],
    tiers: [
      { multiplier: 500, weight: 1 },
      { multiplier: 100, weight: 10 },
      { multiplier: 20, weight: 60 },
      { multiplier: 5, weight: 300 },
      { multiplier: 2, weight: 900 },
      { multiplier: 1, weight: 2_000 },
      { multiplier: 0, weight: 6_729 },
    ],
    symbols: ['lantern', 'moon', 'star', 'coin', 'dragon', 'lotus'],
  },
};

/** The return to player of a table, as a fraction of 1 (exact for these integer weights). */
export function tableReturn(table: ReferenceTable): number {
  return table.tiers.reduce((sum, t) => sum + t.multiplier * t.weight, 0) / TABLE_WEIGHT;
}

/** The multiplier a draw `r` (0 ≤ r < TABLE_WEIGHT) falls on. */
export function multiplierAt(table: ReferenceTable, r: number): number {
  let at = r;
  for (const tier of table.tiers) {
    if (at < tier.weight) return tier.multiplier;
    at -= tier.weight;
  }
  throw new Error('the draw is outside the table');
}

/**
 * The ticket the page shows for an outcome: nine symbols (three rows of three) where the middle
 * row holds three of one symbol exactly when the play won, and no row or column ever holds three
 * of one symbol otherwise. `pick` gives random integers (the CSPRNG in the studio).
 */
export function ticketSymbols(table: ReferenceTable, multiplier: number, pick: (max: number) => number): string[] {
  const s = table.symbols;
  for (;;) {
    const cells = Array.from({ length: 9 }, () => s[pick(s.length)]!);
    if (multiplier > 0) {
      const winning = s[pick(s.length)]!;
      cells[3] = winning;
      cells[4] = winning;
      cells[5] = winning;
    }
    const lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8]];
    const three = lines.filter((l) => cells[l[0]!] === cells[l[1]!] && cells[l[1]!] === cells[l[2]!]);
    if (multiplier > 0 ? three.length === 1 : three.length === 0) return cells;
  }
}
