import type { Notification, NotificationKind, NotificationTopic } from '../../../../sdk/commands/notifications';
import type { Language } from '../../errors/messages';
import { previewOf, systemText, type SystemParams, type SystemTopic } from './notification-texts';

/** The columns a notification is answered from: its row and, for an operator's, the message's texts. */
export const NOTIFICATION_COLUMNS = `n.id, n.kind, n.topic, n.params, n.created_at, n.read_at,
  m.title_en, m.body_en, m.title_ar, m.body_ar`;
/** Where those columns come from. */
export const NOTIFICATION_FROM = 'notifications n left join operator_messages m on m.id = n.operator_message_id';

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  topic: NotificationTopic;
  params: SystemParams;
  created_at: Date;
  read_at: Date | null;
  title_en: string | null;
  body_en: string | null;
  title_ar: string | null;
  body_ar: string | null;
}

/** A row as 100172 answers it, in `language`: a system message rendered from its topic, an operator's as written. */
export function notificationOf(row: NotificationRow, language: Language): Notification {
  const text =
    row.kind === 'system'
      ? systemText(row.topic as SystemTopic, row.params ?? {}, language)
      : language === 'ar-AE'
        ? { title: row.title_ar ?? '', body: row.body_ar ?? '' }
        : { title: row.title_en ?? '', body: row.body_en ?? '' };
  return {
    id: Number(row.id),
    kind: row.kind,
    topic: row.topic,
    title: text.title,
    preview: previewOf(text.body),
    body: text.body,
    createdAt: new Date(row.created_at).getTime(),
    read: row.read_at !== null,
  };
}
