import type { withdrawalOptions } from '../../../../sdk/commands/withdrawals';
import { requireSession, type CommandHandler } from '../handler';
import { playerBalances } from '../wallet/ledger';

/**
 * 420604: what the withdrawal page needs first: the winnings that may leave (withdrawableAmount),
 * the minimum and the payout channels with their fees and limits (config `withdrawals`).
 */
export const withdrawalOptionsHandler: CommandHandler<typeof withdrawalOptions> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const { withdrawable } = await playerBalances(ctx.db, playerId);
  const settings = ctx.config.withdrawals;
  return {
    withdrawableAmount: withdrawable,
    minAmount: settings.minAmount,
    channels: settings.channels.map((c) => ({
      channelType: c.channelType,
      nameKey: c.nameKey,
      fee: c.fee,
      minAmount: Math.max(c.minAmount, settings.minAmount),
      maxAmount: c.maxAmount,
    })),
  };
};
