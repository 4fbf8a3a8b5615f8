import type { appInfo } from '../../../../sdk/commands/apps';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { GAME_APP_COLUMNS, toGameApp, type GameAppRow } from './game-apps';

/** 700005: one game by showKey (preferred, it is the route key) or appKey, with its sale state. */
export const appInfoHandler: CommandHandler<typeof appInfo> = async (ctx, data) => {
  const { rows } = data.showKey
    ? await ctx.db.query<GameAppRow>(`select ${GAME_APP_COLUMNS} from games where show_key = $1`, [data.showKey])
    : await ctx.db.query<GameAppRow>(`select ${GAME_APP_COLUMNS} from games where app_key = $1`, [data.appKey]);
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.gameNotFound);
  return { app: toGameApp(row, ctx.language, ctx.origin), onSale: row.on_sale };
};
