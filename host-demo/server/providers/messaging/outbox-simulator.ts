import type { Queryable } from '../../db/database';
import type { Clock } from '../../clock';
import type { MessageSender, OutgoingMessage } from './message-sender';

/**
 * SIMULATOR: an SMS and e-mail "provider" that delivers nothing. Every message is written to the
 * `outbox` table instead, where a tester (GET /dev/outbox?to=..., development only) and the
 * browser tests read it, e.g. to finish registration with the code it holds. Never use it where
 * real players expect a message: replace it with a real MessageSender.
 *
 * Recipients are stored normalised ({@link normalizeRecipient}) so the dev route finds them
 * however the tester types the number or address.
 *
 * @example const sender = new OutboxSimulator(db, clock);
 */
export class OutboxSimulator implements MessageSender {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.query('insert into outbox (channel, recipient, subject, body, created_at) values ($1, $2, $3, $4, $5)', [
      message.channel,
      normalizeRecipient(message.to),
      message.subject ?? null,
      message.text,
      new Date(this.clock.now()),
    ]);
  }
}

/**
 * An e-mail address in lower case; a mobile number as `+` and digits (spaces, dashes and a
 * leading `00` removed).
 *
 * @example normalizeRecipient(' Aisha@Example.com ') // 'aisha@example.com'
 * @example normalizeRecipient('00971 50-123 4567') // '+971501234567'
 */
export function normalizeRecipient(to: string): string {
  const value = to.trim();
  if (value.includes('@')) return value.toLowerCase();
  const digits = value.replace(/[^\d]/g, '').replace(/^00/, '');
  return `+${digits}`;
}

/** One message as GET /dev/outbox shows it. */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  /** The first 6-digit group of the text (the verification code), for test scripts. */
  code: string | null;
  createdAt: number;
}

/** The latest messages to a recipient, newest first. */
export async function readOutbox(db: Queryable, to: string, limit = 10): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{ id: number; channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; created_at: Date }>(
    'select id, channel, recipient, subject, body, created_at from outbox where recipient = $1 order by id desc limit $2',
    [normalizeRecipient(to), limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    text: r.body,
    code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
    createdAt: r.created_at.getTime(),
  }));
}
