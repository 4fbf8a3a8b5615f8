// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../elements/define';
import { TRANSACTION_CATEGORIES } from '../../elements';
import type { Transaction } from '../../sdk';
import { TransactionCategorySchema } from '../../sdk/commands';
import { PLAYER, byName, makeClient, mount, settle, shadow, text, until, hostNavigations } from './helpers';
import { fakeGateway, type Reply } from '../support/fake-gateway';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';

const TRANSACTIONS = '100125';
/** 21:00, 22/11/2026 in Dubai. */
const TIME = Date.UTC(2026, 10, 22, 17, 0);

const navigations = hostNavigations();

function row(overrides: Partial<Transaction> = {}): Transaction {
  return { id: '1001', category: 'prize', reference: 'ORD-77', amount: 5_000, balanceAfter: 128_456, time: TIME, ...overrides };
}

function page(items: Transaction[], nextCursor: string | null = null): Reply {
  return { data: { items, nextCursor } };
}

function open(reply: Reply, options: { language?: 'en-US' | 'ar-AE'; attributes?: Record<string, string> } = {}) {
  const gateway = fakeGateway({ [TRANSACTIONS]: reply });
  const client = makeClient(gateway, { user: PLAYER, language: options.language ?? 'en-US' });
  const root = shadow(mount('nl-transactions', client, options.attributes));
  return { gateway, client, root };
}

const rows = (root: ShadowRoot) => Array.from(root.querySelectorAll('.tx-row'));

describe('<nl-transactions>', () => {
  it('lists type, ID, description, signed amount, time and balance after, newest first', async () => {
    const { root, gateway } = open(page([row(), row({ id: '1000', category: 'order', reference: 'ORD-76', amount: -2_000, balanceAfter: 123_456, time: TIME - 60_000 })]));
    await until(() => rows(root).length === 2);
    const [prize, order] = rows(root);
    const cells = (tr: Element) => Array.from(tr.children, (cell) => text(cell));
    expect(cells(prize!)).toEqual(['Prize', '1001', 'Winnings credited ORD-77', '+AED 50', '21:00, 22/11/2026', 'AED 1,284.56']);
    expect(cells(order!)).toEqual(['Order', '1000', 'Ticket purchase ORD-76', '-AED 20', '20:59, 22/11/2026', 'AED 1,234.56']);
    expect(order!.querySelector('.tx-amount')?.className).toContain('money-out');
    expect(prize!.querySelector('.tx-amount .amount')?.getAttribute('dir')).toBe('ltr');
    expect(gateway.callsOf(TRANSACTIONS)).toEqual([{ tab: 'all', pageSize: 20 }]);
  });

  it('has accessible tabs All, Income, Expenses, Deposit, Withdrawal, each asking for its own tab', async () => {
    const { root, gateway } = open((data) => page([row({ id: `row-${(data as { tab: string }).tab}` })]));
    await until(() => rows(root).length === 1);
    const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    expect(tabs.map((tab) => text(tab))).toEqual(['All', 'Income', 'Expenses', 'Deposit', 'Withdrawal']);
    expect(root.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Transaction types');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    const panel = root.querySelector('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);

    for (const [index, tab] of ['income', 'expenses', 'deposit', 'withdrawal'].entries()) {
      tabs[index + 1]!.click();
      await until(() => text(rows(root)[0]?.querySelector('.tx-id')) === `row-${tab}`);
      expect(tabs[index + 1]!.getAttribute('aria-selected')).toBe('true');
      expect(root.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe(tabs[index + 1]!.id);
    }
    expect(gateway.callsOf(TRANSACTIONS).map((d) => (d as { tab: string }).tab)).toEqual(['all', 'income', 'expenses', 'deposit', 'withdrawal']);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { root, gateway } = open(page([row()]));
    await until(() => rows(root).length === 1);
    const tablist = root.querySelector('[role="tablist"]')!;
    const press = (key: string) => tablist.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    press('ArrowRight');
    await until(() => root.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Income');
    press('End');
    await until(() => root.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Withdrawal');
    press('ArrowRight');
    await until(() => root.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'All');
    await until(() => gateway.callsOf(TRANSACTIONS).length === 4);
    expect(gateway.callsOf(TRANSACTIONS).map((d) => (d as { tab: string }).tab)).toEqual(['all', 'income', 'withdrawal', 'all']);
  });

  it('starts on the tab of its `tab` attribute', async () => {
    const { root, gateway } = open(page([row()]), { attributes: { tab: 'deposit' } });
    await until(() => rows(root).length === 1);
    expect(text(root.querySelector('[role="tab"][aria-selected="true"]'))).toBe('Deposit');
    expect(gateway.callsOf(TRANSACTIONS)).toEqual([{ tab: 'deposit', pageSize: 20 }]);
  });

  it('loads the next page with the cursor of the last one and stops when there is none', async () => {
    const { root, gateway } = open((data) =>
      (data as { cursor?: string }).cursor === '990'
        ? page([row({ id: '990' }), row({ id: '989' })], null)
        : page([row({ id: '1001' }), row({ id: '1000' })], '990'),
    );
    await until(() => rows(root).length === 2);
    byName(root, 'Load more')!.click();
    await until(() => rows(root).length === 4);
    expect(rows(root).map((tr) => text(tr.querySelector('.tx-id')))).toEqual(['1001', '1000', '990', '989']);
    expect(gateway.callsOf(TRANSACTIONS)).toEqual([{ tab: 'all', pageSize: 20 }, { tab: 'all', pageSize: 20, cursor: '990' }]);
    expect(byName(root, 'Load more')).toBeNull();
    expect(text(root.querySelector('.tx-end'))).toBe('No more transactions.');
  });

  it('keeps the rows when a further page fails, and loads it on the next press', async () => {
    const { root, gateway } = open(page([row({ id: '1001' })], '1000'));
    await until(() => rows(root).length === 1);
    gateway.reply(TRANSACTIONS, { code: 500000001, message: 'down' });
    byName(root, 'Load more')!.click();
    await until(() => text(root.querySelector('.tx-more')).includes('More transactions could not be loaded.'));
    expect(rows(root)).toHaveLength(1);
    gateway.reply(TRANSACTIONS, page([row({ id: '1000' })]));
    byName(root, 'Load more')!.click();
    await until(() => rows(root).length === 2);
  });

  it('shows a loading state, then the empty state of a tab without movements', async () => {
    const gateway = fakeGateway({ [TRANSACTIONS]: page([]) });
    const release = gateway.hold(TRANSACTIONS);
    const root = shadow(mount('nl-transactions', makeClient(gateway, { user: PLAYER })));
    const loading = await until(() => root.querySelector('[data-state="loading"]'));
    expect(loading.getAttribute('aria-busy')).toBe('true');
    release();
    const empty = await until(() => root.querySelector('[data-state="empty"]'));
    expect(text(empty)).toBe('No transactions here yet.');
    expect(root.querySelector('.tx-table')).toBeNull();
  });

  it('shows an error with Retry, which asks again', async () => {
    const { root, gateway } = open({ code: 500000001, message: 'down' });
    const retry = await until(() => byName(root, 'Retry'));
    expect(text(root.querySelector('[role="alert"]'))).toContain('Your transactions could not be loaded.');
    gateway.reply(TRANSACTIONS, page([row()]));
    retry.click();
    await until(() => rows(root).length === 1);
    expect(gateway.callsOf(TRANSACTIONS)).toHaveLength(2);
  });

  it('never shows one tab the rows of another when an old reply arrives late', async () => {
    let releaseAll!: () => void;
    const allHeld = new Promise<void>((resolve) => (releaseAll = resolve));
    const gateway = fakeGateway({
      [TRANSACTIONS]: async (data) => {
        if ((data as { tab: string }).tab !== 'all') return page([row({ id: 'from-income' })]);
        await allHeld;
        return page([row({ id: 'from-all' })]);
      },
    });
    const root = shadow(mount('nl-transactions', makeClient(gateway, { user: PLAYER })));
    await until(() => gateway.calls.length === 1);
    byName(root, 'Income', '[role="tab"]')!.click();
    await until(() => text(rows(root)[0]?.querySelector('.tx-id')) === 'from-income');
    releaseAll();
    await settle();
    expect(rows(root).map((tr) => text(tr.querySelector('.tx-id')))).toEqual(['from-income']);
  });

  it('labels every category of SPEC §3 in English and in Arabic', async () => {
    expect([...TRANSACTION_CATEGORIES].sort()).toEqual([...TransactionCategorySchema.options].sort());
    const items = TRANSACTION_CATEGORIES.map((category, i) => row({ id: String(i), category }));
    for (const [language, strings] of [['en-US', enUS], ['ar-AE', arAE]] as const) {
      const { root } = open(page(items), { language });
      await until(() => rows(root).length === items.length);
      const labels = rows(root).map((tr) => text(tr.querySelector('.tx-type')));
      const descriptions = rows(root).map((tr) => text(tr.querySelector('.tx-description')));
      expect(labels).toEqual(TRANSACTION_CATEGORIES.map((c) => strings.transactions.category[c]));
      expect(descriptions).toEqual(TRANSACTION_CATEGORIES.map((c) => `${strings.transactions.description[c]} ORD-77`));
      expect(new Set(labels).size).toBe(TRANSACTION_CATEGORIES.length);
      if (language === 'ar-AE') expect(labels.every((label) => /[\u0600-\u06FF]/.test(label))).toBe(true);
      document.body.innerHTML = '';
    }
  });

  it('reads in Arabic: Arabic tabs and symbol, amounts and times left-to-right', async () => {
    const { root } = open(page([row({ amount: -2_000 })]), { language: 'ar-AE' });
    await until(() => rows(root).length === 1);
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(Array.from(root.querySelectorAll('[role="tab"]'), (tab) => text(tab))).toEqual(['الكل', 'الدخل', 'المصروفات', 'الإيداع', 'السحب']);
    const amount = rows(root)[0]!.querySelector('.tx-amount .amount')!;
    expect(text(amount)).toBe('-د.إ 20');
    expect(amount.getAttribute('dir')).toBe('ltr');
    expect(rows(root)[0]!.querySelector('.tx-time .nl-ltr')?.getAttribute('dir')).toBe('ltr');
  });

  it('labels each cell for the phone card layout', async () => {
    const { root } = open(page([row()]));
    await until(() => rows(root).length === 1);
    expect(Array.from(rows(root)[0]!.children, (cell) => cell.getAttribute('data-label'))).toEqual(['Type', 'ID', 'Description', 'Amount', 'Time', 'Balance']);
  });

  it('asks a guest to log in, returning to Transactions, without calling the gateway', async () => {
    const gateway = fakeGateway({ [TRANSACTIONS]: page([row()]) });
    const root = shadow(mount('nl-transactions', makeClient(gateway)));
    const login = await until(() => byName(root, 'Log in'));
    login.click();
    expect(navigations).toEqual(['/account/login?redirect=%2Faccount%2Ftransactions']);
    expect(gateway.calls).toEqual([]);
  });
});
