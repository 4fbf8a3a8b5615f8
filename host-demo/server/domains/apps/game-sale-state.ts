import type { gameSaleState } from '../../../../sdk/commands/apps';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { ONE_SALE_SQL, saleState, type SaleRow } from './game-sale-states';

/** 660004: one game's sale state and the draw on sale (when on sale); 404000001 for an unknown appKey. A read. */
export const gameSaleStateHandler: CommandHandler<typeof gameSaleState> = async (ctx, data) => {
  const now = ctx.clock.now();
  const { rows } = await ctx.db.query<SaleRow & { phase: string | null; expected_at: Date | null }>(ONE_SALE_SQL, [data.appKey, now]);
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.gameNotFound);
  const state = saleState(row);
  const onSale = state === 'onSale' && row.sales_close_at !== null;
  return {
    appKey: row.app_key,
    lotteryType: row.lottery_type === null ? null : Number(row.lottery_type),
    state,
    phase: onSale ? row.phase : null,
    salesCloseAt: onSale ? row.sales_close_at!.getTime() : null,
    drawAt: onSale ? row.expected_at!.getTime() : null,
    serverTime: now,
  };
};
