import type { markNotificationsRead } from '../../../../sdk/commands/notifications';
import { requireSession, type CommandHandler } from '../handler';
import { readUnreadCounts } from './notification-store';

/**
 * 100140: marks the session player's notifications read, the ids given or all (of a kind). One
 * UPDATE decides, conditional on `read_at is null` and on the player: of any number of calls
 * together only one marks each message (the others wait for its row lock, then find it read),
 * another player's ids match nothing, and the unread counts change by what was marked, in the
 * same statement (027_notifications.sql's trigger). Answers how many this call marked and the
 * counts after it.
 */
export const markNotificationsReadHandler: CommandHandler<typeof markNotificationsRead> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const at = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const { rows } = await (data.ids
      ? tx.query<{ marked: number }>(
          `with marked as (
             update notifications set read_at = $3 where player_id = $1 and id = any($2::bigint[]) and read_at is null returning 1
           ) select count(*)::int as marked from marked`,
          [playerId, data.ids, at],
        )
      : tx.query<{ marked: number }>(
          `with marked as (
             update notifications set read_at = $3 where player_id = $1 and read_at is null and ($2::text is null or kind = $2) returning 1
           ) select count(*)::int as marked from marked`,
          [playerId, data.kind ?? null, at],
        ));
    return { marked: Number(rows[0]?.marked ?? 0), ...(await readUnreadCounts(tx, playerId)) };
  });
};
