import { describe, expect, it } from 'vitest';
import { createClient } from '../../sdk/client/create-client';
import { GEO_HEADER } from '../../sdk/commands/envelope';
import { memoryStorage, type StorageLike } from '../../sdk/env/environment';
import { ErrorCode } from '../../sdk/errors/codes';
import { createGeoSession, GEO_VALID_GAP_MS, type GeoSessionDeps } from '../../sdk/geo/geo-session';
import { GEO_UNKNOWN, type GeoSnapshot } from '../../sdk/geo/geo-status';
import { GEO_POPUP_CLOSED_KEY, geoPopupDue } from '../../sdk/geo/geo-popup';
import { browserLocationBridge, POSITION_OPTIONS, type LocationBridge, type PositionResult } from '../../sdk/geo/location-bridge';
import { USER_INFO_KEY } from '../../sdk/stores/user-info-store';
import { fakeGateway, type FakeGateway } from '../support/fake-gateway';
import { samplePlayer } from './fixtures';

const NOW = Date.UTC(2026, 2, 14, 5, 0, 0);
const DUBAI: PositionResult = { ok: true, latitude: 25.2048, longitude: 55.2708 };
const VERIFY_PATH = '/simulators/geo-verifier/token';

const config = (geoRestrict = true, forced: { geoCheckForceLicense: boolean; geoCheckForceLicensePopIntervalTime: number } = { geoCheckForceLicense: false, geoCheckForceLicensePopIntervalTime: 30 }) => ({
  currency: 'AED', name: 'UAE Lottery', minorVerification: 18, googleClientSecret: '', vatRate: 500,
  exclusionRechargeAmountList: [-1], exclusionRechargeAmountTimeLimit: [], exclusionOrderAmountList: [-1], exclusionOrderAmountTimeLimit: [],
  familyExclusionTimeLimit: [], sportSeriesPassConfig: { enabled: false }, userAliveDurationSecond: 1800,
  geoRestrict, geoCommand: ['101101', '101105', '420544', '420550', '420551'], ...forced,
  geoCheckForceLicensePopType: 1, geoVerifyPath: VERIFY_PATH,
  encryptOpen: false, encryptCommand: [], encryptPublicKey: '', authKey: 'Api-Access-Token', serverTime: NOW,
});
const ORDER = { appKey: 'pick3', lotteryType: 72, playType: 7201, selections: [{ numbers: [1, 2, 3] }], amount: 200, idempotencyKey: '8f7e0f3c-2f5b-4b7e-9c55-1d2f0a6b9e11' };

/** A location bridge that answers what the test says, counting the asks. */
function bridge(answer: PositionResult): LocationBridge & { asks: number; answer: PositionResult; fresh: boolean[] } {
  const b = { asks: 0, answer, fresh: [] as boolean[], currentPosition: async (options?: { fresh?: boolean }) => (b.asks++, b.fresh.push(options?.fresh === true), b.answer) };
  return b;
}

describe('the geo session (sdk/geo/geo-session.ts)', () => {
  function session(check: Awaited<ReturnType<GeoSessionDeps['checkStatus']>>, position: PositionResult = DUBAI) {
    const published: GeoSnapshot[] = [];
    const location = bridge(position);
    const posted: { latitude: number; longitude: number }[] = [];
    let checks = 0;
    let now = NOW;
    const geo = createGeoSession({
      checkStatus: async () => (checks++, check),
      location,
      requestToken: async (p) => (posted.push(p), { token: `jwt-${posted.length}`, expiresAt: now + 5 * 60_000 }),
      sessionToken: () => 'session-1',
      now: () => now,
      publish: (s) => published.push(s),
    });
    return { geo, published, location, posted, checks: () => checks, advance: (ms: number) => void (now += ms) };
  }

  it('needs no token for a whitelisted player, and asks no position', async () => {
    const s = session({ ok: true, whiteListed: true, cacheExpiresAt: null });
    expect(await s.geo.token()).toBeNull();
    expect(s.published).toEqual([{ status: 'whiteList', valid: true, validUntil: null, problem: null }]);
    expect(s.location.asks).toBe(0);
  });

  it('needs no token while the server\'s cached location lasts, and is valid until the gap before its end', async () => {
    const s = session({ ok: true, whiteListed: false, cacheExpiresAt: NOW + 10 * 60_000 });
    expect(await s.geo.token()).toBeNull();
    expect(s.published).toEqual([{ status: 'valid', valid: true, validUntil: NOW + 10 * 60_000 - GEO_VALID_GAP_MS, problem: null }]);
  });

  it('otherwise posts the position for a token, reuses it while it lasts, and asks again after forget()', async () => {
    const s = session({ ok: true, whiteListed: false, cacheExpiresAt: null });
    const [a, b] = await Promise.all([s.geo.token(), s.geo.token()]);
    expect([a, b]).toEqual(['jwt-1', 'jwt-1']);
    expect(s.posted).toEqual([{ latitude: 25.2048, longitude: 55.2708 }]);
    expect(s.published).toEqual([{ status: 'invalid', valid: false, validUntil: null, problem: null }]);
    s.advance(4 * 60_000);
    expect(await s.geo.token()).toBe('jwt-1');
    expect(s.checks()).toBe(1);
    s.advance(60_000); // within the last half minute: not reused
    expect(await s.geo.token()).toBe('jwt-2');
    s.geo.forget();
    expect(await s.geo.token()).toBe('jwt-3');
  });

  it('says permission-denied when the player refuses the location, and sends no token', async () => {
    const s = session({ ok: true, whiteListed: false, cacheExpiresAt: null }, { ok: false, reason: 'denied' });
    expect(await s.geo.token()).toBeNull();
    expect(s.posted).toEqual([]);
    expect(s.published.at(-1)).toEqual({ status: 'invalid', valid: false, validUntil: null, problem: 'permission-denied' });
  });

  it('sets the error state when 100206 fails (SPEC §8), then proves the location anyway', async () => {
    const s = session({ ok: false });
    expect(await s.geo.token()).toBe('jwt-1');
    expect(s.published.at(-1)).toMatchObject({ status: 'error', valid: false });
  });
});

describe('the browser bridge (navigator.geolocation)', () => {
  it('asks with SPEC §9\'s timeout and age, and tells a refusal from other failures', async () => {
    const seen: unknown[] = [];
    const answers: ((ok: PositionCallback, fail: PositionErrorCallback) => void)[] = [
      (ok) => ok({ coords: { latitude: 24.45, longitude: 54.38 } } as GeolocationPosition),
      (_ok, fail) => fail({ code: 1 } as GeolocationPositionError),
      (_ok, fail) => fail({ code: 3 } as GeolocationPositionError),
      (_ok, fail) => fail({ code: 2 } as GeolocationPositionError),
    ];
    const b = browserLocationBridge({
      getCurrentPosition: (ok, fail, options) => {
        seen.push(options);
        answers.shift()!(ok, fail!);
      },
    });
    expect(await b.currentPosition()).toEqual({ ok: true, latitude: 24.45, longitude: 54.38 });
    expect(await b.currentPosition()).toEqual({ ok: false, reason: 'denied' });
    expect(await b.currentPosition()).toEqual({ ok: false, reason: 'timeout' });
    expect(await b.currentPosition()).toEqual({ ok: false, reason: 'unavailable' });
    expect(seen[0]).toEqual(POSITION_OPTIONS);
    expect(POSITION_OPTIONS).toMatchObject({ timeout: 30_000, maximumAge: 300_000 });
    expect(await browserLocationBridge(undefined).currentPosition()).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('asks for a new fix, not a kept one, when the position must be fresh (the geo popup\'s Refresh)', async () => {
    const seen: PositionOptions[] = [];
    const b = browserLocationBridge({ getCurrentPosition: (ok, _fail, options) => (seen.push(options!), ok({ coords: { latitude: 25.2, longitude: 55.27 } } as GeolocationPosition)) });
    await b.currentPosition({ fresh: true });
    await b.currentPosition();
    expect(seen.map((o) => o.maximumAge)).toEqual([0, 300_000]);
  });
});

describe('the client with geo restriction', () => {
  /** The gateway plus the verifier's endpoint on the same host. */
  function setUp(geoStatus: { userInWitheList: boolean; userGeoCacheExpireTime: number | null }, position: PositionResult = DUBAI, geoRestrict = true) {
    const gw = fakeGateway({ '010001': { data: config(geoRestrict) }, '100206': { data: geoStatus }, '101101': { data: { id: '1', chaseId: null } } });
    const verifier: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    const fetchBoth = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(VERIFY_PATH)) {
        verifier.push({ url: String(input), headers: init!.headers as Record<string, string>, body: JSON.parse(String(init!.body)) });
        return new Response(JSON.stringify({ token: 'signed.geo.jwt', verdict: 'inside', expiresAt: NOW + 300_000 }), { status: 200 });
      }
      return gw.fetch(input, init);
    }) as typeof fetch;
    const storage = memoryStorage();
    storage.setItem(USER_INFO_KEY, JSON.stringify(samplePlayer));
    const location = bridge(position);
    const client = createClient({ platform: 3, geolocation: location, env: { fetch: fetchBoth, storage, clock: { now: () => NOW }, languages: () => ['en-US'], currentPath: () => '/' } });
    return { gw, client, verifier, location };
  }
  const geoHeaderOf = (gw: FakeGateway, code: string) => gw.calls.find((c) => c.code === code)!.headers[GEO_HEADER];

  it('checks 100206, posts the position to the verifier with the session, and attaches its token to the bet', async () => {
    const { gw, client, verifier } = setUp({ userInWitheList: false, userGeoCacheExpireTime: null });
    await client.init();
    expect((await client.call('placeOrder', ORDER)).ok).toBe(true);
    expect(gw.calls.map((c) => c.code)).toEqual(['010001', '100206', '101101']);
    expect(verifier).toEqual([{ url: VERIFY_PATH, headers: expect.objectContaining({ 'Api-Access-Token': 'tok-1' }), body: { latitude: 25.2048, longitude: 55.2708 } }]);
    expect(geoHeaderOf(gw, '101101')).toBe('signed.geo.jwt');
  });

  it('sends no token for a whitelisted player, and checks no more once valid', async () => {
    const { gw, client, verifier, location } = setUp({ userInWitheList: true, userGeoCacheExpireTime: null });
    await client.init();
    await client.call('placeOrder', ORDER);
    await client.call('placeOrder', ORDER);
    expect(gw.calls.map((c) => c.code)).toEqual(['010001', '100206', '101101', '101101']);
    expect(geoHeaderOf(gw, '101101')).toBeUndefined();
    expect([verifier.length, location.asks]).toEqual([0, 0]);
    expect(client.stores.geo.getSnapshot()).toMatchObject({ status: 'whiteList', valid: true });
  });

  it('forgets the location at logout: the next player proves their own', async () => {
    const { gw, client, verifier } = setUp({ userInWitheList: false, userGeoCacheExpireTime: NOW + 10 * 60_000 });
    await client.init();
    await client.call('placeOrder', ORDER);
    expect(client.stores.geo.getSnapshot()).toMatchObject({ status: 'valid', valid: true });
    client.stores.userInfo.clear();
    expect(client.stores.geo.getSnapshot()).toEqual(GEO_UNKNOWN);
    expect(gw.callsOf('100206')).toHaveLength(1);
    expect(verifier).toEqual([]);
  });

  it('checks nothing when 010001 says geoRestrict is off', async () => {
    const { gw, client } = setUp({ userInWitheList: false, userGeoCacheExpireTime: null }, DUBAI, false);
    await client.init();
    await client.call('placeOrder', ORDER);
    expect(gw.calls.map((c) => c.code)).toEqual(['010001', '101101']);
  });

  it('blocks the bet when the location is refused: the gateway refuses it, the geo popup opens, and Refresh tries again', async () => {
    const { gw, client, location } = setUp({ userInWitheList: false, userGeoCacheExpireTime: null }, { ok: false, reason: 'denied' });
    gw.reply('101101', (_data, call) => (call.headers[GEO_HEADER] ? { data: { id: '2', chaseId: null } } : { code: ErrorCode.geoTokenMissing, message: 'We need your location' }));
    const dialogs: { name: string; props: Record<string, unknown> }[] = [];
    client.events.on('dialog', (d) => dialogs.push(d));
    await client.init();

    const refused = await client.call('placeOrder', ORDER);
    expect(refused.ok).toBe(false);
    expect(dialogs).toEqual([expect.objectContaining({ name: 'geo', props: expect.objectContaining({ code: ErrorCode.geoTokenMissing, message: 'We need your location' }) })]);
    expect(client.stores.geo.getSnapshot()).toMatchObject({ valid: false, problem: 'permission-denied' });

    location.answer = DUBAI;
    expect(await client.refreshGeo()).toMatchObject({ problem: null });
    // The bet asked the host's position as it comes; Refresh asked a new fix (the player may have moved).
    expect(location.fresh).toEqual([false, true]);
    expect((await client.call('placeOrder', ORDER)).ok).toBe(true);
    expect(gw.calls.filter((c) => c.code === '101101').map((c) => c.headers[GEO_HEADER])).toEqual([undefined, 'signed.geo.jwt']);
  });
});

describe('the geo popup interval (sdk/geo/geo-popup.ts)', () => {
  it('lets the forced check open the popup when it was never closed, or closed at least the interval ago', () => {
    expect(geoPopupDue(null, 30, NOW)).toBe(true);
    expect(geoPopupDue(NOW - 29 * 60_000, 30, NOW)).toBe(false);
    expect(geoPopupDue(NOW - 30 * 60_000, 30, NOW)).toBe(true);
    expect(geoPopupDue(NOW, 0, NOW)).toBe(true);
    // A clock set back before the closing does not keep the popup away for longer.
    expect(geoPopupDue(NOW + 60_000, 30, NOW)).toBe(true);
  });
});

describe('010001 geoCheckForceLicense: the location proved at login, and the popup interval', () => {
  const VERIFY = { token: 'signed.geo.jwt', verdict: 'inside', expiresAt: NOW + 300_000 };

  /** A client of the player on a device whose storage outlives it (a reload makes a new client on the same storage). */
  function device(position: PositionResult, options: { intervalMinutes?: number; forced?: boolean; verdict?: 'inside' | 'outside' } = {}) {
    const storage: StorageLike = memoryStorage();
    storage.setItem(USER_INFO_KEY, JSON.stringify(samplePlayer));
    const location = bridge(position);
    const verifier: unknown[] = [];
    const forced = { geoCheckForceLicense: options.forced ?? true, geoCheckForceLicensePopIntervalTime: options.intervalMinutes ?? 30 };
    const gw = fakeGateway({ '010001': { data: config(true, forced) }, '100206': { data: { userInWitheList: false, userGeoCacheExpireTime: null } } });
    gw.reply('101101', (_data, call) => (call.headers[GEO_HEADER] ? { data: { id: '1', chaseId: null } } : { code: ErrorCode.geoTokenMissing, message: 'We need your location' }));
    const fetchBoth = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith(VERIFY_PATH)) return gw.fetch(input, init);
      verifier.push(JSON.parse(String(init!.body)));
      return new Response(JSON.stringify({ ...VERIFY, verdict: options.verdict ?? 'inside' }), { status: 200 });
    }) as typeof fetch;
    let now = NOW;
    /** The page loaded (again) at the device's time: a new client that reads the configuration. */
    async function load() {
      const client = createClient({ platform: 3, geolocation: location, env: { fetch: fetchBoth, storage, clock: { now: () => now }, languages: () => ['en-US'], currentPath: () => '/' } });
      const dialogs: { name: string; props: Record<string, unknown> }[] = [];
      client.events.on('dialog', (d) => dialogs.push(d));
      // The forced check ends by publishing the geo state (then, maybe, opening the popup).
      const published = new Promise<void>((resolve) => client.stores.geo.subscribe(resolve));
      await client.init();
      /** Lets the forced check finish: it runs after init, in the lazily loaded geo module. */
      const settled = async () => {
        await published;
        await new Promise((resolve) => setTimeout(resolve, 0));
      };
      return { client, dialogs, settled };
    }
    return { gw, location, verifier, storage, load, advance: (ms: number) => void (now += ms) };
  }

  it('when on, proves the location as soon as the player is there, and the first bet uses that token without asking again', async () => {
    const d = device(DUBAI);
    const { client, dialogs, settled } = await d.load();
    await settled();
    expect(d.verifier).toEqual([{ latitude: 25.2048, longitude: 55.2708 }]);
    expect(dialogs).toEqual([]);
    expect((await client.call('placeOrder', ORDER)).ok).toBe(true);
    expect(d.gw.calls.map((c) => c.code)).toEqual(['010001', '100206', '101101']);
    expect([d.location.asks, d.verifier.length]).toEqual([1, 1]);
  });

  it('when off (the default), asks nothing before the first bet', async () => {
    const d = device(DUBAI, { forced: false });
    await d.load();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(d.gw.calls.map((c) => c.code)).toEqual(['010001']);
    expect(d.location.asks).toBe(0);
  });

  it('opens the geo popup when the location is refused; once closed, it stays closed for the interval unless the player bets again', async () => {
    const d = device({ ok: false, reason: 'denied' }, { intervalMinutes: 30 });
    const first = await d.load();
    await first.settled();
    expect(first.dialogs).toEqual([{ name: 'geo', props: { forced: true } }]);
    expect(first.client.stores.geo.getSnapshot()).toMatchObject({ valid: false, problem: 'permission-denied' });
    first.client.geoPopupClosed();
    expect(d.storage.getItem(GEO_POPUP_CLOSED_KEY)).toBe(String(NOW));

    // 29 minutes later the page is loaded again: the location is still refused, the popup stays closed.
    d.advance(29 * 60_000);
    const reload = await d.load();
    await reload.settled();
    expect(d.location.asks).toBe(2);
    expect(reload.dialogs).toEqual([]);
    // The player acts again: the refused bet opens the popup whatever the interval.
    expect((await reload.client.call('placeOrder', ORDER)).ok).toBe(false);
    expect(reload.dialogs).toEqual([{ name: 'geo', props: expect.objectContaining({ code: ErrorCode.geoTokenMissing, message: 'We need your location' }) }]);

    // Once the interval has passed since the closing, the forced check opens it again.
    d.advance(60_000);
    const later = await d.load();
    await later.settled();
    expect(later.dialogs).toEqual([{ name: 'geo', props: { forced: true } }]);
  });

  it('with an interval of 0, opens the popup at every load while the location cannot be proved', async () => {
    const d = device({ ok: false, reason: 'unavailable' }, { intervalMinutes: 0 });
    const first = await d.load();
    await first.settled();
    first.client.geoPopupClosed();
    const reload = await d.load();
    await reload.settled();
    expect([first.dialogs, reload.dialogs]).toEqual([[{ name: 'geo', props: { forced: true } }], [{ name: 'geo', props: { forced: true } }]]);
  });

  it('says outside-territory when the verifier places the device outside, and opens the popup', async () => {
    const d = device({ ok: true, latitude: 25.2854, longitude: 51.531 }, { verdict: 'outside' });
    const { client, dialogs, settled } = await d.load();
    await settled();
    expect(client.stores.geo.getSnapshot()).toMatchObject({ valid: false, problem: 'outside-territory' });
    expect(dialogs).toEqual([{ name: 'geo', props: { forced: true } }]);
  });
});
