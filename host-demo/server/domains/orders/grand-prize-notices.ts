import type { Database, Queryable } from '../../db/database';
import type { Language } from '../../errors/messages';
import type { MessageSender } from '../../providers/messaging/message-sender';
import { grandPrizeNoticeEmail } from './grand-prize-messages';
import { GRAND_PRIZE } from './grand-prize-rules';

const DAY_MS = 86_400_000;

/**
 * How long before the deadline of its step (the claim period of 12, the completion period of 13)
 * a prize's winner is reminded. Our choice, SPEC is silent: two weeks leaves time to send
 * certified documents from abroad.
 */
export const GRAND_PRIZE_REMINDER_MS = 14 * DAY_MS;

/** How many notices one run decides at the most: a pass of the scheduler stays short; the next takes the rest. */
export const GRAND_PRIZE_NOTICE_BATCH = 100;

const { unclaimed, claimed, expiredUnclaimed, claimLapsed } = GRAND_PRIZE;

// Who sends is decided here, once: the rows whose current step has no notice yet (the partial
// index orders_grand_prize_notice_due, whose predicate these first two conditions repeat word for
// word so the planner can use it), due when their deadline is within the reminder period (a
// waiting prize not yet past it: the expiry job turns one past it into 15/16, which then gets the
// expiry e-mail instead) or has passed (15/16). They are locked, skipping rows another run holds,
// and marked noticed in the same statement; a second run, in this process or another, no longer
// finds them.
const CLAIM_NOTICES_SQL = `
  with due as (
    select id from orders
     where prize_status in (${unclaimed}, ${claimed}, ${expiredUnclaimed}, ${claimLapsed}) and prize_noticed is distinct from prize_status
       and prize_expires_at <= $2
       and (prize_status in (${expiredUnclaimed}, ${claimLapsed}) or prize_expires_at > $1)
     order by prize_expires_at
     limit $3
     for update skip locked
  )
  update orders o set prize_noticed = o.prize_status
    from due, players p
   where o.id = due.id and p.id = o.player_id
  returning o.id, o.prize_status, o.grand_prize_amount, o.prize_expires_at, p.email, p.language`;

// A notice the provider did not accept is due again at the next run (null differs from every status).
const RELEASE_SQL = 'update orders set prize_noticed = null where id = any($1::bigint[]) and prize_noticed = prize_status';

interface NoticeRow {
  id: number;
  prize_status: number;
  grand_prize_amount: number;
  prize_expires_at: Date;
  email: string | null;
  language: Language;
}

/** One notice decided by a run. `sent` is false when the player has no e-mail address. */
export interface GrandPrizeNotice {
  orderId: number;
  /** The status the notice is about: 12/13 a reminder, 15/16 the expiry. */
  status: number;
  sent: boolean;
}

/**
 * E-mails the winners of grand prizes due a notice at `now`, each notice once: a reminder
 * {@link GRAND_PRIZE_REMINDER_MS} before the deadline of an unclaimed (12) or claimed (13) prize,
 * and the expiry (15, 16; run it after the expiry job). One UPDATE … RETURNING marks the notices
 * sent and so decides who sends them, whatever the number of processes and runs; then each goes
 * through `messaging` in the player's language (players.language). Notices the provider refuses
 * are released for the next run (one more statement) and the run then rejects, after sending the
 * others; a process that dies between the UPDATE and the send loses that notice rather than risk
 * sending it twice.
 *
 * @example await sendGrandPrizeNotices(db, providers.messaging, clock.now()) // [{ orderId: 1001, status: 12, sent: true }]
 */
export async function sendGrandPrizeNotices(db: Queryable, messaging: MessageSender, now: number): Promise<GrandPrizeNotice[]> {
  const { rows } = await db.query<NoticeRow>(CLAIM_NOTICES_SQL, [new Date(now), new Date(now + GRAND_PRIZE_REMINDER_MS), GRAND_PRIZE_NOTICE_BATCH]);
  const notices: GrandPrizeNotice[] = [];
  const refused: number[] = [];
  let refusal: unknown;
  for (const row of rows) {
    const orderId = Number(row.id);
    const email = grandPrizeNoticeEmail(row.prize_status, { orderId, amount: Number(row.grand_prize_amount), deadline: row.prize_expires_at.getTime() }, row.language);
    if (!row.email || !email) {
      notices.push({ orderId, status: row.prize_status, sent: false });
      continue;
    }
    try {
      await messaging.send({ channel: 'email', to: row.email, ...email });
      notices.push({ orderId, status: row.prize_status, sent: true });
    } catch (error) {
      refused.push(orderId);
      refusal ??= error;
    }
  }
  if (refused.length > 0) {
    await db.query(RELEASE_SQL, [refused]);
    // Told to the scheduler's onError (the log): the others went out, these go at the next run.
    throw new Error(`the e-mail provider refused ${refused.length} grand prize notice(s); due again at the next run`, { cause: refusal });
  }
  return notices;
}

/**
 * The notices as a job of the draw scheduler's leader, after GRAND_PRIZE_EXPIRY
 * (expire-grand-prizes.ts) so a prize expired in a pass is told in the same pass. Counts the
 * notices decided.
 *
 * @example createDrawScheduler({ db, clock, jobs: [GRAND_PRIZE_EXPIRY, grandPrizeNoticesJob(messaging)] })
 */
export function grandPrizeNoticesJob(messaging: MessageSender) {
  return {
    name: 'grand-prize-notices',
    run: async (db: Database, now: number) => (await sendGrandPrizeNotices(db, messaging, now)).length,
  };
}
