/**
 * A plan in a link (Buy Again → the bet slip's `?plan=`): what one side writes the other reads
 * back unchanged, and a link that breaks the game's rules or is not a plan at all reads as nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES, decodePlan, easyPick, encodePlan, gameByKey, rulesOf, seededRandom, type LinkedPlan } from '../../../sdk/games';

const pick3 = gameByKey('pick3')!;
const octaluck = gameByKey('octaluck')!;
const everyPlay = GAMES.flatMap((g) => rulesOf(g).playTypes.map((p) => ({ game: g, playType: p })));

describe('a plan link', () => {
  it('reads back what it wrote, for every play type of every game, any lines, multiples and draws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...everyPlay), fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 20 }),
        ({ game, playType }, seed, lineCount, draws) => {
          const random = seededRandom(seed);
          const multiples = rulesOf(game).multiples;
          const lines = Array.from({ length: lineCount }, () => ({
            numbers: easyPick(game, playType.code, random).numbers,
            multiple: multiples[Math.floor(random() * multiples.length)]!,
          }));
          const plan: LinkedPlan = { playType: playType.code, draws, lines };
          expect(decodePlan(game, encodePlan(plan))).toEqual(plan);
        }),
    );
  });

  it('is short and readable in the address bar', () => {
    expect(encodePlan({ playType: 7203, draws: 3, lines: [{ numbers: [1, 2, 3], multiple: 1 }] })).toBe('7203_3_1-2-3');
    expect(encodePlan({ playType: 8302, draws: 1, lines: [{ numbers: [1, 8], multiple: 5 }, { numbers: [2, 3], multiple: 1 }] })).toBe('8302_1_1-8x5_2-3');
    const text = encodePlan({ playType: 8302, draws: 2, lines: [{ numbers: [4, 6], multiple: 50 }] });
    expect(new URLSearchParams({ plan: text }).toString()).toBe(`plan=${text}`);
  });

  it.each([
    ['nothing', ''],
    ['not a plan', 'hello'],
    ['a play type of another game', '8301_1_1'],
    ['no lines', '7203_3'],
    ['too many draws', '7203_21_1-2-3'],
    ['no draws', '7203_0_1-2-3'],
    ['Any 6 on identical digits', '7203_1_7-7-7'],
    ['Any 6 on a pair', '7203_1_7-7-1'],
    ['a digit out of range', '7201_1_1-2-10'],
    ['too few digits', '7201_1_1-2'],
    ['a multiple Pick 3 has not', '7201_1_1-2-3x2'],
    ['a negative number', '7201_1_-1-2-3'],
    ['script in a line', '7201_1_<script>'],
    ['a fraction', '7201_1.5_1-2-3'],
  ])('ignores %s', (_case, text) => {
    expect(decodePlan(pick3, text)).toBeNull();
  });

  it('keeps a multiple the game offers and refuses one it does not', () => {
    expect(decodePlan(octaluck, '8301_1_3x20')).toEqual({ playType: 8301, draws: 1, lines: [{ numbers: [3], multiple: 20 }] });
    expect(decodePlan(octaluck, '8301_1_3x3')).toBeNull();
  });

  it('refuses more lines than an order holds and text longer than any real plan', () => {
    expect(decodePlan(pick3, `7201_1_${Array(101).fill('1-2-3').join('_')}`)).toBeNull();
    expect(decodePlan(pick3, `7201_1_${'1-2-3_'.repeat(800)}1-2-3`)).toBeNull();
  });
});
