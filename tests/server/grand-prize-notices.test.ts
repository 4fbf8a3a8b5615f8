import { describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { hashPassword } from '../../host-demo/server/domains/accounts/passwords';
import { createDrawScheduler } from '../../host-demo/server/domains/draws/scheduler';
import { GRAND_PRIZE_EXPIRY, expireGrandPrizes } from '../../host-demo/server/domains/orders/expire-grand-prizes';
import { GRAND_PRIZE_REMINDER_MS, grandPrizeNoticesJob, sendGrandPrizeNotices } from '../../host-demo/server/domains/orders/grand-prize-notices';
import { GRAND_PRIZE_COMPLETION_MS } from '../../host-demo/server/domains/orders/grand-prize-rules';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import type { MessageSender } from '../../host-demo/server/providers/messaging/message-sender';
import { OutboxSimulator, readOutbox } from '../../host-demo/server/providers/messaging/outbox-simulator';
import { ARABIC_CLIENT, PASSWORD, passwordLogin } from './helpers/accounts';
import { availableBackends } from './helpers/backends';
import { countingDb } from './helpers/counting-db';
import { callHapi, WEB_CLIENT } from './helpers/gateway';
import { settledGrandPrize } from './helpers/grand-prize';
import { gatewayPerTest } from './helpers/per-test';
import { planWithoutSeqScan } from './helpers/query-plan';

const SECOND = 1_000;
const DAY = 86_400_000;

/** A deadline as the e-mails name it: its Dubai calendar date. */
const dubaiDate = (ms: number, locale: 'en-GB' | 'ar-AE' = 'en-GB') =>
  new Date(ms).toLocaleDateString(locale, { timeZone: 'Asia/Dubai', day: 'numeric', month: 'long', year: 'numeric' });

describe.each(availableBackends())('grand prize notices by e-mail (reminder 14 days before a deadline, expiry) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** A settled grand prize (12): its winner's e-mail address and mobile, and its claim deadline. */
  async function wonGrandPrize() {
    const won = await settledGrandPrize(t.db, t.clock);
    await won.app.close();
    const { rows } = await t.db.query<{ email: string; country_code: string; mobile: string; prize_expires_at: Date }>(
      'select p.email, p.country_code, p.mobile, o.prize_expires_at from orders o join players p on p.id = o.player_id where o.id = $1',
      [won.orderId],
    );
    const r = rows[0]!;
    return { playerId: won.playerId, orderId: won.orderId, email: r.email, mobile: { channel: 'mobile' as const, countryCode: r.country_code, mobile: r.mobile }, deadline: r.prize_expires_at.getTime() };
  }

  /** The e-mails a player received about grand prizes, oldest first. */
  async function prizeEmails(email: string) {
    const messages = await readOutbox(t.db, email, 50);
    return messages
      .filter((m) => m.channel === 'email' && /grand prize|الجائزة الكبرى|جائزتك الكبرى/i.test(m.text))
      .reverse()
      .map((m) => ({ subject: m.subject, text: m.text }));
  }

  /** The notices job of one gateway process: its own e-mail provider, as main.ts wires it. */
  const noticesOf = (db: Database) => grandPrizeNoticesJob(new OutboxSimulator(db, t.clock));

  it('reminds the winner of an unclaimed prize once, 14 days before the claim deadline and not a second before', async () => {
    const { orderId, email, deadline } = await wonGrandPrize();
    const notices = noticesOf(t.db);

    t.clock.set(deadline - GRAND_PRIZE_REMINDER_MS - SECOND);
    expect(await notices.run(t.db, t.clock.now())).toBe(0);
    expect(await prizeEmails(email)).toEqual([]);

    t.clock.set(deadline - GRAND_PRIZE_REMINDER_MS);
    expect(await notices.run(t.db, t.clock.now())).toBe(1);
    const date = dubaiDate(deadline);
    expect(await prizeEmails(email)).toEqual([
      {
        subject: `Claim your grand prize by ${date}`,
        text: `Your grand prize (AED 100,000,000) of order ${orderId} is still waiting for your claim. Claim it in My Orders, Grand Prize, by ${date}, or it expires.`,
      },
    ]);

    // Every later run until the deadline finds nothing more to send.
    for (const later of [0, SECOND, 7 * DAY, GRAND_PRIZE_REMINDER_MS - SECOND]) {
      t.clock.set(deadline - GRAND_PRIZE_REMINDER_MS + later);
      expect(await notices.run(t.db, t.clock.now())).toBe(0);
    }
    expect(await prizeEmails(email)).toHaveLength(1);
  });

  it('reminds once per step: to claim, then, once claimed, to complete the documents, then tells once that the claim lapsed (16)', async () => {
    const { playerId, orderId, email, deadline } = await wonGrandPrize();
    const notices = noticesOf(t.db);
    const pass = async () => {
      await expireGrandPrizes(t.db, t.clock.now());
      return notices.run(t.db, t.clock.now());
    };

    t.clock.set(deadline - GRAND_PRIZE_REMINDER_MS);
    expect(await pass()).toBe(1);
    const claimedAt = deadline - DAY;
    t.clock.set(claimedAt);
    const token = (await t.db.transaction((tx) => openSession(tx, playerId, t.clock.now()))).token;
    expect((await callHapi(t.app, '101079', { orderId }, { token })).envelope.code).toBe(0);
    const completionDeadline = claimedAt + GRAND_PRIZE_COMPLETION_MS;

    t.clock.set(completionDeadline - GRAND_PRIZE_REMINDER_MS - SECOND);
    expect(await pass()).toBe(0);
    t.clock.set(completionDeadline - GRAND_PRIZE_REMINDER_MS);
    expect(await pass()).toBe(1);
    expect(await pass()).toBe(0);
    t.clock.set(completionDeadline - SECOND);
    expect(await pass()).toBe(0);
    t.clock.set(completionDeadline);
    expect(await pass()).toBe(1);
    t.clock.advance(30 * DAY);
    expect(await pass()).toBe(0);

    const date = dubaiDate(completionDeadline);
    expect((await prizeEmails(email)).map((m) => m.subject)).toEqual([
      `Claim your grand prize by ${dubaiDate(deadline)}`,
      'Grand prize claim',
      `Your grand prize claim: documents due by ${date}`,
      'Your grand prize claim has lapsed',
    ]);
    const [, , reminder, lapse] = await prizeEmails(email);
    expect(reminder!.text).toBe(`Your claim of the grand prize (AED 100,000,000) of order ${orderId} is still waiting for the documents we asked for. Please complete them by ${date}, or the claim lapses.`);
    expect(lapse!.text).toBe(`The documents for your claim of the grand prize (AED 100,000,000) of order ${orderId} were not completed by ${date}, so the claim has lapsed and the prize can no longer be paid.`);
  });

  it("tells the winner once that an unclaimed prize expired (15), in the scheduler leader's pass that expires it", async () => {
    const { orderId, email, deadline } = await wonGrandPrize();
    const other = await t.openAnother();
    const a = createDrawScheduler({ db: t.db, clock: t.clock, holder: 'process-a', jobs: [GRAND_PRIZE_EXPIRY, noticesOf(t.db)] });
    const b = createDrawScheduler({ db: other, clock: t.clock, holder: 'process-b', jobs: [GRAND_PRIZE_EXPIRY, noticesOf(other)] });

    // No pass ran within the reminder period: past the deadline there is nothing left to remind of.
    t.clock.set(deadline + SECOND);
    const passes = (await Promise.all([a.runOnce(), b.runOnce()])).filter((pass) => pass !== null);
    expect(passes.map((pass) => pass.jobs)).toEqual([{ 'grand-prize-expiry': 1, 'grand-prize-notices': 1 }]);
    const again = (await Promise.all([a.runOnce(), b.runOnce()])).filter((pass) => pass !== null);
    expect(again.map((pass) => pass.jobs)).toEqual([{ 'grand-prize-expiry': 0, 'grand-prize-notices': 0 }]);

    expect(await prizeEmails(email)).toEqual([
      {
        subject: 'Your grand prize has expired',
        text: `Your grand prize (AED 100,000,000) of order ${orderId} was not claimed by ${dubaiDate(deadline)}. The claim period is over, so the prize has expired and can no longer be paid.`,
      },
    ]);
    await a.stop();
    await b.stop();
  });

  it('sends each notice once when the job runs in two processes at the same time', async () => {
    const prizes = [await wonGrandPrize(), await wonGrandPrize(), await wonGrandPrize()];
    const other = await t.openAnother();
    // Two runs in each process, all at once: the database decides which one sends each e-mail.
    const runners = [t.db, other, t.db, other].map((db) => ({ db, job: noticesOf(db) }));
    const runAll = async () => (await Promise.all(runners.map(({ db, job }) => job.run(db, t.clock.now())))).reduce((sum, n) => sum + n, 0);
    const deadline = Math.max(...prizes.map((p) => p.deadline));

    t.clock.set(deadline - GRAND_PRIZE_REMINDER_MS);
    expect(await runAll()).toBe(3);
    expect(await runAll()).toBe(0);
    for (const p of prizes) expect((await prizeEmails(p.email)).map((m) => m.subject), p.email).toEqual([`Claim your grand prize by ${dubaiDate(p.deadline)}`]);

    t.clock.set(deadline);
    await Promise.all([expireGrandPrizes(t.db, t.clock.now()), expireGrandPrizes(other, t.clock.now())]);
    expect(await runAll()).toBe(3);
    expect(await runAll()).toBe(0);
    for (const p of prizes) expect((await prizeEmails(p.email)).map((m) => m.subject), p.email).toEqual([`Claim your grand prize by ${dubaiDate(p.deadline)}`, 'Your grand prize has expired']);
  });

  it('writes in the language the player last logged in with', async () => {
    const { playerId, orderId, email, mobile, deadline } = await wonGrandPrize();
    await t.db.query('update players set password_hash = $2 where id = $1', [playerId, await hashPassword(PASSWORD)]);
    const notices = noticesOf(t.db);

    expect((await passwordLogin(t.app, mobile, PASSWORD, ARABIC_CLIENT)).envelope.code).toBe(0);
    t.clock.set(deadline - GRAND_PRIZE_REMINDER_MS);
    expect(await notices.run(t.db, t.clock.now())).toBe(1);
    const date = dubaiDate(deadline, 'ar-AE');
    expect(await prizeEmails(email)).toEqual([
      {
        subject: `اطلب جائزتك الكبرى قبل ${date}`,
        text: `جائزتك الكبرى (100,000,000 درهم) للطلب ${orderId} ما زالت بانتظار مطالبتك. اطلبها من طلباتي، الجائزة الكبرى، قبل ${date}، وإلا تنتهي صلاحيتها.`,
      },
    ]);

    expect((await passwordLogin(t.app, mobile, PASSWORD, WEB_CLIENT)).envelope.code).toBe(0);
    t.clock.set(deadline);
    await expireGrandPrizes(t.db, t.clock.now());
    expect(await notices.run(t.db, t.clock.now())).toBe(1);
    expect((await prizeEmails(email)).at(-1)!.subject).toBe('Your grand prize has expired');
  });

  it('sends a notice the e-mail provider refused at the next run, once', async () => {
    const { email, deadline } = await wonGrandPrize();
    const down: MessageSender = { send: () => Promise.reject(new Error('mail service unavailable')) };
    t.clock.set(deadline - GRAND_PRIZE_REMINDER_MS);
    await expect(grandPrizeNoticesJob(down).run(t.db, t.clock.now())).rejects.toThrow(/refused 1 grand prize notice/);
    expect(await prizeEmails(email)).toEqual([]);

    const notices = noticesOf(t.db);
    expect(await notices.run(t.db, t.clock.now())).toBe(1);
    expect(await notices.run(t.db, t.clock.now())).toBe(0);
    expect(await prizeEmails(email)).toHaveLength(1);
  });

  it('finds the notices due through an index of the prizes still owed one, whatever the number of orders', async () => {
    const counted = countingDb(t.db);
    expect(await sendGrandPrizeNotices(counted, new OutboxSimulator(t.db, t.clock), t.clock.now())).toEqual([]);
    expect(counted.statements).toHaveLength(1);
    const plan = await planWithoutSeqScan(t.db, counted.statements[0]!);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/orders_grand_prize_notice_due/);
  });
});
