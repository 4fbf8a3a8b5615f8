import type { grandPrizeOrders } from '../../../../sdk/commands/orders';
import { requireSession, type CommandHandler } from '../handler';
import { grandPrizes, toGrandPrize } from './grand-prize-rows';
import { GRAND_PRIZE } from './grand-prize-rules';

/** 101063 tabs: 1 to claim (12), 2 claimed or paid (13, 14), 3 every grand prize (12-16). */
const TABS: Record<number, number[]> = {
  1: [GRAND_PRIZE.unclaimed],
  2: [GRAND_PRIZE.claimed, GRAND_PRIZE.paid],
  3: Object.values(GRAND_PRIZE),
};

/** 101063: the /account/order/grandPrize page, newest first (SPEC §9 page size 100). */
export const grandPrizeOrdersHandler: CommandHandler<typeof grandPrizeOrders> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  return { items: (await grandPrizes(ctx.db, playerId, TABS[data.prizeTabStatus]!, data.pageSize)).map((row) => toGrandPrize(row, now)) };
};
