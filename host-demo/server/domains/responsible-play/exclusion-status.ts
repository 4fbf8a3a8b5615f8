import type { exclusionStatus } from '../../../../sdk/commands/responsible-play';
import { requireSession, type CommandHandler } from '../handler';
import { recordsOf } from './records';

/** 100155: the player's exclusion and limit records (-1 all, 2 deposit, 4 wager) with availableLimit and state. */
export const exclusionStatusHandler: CommandHandler<typeof exclusionStatus> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  return { records: await recordsOf(ctx.db, playerId, data.exclusionType, now), timestamp: now };
};
