import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveResult } from '../../../sdk/draws';
import { GAMES } from '../../../sdk/games/catalogue';

/**
 * Regularised upper incomplete gamma Q(a, x) (Numerical Recipes: series below a + 1, continued
 * fraction above), for the chi-square tail: P(X >= x) = Q(df / 2, x / 2).
 */
function gammaQ(a: number, x: number): number {
  const lnGammaA = lnGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGammaA);
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGammaA) * h;
}

function lnGamma(z: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const g = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const x = z - 1;
  let a = g[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i += 1) a += g[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** P-value of Pearson's chi-square statistic of counts against equal expected counts. */
function uniformityPValue(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
  return gammaQ((counts.length - 1) / 2, chi2 / 2);
}

/** Fixed seeds, so the test is deterministic: SHA-256 of "uniformity:<i>". */
const SEEDS = Array.from({ length: 800 }, (_, i) => createHash('sha256').update(`uniformity:${i}`).digest('hex'));
const P_THRESHOLD = 0.001;

describe('uniformity of derived results (chi-square, p = 0.001)', () => {
  it('computes chi-square tails correctly (known quantiles)', () => {
    // 0.001 critical values: df 9 -> 27.877, df 35 -> 66.619; df 2 tail is exp(-x/2).
    expect(gammaQ(9 / 2, 27.877 / 2)).toBeCloseTo(0.001, 5);
    expect(gammaQ(35 / 2, 66.619 / 2)).toBeCloseTo(0.001, 5);
    expect(gammaQ(1, 3)).toBeCloseTo(Math.exp(-3), 12);
  });

  it('finds every number of every game, and every extra number, equally often', async () => {
    const pValues: Record<string, number> = {};
    for (const game of GAMES) {
      const { count, min, max, extra } = game.result;
      const main = new Array<number>(max - min + 1).fill(0);
      const positions = Array.from({ length: count }, () => new Array<number>(max - min + 1).fill(0));
      const extras = extra ? new Array<number>(extra.max - extra.min + 1).fill(0) : null;
      for (const [i, seed] of SEEDS.entries()) {
        const result = await deriveResult(seed, { lotteryType: game.lotteryType, phase: `p${i}` }, game.result);
        result.slice(0, count).forEach((n, at) => {
          main[n - min]! += 1;
          positions[at]![n - min]! += 1;
        });
        if (extras && extra) for (const n of result.slice(count)) extras[n - extra.min]! += 1;
      }
      pValues[`${game.key} numbers`] = uniformityPValue(main);
      // Digit games keep draw order: each position on its own must be uniform too.
      if (game.result.digits) positions.forEach((p, at) => (pValues[`${game.key} position ${at + 1}`] = uniformityPValue(p)));
      if (extras) pValues[`${game.key} extra`] = uniformityPValue(extras);
    }
    for (const [what, p] of Object.entries(pValues)) expect(p, what).toBeGreaterThan(P_THRESHOLD);
  });

  it('would catch a modulo-biased draw of the same size (the test has power)', () => {
    // One byte per number, reduced modulo 36 (Super Ocean's range): 0-3 come 8 times in 256, the rest 7.
    const counts = new Array<number>(36).fill(0);
    for (const seed of SEEDS) {
      let block = Buffer.from(seed, 'hex');
      for (let round = 0; round < 16; round += 1) {
        for (const byte of block) counts[byte % 36]! += 1;
        block = createHash('sha256').update(block).digest();
      }
    }
    expect(uniformityPValue(counts)).toBeLessThan(P_THRESHOLD);
  });
});
