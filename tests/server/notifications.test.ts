import { describe, expect, it } from 'vitest';
import type { Notification, NotificationSummary } from '../../sdk/commands/notifications';
import { MAX_NOTIFICATIONS_MARKED, MAX_NOTIFICATIONS_PAGE_SIZE } from '../../sdk/commands/notifications';
import { ErrorCode } from '../../sdk/errors/codes';
import type { GatewayEvent } from '../../host-demo/server/events/event-bus';
import { decodeNotification } from '../../host-demo/server/events/postgres-event-bus';
import { readUnreadCounts, writeOperatorMessage, writeSystemNotifications, type OperatorMessageInput } from '../../host-demo/server/domains/notifications/notification-store';
import { previewOf } from '../../host-demo/server/domains/notifications/notification-texts';
import { runNotify, USAGE } from '../../host-demo/server/dev/notify';
import { availableBackends } from './helpers/backends';
import { ARABIC_CLIENT, issuesOf } from './helpers/accounts';
import { countingDb } from './helpers/counting-db';
import { CARDS, openDeposit, payWithNewCard } from './helpers/deposits';
import { callHapi, playerWithSession, tableSnapshot, testApp } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';
import { planWithoutSeqScan } from './helpers/query-plan';

const ARABIC = /[\u0600-\u06FF]/;
type ListReply = { items: NotificationSummary[]; nextCursor: string | null };
type MarkReply = { marked: number; unreadSysMessage: number; unreadOperateMessage: number };

const message = (to: number | 'all', category: 'service' | 'promotion' = 'service', n = 1): OperatorMessageInput => ({
  category,
  to,
  en: { title: `Draw time change ${n}`, body: `The Pick 3 evening draw moves to 21:30 Dubai time from next week (${n}).` },
  ar: { title: `تغيير موعد السحب ${n}`, body: `ينتقل سحب بيك 3 المسائي إلى الساعة 21:30 بتوقيت دبي اعتباراً من الأسبوع المقبل (${n}).` },
});

describe('notification previews', () => {
  it('keeps a short body whole and cuts a long one at a word with an ellipsis', () => {
    expect(previewOf('Short\n message')).toBe('Short message');
    const long = 'word '.repeat(60);
    expect(previewOf(long).length).toBeLessThanOrEqual(141);
    expect(previewOf(long).endsWith('word…')).toBe(true);
  });
});

describe.each(availableBackends())('notifications on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const call = async <T>(code: string, token: string, data: unknown, arabic = false) => {
    const { envelope } = await callHapi<T>(t.app, code, data, { token, ...(arabic ? { clientInfo: ARABIC_CLIENT } : {}) });
    return envelope;
  };
  const ok = async <T>(code: string, token: string, data: unknown, arabic = false) => {
    const envelope = await call<T>(code, token, data, arabic);
    expect(envelope.code, JSON.stringify(envelope).slice(0, 300)).toBe(0);
    return envelope.data!;
  };
  const unread = async (token: string) => {
    const b = await ok<{ unreadSysMessage: number; unreadOperateMessage: number }>('100124', token, {});
    return [b.unreadSysMessage, b.unreadOperateMessage];
  };
  const list = (token: string, data: Record<string, unknown> = {}, arabic = false) => ok<ListReply>('100171', token, data, arabic);

  it('starts empty: no messages, unread counts 0', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    expect(await unread(token)).toEqual([0, 0]);
    expect(await list(token)).toEqual({ items: [], nextCursor: null });
  });

  it("writes a system message with the deposit that is credited, read in the reader's language", async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const gatewayId = await openDeposit(t.app, token, 5_000);
    expect((await payWithNewCard(t.app, token, gatewayId, 5_000, CARDS.approved)).envelope.code).toBe(0);
    expect(await unread(token)).toEqual([1, 0]);
    const en = await list(token);
    expect(en.items).toMatchObject([{ kind: 'system', topic: 'deposit-credited', title: 'Deposit received', read: false }]);
    expect(en.items[0]!.preview).toContain('AED 50');
    const ar = await list(token, { language: 'ar-AE' });
    expect(ar.items[0]!.title).toMatch(ARABIC);
    expect(ar.items[0]!.preview).toContain('د.إ 50');
    const detail = await ok<{ notification: Notification }>('100172', token, { id: en.items[0]!.id }, true);
    expect(detail.notification.body).toMatch(ARABIC);
  });

  it('writes each source once, and a win only to players who keep winnings notifications on', async () => {
    const a = await playerWithSession(t.db, t.clock, 'a.player');
    const b = await playerWithSession(t.db, t.clock, 'b.player');
    expect((await call('100177', b.token, { drawResults: true, winnings: false, promotions: false, bySms: true, byEmail: true })).code).toBe(0);
    const wins = [a, b].map((p) => ({ playerId: p.playerId, topic: 'win-credited' as const, params: { amount: 100_000, reference: '17' }, sourceKey: 'prize:17' }));
    const written = await t.db.transaction((tx) => writeSystemNotifications(tx, wins, t.clock.now()));
    expect(written.map((w) => w.playerId)).toEqual([a.playerId]);
    expect(await t.db.transaction((tx) => writeSystemNotifications(tx, wins, t.clock.now()))).toEqual([]);
    expect(await unread(a.token)).toEqual([1, 0]);
    expect(await unread(b.token)).toEqual([0, 0]);
    expect((await list(a.token)).items[0]).toMatchObject({ topic: 'win-credited', title: 'Congratulations, you won!' });
  });

  it('sends an operator message to one player in both languages, and to all players in one statement', async () => {
    const a = await playerWithSession(t.db, t.clock, 'a.player');
    const b = await playerWithSession(t.db, t.clock, 'b.player');
    expect(await writeOperatorMessage(t.db, message(a.playerId), t.clock.now())).toMatchObject({ recipients: 1 });
    expect(await unread(a.token)).toEqual([0, 1]);
    expect(await unread(b.token)).toEqual([0, 0]);

    const counted = countingDb(t.db);
    expect(await writeOperatorMessage(counted, message('all', 'service', 2), t.clock.now())).toMatchObject({ recipients: 2 });
    expect(counted.statements).toHaveLength(1);
    expect(await unread(a.token)).toEqual([0, 2]);
    expect(await unread(b.token)).toEqual([0, 1]);

    const ar = await list(b.token, {}, true);
    expect(ar.items).toMatchObject([{ kind: 'operator', topic: 'service', title: 'تغيير موعد السحب 2', read: false }]);
    const en = await ok<{ notification: Notification }>('100172', b.token, { id: ar.items[0]!.id });
    expect(en.notification.body).toBe('The Pick 3 evening draw moves to 21:30 Dubai time from next week (2).');
  });

  it('gives a promotion only to players who opted in', async () => {
    const a = await playerWithSession(t.db, t.clock, 'a.player');
    const b = await playerWithSession(t.db, t.clock, 'b.player');
    expect((await call('100177', a.token, { drawResults: true, winnings: true, promotions: true, bySms: true, byEmail: true })).code).toBe(0);
    expect(await writeOperatorMessage(t.db, message('all', 'promotion'), t.clock.now())).toMatchObject({ recipients: 1 });
    expect(await writeOperatorMessage(t.db, message(b.playerId, 'promotion'), t.clock.now())).toMatchObject({ recipients: 0 });
    expect(await unread(a.token)).toEqual([0, 1]);
    expect(await unread(b.token)).toEqual([0, 0]);
  });

  it('pages newest first with a cursor, of one kind or unread only', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    for (let n = 1; n <= 25; n++) await writeOperatorMessage(t.db, message(playerId, 'service', n), t.clock.now());
    await t.db.transaction((tx) => writeSystemNotifications(tx, [{ playerId, topic: 'kyc-verified', params: {}, sourceKey: 'kyc:1' }], t.clock.now()));
    const seen: number[] = [];
    let cursor: string | null | undefined;
    do {
      const page: ListReply = await list(token, cursor ? { pageSize: 10, cursor } : { pageSize: 10 });
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(26);
    expect([...seen].sort((x, y) => y - x)).toEqual(seen);
    expect((await list(token, { kind: 'system' })).items.map((i) => i.topic)).toEqual(['kyc-verified']);
    await ok('100140', token, { ids: seen.slice(0, 5) });
    const unreadOnly = await list(token, { unreadOnly: true, pageSize: MAX_NOTIFICATIONS_PAGE_SIZE });
    expect(unreadOnly.items).toHaveLength(21);
    expect(unreadOnly.items.every((i) => !i.read)).toBe(true);
  });

  it('marks read idempotently: the second call marks nothing and the counts fall once', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    await writeOperatorMessage(t.db, message(playerId), t.clock.now());
    await t.db.transaction((tx) => writeSystemNotifications(tx, [{ playerId, topic: 'kyc-failed', params: {}, sourceKey: 'kyc:9' }], t.clock.now()));
    const ids = (await list(token)).items.map((i) => i.id);
    expect(await ok<MarkReply>('100140', token, { ids })).toEqual({ marked: 2, unreadSysMessage: 0, unreadOperateMessage: 0 });
    expect(await ok<MarkReply>('100140', token, { ids })).toEqual({ marked: 0, unreadSysMessage: 0, unreadOperateMessage: 0 });
    expect((await list(token)).items.every((i) => i.read)).toBe(true);
  });

  it('decides marking read in the database: 30 calls together mark each message once', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    for (let n = 1; n <= 6; n++) await writeOperatorMessage(t.db, message(playerId, 'service', n), t.clock.now());
    const ids = (await list(token)).items.map((i) => i.id);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ok<MarkReply>('100140', token, i % 3 === 0 ? { all: true } : { ids: i % 2 ? ids : [...ids].reverse().slice(0, 3) })),
    );
    expect(replies.reduce((sum, r) => sum + r.marked, 0)).toBe(6);
    expect(await unread(token)).toEqual([0, 0]);
    expect(await readUnreadCounts(t.db, playerId)).toEqual({ unreadSysMessage: 0, unreadOperateMessage: 0 });
  });

  it("never lets a player read or mark another player's message", async () => {
    const a = await playerWithSession(t.db, t.clock, 'a.player');
    const b = await playerWithSession(t.db, t.clock, 'b.player');
    await writeOperatorMessage(t.db, message(a.playerId), t.clock.now());
    const [mine] = (await list(a.token)).items;
    const detail = await call('100172', b.token, { id: mine!.id });
    expect(detail.code).toBe(ErrorCode.notificationNotFound);
    expect(JSON.stringify(detail)).not.toContain('Draw time change');
    expect((await call('100172', b.token, { id: mine!.id + 1000 })).code).toBe(ErrorCode.notificationNotFound);
    expect(await ok<MarkReply>('100140', b.token, { ids: [mine!.id] })).toMatchObject({ marked: 0 });
    expect(await ok<MarkReply>('100140', b.token, { all: true })).toMatchObject({ marked: 0 });
    expect(await unread(a.token)).toEqual([0, 1]);
    expect((await list(b.token)).items).toEqual([]);
  });

  it('needs a session for every notification command', async () => {
    for (const code of ['100171', '100172', '100140']) {
      const { envelope } = await callHapi(t.app, code, code === '100172' ? { id: 1 } : code === '100140' ? { all: true } : {});
      expect(envelope.code, code).toBe(ErrorCode.sessionMissing);
    }
  });

  it('refuses every out-of-bounds request with 400000012 and changes nothing', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    await writeOperatorMessage(t.db, message(playerId), t.clock.now());
    const bad: [string, unknown][] = [
      ['100171', { pageSize: 0 }],
      ['100171', { pageSize: MAX_NOTIFICATIONS_PAGE_SIZE + 1 }],
      ['100171', { cursor: 'abc' }],
      ['100171', { cursor: '1'.repeat(17) }],
      ['100171', { kind: 'marketing' }],
      ['100171', { unreadOnly: 'yes' }],
      ['100171', { language: 'fr-FR' }],
      ['100172', {}],
      ['100172', { id: 0 }],
      ['100172', { id: '1' }],
      ['100172', { id: 1.5 }],
      ['100172', { id: Number.MAX_SAFE_INTEGER + 2 }],
      ['100140', {}],
      ['100140', { ids: [] }],
      ['100140', { ids: Array.from({ length: MAX_NOTIFICATIONS_MARKED + 1 }, (_, i) => i + 1) }],
      ['100140', { ids: [1], all: true }],
      ['100140', { all: false }],
      ['100140', { ids: [-1] }],
      ['100140', { all: true, kind: 'x' }],
    ];
    for (const [code, data] of bad) {
      const before = await tableSnapshot(t.db);
      const envelope = await call(code, token, data);
      expect(envelope.code, `${code} ${JSON.stringify(data).slice(0, 80)}`).toBe(ErrorCode.validationFailed);
      expect(issuesOf(envelope).length).toBeGreaterThan(0);
      expect(await tableSnapshot(t.db)).toEqual(before);
    }
    expect(await unread(token)).toEqual([0, 1]);
  });

  it("reads the unread counts by primary key and a page through the player's index, whatever the history", async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    await writeOperatorMessage(t.db, message(playerId), t.clock.now());
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock, { events: t.events });
    await callHapi(app, '100124', {}, { token });
    await callHapi(app, '100171', { unreadOnly: true }, { token });
    await callHapi(app, '100171', {}, { token });
    await app.close();
    const counts = counted.statements.find((s) => /from notification_counts/.test(s.sql))!;
    expect(await planWithoutSeqScan(t.db, counts)).toMatch(/notification_counts_pkey/);
    const [unreadPage, page] = counted.statements.filter((s) => /from notifications n/.test(s.sql));
    expect(await planWithoutSeqScan(t.db, unreadPage!)).toMatch(/notifications_unread_by_player/);
    expect(await planWithoutSeqScan(t.db, page!)).toMatch(/notifications_by_player/);
  });

  it('npm run notify sends to one player by id or e-mail, or to all, and pushes the popup', async () => {
    const a = await playerWithSession(t.db, t.clock, 'a.player');
    await playerWithSession(t.db, t.clock, 'b.player');
    const heard: GatewayEvent[] = [];
    t.events.subscribe((e) => heard.push(e));
    const texts = ['--title-en', 'Maintenance tonight', '--body-en', 'The site is down from 02:00 to 03:00.', '--title-ar', 'صيانة الليلة', '--body-ar', 'الموقع متوقف من 02:00 إلى 03:00.'];
    expect(await runNotify(['--to', String(a.playerId), ...texts], t.db, t.events, t.clock)).toMatchObject({ exitCode: 0, line: expect.stringMatching(/sent to 1 player$/) });
    expect(await runNotify(['--to', 'all', ...texts], t.db, t.events, t.clock)).toMatchObject({ exitCode: 0, line: expect.stringMatching(/sent to 2 players$/) });
    expect(heard.map((e) => e.kind)).toEqual(['player', 'all-players']);
    expect(heard[1]).toMatchObject({ changeType: 'popup', body: { popupType: 'notification', notification: { kind: 'operator', topic: 'service', texts: { 'ar-AE': { title: 'صيانة الليلة' } } } } });
    // The event crosses processes on PostgreSQL: the LISTEN side decodes it as it was published.
    expect(decodeNotification(JSON.stringify({ o: 'x', e: heard[1] }))?.event).toEqual(heard[1]);
    expect(await unread(a.token)).toEqual([0, 2]);

    expect(await runNotify(['--to', 'nobody@example.com', ...texts], t.db, t.events, t.clock)).toEqual({ exitCode: 1, line: 'player nobody@example.com: not found' });
    expect(await runNotify(['--to', 'all'], t.db, t.events, t.clock)).toMatchObject({ exitCode: 1 });
    expect(await runNotify(['--to', 'all', '--category', 'spam', ...texts], t.db, t.events, t.clock)).toMatchObject({ exitCode: 1 });
    expect(await runNotify(['--bogus', 'x'], t.db, t.events, t.clock)).toEqual({ exitCode: 1, line: USAGE });
    expect(await runNotify(['--to', 'all', ...texts.slice(0, 7), 'x'.repeat(2001)], t.db, t.events, t.clock)).toMatchObject({ exitCode: 1 });
    expect(await unread(a.token)).toEqual([0, 2]);
    // A promotion does not pop up: it only refreshes the bell.
    heard.length = 0;
    await runNotify(['--to', 'all', '--category', 'promotion', ...texts], t.db, t.events, t.clock);
    expect(heard).toEqual([]);
  });
});
