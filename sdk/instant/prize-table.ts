/**
 * A scratch-card game's prize table and what follows from it alone: the pool it makes and its
 * return to player. Pure, no I/O; the gateway opens pools with it and the verifier rebuilds them.
 */

/** One tier of a prize table: `count` cards of the pool win `prize` (minor units; 0 is a losing card). */
export interface PrizeTier {
  prize: number;
  count: number;
}

/** A scratch-card game's table: the price of a card and its tiers (minor units). */
export interface PrizeTable {
  price: number;
  tiers: readonly PrizeTier[];
}

/** An exact fraction of two whole numbers, as bigints so no table overflows or rounds. */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/** Cards one pool holds: the sum of the tiers' counts. @example poolSize({ price: 500, tiers: [{ prize: 0, count: 9 }, { prize: 1000, count: 1 }] }) === 10 */
export function poolSize(table: PrizeTable): number {
  return table.tiers.reduce((n, t) => n + t.count, 0);
}

/** Why a table cannot make a pool, or null when it can. */
export function prizeTableProblem(table: PrizeTable): string | null {
  if (!Number.isSafeInteger(table.price) || table.price <= 0) return 'price must be a positive whole number of minor units';
  if (table.tiers.length === 0) return 'a table needs at least one tier';
  for (const t of table.tiers) {
    if (!Number.isSafeInteger(t.prize) || t.prize < 0) return 'a prize is a whole number of minor units, 0 or more';
    if (!Number.isSafeInteger(t.count) || t.count <= 0) return 'a tier holds at least one card';
  }
  if (new Set(table.tiers.map((t) => t.prize)).size !== table.tiers.length) return 'two tiers have the same prize';
  if (poolSize(table) > 1_000_000) return 'a pool holds at most 1,000,000 cards';
  return null;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * Return to player of a table, exactly: everything the pool pays out over everything it sells,
 * reduced. A property of the table, the same for every pool it makes.
 *
 * @example returnToPlayer({ price: 500, tiers: [{ prize: 0, count: 3 }, { prize: 1000, count: 1 }] }) // { numerator: 1n, denominator: 2n }
 */
export function returnToPlayer(table: PrizeTable): Ratio {
  const paid = table.tiers.reduce((sum, t) => sum + BigInt(t.prize) * BigInt(t.count), 0n);
  const sold = BigInt(table.price) * BigInt(poolSize(table));
  const d = gcd(paid, sold) || 1n;
  return { numerator: paid / d, denominator: sold / d };
}

/** A ratio as a percentage with `decimals` digits, rounded half up. @example ratioPercent({ numerator: 2n, denominator: 3n }, 2) === '66.67' */
export function ratioPercent(r: Ratio, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (r.numerator * 100n * scale * 2n + r.denominator) / (2n * r.denominator);
  const whole = scaled / scale;
  const part = (scaled % scale).toString().padStart(decimals, '0');
  return decimals === 0 ? whole.toString() : `${whole}.${part}`;
}

/** The pool's outcomes before shuffling: each tier's prize `count` times, tiers in table order. */
export function unshuffledOutcomes(table: PrizeTable): number[] {
  const out: number[] = [];
  for (const t of table.tiers) for (let i = 0; i < t.count; i += 1) out.push(t.prize);
  return out;
}

/** The largest prize of a table (the card's "win up to"). */
export function topPrize(table: PrizeTable): number {
  return Math.max(...table.tiers.map((t) => t.prize));
}
