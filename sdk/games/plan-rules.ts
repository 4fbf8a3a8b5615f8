/**
 * Selection rules of SPEC §5 for a plan before it is added: Pick 3/4 ('Please Select {num}
 * Numbers', 'any' refuses all-identical numbers), Super Diamond (4 numbers from 01-20 plus 1 of 5
 * diamonds) and the draws of one order (at most 20). Shapes come from the game catalogue. Every
 * play type's full check, entry count and price are `validatePlan`, `countEntries` and
 * `priceOrder` (./validate-plan.ts and beside it), which agree with these rules.
 */
import type { GameDefinition } from './catalogue';

/** Most draws one order may buy (SPEC §5, §9 "Max 20 draws per single order"). */
export const MAX_DRAWS_PER_ORDER = 20;

/**
 * The two families of Pick 3/4 play: `exact` (numbers in order) and `any` (any order: Pick 3
 * Any 3, Any 6; Pick 4 Any 4, 6, 12, 24, SPEC §9).
 */
export type PickPlayFamily = 'exact' | 'any';

/**
 * What is wrong with a Pick 3 or Pick 4 selection, or null. `validation.selectNumbers` takes
 * `{ num }`, the game's picks (SPEC §5 'Please Select {num} Numbers'); an 'any' play of identical
 * numbers (`7 7 7`) has no other order to win with, so it is refused.
 *
 * @param game the catalogue entry (pick3 or pick4)
 * @param numbers one slot per pick, null where nothing is chosen yet
 * @example
 * pickSelectionError(gameByKey('pick3')!, 'any', [7, 7, 7]) // 'validation.anyIdentical'
 * t('validation.selectNumbers', { num: game.picks })
 */
export function pickSelectionError(
  game: GameDefinition,
  family: PickPlayFamily,
  numbers: readonly (number | null)[],
): 'validation.selectNumbers' | 'validation.anyIdentical' | null {
  const { min, max } = game.result;
  const chosen = numbers.filter((n): n is number => n !== null && Number.isInteger(n) && n >= min && n <= max);
  if (numbers.length !== game.picks || chosen.length !== game.picks) return 'validation.selectNumbers';
  if (family === 'any' && chosen.every((n) => n === chosen[0])) return 'validation.anyIdentical';
  return null;
}

/**
 * What is wrong with a Super Diamond selection, or null: 4 different numbers in the catalogue's
 * range (01-20) and 1 diamond of 5. `validation.selectNumbers` takes `{ num }` = 4.
 *
 * @example superDiamondSelectionError(gameByKey('super-diamond')!, [1, 5, 9, 20], 3) === null
 */
export function superDiamondSelectionError(
  game: GameDefinition,
  numbers: readonly number[],
  diamond: number | null,
): 'validation.selectNumbers' | 'validation.selectDiamond' | null {
  const { count, min, max, extra } = game.result;
  const valid = numbers.filter((n) => Number.isInteger(n) && n >= min && n <= max);
  if (numbers.length !== count || new Set(valid).size !== count) return 'validation.selectNumbers';
  const inRange = diamond !== null && Number.isInteger(diamond) && extra !== undefined && diamond >= extra.min && diamond <= extra.max;
  return inRange ? null : 'validation.selectDiamond';
}

/**
 * Draws of one order: a whole number from 1 to 20 (SPEC §5). `validation.drawCount` takes `{ max }`.
 * @example drawCountError(21) === 'validation.drawCount'; t('validation.drawCount', { max: MAX_DRAWS_PER_ORDER })
 */
export function drawCountError(draws: number): 'validation.drawCount' | null {
  return Number.isInteger(draws) && draws >= 1 && draws <= MAX_DRAWS_PER_ORDER ? null : 'validation.drawCount';
}
