import type { drawTimetable } from '../../../../sdk/commands/draws';
import { GAMES, gameByType } from '../../../../sdk/games/catalogue';
import type { CommandHandler } from '../handler';
import { nextDrawTimes } from './schedule';

/**
 * 660100: the draw timetable of every draw game of the catalogue the server runs (or of one, by
 * lotteryType; an unknown one lists none), with each game's next scheduled draw. No database read:
 * the catalogue is the one source of schedules, sales close and prices (sales-close.ts).
 */
export const drawTimetableHandler: CommandHandler<typeof drawTimetable> = (ctx, data) => {
  const now = ctx.clock.now();
  const only = data.lotteryType === undefined ? null : (gameByType(data.lotteryType)?.lotteryType ?? -1);
  const games = GAMES.filter((game) => only === null || game.lotteryType === only).map((game) => {
    const schedule = game.schedule;
    return {
      lotteryType: game.lotteryType,
      appKey: game.key,
      kind: schedule.kind,
      at: schedule.kind === 'interval' ? null : schedule.at,
      weekday: schedule.kind === 'weekly' ? schedule.weekday : null,
      minutes: schedule.kind === 'interval' ? schedule.minutes : null,
      salesCloseSeconds: game.salesCloseSeconds,
      price: game.price,
      nextDrawAt: nextDrawTimes(schedule, now, 1)[0]!,
    };
  });
  return Promise.resolve({ games, serverTime: now });
};
