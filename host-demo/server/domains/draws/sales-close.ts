import type { GameDefinition } from '../../../../sdk/games/catalogue';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * When sales of a draw close: 10 minutes before a daily or weekly draw, 10 seconds before a
 * per-minute or two-minute draw. Our choice where SPEC §1 is silent, matching comparable games;
 * when the SDK catalogue gains its own sales-close figure, read it here instead.
 *
 * @example salesCloseAt(gameByType(72)!, drawMs) === drawMs - 10 * 60_000
 */
export function salesCloseAt(game: GameDefinition, drawMs: number): number {
  return drawMs - (game.schedule.kind === 'interval' ? 10 * SECOND : 10 * MINUTE);
}
