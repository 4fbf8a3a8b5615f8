import { resultItem, type GameDefinition, type ResultValue } from '../../../sdk';
import { playTypeOf } from '../../../sdk/games';

/**
 * Which balls of a drawn result the player's order matched, ball by ball, so the order detail
 * marks only those (not every ball of the draw). Pick 3/4 Exact matches by position; every other
 * number play by the number being in a line (the extra ball, e.g. Super Diamond's diamond, against
 * the lines' extra number). Null when the order's numbers are not the drawn numbers themselves
 * (Super Ocean's groups and halves, Color Prediction's options): nothing is marked then.
 *
 * @example matchedBalls(pick3, 7201, [[1, 2, 3]], [1, 5, 3]) // [true, false, true]
 */
export function matchedBalls(game: GameDefinition, playTypeCode: number, plan: readonly (readonly number[])[], result: readonly ResultValue[]): boolean[] | null {
  const playType = playTypeOf(game, playTypeCode);
  const pool = playType?.pools[0];
  if (!playType || !pool || pool.min !== game.result.min || pool.max !== game.result.max) return null;
  const main = game.result.count;
  const positional = game.result.digits === true && playType.rule.kind === 'exact';
  return result.map((value, i) => {
    const item = resultItem(value);
    if (item.kind !== 'number') return false;
    const n = Number(item.text);
    if (positional) return plan.some((line) => line[i] === n);
    return plan.some((line) => (i < main ? line.slice(0, main) : line.slice(main)).includes(n));
  });
}
