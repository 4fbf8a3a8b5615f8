import type { balance } from '../../../../sdk/commands/wallet';
import { requireSession, type CommandHandler } from '../handler';
import { readBalances } from './balance-reads';
import { readUnreadCounts } from '../notifications/notification-store';

/**
 * 100124: the session player's balances, derived from the ledger. Cash usable for bets is the
 * bet account (deposits) plus the withdrawable account (winnings): betBalance covers both and
 * withdrawableAmount is its withdrawable part (SPEC §1 "a balance with a withdrawable part").
 * Gift balance is promotional and never withdrawable. The unread counts of system and operator
 * messages are one primary-key read of the row the notifications' triggers keep
 * (notifications/notification-store.ts), made beside the balance read, never cached: a message
 * marked read shows at once.
 * Answered from this process's balance cache when the player's wallet has not moved since
 * (wallet/balance-cache.ts): the header and every page ask it again and again.
 */
export const balanceHandler: CommandHandler<typeof balance> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const [b, unread] = await Promise.all([
    ctx.balanceCache ? ctx.balanceCache.read(ctx.db, playerId, ctx.clock.now()) : readBalances(ctx.db, playerId),
    readUnreadCounts(ctx.db, playerId),
  ]);
  const betBalance = b.bet + b.withdrawable;
  return {
    betBalance,
    giftBalance: b.gift,
    totalBalance: betBalance + b.gift,
    withdrawableAmount: b.withdrawable,
    ...unread,
  };
};
