import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../../sdk/client/create-client';
import { memoryStorage } from '../../sdk/env/environment';
import { USER_INFO_KEY } from '../../sdk/stores/user-info-store';
import { fakeGateway, type FakeGateway } from '../support/fake-gateway';
import { samplePlayer } from './fixtures';

// Counts how often the compliance commands' module is evaluated: the client must import it on the
// first call of one of its commands, and only once however many of them are called.
const loads = vi.hoisted(() => ({ compliance: 0 }));
vi.mock('../../sdk/commands/compliance', async (importOriginal) => {
  loads.compliance += 1;
  return importOriginal();
});

function playerClient(gw: FakeGateway) {
  const storage = memoryStorage();
  storage.setItem(USER_INFO_KEY, JSON.stringify(samplePlayer));
  return createClient({ platform: 3, env: { fetch: gw.fetch, storage, languages: () => ['en-US'], currentPath: () => '/' } });
}

describe('commands loaded on demand', () => {
  it('loads a domain module on the first call of one of its commands, once for all of them, and validates with its schemas', async () => {
    const gw = fakeGateway({
      '200029': { data: { id: 7, forceUpgrade: 0, notice: 1, upgrade: 1 } },
      '100160': { data: { alertStatus: 1, agreeStatus: 0 } },
    });
    const client = playerClient(gw);
    expect(loads.compliance).toBe(0);

    const [terms, funds] = await Promise.all([
      client.call('checkTerms', { versionType: 1 }),
      client.call('fundsStatementStatus', { lawStatementType: 1 }),
    ]);
    expect(terms).toEqual({ ok: true, data: { id: 7, forceUpgrade: 0, notice: 1, upgrade: 1 }, timestamp: expect.any(Number) });
    expect(funds.ok && funds.data).toEqual({ alertStatus: 1, agreeStatus: 0 });
    expect(gw.calls.map((c) => c.code).sort()).toEqual(['100160', '200029']);

    // The loaded schema still refuses a request that breaks the contract, before anything is sent.
    await expect(client.call('submitFundsStatement', { lawStatementType: 1, memo: 'lottery', ownFunds: true, notProceedsOfCrime: true } as never))
      .rejects.toThrow(/submitFundsStatement.*100161/);
    expect(gw.calls).toHaveLength(2);
    expect(loads.compliance).toBe(1);
  });

  it('answers a failed load of a command module as a network failure, and loads it on the next call', async () => {
    const { commandLoaders } = await import('../../sdk/commands/loaders');
    const realLoader = commandLoaders.acceptTerms;
    const loader = vi.spyOn(commandLoaders as { acceptTerms: typeof realLoader }, 'acceptTerms').mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const gw = fakeGateway({ '200030': { data: {} } });
    const client = playerClient(gw);
    const toasts: unknown[] = [];
    client.events.on('toast', (t) => toasts.push(t));

    const failed = await client.call('acceptTerms', { versionId: 3 });
    expect(failed).toEqual({ ok: false, error: expect.objectContaining({ type: 'network', code: -1, command: 'acceptTerms' }) });
    expect(gw.calls).toEqual([]);
    expect(toasts).toHaveLength(1);

    loader.mockImplementation(realLoader);
    expect((await client.call('acceptTerms', { versionId: 3 })).ok).toBe(true);
    expect(gw.calls.map((c) => c.code)).toEqual(['200030']);
    loader.mockRestore();
  });
});
