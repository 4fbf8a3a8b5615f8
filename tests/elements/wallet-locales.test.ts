// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten, sources } from './locale-helpers';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';
import { TRANSACTION_CATEGORIES, TRANSACTION_TABS, categoryKeys, tabLabelKey } from '../../elements/transactions/list/transaction-labels';
import { WITHDRAWAL_STATES, withdrawalStateView } from '../../elements/withdrawals/withdraw/withdrawal-states';

const en = flatten(enUS);
const ar = flatten(arAE);
const NAMESPACES = ['wallet', 'transactions', 'withdraw'];

describe('wallet translations', () => {
  it('hold every key the wallet elements use, in English and Arabic', () => {
    const used = new Set<string>();
    const folders = ['wallet', 'transactions', 'withdrawals'].map((domain) => join(__dirname, '../../elements', domain));
    for (const file of folders.flatMap((folder) => sources(folder))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/['"]((?:wallet|transactions|withdraw|common|errors|validation|forms)\.[\w.]+)['"]/g)) used.add(match[1]!);
    }
    const dynamic = [
      ...TRANSACTION_TABS.map(tabLabelKey),
      ...TRANSACTION_CATEGORIES.flatMap((c) => Object.values(categoryKeys(c))),
      ...WITHDRAWAL_STATES.flatMap((s) => [withdrawalStateView(s).label, withdrawalStateView(s).detail]),
      // The channel names the gateway's withdrawal options name (420604 nameKey).
      'withdraw.channel.bankTransfer',
      'withdraw.channel.instantTransfer',
    ];
    const keys = [...used, ...dynamic];
    expect(used.size).toBeGreaterThan(60);
    expect({ en: keys.filter((k) => !en.has(k)), ar: keys.filter((k) => !ar.has(k)) }).toEqual({ en: [], ar: [] });
  });

  it('are written in Arabic in the Arabic file', () => {
    const latin = [...ar].filter(([k, v]) => NAMESPACES.includes(k.split('.')[0]!) && !/[\u0600-\u06FF]/.test(String(v))).map(([k]) => k);
    expect(latin).toEqual([]);
  });
});
