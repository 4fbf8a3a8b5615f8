import type { NotificationSummary, notificationList } from '../../../../sdk/commands/notifications';
import { requireSession, type CommandHandler } from '../handler';
import { NOTIFICATION_COLUMNS, NOTIFICATION_FROM, notificationOf, type NotificationRow } from './notification-rows';

/** Above every notification id: the first page starts below it. */
const NO_CURSOR = '9223372036854775807';

/**
 * 100171: one page of the session player's notifications, newest first, in data.language (else
 * the client's). Keyset pagination on the id (`nextCursor` is the last id shown; null on the last
 * page) over the player's index, or over the partial index of unread ones for `unreadOnly`: a
 * page reads pageSize + 1 entries whatever the history. Only the player's own rows are read.
 */
export const notificationListHandler: CommandHandler<typeof notificationList> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  // A literal condition (not a parameter) lets the planner use the partial index of unread rows.
  const unread = data.unreadOnly ? 'and n.read_at is null' : '';
  const { rows } = await ctx.db.query<NotificationRow>(
    `select ${NOTIFICATION_COLUMNS}
       from ${NOTIFICATION_FROM}
      where n.player_id = $1 and n.id < $2::bigint and ($3::text is null or n.kind = $3) ${unread}
      order by n.id desc
      limit $4`,
    [playerId, data.cursor ?? NO_CURSOR, data.kind ?? null, data.pageSize + 1],
  );
  const language = data.language ?? ctx.language;
  const page = rows.slice(0, data.pageSize);
  const items: NotificationSummary[] = page.map((r) => {
    const { body: _body, ...summary } = notificationOf(r, language);
    return summary;
  });
  return { items, nextCursor: rows.length > data.pageSize ? String(page[page.length - 1]!.id) : null };
};
