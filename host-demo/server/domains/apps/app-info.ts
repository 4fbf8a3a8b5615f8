import type { appInfo } from '../../../../sdk/commands/apps';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { OPEN_TO_PLAY } from '../../../../sdk/commands/apps';
import { GAME_APP_COLUMNS, toGameApp, type GameAppRow } from './game-apps';

/**
 * 700005: one game by showKey (preferred, it is the route key) or appKey, with its sale state. A
 * player opening the game to play (openType 1: its page) is answered 403000949 while its sales
 * are suspended: the SDK shows the sales-suspension dialog and goes home (SPEC §8). A card or a
 * list describing the game is answered as usual.
 */
export const appInfoHandler: CommandHandler<typeof appInfo> = async (ctx, data) => {
  const { rows } = data.showKey
    ? await ctx.db.query<GameAppRow & { sales_suspended: boolean }>(`select ${GAME_APP_COLUMNS}, sales_suspended from games where show_key = $1`, [data.showKey])
    : await ctx.db.query<GameAppRow & { sales_suspended: boolean }>(`select ${GAME_APP_COLUMNS}, sales_suspended from games where app_key = $1`, [data.appKey]);
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.gameNotFound);
  if (data.openType === OPEN_TO_PLAY && row.sales_suspended) throw new GatewayError(ErrorCode.gameSalesSuspended);
  return { app: toGameApp(row, ctx.language, ctx.origin), onSale: row.on_sale };
};
