/**
 * Settling a line against a result: what wins, how much, and the properties that must hold for
 * any line and any result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_OPTIONS,
  COLOR_PREDICTION_KEY,
  GAMES,
  combinations,
  countEntries,
  easyPick,
  gameByKey,
  rulesOf,
  seededRandom,
  settleTicket,
  type GameDefinition,
} from '../../../sdk/games';

const AED = 100;
const game = (key: string) => gameByKey(key)!;
const everyPlay = GAMES.flatMap((g) => rulesOf(g).playTypes.map((p) => ({ game: g, playType: p })));
const aPlay = fc.constantFrom(...everyPlay);
const aSeed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** A result as the draw engine reports it: digits in draw order, other numbers distinct, then the extra. */
function aResult(g: GameDefinition): fc.Arbitrary<number[]> {
  const { count, min, max, digits, extra } = g.result;
  const main = digits
    ? fc.array(fc.integer({ min, max }), { minLength: count, maxLength: count })
    : fc.uniqueArray(fc.integer({ min, max }), { minLength: count, maxLength: count }).map((xs) => xs.sort((a, b) => a - b));
  const more = extra ? fc.uniqueArray(fc.integer({ min: extra.min, max: extra.max }), { minLength: extra.count, maxLength: extra.count }) : fc.constant([]);
  return fc.tuple(main, more).map(([a, b]) => [...a, ...b]);
}

const aPlayWithResult = aPlay.chain((play) => fc.tuple(fc.constant(play), aSeed, aResult(play.game), fc.nat()));

describe('settleTicket, for any line and any result', () => {
  it('never pays more than the best tier of the play × entries × multiple, nor less than 0', () => {
    fc.assert(fc.property(aPlayWithResult, ([{ game: g, playType }, seed, result, m]) => {
      const multiples = rulesOf(g).multiples;
      const line = { ...easyPick(g, playType.code, seededRandom(seed)), multiple: multiples[m % multiples.length]! };
      const { prize, tier } = settleTicket(g, playType.code, line, result);
      const best = Math.max(...playType.prizes.map((t) => t.prize));
      expect(prize).toBeGreaterThanOrEqual(0);
      expect(prize).toBeLessThanOrEqual(best * countEntries(g, playType.code, line) * line.multiple);
      expect(prize > 0).toBe(tier !== null);
      if (countEntries(g, playType.code, line) === 1) expect(prize).toBeLessThanOrEqual(g.topPrize * line.multiple);
    }), { numRuns: 500 });
  });

  it('pays the same whatever order the drawn numbers of a set game are listed in, and the line\'s too', () => {
    const setPlays = everyPlay.filter((p) => !p.game.result.digits && p.playType.rule.kind !== 'option');
    fc.assert(fc.property(fc.constantFrom(...setPlays).chain((play) => fc.tuple(fc.constant(play), aSeed, aResult(play.game), aSeed)),
      ([{ game: g, playType }, seed, result, shuffleSeed]) => {
        const line = easyPick(g, playType.code, seededRandom(seed));
        const count = g.result.count;
        const shuffle = (xs: number[]) => xs.map((x, i) => ({ x, k: seededRandom(shuffleSeed + i)() })).sort((a, b) => a.k - b.k).map((e) => e.x);
        const mainCount = playType.pools[0]!.maxCount === undefined ? playType.pools[0]!.count : line.numbers.length;
        const shuffledLine = { ...line, numbers: [...shuffle(line.numbers.slice(0, mainCount)), ...line.numbers.slice(mainCount)] };
        const shuffledResult = [...shuffle(result.slice(0, count)), ...result.slice(count)];
        expect(settleTicket(g, playType.code, shuffledLine, shuffledResult)).toEqual(settleTicket(g, playType.code, line, result));
      }));
  });
});

describe('Pick 3 and Pick 4', () => {
  it('wins the Exact top tier when the line equals the result, and nothing when one digit differs', () => {
    fc.assert(fc.property(fc.constantFrom('pick3', 'pick4'), aSeed, fc.nat(), (key, seed, at) => {
      const g = game(key);
      const exact = rulesOf(g).playTypes.find((p) => p.key === 'exact')!;
      const line = easyPick(g, exact.code, seededRandom(seed));
      expect(settleTicket(g, exact.code, line, line.numbers)).toEqual({ tier: 'exact', prize: g.topPrize, grandPrize: false, winningEntries: 1 });
      const other = [...line.numbers];
      other[at % other.length] = (other[at % other.length]! + 1) % 10;
      expect(settleTicket(g, exact.code, line, other).tier).toBeNull();
    }));
  });

  it('pays an Any play the same on every order of its digits, and the line in any order the same', () => {
    const boxes = everyPlay.filter((p) => p.playType.rule.kind === 'box');
    fc.assert(fc.property(fc.constantFrom(...boxes), aSeed, ({ game: g, playType }, seed) => {
      const line = easyPick(g, playType.code, seededRandom(seed));
      const orders = new Set(permutations(line.numbers).map((order) => order.join(',')));
      const prize = playType.prizes[0]!.prize;
      for (const order of orders) {
        const digits = order.split(',').map(Number);
        expect(settleTicket(g, playType.code, line, digits)).toEqual({ tier: playType.key, prize, grandPrize: false, winningEntries: 1 });
        // The line itself in any order is the same Any play.
        expect(settleTicket(g, playType.code, { numbers: digits }, line.numbers).prize).toBe(prize);
      }
      expect(orders.size).toBe(playType.rule.kind === 'box' ? playType.rule.ways : 0);
      // A result with one digit off is another set of digits and does not win.
      const off = line.numbers.map((d, i) => (i === 0 ? (d + 1) % 10 : d));
      expect(settleTicket(g, playType.code, line, off).prize).toBe(0);
    }));
  });

  it('pays Pick 3 Any 6 of 1 2 3 AED 170 on 3 1 2', () => {
    expect(settleTicket(game('pick3'), 7203, { numbers: [1, 2, 3] }, [3, 1, 2]).prize).toBe(170 * AED);
    expect(settleTicket(game('pick3'), 7202, { numbers: [1, 1, 2] }, [1, 2, 1]).prize).toBe(340 * AED);
    expect(settleTicket(game('pick3'), 7202, { numbers: [1, 1, 2] }, [1, 2, 2]).prize).toBe(0);
  });
});

function permutations(xs: readonly number[]): number[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

describe('lotto games', () => {
  it('gives Lucky Day 6 days and the month the grand prize, claimed rather than credited', () => {
    const settled = settleTicket(game('luckyday'), 6101, { numbers: [3, 9, 14, 22, 27, 31, 7] }, [31, 27, 22, 14, 9, 3, 7]);
    expect(settled).toEqual({ tier: '6+1', prize: 100_000_000 * AED, grandPrize: true, winningEntries: 1 });
  });

  it('pays Lucky Day 6 days with another month the second tier, not the grand prize', () => {
    const settled = settleTicket(game('luckyday'), 6101, { numbers: [3, 9, 14, 22, 27, 31, 7] }, [3, 9, 14, 22, 27, 31, 8]);
    expect(settled).toMatchObject({ tier: '6', grandPrize: false });
  });

  it('pays Super Diamond 3 numbers and the diamond, and nothing for 1 number and the diamond', () => {
    expect(settleTicket(game('super-diamond'), 8201, { numbers: [1, 5, 9, 20, 3] }, [1, 5, 9, 11, 3]).tier).toBe('3+1');
    expect(settleTicket(game('super-diamond'), 8201, { numbers: [1, 5, 9, 20, 3] }, [1, 6, 10, 11, 3]).tier).toBeNull();
  });

  it('refuses a result of the wrong length', () => {
    expect(() => settleTicket(game('magic5'), 8001, { numbers: [1, 2, 3, 4, 5] }, [1, 2, 3, 4])).toThrow(RangeError);
  });
});

describe('Quick Five and Octaluck', () => {
  it('settles a group as the sum of its entries, each a nap of the same size', () => {
    const groups = rulesOf(game('quick-five')).playTypes.filter((p) => p.key.startsWith('group'));
    fc.assert(fc.property(fc.constantFrom(...groups), fc.uniqueArray(fc.integer({ min: 1, max: 11 }), { minLength: 6, maxLength: 10 }), aResult(game('quick-five')),
      (group, numbers, result) => {
        if (group.rule.kind !== 'combo') throw new Error('a group is a combo rule');
        const size = group.rule.size;
        const nap = rulesOf(game('quick-five')).playTypes.find((p) => p.key === `nap${size}`)!;
        const line = { numbers };
        const sum = [...combinations(line.numbers, size)].reduce((total, entry) => total + settleTicket(game('quick-five'), nap.code, { numbers: entry }, result).prize, 0);
        expect(settleTicket(game('quick-five'), group.code, line, result).prize).toBe(sum);
      }));
  });

  it('pays a Quick Five prediction only when all five drawn numbers are on the line', () => {
    expect(settleTicket(game('quick-five'), 6910, { numbers: [1, 2, 3, 4, 5, 6] }, [2, 3, 4, 5, 6]).prize).toBe(45 * AED);
    expect(settleTicket(game('quick-five'), 6910, { numbers: [1, 2, 3, 4, 5, 6] }, [2, 3, 4, 5, 7]).prize).toBe(0);
  });

  it('multiplies the Octaluck prize by the line\'s multiple', () => {
    fc.assert(fc.property(fc.constantFrom(...rulesOf(game('octaluck')).multiples), (multiple) => {
      expect(settleTicket(game('octaluck'), 8303, { numbers: [2, 4, 8], multiple }, [2, 4, 8]).prize).toBe(65 * AED * multiple);
    }));
  });
});

describe('Color Prediction', () => {
  const cp = game(COLOR_PREDICTION_KEY);
  it.each([
    [0, 'red', 'colourShared', 150], [0, 'violet', 'violet', 450], [0, 'green', null, 0],
    [5, 'green', 'colourShared', 150], [5, 'violet', 'violet', 450], [5, 'red', null, 0],
    [7, 'green', 'colour', 200], [8, 'red', 'colour', 200], [8, 'violet', null, 0],
  ] as const)('on %i a %s bet wins %s (%i fils)', (digit, colour, tier, prize) => {
    expect(settleTicket(cp, 6701, { numbers: [COLOUR_OPTIONS[colour]] }, [digit])).toMatchObject({ tier, prize });
  });

  it('pays a digit bet 9x on its digit only', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (bet, drawn) => {
      expect(settleTicket(cp, 6702, { numbers: [bet] }, [drawn]).prize).toBe(bet === drawn ? 9 * AED : 0);
    }));
  });
});
