import { describe, expect, it, vi, afterEach } from 'vitest';
import { createClient } from '../../sdk/client/create-client';
import { memoryStorage } from '../../sdk/env/environment';
import { LAST_ACTIVE_KEY } from '../../sdk/session/session';
import { USER_INFO_KEY } from '../../sdk/stores/user-info-store';
import { fakeGateway } from '../support/fake-gateway';
import { samplePlayer } from './fixtures';

afterEach(() => vi.useRealTimers());

function setup(storage = memoryStorage()) {
  const gateway = fakeGateway({}, { otherwise: { data: {} } });
  const client = createClient({ platform: 3, env: { fetch: gateway.fetch, storage, languages: () => ['en'] } });
  const logouts: string[] = [];
  client.events.on('logout', ({ reason }) => logouts.push(reason));
  return { client, gateway, logouts, storage };
}

describe('session', () => {
  it('stores the player from a login reply and starts the inactivity watch', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 8) });
    const { client, storage } = setup();
    client.session.completeLogin({ ...samplePlayer, sessionToken: 'a'.repeat(32), registerIdCardType: 1 });
    expect(client.stores.userInfo.getSnapshot()?.firstName).toBe('Sara');
    expect(storage.getItem(LAST_ACTIVE_KEY)).toBe(String(Date.now()));
  });

  it('logs out after userAliveDurationSecond without activity, checked every 3 s', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 8) });
    const { client, gateway, logouts } = setup();
    client.session.completeLogin({ ...samplePlayer, sessionToken: 'a'.repeat(32), registerIdCardType: 1 });
    await vi.advanceTimersByTimeAsync(1800_000 - 3000);
    expect(logouts).toEqual([]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(logouts).toEqual(['inactivity']);
    expect(client.stores.userInfo.getSnapshot()).toBeNull();
    expect(gateway.calls.map((call) => call.code)).toContain('100002');
  });

  it('keeps the session while the player is active', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 8) });
    const { client, logouts } = setup();
    client.session.completeLogin({ ...samplePlayer, sessionToken: 'a'.repeat(32), registerIdCardType: 1 });
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(1000_000);
      client.session.touch();
    }
    expect(logouts).toEqual([]);
  });

  it('ends a stored session that was idle too long when the page opens again', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 8) });
    const storage = memoryStorage();
    storage.setItem(USER_INFO_KEY, JSON.stringify(samplePlayer));
    storage.setItem(LAST_ACTIVE_KEY, String(Date.now() - 2 * 3600_000));
    const { client, logouts } = setup(storage);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.stores.userInfo.getSnapshot()).toBeNull();
    expect(logouts).toEqual(['inactivity']);
  });

  it('logs out on request: server logout, user info and balance cleared', async () => {
    const storage = memoryStorage();
    storage.setItem(USER_INFO_KEY, JSON.stringify(samplePlayer));
    const { client, gateway, logouts } = setup(storage);
    client.stores.balance.set({ betBalance: 1, giftBalance: 0, totalBalance: 1, withdrawableAmount: 0, unreadSysMessage: 0, unreadOperateMessage: 0 });
    await client.logout();
    expect(gateway.calls.map((call) => call.code)).toEqual(['100002']);
    expect(logouts).toEqual(['user']);
    expect(storage.getItem(USER_INFO_KEY)).toBeNull();
    expect(client.stores.balance.getSnapshot()).toBeNull();
  });
});
