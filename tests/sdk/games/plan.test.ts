/**
 * Validating, counting and pricing a plan (SPEC §5 Pick 3/4 and Super Diamond rules, §9 draws and
 * multiples), as properties over random lines.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAMES,
  anyPlayTypeFor,
  binomial,
  combinations,
  countEntries,
  distinctPermutations,
  easyPick,
  gameByKey,
  pickSelectionError,
  priceOrder,
  rulesOf,
  seededRandom,
  superDiamondSelectionError,
  validatePlan,
} from '../../../sdk/games';

const game = (key: string) => gameByKey(key)!;
const keys = (issues: { key: string }[]) => issues.map((i) => i.key);
const everyPlay = GAMES.flatMap((g) => rulesOf(g).playTypes.map((p) => ({ game: g, playType: p })));
const aPlay = fc.constantFrom(...everyPlay);
const aSeed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });

/** Distinct orders of a list, counted by listing them all. */
function listedOrders(numbers: readonly number[]): number {
  const orders = new Set<string>();
  const walk = (rest: number[], taken: number[]) => {
    if (rest.length === 0) orders.add(taken.join(','));
    rest.forEach((n, i) => walk([...rest.slice(0, i), ...rest.slice(i + 1)], [...taken, n]));
  };
  walk([...numbers], []);
  return orders.size;
}

describe('validatePlan', () => {
  it('accepts every Easy Pick line of every play type', () => {
    fc.assert(fc.property(aPlay, aSeed, ({ game: g, playType }, seed) => {
      expect(validatePlan(g, playType.code, easyPick(g, playType.code, seededRandom(seed)))).toEqual([]);
    }));
  });

  it("asks for the numbers still missing: 'Please Select {num} Numbers'", () => {
    expect(validatePlan(game('pick3'), 7201, { numbers: [1, null, 3] })).toEqual([{ key: 'validation.selectNumbers', params: { num: 3 } }]);
    expect(validatePlan(game('pick4'), 9201, { numbers: [1, 2, 3] })).toEqual([{ key: 'validation.selectNumbers', params: { num: 4 } }]);
    expect(keys(validatePlan(game('magic5'), 8001, { numbers: [1, 2, 3, 4, 5, 6] }))).toEqual(['validation.selectNumbers']);
  });

  it('asks for the Lucky Day month and the Super Diamond diamond on their own', () => {
    expect(keys(validatePlan(game('luckyday'), 6101, { numbers: [1, 2, 3, 4, 5, 6, null] }))).toEqual(['validation.selectMonth']);
    expect(keys(validatePlan(game('luckyday'), 6101, { numbers: [1, 2, 3, 4, 5, 6, 12] }))).toEqual([]);
    expect(keys(validatePlan(game('luckyday'), 6101, { numbers: [1, 2, 3, 4, 5, 6, 13] }))).toEqual(['validation.outOfRange']);
    expect(keys(validatePlan(game('super-diamond'), 8201, { numbers: [1, 5, 9, 20] }))).toEqual(['validation.selectDiamond']);
  });

  it('refuses numbers out of range and the same number twice in a lotto pool', () => {
    expect(keys(validatePlan(game('super-diamond'), 8201, { numbers: [0, 5, 9, 20, 3] }))).toEqual(['validation.outOfRange']);
    expect(keys(validatePlan(game('super-diamond'), 8201, { numbers: [1, 1, 9, 20, 3] }))).toEqual(['validation.duplicateNumbers']);
    expect(keys(validatePlan(game('fivetastic'), 8101, { numbers: [1, 2, 3, 4, 36] }))).toEqual(['validation.outOfRange']);
  });

  it("refuses all-identical numbers for every 'any' play and a pattern the play does not name", () => {
    for (const code of [7202, 7203]) expect(keys(validatePlan(game('pick3'), code, { numbers: [7, 7, 7] }))).toEqual(['validation.anyIdentical']);
    for (const code of [9202, 9203, 9204, 9205]) expect(keys(validatePlan(game('pick4'), code, { numbers: [3, 3, 3, 3] }))).toEqual(['validation.anyIdentical']);
    expect(validatePlan(game('pick3'), 7203, { numbers: [1, 1, 2] })).toEqual([{ key: 'validation.anyWays', params: { ways: 6 } }]);
    expect(validatePlan(game('pick3'), 7201, { numbers: [7, 7, 7] })).toEqual([]);
  });

  it('takes a multiple only from the game\'s list and a play type only of the game', () => {
    expect(keys(validatePlan(game('octaluck'), 8302, { numbers: [1, 8], multiple: 50 }))).toEqual([]);
    expect(keys(validatePlan(game('octaluck'), 8302, { numbers: [1, 8], multiple: 3 }))).toEqual(['validation.multiple']);
    expect(keys(validatePlan(game('pick3'), 7201, { numbers: [1, 2, 3], multiple: 2 }))).toEqual(['validation.multiple']);
    expect(keys(validatePlan(game('pick3'), 9201, { numbers: [1, 2, 3] }))).toEqual(['validation.playType']);
  });

  it('agrees with the bet slip rules of SPEC §5 for Pick 3/4 (exact and any) and Super Diamond', () => {
    fc.assert(fc.property(fc.constantFrom('pick3', 'pick4'), digits(4), (key, all) => {
      const g = game(key);
      const numbers = all.slice(0, g.picks);
      const anyCodes = rulesOf(g).playTypes.filter((p) => p.rule.kind === 'box').map((p) => p.code);
      expect(validatePlan(g, rulesOf(g).playTypes[0]!.code, { numbers }).length === 0).toBe(pickSelectionError(g, 'exact', numbers) === null);
      expect(anyCodes.some((code) => validatePlan(g, code, { numbers }).length === 0)).toBe(pickSelectionError(g, 'any', numbers) === null);
    }));
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 21 }), { minLength: 3, maxLength: 5 }), fc.integer({ min: 0, max: 6 }), (numbers, diamond) => {
      const valid = validatePlan(game('super-diamond'), 8201, { numbers: [...numbers, diamond] }).length === 0;
      expect(valid).toBe(superDiamondSelectionError(game('super-diamond'), numbers, diamond) === null);
    }));
  });
});

describe('countEntries', () => {
  it('counts the distinct orders of the digits as the listing of every order does', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }).chain((n) => digits(n)), (numbers) => {
      expect(distinctPermutations(numbers)).toBe(listedOrders(numbers));
    }));
  });

  it('accepts a Pick 3/4 Any play exactly when its digits have that many orders, as one entry', () => {
    fc.assert(fc.property(fc.constantFrom('pick3', 'pick4'), digits(4), (key, all) => {
      const g = game(key);
      const numbers = all.slice(0, g.picks);
      for (const p of rulesOf(g).playTypes) {
        if (p.rule.kind !== 'box') continue;
        const valid = validatePlan(g, p.code, { numbers }).length === 0;
        expect(valid).toBe(listedOrders(numbers) === p.rule.ways);
        expect(countEntries(g, p.code, { numbers })).toBe(valid ? 1 : 0);
      }
    }));
  });

  it('finds the one Any play that a set of digits makes, and none for identical digits', () => {
    fc.assert(fc.property(fc.constantFrom('pick3', 'pick4'), digits(4), (key, all) => {
      const g = game(key);
      const numbers = all.slice(0, g.picks);
      const accepting = rulesOf(g).playTypes.filter((p) => p.rule.kind === 'box' && validatePlan(g, p.code, { numbers }).length === 0);
      expect(anyPlayTypeFor(g, numbers)).toBe(accepting[0]);
      expect(accepting.length).toBe(new Set(numbers).size === 1 ? 0 : 1);
    }));
    expect(anyPlayTypeFor(game('pick4'), [1, 1, 2, 2])?.key).toBe('any6');
    expect(anyPlayTypeFor(game('pick3'), [1, 2, null])).toBeUndefined();
  });

  it('counts an Exact line as 1 whatever its digits', () => {
    fc.assert(fc.property(digits(4), (all) => {
      expect(countEntries(game('pick3'), 7201, { numbers: all.slice(0, 3) })).toBe(1);
      expect(countEntries(game('pick4'), 9201, { numbers: all })).toBe(1);
    }));
  });

  it('counts a Quick Five group of m numbers as every k of them, C(m, k)', () => {
    const aGroup = fc.integer({ min: 2, max: 5 }).chain((k) =>
      fc.tuple(fc.constant(k), fc.uniqueArray(fc.integer({ min: 1, max: 11 }), { minLength: k + 1, maxLength: 10 })));
    fc.assert(fc.property(aGroup, ([k, numbers]) => {
      const listed = [...combinations(numbers, k)].length;
      expect(countEntries(game('quick-five'), 6904 + k, { numbers })).toBe(listed);
      expect(listed).toBe(binomial(numbers.length, k));
    }));
  });

  it('counts 0 entries for a line that cannot be bought', () => {
    expect(countEntries(game('quick-five'), 6906, { numbers: [1, 2] })).toBe(0);
    expect(countEntries(game('pick3'), 7203, { numbers: [1, 1, 2] })).toBe(0);
  });
});

describe('priceOrder', () => {
  const anOrder = fc.record({
    play: aPlay,
    seeds: fc.array(aSeed, { minLength: 1, maxLength: 5 }),
    draws: fc.integer({ min: 1, max: 20 }),
    multipleIndex: fc.nat(),
  });
  const build = ({ play, seeds, draws, multipleIndex }: { play: (typeof everyPlay)[number]; seeds: number[]; draws: number; multipleIndex: number }) => {
    const multiples = rulesOf(play.game).multiples;
    const multiple = multiples[multipleIndex % multiples.length]!;
    const selections = seeds.map((seed) => ({ ...easyPick(play.game, play.playType.code, seededRandom(seed)), multiple }));
    return { game: play.game, multiple, order: { playType: play.playType.code, drawCount: draws, selections } };
  };

  it('is entries × multiple × draws × price, summed over the lines, never negative', () => {
    fc.assert(fc.property(anOrder, (input) => {
      const { game: g, multiple, order } = build(input);
      const entries = order.selections.reduce((sum, line) => sum + countEntries(g, order.playType, line), 0);
      const priced = priceOrder(g, order);
      expect(priced).toEqual({ ok: true, entries, amount: entries * multiple * input.draws * g.price });
      if (priced.ok) expect(priced.amount).toBeGreaterThan(0);
    }));
  });

  it('grows linearly with the draws and with the multiple', () => {
    fc.assert(fc.property(anOrder, (input) => {
      const { game: g, order } = build(input);
      const one = priceOrder(g, { ...order, drawCount: 1, selections: order.selections.map((s) => ({ ...s, multiple: 1 })) });
      const many = priceOrder(g, order);
      if (!one.ok || !many.ok) throw new Error('a valid order was refused');
      expect(many.amount).toBe(one.amount * input.draws * order.selections[0]!.multiple);
    }));
  });

  it('refuses more than 20 draws, or none, and says the most', () => {
    fc.assert(fc.property(anOrder, fc.oneof(fc.integer({ min: 21, max: 10_000 }), fc.integer({ min: -5, max: 0 })), (input, draws) => {
      const { game: g, order } = build(input);
      const priced = priceOrder(g, { ...order, drawCount: draws });
      expect(priced).toEqual({ ok: false, issues: [{ key: 'validation.drawCount', params: { max: 20 } }] });
    }));
  });

  it('refuses an order with an invalid line, naming the line, or with no line', () => {
    const order = { playType: 7203, selections: [{ numbers: [1, 2, 3] }, { numbers: [4, 4, 4] }] };
    expect(priceOrder(game('pick3'), order)).toEqual({ ok: false, issues: [{ key: 'validation.anyIdentical', line: 1 }] });
    expect(priceOrder(game('pick3'), { playType: 7203, selections: [] })).toEqual({ ok: false, issues: [{ key: 'validation.required' }] });
  });

  it('prices an Octaluck line of multiple 5 for 3 draws at AED 30', () => {
    expect(priceOrder(game('octaluck'), { playType: 8302, drawCount: 3, selections: [{ numbers: [1, 8], multiple: 5 }] }))
      .toEqual({ ok: true, amount: 3_000, entries: 1 });
  });
});
