/**
 * How many entries one line of a plan is: 1 for most plays; a Quick Five group of m numbers is
 * every `size` of them, C(m, size) entries. A Pick 3/4 Any play is one entry that wins on any of
 * its `ways` orders (DESIGN prices Any 6 at AED 2 paying 170), not one entry per order.
 */
import type { GameDefinition } from './catalogue';
import { binomial } from './combinatorics';
import { playTypeOf } from './play-types';
import { validatePlan, type PlanLine } from './validate-plan';

/**
 * Entries of a line, or 0 when the line cannot be bought (see `validatePlan`).
 * @example countEntries(gameByKey('quick-five')!, 6906, { numbers: [1, 2, 3, 4] }) // group 2 of 4 numbers: 6
 */
export function countEntries(game: GameDefinition, playTypeCode: number, line: PlanLine): number {
  if (validatePlan(game, playTypeCode, line).length > 0) return 0;
  const rule = playTypeOf(game, playTypeCode)!.rule;
  return rule.kind === 'combo' ? binomial(line.numbers.length, rule.size) : 1;
}
