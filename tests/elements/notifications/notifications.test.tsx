// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import type { Notification, NotificationSummary } from '../../../sdk';
import { PLAYER, balance, byName, makeClient, mount, settle, shadow, text, until, hostNavigations } from '../helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import enUS from '../../../locales/en-US.json';
import arAE from '../../../locales/ar-AE.json';

const LIST = '100171';
const DETAIL = '100172';
const MARK = '100140';
/** 21:00, 22/11/2026 in Dubai. */
const TIME = Date.UTC(2026, 10, 22, 17, 0);

const navigations = hostNavigations();

function item(overrides: Partial<NotificationSummary> = {}): NotificationSummary {
  return { id: 7, kind: 'operator', topic: 'service', title: 'Maintenance tonight', preview: 'The site is down from 02:00 to 03:00.', createdAt: TIME, read: false, ...overrides };
}
const page = (items: NotificationSummary[], nextCursor: string | null = null): Reply => ({ data: { items, nextCursor } });
const detail = (overrides: Partial<Notification> = {}): Reply => ({ data: { notification: { ...item(), body: 'The site is down from 02:00 to 03:00.\nThank you for your patience.', ...overrides } } });

function openList(reply: Reply, options: { language?: 'en-US' | 'ar-AE'; unread?: number } = {}) {
  const gateway = fakeGateway({ [LIST]: reply, [MARK]: { data: { marked: 1, unreadSysMessage: 0, unreadOperateMessage: 0 } } });
  const client = makeClient(gateway, { user: PLAYER, language: options.language ?? 'en-US' });
  client.stores.balance.set(balance({ unreadSysMessage: 0, unreadOperateMessage: options.unread ?? 1 }));
  const root = shadow(mount('nl-notification-list', client));
  return { gateway, client, root };
}

const items = (root: ShadowRoot) => Array.from(root.querySelectorAll<HTMLButtonElement>('.nt-item'));

describe('<nl-notification-list>', () => {
  it('lists messages newest first with title, kind, time and preview, unread ones marked not by colour alone', async () => {
    const { root, gateway } = openList(page([item(), item({ id: 6, kind: 'system', topic: 'deposit-credited', title: 'Deposit received', read: true, createdAt: TIME - 60_000 })]));
    await until(() => items(root).length === 2);
    const [unread, read] = items(root);
    expect(unread!.getAttribute('data-read')).toBe('false');
    expect(read!.getAttribute('data-read')).toBe('true');
    expect(text(unread!.querySelector('.nt-title'))).toBe('Unread: Maintenance tonight');
    expect(text(read!.querySelector('.nt-title'))).toBe('Deposit received');
    expect(text(unread!.querySelector('.nt-kind'))).toBe('Announcement');
    expect(text(read!.querySelector('.nt-kind'))).toBe('System message');
    expect(text(unread!.querySelector('.nt-time'))).toBe('21:00, 22/11/2026');
    expect(text(unread!.querySelector('.nt-preview'))).toBe('The site is down from 02:00 to 03:00.');
    expect(gateway.callsOf(LIST)).toEqual([{ pageSize: 20, language: 'en-US', unreadOnly: false }]);
  });

  it('opens a message on /messageDetail?id=', async () => {
    const { root } = openList(page([item()]));
    await until(() => items(root).length === 1);
    items(root)[0]!.click();
    expect(navigations).toEqual(['/messageDetail?id=7']);
  });

  it('has tabs All, System and Announcements, each asking for its kind', async () => {
    const { root, gateway } = openList(page([item()]));
    await until(() => items(root).length === 1);
    const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    expect(tabs.map((tab) => text(tab))).toEqual(['All', 'System', 'Announcements']);
    tabs[1]!.click();
    await until(() => gateway.callsOf(LIST).length === 2);
    tabs[2]!.click();
    await until(() => gateway.callsOf(LIST).length === 3);
    expect(gateway.callsOf(LIST).map((d) => (d as { kind?: string }).kind)).toEqual([undefined, 'system', 'operator']);
  });

  it('marks all read, shows them read and puts the new counts in the balance for the bell', async () => {
    const { root, gateway, client } = openList(page([item(), item({ id: 6 })]), { unread: 2 });
    await until(() => items(root).length === 2);
    byName(root, 'Mark all as read')!.click();
    await until(() => items(root).every((b) => b.getAttribute('data-read') === 'true'));
    expect(gateway.callsOf(MARK)).toEqual([{ all: true }]);
    expect(client.stores.balance.getSnapshot()?.unreadOperateMessage).toBe(0);
    expect(byName<HTMLButtonElement>(root, 'Mark all as read')!.disabled).toBe(true);
  });

  it('loads the next page with the cursor of the last one', async () => {
    const { root, gateway } = openList((data) => ((data as { cursor?: string }).cursor === '6' ? page([item({ id: 5 })]) : page([item(), item({ id: 6 })], '6')));
    await until(() => items(root).length === 2);
    byName(root, 'Load more')!.click();
    await until(() => items(root).length === 3);
    expect(gateway.callsOf(LIST)[1]).toEqual({ pageSize: 20, language: 'en-US', unreadOnly: false, cursor: '6' });
    expect(text(root.querySelector('.nt-end'))).toBe('No more messages.');
  });

  it('shows loading, then the empty state', async () => {
    const gateway = fakeGateway({ [LIST]: page([]) });
    const release = gateway.hold(LIST);
    const root = shadow(mount('nl-notification-list', makeClient(gateway, { user: PLAYER })));
    const loading = await until(() => root.querySelector('[data-state="loading"]'));
    expect(loading.getAttribute('aria-busy')).toBe('true');
    release();
    expect(text(await until(() => root.querySelector('[data-state="empty"]')))).toBe('You have no messages yet.');
  });

  it('shows an error with Retry, which asks again', async () => {
    const { root, gateway } = openList({ code: 500000001, message: 'down' });
    const retry = await until(() => byName(root, 'Retry'));
    expect(text(root.querySelector('[role="alert"]'))).toContain('Your messages could not be loaded.');
    gateway.reply(LIST, page([item()]));
    retry.click();
    await until(() => items(root).length === 1);
  });

  it('reads in Arabic, right to left, asking for Arabic texts, with times left-to-right', async () => {
    const { root, gateway } = openList(page([item({ title: 'صيانة الليلة' })]), { language: 'ar-AE' });
    await until(() => items(root).length === 1);
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(Array.from(root.querySelectorAll('[role="tab"]'), (tab) => text(tab))).toEqual(Object.values(arAE.notifications.tab));
    expect(text(root.querySelector('h1'))).toBe(arAE.notifications.title);
    expect(text(byName(root, arAE.notifications.markAllRead))).toBe('تحديد الكل كمقروء');
    expect(items(root)[0]!.querySelector('.nt-time .nl-ltr')?.getAttribute('dir')).toBe('ltr');
    expect(gateway.callsOf(LIST)).toEqual([{ pageSize: 20, language: 'ar-AE', unreadOnly: false }]);
  });

  it('has every text in both languages', () => {
    const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(arAE.notifications)).toEqual(keys(enUS.notifications));
  });

  it('asks a guest to log in, returning to /notification/list, without calling the gateway', async () => {
    const gateway = fakeGateway({ [LIST]: page([item()]) });
    const root = shadow(mount('nl-notification-list', makeClient(gateway)));
    (await until(() => byName(root, 'Log in'))).click();
    expect(navigations).toEqual(['/account/login?redirect=%2Fnotification%2Flist']);
    expect(gateway.calls).toEqual([]);
  });
});

function openDetail(reply: Reply, options: { language?: 'en-US' | 'ar-AE'; id?: string } = {}) {
  const gateway = fakeGateway({ [DETAIL]: reply, [MARK]: { data: { marked: 1, unreadSysMessage: 0, unreadOperateMessage: 0 } } });
  const client = makeClient(gateway, { user: PLAYER, language: options.language ?? 'en-US' });
  client.stores.balance.set(balance({ unreadSysMessage: 0, unreadOperateMessage: 1 }));
  const root = shadow(mount('nl-notification-detail', client, { 'notification-id': options.id ?? '7' }));
  return { gateway, client, root };
}

describe('<nl-notification-detail>', () => {
  it('shows the whole message, marks it read once and updates the bell', async () => {
    const { root, gateway, client } = openDetail(detail());
    const message = await until(() => root.querySelector('[part="message"]'));
    expect(text(message.querySelector('h2'))).toBe('Maintenance tonight');
    expect(message.querySelector('.nt-body')?.textContent).toBe('The site is down from 02:00 to 03:00.\nThank you for your patience.');
    expect(text(message.querySelector('.nt-time'))).toBe('Announcement · 21:00, 22/11/2026');
    await until(() => gateway.callsOf(MARK).length === 1);
    expect(gateway.callsOf(DETAIL)).toEqual([{ id: 7, language: 'en-US' }]);
    expect(gateway.callsOf(MARK)).toEqual([{ ids: [7] }]);
    await until(() => client.stores.balance.getSnapshot()?.unreadOperateMessage === 0);
  });

  it('does not mark a message already read', async () => {
    const { root, gateway } = openDetail(detail({ read: true }));
    await until(() => root.querySelector('[part="message"]'));
    await settle();
    expect(gateway.callsOf(MARK)).toEqual([]);
  });

  it("says not found for another player's or a missing message, and for an id that is no id, without asking", async () => {
    const { root } = openDetail({ code: 404001401, message: 'This message was not found.' });
    expect(text(await until(() => root.querySelector('[data-state="empty"]')))).toBe('This message was not found.');
    document.body.innerHTML = '';
    const bad = openDetail(detail(), { id: 'abc' });
    expect(text(await until(() => bad.root.querySelector('[data-state="empty"]')))).toBe('This message was not found.');
    expect(bad.gateway.calls).toEqual([]);
  });

  it('shows an error with Retry, and a way back to the list', async () => {
    const { root, gateway } = openDetail({ code: 500000001, message: 'down' });
    const retry = await until(() => byName(root, 'Retry'));
    gateway.reply(DETAIL, detail());
    retry.click();
    await until(() => root.querySelector('[part="message"]'));
    byName(root, 'Back to notifications')!.click();
    expect(navigations.at(-1)).toBe('/account/notification/list');
  });

  it('reads in Arabic, right to left', async () => {
    const { root, gateway } = openDetail(detail({ title: 'صيانة الليلة', body: 'الموقع متوقف' }), { language: 'ar-AE' });
    const message = await until(() => root.querySelector('[part="message"]'));
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(text(root.querySelector('h1'))).toBe(arAE.notifications.detailTitle);
    expect(text(message.querySelector('h2'))).toBe('صيانة الليلة');
    expect(text(byName(root, arAE.notifications.back))).toBe('العودة إلى الإشعارات');
    expect(gateway.callsOf(DETAIL)).toEqual([{ id: 7, language: 'ar-AE' }]);
  });
});
