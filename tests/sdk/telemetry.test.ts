import { describe, expect, it, vi } from 'vitest';
import { createClient, type ClientOptions } from '../../sdk/client/create-client';
import { memoryStorage } from '../../sdk/env/environment';
import { USER_INFO_KEY } from '../../sdk/stores/user-info-store';
import { consoleTelemetry, memoryTelemetry, pathOnly, scrubPersonalData } from '../../sdk/telemetry/telemetry';
import { fakeGateway, type FakeGateway } from '../support/fake-gateway';
import { samplePlayer } from './fixtures';

/** The page the player is on: its query names them, which must never leave the client. */
const HERE = '/downloadGame?userId=u1&gameName=Pick3';

function clientWith(gw: FakeGateway, extra: Partial<ClientOptions> = {}) {
  const storage = memoryStorage();
  storage.setItem(USER_INFO_KEY, JSON.stringify(samplePlayer));
  return createClient({ platform: 3, env: { fetch: gw.fetch, storage, languages: () => ['en-US'], currentPath: () => HERE }, ...extra });
}

/** Every piece of the sample player and of their card that could identify them. */
const PERSONAL = ['Sara', 'Khan', 'sara.k', '971501234567', '50 123 4567', 'sara@example.com', '4111', 'tok-1', 'u1', '784-1990-1234567-1'];

function expectNoPersonalData(sent: unknown): void {
  const text = JSON.stringify(sent);
  for (const piece of PERSONAL) expect(text).not.toContain(piece);
}

describe('error monitoring (SPEC §8: non-zero codes are reported)', () => {
  it('reports each non-zero code with its command and the path without its query, silent and hidden ones too', async () => {
    const telemetry = memoryTelemetry();
    const gw = fakeGateway({
      '100124': { code: 500000000, message: 'Dear Sara Khan, sara@example.com 971501234567 failed' },
      '660200': { code: 400000012, message: 'Validation failed' },
    });
    const client = clientWith(gw, { errorReporter: telemetry });
    await client.refreshBalance();
    await client.call('latestDraws', { lotteryTypeList: -1, prePhases: 1 }, { hideToast: true });
    await client.call('latestDraws', { lotteryTypeList: -1, prePhases: 1 }, { ignoreCodes: 'all' });
    expect(telemetry.reports).toEqual([
      { kind: 'gateway', code: 500000000, command: '100124', path: '/downloadGame' },
      { kind: 'gateway', code: 400000012, command: '660200', path: '/downloadGame' },
      { kind: 'gateway', code: 400000012, command: '660200', path: '/downloadGame' },
    ]);
    // The server's text named the player: it is not sent at all.
    expectNoPersonalData(telemetry.reports);
  });

  it('reports nothing for a success', async () => {
    const telemetry = memoryTelemetry();
    const gw = fakeGateway({ '660200': { data: { phaseResultResponseItems: [] } } });
    const client = clientWith(gw, { errorReporter: telemetry });
    expect((await client.call('latestDraws', { lotteryTypeList: -1, prePhases: 1 })).ok).toBe(true);
    expect(telemetry.reports).toEqual([]);
  });

  it('reports a network failure under the client code, since monitoring wants to see outages too', async () => {
    const telemetry = memoryTelemetry();
    const client = createClient({
      platform: 3,
      errorReporter: telemetry,
      env: { fetch: () => Promise.reject(new TypeError('Failed to fetch')), storage: memoryStorage(), languages: () => ['en-US'], currentPath: () => '/' },
    });
    await client.call('latestDraws', { lotteryTypeList: -1, prePhases: 1 }, { hideToast: true });
    expect(telemetry.reports).toHaveLength(1);
    expect(telemetry.reports[0]).toMatchObject({ kind: 'gateway', command: '660200', path: '/' });
    expect((telemetry.reports[0] as { code: number }).code).toBeLessThan(0);
  });

  it("reports an element's error with the tag and a message scrubbed of the player's data", () => {
    const telemetry = memoryTelemetry();
    const client = clientWith(fakeGateway(), { errorReporter: telemetry });
    client.reportError(new TypeError('Card 4111 1111 1111 1111 of holder Sara Khan (sara@example.com, +971 50 123 4567, EID 784-1990-1234567-1) token tok-1abcdefghijklmnopqrstuvwxyz0123'), 'nl-deposit');
    expect(telemetry.reports).toHaveLength(1);
    const [report] = telemetry.reports;
    expect(report).toMatchObject({ kind: 'element', element: 'nl-deposit', name: 'TypeError', path: '/downloadGame' });
    expect((report as { message: string }).message).toMatch(/^Card \[redacted\] of holder \[redacted\]/);
    expectNoPersonalData(report);
  });

  it('sends nothing when off (the default), and a throwing reporter never breaks a call', async () => {
    const gw = fakeGateway({ '100124': { code: 500000000, message: 'x' } });
    const off = clientWith(gw);
    const heard: unknown[] = [];
    off.events.on('error-reported', (e) => heard.push(e));
    await off.refreshBalance();
    off.reportError(new Error('boom'), 'nl-header');
    off.track({ type: 'deposit', amount: 100 });
    // Only the balance call itself went out: no extra request carried a report anywhere.
    expect(gw.calls.map((c) => c.code)).toEqual(['100124']);
    expect(heard).toHaveLength(1);

    const throwing = clientWith(fakeGateway({ '100124': { code: 500000000, message: 'x' } }), {
      errorReporter: { report: () => { throw new Error('monitoring down'); } },
      analytics: { track: () => { throw new Error('analytics down'); } },
    });
    const result = await throwing.refreshBalance();
    expect(result?.ok).toBe(false);
    expect(() => throwing.track({ type: 'deposit', amount: 100 })).not.toThrow();
    expect(() => throwing.reportError(new Error('x'), 'nl-header')).not.toThrow();
  });
});

describe('analytics', () => {
  it('passes page views (without the query), purchases and deposits to the analytics given', () => {
    const telemetry = memoryTelemetry();
    const client = clientWith(fakeGateway(), { analytics: telemetry });
    client.track({ type: 'page_view', path: '/newDetail?key=n1&userId=u1', route: 'newDetail', language: 'ar-AE' });
    client.track({ type: 'purchase', lotteryType: 72, orders: 2, amount: 800 });
    client.track({ type: 'deposit', amount: 50000 });
    expect(telemetry.events).toEqual([
      { type: 'page_view', path: '/newDetail', route: 'newDetail', language: 'ar-AE' },
      { type: 'purchase', lotteryType: 72, orders: 2, amount: 800 },
      { type: 'deposit', amount: 50000 },
    ]);
  });

  it('keeps monitoring and analytics apart: an analytics-only client reports no errors', async () => {
    const telemetry = memoryTelemetry();
    const client = clientWith(fakeGateway({ '100124': { code: 500000000, message: 'x' } }), { analytics: telemetry });
    await client.refreshBalance();
    client.reportError(new Error('boom'), 'nl-header');
    expect(telemetry.reports).toEqual([]);
  });
});

describe('the reference implementations and the scrubber', () => {
  it('the console implementation writes to the sink it is given and says which of the two it is', () => {
    const info = vi.fn();
    const telemetry = consoleTelemetry({ info });
    telemetry.report({ kind: 'gateway', code: 1, command: '100124', path: '/' });
    telemetry.track({ type: 'deposit', amount: 1 });
    expect(info.mock.calls.map(([label]) => label)).toEqual(['[nl monitoring]', '[nl analytics]']);
  });

  it.each([
    ['an e-mail', 'login failed for sara@example.com', 'login failed for [redacted]'],
    ['a grouped card number', 'card 4111-1111-1111-1111 refused', 'card [redacted] refused'],
    ['a phone with its country code', 'sent to +971501234567', 'sent to [redacted]'],
    ['a JWT', 'bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.abc', 'bad token [redacted]'],
    ['a name after a cue', "Cannot read name: Sara Khan's card", 'Cannot read name: [redacted] card'],
  ])('removes %s', (_what, text, expected) => {
    expect(scrubPersonalData(text)).toBe(expected);
  });

  it('leaves an ordinary error message alone, and short numbers such as codes and counts', () => {
    expect(scrubPersonalData("Cannot read properties of undefined (reading 'amount')")).toBe("Cannot read properties of undefined (reading 'amount')");
    expect(scrubPersonalData('Loading chunk 42 failed')).toBe('Loading chunk 42 failed');
  });

  it('cuts the path at its query or fragment', () => {
    expect(pathOnly('/a/b?x=1#y')).toBe('/a/b');
    expect(pathOnly('?x')).toBe('/');
  });
});
