import type { setSelfExclusion } from '../../../../sdk/commands/responsible-play';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { isOfferedExclusionHours } from '../../../../sdk/validation/exclusion-durations';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { revealPlayerCards } from '../instant/reveal-cards';
import { stopPlayerChases } from './chase-stop';
import { EXCLUSION_END_REASON, exclusionErrorData, startExclusion } from './exclusions';

/**
 * 100138: self-exclusion (type 1) or take a break (type 5) for one of the durations of SPEC §9
 * (others 403001308). One transaction: the exclusion, the end of every session of the player
 * (this one too: SPEC §4 "user logged out"), the stop and refund of undrawn consecutive plans,
 * and every unscratched scratch card revealed with its win credited (SPEC §4 "unscratched cards
 * auto-scratched"; instant/reveal-cards.ts).
 * One that would end sooner than the exclusion in force is refused (403001307: cannot be
 * shortened or lifted early). Session-ended events go out after commit.
 */
export const setSelfExclusionHandler: CommandHandler<typeof setSelfExclusion> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  if (!isOfferedExclusionHours(data.exclusionType, data.exclusionHours)) throw new GatewayError(ErrorCode.durationNotOffered);
  const at = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const started = await startExclusion(tx, { playerId, exclusionType: data.exclusionType, hours: data.exclusionHours, at, source: 'player' });
    if (!started) throw new GatewayError(ErrorCode.exclusionNotShortened);
    const unFinishChaseOrder = await stopPlayerChases(tx, playerId, at);
    await revealPlayerCards(tx, playerId, at);
    return { ...started, unFinishChaseOrder };
  });
  const exclusion = exclusionErrorData({ exclusionType: data.exclusionType, hours: data.exclusionHours, startsAt: at, endsAt: outcome.endsAt });
  await publishSessionEnds(ctx.events, playerId, outcome.endedSessionIds, ctx.log, exclusion);
  return { exclusionEndTime: outcome.endsAt, unFinishChaseOrder: outcome.unFinishChaseOrder };
};

/**
 * Tells sockets and other processes the sessions ended (after commit; a failed publish is only
 * logged). The player's open sockets close with 403000619 and the exclusion's type and end, so
 * every open page shows the break or exclusion dialog at once.
 */
export async function publishSessionEnds(
  events: { publish(e: { kind: 'session-ended'; sessionId: number; playerId: number; reason: string; data?: Record<string, unknown> }): Promise<void> },
  playerId: number,
  sessionIds: number[],
  log: { warn(obj: object, msg: string): void },
  data?: Record<string, unknown>,
): Promise<void> {
  for (const sessionId of sessionIds) {
    await events.publish({ kind: 'session-ended', sessionId, playerId, reason: EXCLUSION_END_REASON, ...(data ? { data } : {}) }).catch((error: unknown) => {
      log.warn({ type: error instanceof Error ? error.name : typeof error }, 'session-ended event not published');
    });
  }
}
