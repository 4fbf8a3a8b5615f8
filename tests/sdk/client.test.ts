import { describe, expect, it } from 'vitest';
import { createClient } from '../../sdk/client/create-client';
import { translationsFor } from '../../sdk/i18n';
import { memoryStorage } from '../../sdk/env/environment';
import { USER_INFO_KEY } from '../../sdk/stores/user-info-store';
import { fakeGateway, type FakeGateway } from '../support/fake-gateway';
import { samplePlayer } from './fixtures';

const config = {
  currency: 'AED', name: 'UAE Lottery', minorVerification: 18, googleClientSecret: '', vatRate: 500,
  exclusionRechargeAmountList: [-1, 50000], exclusionRechargeAmountTimeLimit: [{ value: 1, default: true, durationMinute: 1440 }],
  exclusionOrderAmountList: [-1], exclusionOrderAmountTimeLimit: [{ value: 1, default: true, durationMinute: 1440 }],
  familyExclusionTimeLimit: [{ value: 6, default: true, durationMinute: 262800 }], sportSeriesPassConfig: { enabled: false },
  userAliveDurationSecond: 1800, geoRestrict: true, geoCommand: ['420544'], geoCheckForceLicense: false,
  geoCheckForceLicensePopIntervalTime: 30, geoCheckForceLicensePopType: 1, encryptOpen: false, encryptCommand: [],
  encryptPublicKey: '', authKey: 'X-Token', serverTime: 1,
};
const balance = { betBalance: 50000, giftBalance: 0, totalBalance: 50000, withdrawableAmount: 20000, unreadSysMessage: 3, unreadOperateMessage: 0 };

function clientWith(gw: FakeGateway, storage = memoryStorage()) {
  return createClient({ platform: 3, env: { fetch: gw.fetch, storage, languages: () => ['en-US'], currentPath: () => '/lottery/results' } });
}

describe('client', () => {
  it('loads the system config and then sends the session in the header it names', async () => {
    const storage = memoryStorage();
    storage.setItem(USER_INFO_KEY, JSON.stringify(samplePlayer));
    const gw = fakeGateway({ '010001': { data: config }, '100124': { data: balance } });
    const client = clientWith(gw, storage);
    expect((await client.init()).ok).toBe(true);
    expect(client.stores.systemConfig.getSnapshot()?.userAliveDurationSecond).toBe(1800);
    await client.refreshBalance();
    expect(gw.calls[1]!.headers['X-Token']).toBe('tok-1');
    expect(client.stores.balance.getSnapshot()).toEqual(balance);
  });

  it('does not ask for a balance without a session', async () => {
    const gw = fakeGateway();
    const client = clientWith(gw);
    expect(await client.refreshBalance()).toBeNull();
    expect(gw.calls).toEqual([]);
  });

  it('throws at once, naming the command, when the request breaks the contract', async () => {
    const client = clientWith(fakeGateway());
    await expect(client.call('latestDraws', { lotteryTypeList: 'all' } as never)).rejects.toThrow(/latestDraws.*660200/);
  });

  it('refuses a reply that does not match the response schema instead of passing bad data on', async () => {
    const client = clientWith(fakeGateway({ '100124': { data: { totalBalance: 'lots' } } }));
    const result = await client.call('balance', {});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.type).toBe('invalid-response');
  });

  it('on a session-invalid code clears the player, shows the message and goes to login with the return path', async () => {
    const storage = memoryStorage();
    storage.setItem(USER_INFO_KEY, JSON.stringify(samplePlayer));
    const client = clientWith(fakeGateway({ '100124': { code: 401000002, message: 'Session expired' } }), storage);
    client.stores.balance.set(balance);
    const toasts: unknown[] = [];
    const navigations: unknown[] = [];
    client.events.on('toast', (t) => toasts.push(t));
    client.events.on('navigate', (n) => navigations.push(n));
    await client.refreshBalance();
    expect(client.stores.userInfo.getSnapshot()).toBeNull();
    expect(storage.getItem(USER_INFO_KEY)).toBeNull();
    expect(client.stores.balance.getSnapshot()).toBeNull();
    expect(toasts).toContainEqual(expect.objectContaining({ message: 'Session expired' }));
    expect(navigations).toContainEqual(expect.objectContaining({ path: '/account/login', returnPath: '/lottery/results' }));
  });

  it('shows the server message as one error toast for an ordinary failure, and none when hidden', async () => {
    const client = clientWith(fakeGateway({ '660200': { code: 400000012, message: 'Validation failed' } }));
    const toasts: unknown[] = [];
    client.events.on('toast', (t) => toasts.push(t));
    await client.call('latestDraws', { lotteryTypeList: -1, prePhases: 1 });
    await client.call('latestDraws', { lotteryTypeList: -1, prePhases: 1 }, { hideToast: true });
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', message: 'Validation failed' })]);
  });

  it('switches language for translations and persists the choice', async () => {
    const storage = memoryStorage();
    const client = clientWith(fakeGateway(), storage);
    expect(client.direction()).toBe('ltr');
    client.setLanguage('ar-AE');
    expect(client.direction()).toBe('rtl');
    expect((await translationsFor(client).ready()).t('header.login')).toBe('تسجيل الدخول');
    expect(createClient({ env: { storage, fetch: fakeGateway().fetch, languages: () => ['en'] } }).stores.language.getSnapshot()).toBe('ar-AE');
  });

  it('keeps two clients on one page apart', async () => {
    const a = clientWith(fakeGateway());
    const b = clientWith(fakeGateway());
    a.setLanguage('ar-AE');
    expect(b.stores.language.getSnapshot()).toBe('en-US');
  });
});
