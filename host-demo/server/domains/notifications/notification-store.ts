/**
 * The notifications store (027_notifications.sql): writing system and operator messages
 * set-based, reading a player's unread counts, and marking read. Every write is one statement
 * whatever the number of players; the unread counts follow by the table's statement triggers in
 * the same transaction.
 *
 * Notification settings (100137/100177) are honoured when a message is written, in the same
 * statement: a win message only to players with `winnings` on (the default), a promotion only
 * to players who opted in to `promotions` (off until they do). Messages about their money and
 * identity (deposits, withdrawals, the identity check) and operator service messages are always
 * written: a regulated product must tell a player what happened to their account. The inbox is
 * in the product; `bySms` and `byEmail` govern the other channels, which these messages do not use.
 */
import type { NotificationKind, NotificationTopic, UnreadCounts } from '../../../../sdk/commands/notifications';
import type { Queryable } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import { previewOf, systemText, type SystemParams, type SystemTopic } from './notification-texts';

/** One system message to write. */
export interface SystemNotification {
  playerId: number;
  topic: SystemTopic;
  params: SystemParams;
  /** What it is about (`deposit:12`): the same source never writes twice for a player. */
  sourceKey: string;
}

/**
 * Writes system messages in the caller's transaction, in one statement, honouring each player's
 * settings; a source already noted is skipped. Answers the players who got one (for the popup).
 *
 * @example await writeSystemNotifications(tx, [{ playerId, topic: 'deposit-credited', params: { amount }, sourceKey: `deposit:${id}` }], now);
 */
export async function writeSystemNotifications(tx: Queryable, messages: readonly SystemNotification[], at: number): Promise<{ id: number; playerId: number; topic: SystemTopic }[]> {
  if (messages.length === 0) return [];
  const { rows } = await tx.query<{ id: number; player_id: number; topic: SystemTopic }>(
    `insert into notifications (player_id, kind, topic, params, source_key, created_at)
     select n.player_id, 'system', n.topic, n.params::jsonb, n.source_key, $5
       from unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) as n(player_id, topic, params, source_key)
       left join notification_settings s on s.player_id = n.player_id
      where n.topic <> 'win-credited' or coalesce(s.winnings, true)
      order by n.player_id
     on conflict (player_id, source_key) where source_key is not null do nothing
     returning id, player_id, topic`,
    [messages.map((m) => m.playerId), messages.map((m) => m.topic), messages.map((m) => JSON.stringify(m.params)), messages.map((m) => m.sourceKey), new Date(at)],
  );
  return rows.map((r) => ({ id: Number(r.id), playerId: Number(r.player_id), topic: r.topic }));
}

/** An operator's message: both languages, to one player or to all. */
export interface OperatorMessageInput {
  category: 'service' | 'promotion';
  en: { title: string; body: string };
  ar: { title: string; body: string };
  /** A player's id, or 'all'. */
  to: number | 'all';
}

/** Longest operator title and body (the columns' checks). */
export const OPERATOR_TITLE_MAX = 120;
export const OPERATOR_BODY_MAX = 2000;

/**
 * Stores an operator's message once and writes one notification per recipient in the same
 * statement (INSERT … SELECT over players: one statement for all players). A promotion reaches
 * only players who opted in. Answers the message's id and how many players got it.
 *
 * @example const { recipients } = await writeOperatorMessage(db, { category: 'service', en, ar, to: 'all' }, now);
 */
export async function writeOperatorMessage(db: Queryable, input: OperatorMessageInput, at: number): Promise<{ messageId: number; recipients: number }> {
  const { rows } = await db.query<{ message_id: number; recipients: number }>(
    `with m as (
       insert into operator_messages (category, title_en, body_en, title_ar, body_ar, to_player, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       returning id, category, to_player
     ),
     sent as (
       insert into notifications (player_id, kind, topic, operator_message_id, created_at)
       select p.id, 'operator', m.category, m.id, $7
         from m join players p on m.to_player is null or p.id = m.to_player
         left join notification_settings s on s.player_id = p.id
        where m.category = 'service' or coalesce(s.promotions, false)
        order by p.id
       returning player_id
     )
     select (select id from m) as message_id, (select count(*) from sent)::int as recipients`,
    [input.category, input.en.title, input.en.body, input.ar.title, input.ar.body, input.to === 'all' ? null : input.to, new Date(at)],
  );
  return { messageId: Number(rows[0]!.message_id), recipients: Number(rows[0]!.recipients) };
}

/** A message's title and body in both languages, for its popup. */
export type PopupTexts = Record<'en-US' | 'ar-AE', { title: string; body: string }>;

/**
 * The body of the popup a new message sends to the player's open page (SPEC §7 /user/queue
 * changeType popup): `popupType: 'notification'` names it; the page shows the title and preview
 * of its own language, links to the list, and refreshes the bell from 100124. A message that
 * must not pop up (a promotion) sends `popupType: 'notifications-changed'`: the bell only.
 *
 * @example notificationPopupBody('service', texts) // { popupType: 'notification', notification: { kind: 'operator', topic: 'service', texts: { … } } }
 */
export function notificationPopupBody(topic: NotificationTopic, texts: PopupTexts, kind: NotificationKind = 'operator'): Record<string, unknown> {
  if (topic === 'promotion') return { popupType: 'notifications-changed' };
  const preview = (t: { title: string; body: string }) => ({ title: t.title, preview: previewOf(t.body) });
  return { popupType: 'notification', notification: { kind, topic, texts: { 'en-US': preview(texts['en-US']), 'ar-AE': preview(texts['ar-AE']) } } };
}

/**
 * The player's unread counts (100124 unreadSysMessage, unreadOperateMessage): one primary-key
 * read of the row the triggers keep, whatever the player's history.
 */
export async function readUnreadCounts(db: Queryable, playerId: number): Promise<UnreadCounts> {
  const { rows } = await db.query<{ unread_system: number; unread_operator: number }>(
    'select unread_system, unread_operator from notification_counts where player_id = $1',
    [playerId],
  );
  return { unreadSysMessage: Number(rows[0]?.unread_system ?? 0), unreadOperateMessage: Number(rows[0]?.unread_operator ?? 0) };
}

/**
 * The live popup of a system message on the player's open page (SPEC §7 /user/queue changeType
 * popup): its title and preview in both languages, as the inbox will show them, and the bell
 * refreshed. Published after the commit that wrote the message (a withdrawal paid or returned, an
 * identity check decided), so a page never hears of a message that was rolled back.
 *
 * @example await publishSystemPopup(events, playerId, 'withdrawal-paid', { amount: 9_800, reference: '42' });
 */
export async function publishSystemPopup(events: EventBus, playerId: number, topic: SystemTopic, params: SystemParams): Promise<void> {
  const texts: PopupTexts = { 'en-US': systemText(topic, params, 'en-US'), 'ar-AE': systemText(topic, params, 'ar-AE') };
  await events.publish({ kind: 'player', playerId, changeType: 'popup', body: notificationPopupBody(topic, texts, 'system') });
}
