/**
 * The operator's tool for messages to players (the notifications inbox, SPEC §2
 * /account/notification/list):
 *
 *   npm run notify -- --to <playerId|e-mail|all> [--category service|promotion]
 *                     --title-en <text> --body-en <text> --title-ar <text> --body-ar <text>
 *
 * Stores the message once, in both languages, and gives it to the one player, or to every player
 * in one statement (domains/notifications/notification-store.ts). `service` (the default) reaches
 * every recipient; `promotion` only players who opted in to promotions (notification settings,
 * 100177). Then it pushes the popup to the recipients' open pages (SPEC §7 /user/queue popup; a
 * promotion only refreshes the bell) and their bell counts follow. On PostgreSQL the push reaches the running gateway processes through
 * LISTEN/NOTIFY (operator-script.ts); on PGlite the gateway cannot run meanwhile (one process per
 * data folder), so the players see the message at their next page load.
 */
import type { Database } from '../db/database';
import type { EventBus } from '../events/event-bus';
import type { Clock } from '../clock';
import { notificationPopupBody, OPERATOR_BODY_MAX, OPERATOR_TITLE_MAX, writeOperatorMessage, type OperatorMessageInput } from '../domains/notifications/notification-store';
import { runOperatorScript, type ScriptOutcome } from './operator-script';
import { scriptFlags } from './script-flags';

export const USAGE =
  'usage: npm run notify -- --to <playerId|e-mail|all> [--category service|promotion] --title-en <text> --body-en <text> --title-ar <text> --body-ar <text>';

const FLAGS = ['to', 'category', 'title-en', 'body-en', 'title-ar', 'body-ar'] as const;

/** The player a `--to` names: an id, or the e-mail of an account. */
async function recipientOf(db: Database, to: string): Promise<number | 'all' | null> {
  if (to === 'all') return 'all';
  const { rows } = /^\d{1,15}$/.test(to)
    ? await db.query<{ id: number }>('select id from players where id = $1', [Number(to)])
    : await db.query<{ id: number }>('select id from players where lower(email) = lower($1) order by id limit 1', [to]);
  return rows[0] ? Number(rows[0].id) : null;
}

const text = (value: string | undefined, max: number) => {
  const trimmed = value?.trim() ?? '';
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : null;
};

/** @example await runNotify(['--to', 'all', '--title-en', 'Maintenance', …], db, events, clock) // { exitCode: 0, line: 'message 3: sent to 1200 players' } */
export async function runNotify(args: readonly string[], db: Database, events: EventBus, clock: Clock): Promise<ScriptOutcome> {
  const flags = scriptFlags(args, FLAGS);
  if (!flags?.to) return { exitCode: 1, line: USAGE };
  const category = flags.category ?? 'service';
  if (category !== 'service' && category !== 'promotion') return { exitCode: 1, line: `--category must be service or promotion\n${USAGE}` };
  const en = { title: text(flags['title-en'], OPERATOR_TITLE_MAX), body: text(flags['body-en'], OPERATOR_BODY_MAX) };
  const ar = { title: text(flags['title-ar'], OPERATOR_TITLE_MAX), body: text(flags['body-ar'], OPERATOR_BODY_MAX) };
  if (!en.title || !en.body || !ar.title || !ar.body) {
    return { exitCode: 1, line: `both languages need a title (1-${OPERATOR_TITLE_MAX} characters) and a body (1-${OPERATOR_BODY_MAX})\n${USAGE}` };
  }
  const to = await recipientOf(db, flags.to);
  if (to === null) return { exitCode: 1, line: `player ${flags.to}: not found` };
  const input: OperatorMessageInput = { category, en: { title: en.title, body: en.body }, ar: { title: ar.title, body: ar.body }, to };
  const { messageId, recipients } = await writeOperatorMessage(db, input, clock.now());
  if (recipients > 0) await publishOperatorPopup(events, input);
  return { exitCode: 0, line: `message ${messageId}: sent to ${recipients} player${recipients === 1 ? '' : 's'}` };
}

/**
 * The popup of an operator's message on the recipients' open pages: one player event, or one
 * event for every open socket. A promotion does not pop up (it may reach only those who opted
 * in, and marketing should not interrupt play): its event only refreshes the bell.
 */
async function publishOperatorPopup(events: EventBus, input: OperatorMessageInput): Promise<void> {
  const body = notificationPopupBody(input.category, { 'en-US': input.en, 'ar-AE': input.ar });
  if (input.to === 'all') await events.publish({ kind: 'all-players', changeType: 'popup', body });
  else await events.publish({ kind: 'player', playerId: input.to, changeType: 'popup', body });
}

await runOperatorScript({ url: import.meta.url, run: (args, { db, events, clock }) => runNotify(args, db, events, clock) });
