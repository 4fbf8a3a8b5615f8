import { describe, expect, it } from 'vitest';
import { COLOR_PREDICTION_KEY, GAMES, colourOfDigit, gameByKey, gameByType } from '../../../sdk';

describe('digit games (SPEC §9 "Any" play types)', () => {
  it('are exactly Pick 3 and Pick 4: each number a digit 0-9 drawn on its own', () => {
    expect(GAMES.filter((g) => g.result.digits).map((g) => g.key).sort()).toEqual(['pick3', 'pick4']);
    for (const game of GAMES.filter((g) => g.result.digits)) expect([game.result.min, game.result.max]).toEqual([0, 9]);
  });

  it('leave every other game drawing distinct numbers, so its range holds enough of them', () => {
    for (const game of GAMES.filter((g) => !g.result.digits)) {
      expect(game.result.max - game.result.min + 1, game.key).toBeGreaterThanOrEqual(game.result.count);
    }
  });
});

describe('Color Prediction colours (DESIGN "Games: reference rules")', () => {
  it.each([
    [0, ['red', 'violet']],
    [5, ['green', 'violet']],
    [1, ['green']],
    [3, ['green']],
    [7, ['green']],
    [9, ['green']],
    [2, ['red']],
    [4, ['red']],
    [6, ['red']],
    [8, ['red']],
  ] as const)('digit %i is %j', (digit, colours) => {
    expect(colourOfDigit(digit)).toEqual(colours);
  });

  it('gives no colour to what is not a digit 0-9 (not drawn yet, out of range, fractional)', () => {
    expect([null, -1, 10, 2.5, Number.NaN].map(colourOfDigit)).toEqual([[], [], [], [], []]);
  });

  it('is the game of lottery types 67 and 93', () => {
    expect(gameByKey(COLOR_PREDICTION_KEY)?.lotteryType).toBe(67);
    expect(gameByType(93)?.key).toBe(COLOR_PREDICTION_KEY);
  });
});
