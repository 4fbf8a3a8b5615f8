/**
 * Return to player and odds of every play, computed from the rules by settling every result
 * (sdk/games/odds.ts), checked against the targets the rules state and against independent
 * formulas; printed as a table. docs/games.md is the same computation, committed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderGamesReference } from '../../../scripts/games-reference';
import { GAMES, binomial, gameByKey, playOdds, rulesOf, type PlayOdds } from '../../../sdk/games';

const game = (key: string) => gameByKey(key)!;
const odds = new Map<string, PlayOdds[]>(
  GAMES.flatMap((g) => rulesOf(g).playTypes.map((p) => [`${g.key} ${p.key}`, playOdds(g, p.code)] as const)),
);
const tierProbability = (key: string, tier: string) => odds.get(key)![0]!.tiers.find((t) => t.tier === tier)!.probability;

describe('return to player, from the rules', () => {
  it('prints every play: return and the chance of any prize', () => {
    // Options with the same odds (36 Super Ocean numbers, 10 digits) print as one line.
    const rows = [...new Set([...odds].flatMap(([name, plays]) => plays.map((p) =>
      `  ${`${name}${p.option === undefined ? '' : ' (an option)'}`.padEnd(34)} return ${(100 * p.rtp).toFixed(2).padStart(6)}%  wins 1 in ${(1 / p.winProbability).toFixed(1)}`)))];
    console.log(`return to player per play (expected prize / price):\n${rows.join('\n')}`);
    expect(rows.length).toBeGreaterThan(GAMES.length);
  });

  it.each(GAMES.map((g) => [g.key, g] as const))('keeps every play of %s within its stated band', (_key, g) => {
    const [low, high] = rulesOf(g).rtpTarget;
    for (const p of rulesOf(g).playTypes) {
      for (const row of odds.get(`${g.key} ${p.key}`)!) {
        expect(row.rtp, `${p.key} ${row.option ?? ''}`).toBeGreaterThanOrEqual(low);
        expect(row.rtp, `${p.key} ${row.option ?? ''}`).toBeLessThanOrEqual(high);
      }
    }
  });

  it('returns about half the stake on every Pick 3 and Pick 4 play (DESIGN "about 50%")', () => {
    for (const [name, [row]] of odds) if (/^pick[34] /.test(name)) expect(Math.abs(row!.rtp - 0.5), name).toBeLessThan(0.025);
  });
});

describe('odds, against formulas that do not use the rules', () => {
  it('Pick 3/4: Exact 1 in 10^n, Any N as N in 10^n', () => {
    expect(tierProbability('pick3 exact', 'exact')).toBeCloseTo(1 / 1_000, 12);
    for (const ways of [3, 6]) expect(tierProbability(`pick3 any${ways}`, `any${ways}`)).toBeCloseTo(ways / 1_000, 12);
    for (const ways of [4, 6, 12, 24]) expect(tierProbability(`pick4 any${ways}`, `any${ways}`)).toBeCloseTo(ways / 10_000, 12);
  });

  it('Lucky Day: the grand prize 1 in C(31, 6) × 12 = 8,835,372', () => {
    expect(1 / tierProbability('luckyday main', '6+1')).toBeCloseTo(binomial(31, 6) * 12, 3);
    expect(binomial(31, 6) * 12).toBe(8_835_372);
  });

  it('five-number games: k matched with probability C(5, k) C(N - 5, 5 - k) / C(N, 5)', () => {
    for (const key of ['magic5', 'fivetastic']) {
      const n = game(key).result.max;
      for (const k of [2, 3, 4, 5]) {
        expect(tierProbability(`${key} main`, `${k}`), `${key} ${k}`).toBeCloseTo((binomial(5, k) * binomial(n - 5, 5 - k)) / binomial(n, 5), 12);
      }
    }
  });

  it('Quick Five nap k: all k of 11 among the 5 drawn, C(11 - k, 5 - k) / C(11, 5)', () => {
    for (const k of [1, 2, 3, 4, 5]) expect(tierProbability(`quick-five nap${k}`, `nap${k}`)).toBeCloseTo(binomial(11 - k, 5 - k) / binomial(11, 5), 12);
  });

  it('gives the same odds by grouping results as by listing each one', () => {
    for (const [key, code] of [['super-diamond', 8201], ['quick-five', 6903], ['quick-five', 6907], ['quick-five', 6911], ['octaluck', 8302]] as const) {
      const [listed] = playOdds(game(key), code, 'enumerate');
      const [grouped] = playOdds(game(key), code, 'classes');
      expect(grouped!.rtp, `${key} ${code}`).toBeCloseTo(listed!.rtp, 12);
      grouped!.tiers.forEach((t, i) => expect(t.probability, `${key} ${code} ${t.tier}`).toBeCloseTo(listed!.tiers[i]!.probability, 12));
    }
  });
});

describe('docs/games.md', () => {
  it('is exactly what `npm run games:doc` renders from the rules now (run it and commit when this fails)', () => {
    expect(readFileSync(new URL('../../../docs/games.md', import.meta.url), 'utf8')).toBe(renderGamesReference());
  });
});
