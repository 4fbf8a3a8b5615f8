import type { gameAppList } from '../../../../sdk/commands/apps';
import type { CommandHandler } from '../handler';
import { listOnSaleGames, toGameApp } from './game-apps';

/** 700014: every game on sale, in display order (optionally one category of the home grid). */
export const gameAppListHandler: CommandHandler<typeof gameAppList> = async (ctx, data) => {
  const rows = await listOnSaleGames(ctx.db, data.category);
  return { apps: rows.map((r) => toGameApp(r, ctx.language, ctx.origin)) };
};
