/**
 * Which Pick 3/4 Any play a set of digits makes: a bet slip that offers one "Any" button picks the
 * play type (Any 3 or Any 6; Any 4, 6, 12 or 24) from the digits, since each digit pattern has its
 * own prize.
 */
import type { GameDefinition } from './catalogue';
import { distinctPermutations } from './combinatorics';
import { rulesOf, type PlayType } from './play-types';

/**
 * The Any play type whose number of orders the digits have, or undefined (all identical, a game
 * without Any plays, or digits still missing).
 * @example anyPlayTypeFor(gameByKey('pick3')!, [1, 1, 2])?.key // 'any3'
 */
export function anyPlayTypeFor(game: GameDefinition, digits: readonly (number | null)[]): PlayType | undefined {
  if (digits.length !== game.picks || digits.some((d) => d === null)) return undefined;
  const ways = distinctPermutations(digits as number[]);
  return rulesOf(game).playTypes.find((p) => p.rule.kind === 'box' && p.rule.ways === ways);
}
