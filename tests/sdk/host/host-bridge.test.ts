import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, memoryStorage, type Timers } from '../../../sdk';
import {
  HOST_AUTH_CODE_KEY,
  HOST_READY_MAX_POLLS,
  HOST_READY_POLL_MS,
  LOCATION_SUCCESS_KEY,
  browserBridge,
  detectHostKind,
  fetchHostAuthCode,
  hostBridgeFor,
  nativeAppBridge,
  superAppBridge,
  waitForHost,
  type SuperAppHostApi,
} from '../../../sdk/host';
import { resolveEnvironment } from '../../../sdk/env/environment';

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

/** A super-app as the product sees it: `window.mpadapter`, every function recorded. */
function fakeSuperApp(overrides: Partial<SuperAppHostApi> = {}) {
  const calls: Array<[string, unknown]> = [];
  const api: SuperAppHostApi = {
    ready: true,
    getLocation: async (o) => (calls.push(['getLocation', o]), { latitude: 25.2, longitude: 55.3, altitude: 12 }),
    openLocationPermission: async () => (calls.push(['openLocationPermission', null]), { code: 1 }),
    chooseFile: async (o) => (calls.push(['chooseFile', o]), { files: [{ filePath: 'host://tmp/1.png', name: 'id-front.png', type: 'image/png', size: 2048 }] }),
    uploadFile: async (o) => (calls.push(['uploadFile', o]), { statusCode: 200, data: '{"id":"doc-1"}' }),
    requestPayment: async (o) => (calls.push(['requestPayment', o]), { status: 'success' }),
    getAuthToken: async () => ({ token: 'host-token-9', authorizeUrl: 'https://host.example/oauth/kycAuthorize' }),
    openAuthorization: async (o) => (calls.push(['openAuthorization', o]), { code: 'code-from-mini-program' }),
    ...overrides,
  };
  return { api, calls };
}

const superApp = (api: SuperAppHostApi, fetch: typeof globalThis.fetch = vi.fn(), storage = memoryStorage()) =>
  superAppBridge({ api: () => api, timers: realTimers, storage, fetch });

afterEach(() => vi.useRealTimers());

describe('which host runs the page', () => {
  it('is the super-app when the user agent contains mpadapter, the native app with platform 1 or 2, else the browser', () => {
    const none = new URLSearchParams();
    expect(detectHostKind({ userAgent: 'Mozilla/5.0 (Linux; Android 14) MPAdapter/3.2', query: none, inApp: false })).toBe('super-app');
    expect(detectHostKind({ userAgent: 'Mozilla/5.0 (iPhone)', query: new URLSearchParams('platform=1'), inApp: false })).toBe('native');
    expect(detectHostKind({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', query: none, inApp: true })).toBe('native');
    expect(detectHostKind({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', query: none, inApp: false })).toBe('browser');
  });

  it('gives the native bridge its platform code: 1 iOS, 2 Android', () => {
    const env = resolveEnvironment({ storage: memoryStorage() });
    expect(hostBridgeFor({ env, platform: 1, userAgent: 'iPhone' })).toMatchObject({ kind: 'native', platform: 1, hostPayment: false });
    expect(hostBridgeFor({ env, platform: 2, userAgent: 'Android' })).toMatchObject({ kind: 'native', platform: 2 });
    expect(hostBridgeFor({ env, platform: 4, userAgent: 'Android' })).toMatchObject({ kind: 'browser', platform: null });
    expect(hostBridgeFor({ env, platform: 4, userAgent: 'x mpadapter' })).toMatchObject({ kind: 'super-app', hostPayment: true });
    // A page that knows its host (the super-app simulator's frame) says so over the user agent.
    expect(hostBridgeFor({ env, platform: 4, userAgent: 'Chrome', kind: 'super-app' })).toMatchObject({ kind: 'super-app' });
  });

  it('is detected once per client, and a bridge passed to createClient wins', async () => {
    const { api } = fakeSuperApp();
    const host = superApp(api);
    const client = createClient({ platform: 3, host, env: { storage: memoryStorage(), fetch: vi.fn() } });
    expect(await client.host()).toBe(host);
    const detected = createClient({ platform: 2, env: { storage: memoryStorage(), fetch: vi.fn() } });
    const first = await detected.host();
    expect(first).toMatchObject({ kind: 'native', platform: 2 });
    expect(await detected.host()).toBe(first);
  });
});

describe('the super-app waits for its host (SPEC §9: readiness polled every 100 ms)', () => {
  it('polls every 100 ms until the host says it is ready', async () => {
    vi.useFakeTimers();
    let api: SuperAppHostApi | undefined;
    const read = vi.fn(() => api);
    const waiting = waitForHost(read, realTimers);
    await vi.advanceTimersByTimeAsync(HOST_READY_POLL_MS * 3);
    expect(read).toHaveBeenCalledTimes(4);
    api = { ...fakeSuperApp().api, ready: false };
    await vi.advanceTimersByTimeAsync(HOST_READY_POLL_MS);
    api = { ...api, ready: true };
    await vi.advanceTimersByTimeAsync(HOST_READY_POLL_MS - 1);
    expect(read).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBe(api);
    await vi.advanceTimersByTimeAsync(HOST_READY_POLL_MS * 5);
    expect(read).toHaveBeenCalledTimes(6);
  });

  it('gives up after 50 polls (5 s): every call then fails as SPEC §8 says, and the next call looks again', async () => {
    vi.useFakeTimers();
    const slot: { api?: SuperAppHostApi } = {};
    const read = vi.fn(() => slot.api);
    const host = superAppBridge({ api: read, timers: realTimers, storage: memoryStorage(), fetch: vi.fn() });
    const where = host.getLocation();
    const paid = host.requestPayment({ tradeId: 'T1' });
    const authorised = host.authorize({ clientId: 'c', scope: 's', state: 'x', redirectUri: '/', lang: 'en' });
    await vi.advanceTimersByTimeAsync(HOST_READY_POLL_MS * HOST_READY_MAX_POLLS);
    await expect(where).resolves.toEqual({ ok: false, code: 0 });
    await expect(paid).resolves.toEqual({ status: 'fail' });
    await expect(authorised).resolves.toEqual({ status: 'fail' });
    expect(read).toHaveBeenCalledTimes(HOST_READY_MAX_POLLS + 1);
    slot.api = fakeSuperApp().api;
    await expect(host.requestPayment({ tradeId: 'T1' })).resolves.toEqual({ status: 'success' });
  });
});

describe('the super-app location (SPEC §4 permission flow, §8 codes)', () => {
  it('without the stored success flag opens the permission mini-program first; its code 1 triggers the request, and success is stored', async () => {
    const storage = memoryStorage();
    const { api, calls } = fakeSuperApp();
    const host = superApp(api, vi.fn(), storage);
    expect(await host.getLocation({ altitude: true, isHighAccuracy: true, expireTime: 1000 })).toEqual({ ok: true, latitude: 25.2, longitude: 55.3, altitude: 12 });
    expect(calls).toEqual([
      ['openLocationPermission', null],
      ['getLocation', { altitude: true, isHighAccuracy: true, expireTime: 1000 }],
    ]);
    expect(storage.getItem(LOCATION_SUCCESS_KEY)).toBe('1');
  });

  it('with the stored success flag asks directly, with the defaults: no altitude, low accuracy, a fix up to 5 minutes old', async () => {
    const storage = memoryStorage();
    storage.setItem(LOCATION_SUCCESS_KEY, '1');
    const { api, calls } = fakeSuperApp();
    expect(await superApp(api, vi.fn(), storage).getLocation()).toEqual({ ok: true, latitude: 25.2, longitude: 55.3 });
    expect(calls).toEqual([['getLocation', { altitude: false, isHighAccuracy: false, expireTime: 300_000 }]]);
  });

  it('answers -1 when the permission mini-program answers anything but 1, and never asks for the position', async () => {
    for (const code of [0, 2, -1]) {
      const { api, calls } = fakeSuperApp({ openLocationPermission: async () => ({ code }) });
      expect(await superApp(api).getLocation()).toEqual({ ok: false, code: -1 });
      expect(calls.filter(([name]) => name === 'getLocation')).toEqual([]);
    }
  });

  it('passes the host\'s -1 and -2 on, makes any other failure 0 (unknown), and forgets the flag after a refusal', async () => {
    const storage = memoryStorage();
    storage.setItem(LOCATION_SUCCESS_KEY, '1');
    const answers: Array<[unknown, number]> = [
      [{ code: -2 }, -2],
      [{ code: 7 }, 0],
      [{ latitude: 'x' }, 0],
      [Promise.reject(new Error('bridge crashed')), 0],
      [{ code: -1 }, -1],
    ];
    for (const [answer, code] of answers) {
      const { api } = fakeSuperApp({ getLocation: () => Promise.resolve(answer as never) });
      expect(await superApp(api, vi.fn(), storage).getLocation()).toEqual({ ok: false, code });
    }
    expect(storage.getItem(LOCATION_SUCCESS_KEY)).toBeNull();
  });
});

describe('the super-app files: chooseFile and uploadFile', () => {
  it('chooses with count (1 to 9), select and crop, and returns host paths', async () => {
    const { api, calls } = fakeSuperApp();
    const chosen = await superApp(api).chooseFile({ count: 50, select: 'camera', crop: true });
    expect(chosen).toEqual({ ok: true, files: [{ name: 'id-front.png', type: 'image/png', size: 2048, filePath: 'host://tmp/1.png' }] });
    expect(calls[0]).toEqual(['chooseFile', { count: 9, select: 'camera', crop: true }]);
  });

  it('says cancelled when nothing was chosen and failed when the host fails', async () => {
    expect(await superApp(fakeSuperApp({ chooseFile: async () => ({ files: [] }) }).api).chooseFile()).toEqual({ ok: false, reason: 'cancelled' });
    expect(await superApp(fakeSuperApp({ chooseFile: async () => ({ code: -1 }) }).api).chooseFile()).toEqual({ ok: false, reason: 'failed' });
    expect(await superApp(fakeSuperApp({ chooseFile: () => Promise.reject(new Error('x')) }).api).chooseFile()).toEqual({ ok: false, reason: 'failed' });
  });

  it('uploads through the host with filePath, url, contentType, method, timeout, formData, header and name', async () => {
    const { api, calls } = fakeSuperApp();
    const file = { name: 'a.png', type: 'image/png', size: 3, filePath: 'host://tmp/1.png' };
    const sent = await superApp(api).uploadFile({ file, url: '/hapi/upload', method: 'PUT', timeout: 9000, formData: { purpose: 'kyc' }, header: { 'Api-Access-Token': 't' }, name: 'document' });
    expect(sent).toEqual({ ok: true, status: 200, body: '{"id":"doc-1"}' });
    expect(calls[0]).toEqual(['uploadFile', { filePath: 'host://tmp/1.png', url: '/hapi/upload', contentType: 'image/png', method: 'PUT', timeout: 9000, formData: { purpose: 'kyc' }, header: { 'Api-Access-Token': 't' }, name: 'document' }]);
    expect(await superApp(fakeSuperApp({ uploadFile: async () => ({ code: -3 }) }).api).uploadFile({ file, url: '/u' })).toEqual({ ok: false, reason: 'timeout' });
    expect(await superApp(api).uploadFile({ file: { ...file, filePath: undefined }, url: '/u' })).toEqual({ ok: false, reason: 'failed' });
  });
});

describe('the super-app payment sheet (requestPayment)', () => {
  it('sends the trade id with loading on by default and reports success, fail and timeout', async () => {
    const { api, calls } = fakeSuperApp();
    expect(await superApp(api).requestPayment({ tradeId: 'TR-42' })).toEqual({ status: 'success' });
    expect(calls[0]).toEqual(['requestPayment', { tradeId: 'TR-42', loading: true }]);
    for (const [status, expected] of [['timeout', 'timeout'], ['fail', 'fail'], ['cancel', 'fail']] as const) {
      expect(await superApp(fakeSuperApp({ requestPayment: async () => ({ status }) }).api).requestPayment({ tradeId: 'T', loading: false })).toEqual({ status: expected });
    }
    expect(await superApp(fakeSuperApp({ requestPayment: () => Promise.reject(new Error('x')) }).api).requestPayment({ tradeId: 'T' })).toEqual({ status: 'fail' });
  });
});

describe('the super-app OAuth (SPEC §7 host-app OAuth)', () => {
  const request = { clientId: 'nl-lottery', scope: 'kyc_info', state: 'st-1', redirectUri: 'https://nl.example/botim/loginMethod', lang: 'ar' };
  const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('POSTs to kycAuthorize with response_type=code, scope, client_id, state, redirect_uri, lang and the host token; type authCode gives the code', async () => {
    const fetch = answer(200, { data: { type: 'authCode', code: 'AC-1' } });
    const { api, calls } = fakeSuperApp();
    expect(await superApp(api, fetch).authorize(request)).toEqual({ status: 'success', code: 'AC-1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = new URL(url);
    expect(sent.origin + sent.pathname).toBe('https://host.example/oauth/kycAuthorize');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ response_type: 'code', scope: 'kyc_info', client_id: 'nl-lottery', state: 'st-1', redirect_uri: 'https://nl.example/botim/loginMethod', lang: 'ar' });
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer host-token-9' } });
    expect(calls.filter(([n]) => n === 'openAuthorization')).toEqual([]);
  });

  it('launches the authorisation mini-program when the answer is not an authCode', async () => {
    const { api, calls } = fakeSuperApp();
    expect(await superApp(api, answer(200, { data: { type: 'needAuthorize' } })).authorize(request)).toEqual({ status: 'success', code: 'code-from-mini-program' });
    expect(calls).toEqual([['openAuthorization', { clientId: 'nl-lottery', scope: 'kyc_info', state: 'st-1' }]]);
  });

  it('yields status fail when the player refuses, the host errs or the bridge throws', async () => {
    expect(await superApp(fakeSuperApp({ openAuthorization: async () => ({}) }).api, answer(200, { data: { type: 'x' } })).authorize(request)).toEqual({ status: 'fail' });
    expect(await superApp(fakeSuperApp().api, answer(500, { error: 'down' })).authorize(request)).toEqual({ status: 'fail' });
    expect(await superApp(fakeSuperApp({ getAuthToken: () => Promise.reject(new Error('x')) }).api, answer(200, {})).authorize(request)).toEqual({ status: 'fail' });
  });
});

/** A file input as the bridge uses it (the SDK's tests run without a DOM): the player's pick happens on click. */
function fakeFileInput(onClick: (input: FakeInput) => void) {
  const input = Object.assign(new EventTarget(), {
    type: '',
    accept: '',
    multiple: false,
    files: null as File[] | null,
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      input.attributes[name] = value;
    },
    getAttribute: (name: string) => input.attributes[name] ?? null,
    click: vi.fn(() => onClick(input)),
  });
  return input;
}
type FakeInput = ReturnType<typeof fakeFileInput>;

describe('the browser and native bridges', () => {
  type Success = (p: { coords: { latitude: number; longitude: number; altitude: number | null } }) => void;
  const geolocationAnswering = (answer: (ok: Success, fail: (e: { code: number }) => void, options: PositionOptions) => void) => ({
    getCurrentPosition: vi.fn((ok: Success, fail: (e: { code: number }) => void, options: PositionOptions) => answer(ok, fail, options)),
  });

  it('locates with navigator.geolocation, with accuracy and age from the request', async () => {
    const geo = geolocationAnswering((ok) => ok({ coords: { latitude: 24.4, longitude: 54.6, altitude: 3 } }));
    const host = browserBridge({ geolocation: () => geo as never });
    expect(await host.getLocation({ altitude: true, isHighAccuracy: true, expireTime: 0 })).toEqual({ ok: true, latitude: 24.4, longitude: 54.6, altitude: 3 });
    expect(geo.getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 });
  });

  it('maps the browser\'s errors to SPEC §8 codes: denied -1, unavailable -2, timeout 0; no geolocation -2', async () => {
    for (const [code, expected] of [[1, -1], [2, -2], [3, 0]] as const) {
      const host = browserBridge({ geolocation: () => geolocationAnswering((_ok, fail) => fail({ code })) as never });
      expect(await host.getLocation()).toEqual({ ok: false, code: expected });
    }
    expect(await browserBridge({ geolocation: () => undefined }).getLocation()).toEqual({ ok: false, code: -2 });
  });

  it('chooses files with a file input (accept, multiple, camera capture) and keeps at most count', async () => {
    const input = fakeFileInput((self) => {
      self.files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['bb'], 'b.jpg', { type: 'image/jpeg' }), new File(['c'], 'c.png', { type: 'image/png' })];
      self.dispatchEvent(new Event('change'));
    });
    const click = input.click;
    const chosen = await browserBridge({ createInput: () => input as unknown as HTMLInputElement }).chooseFile({ count: 2, select: 'camera', accept: ['image/png', 'image/jpeg'] });
    expect(click).toHaveBeenCalledOnce();
    expect(input.accept).toBe('image/png,image/jpeg');
    expect(input.multiple).toBe(true);
    expect(input.getAttribute('capture')).toBe('environment');
    expect(chosen.ok && chosen.files.map((f) => [f.name, f.type, f.size, f.blob instanceof Blob])).toEqual([['a.png', 'image/png', 1, true], ['b.jpg', 'image/jpeg', 2, true]]);
  });

  it('says cancelled when the player closes the picker', async () => {
    const input = fakeFileInput((self) => self.dispatchEvent(new Event('cancel')));
    expect(await browserBridge({ createInput: () => input as unknown as HTMLInputElement }).chooseFile()).toEqual({ ok: false, reason: 'cancelled' });
  });

  it('uploads with fetch: PUT sends the bytes with the content type, POST a form with its fields', async () => {
    const fetch = vi.fn(async () => new Response('{"id":"d"}', { status: 201 }));
    const host = browserBridge({ fetch });
    const file = { name: 'a.png', type: 'image/png', size: 1, blob: new Blob(['a'], { type: 'image/png' }) };
    expect(await host.uploadFile({ file, url: '/up', method: 'PUT', header: { T: '1' } })).toEqual({ ok: true, status: 201, body: '{"id":"d"}' });
    expect(fetch.mock.calls[0]).toMatchObject(['/up', { method: 'PUT', headers: { T: '1', 'Content-Type': 'image/png' } }]);
    await host.uploadFile({ file, url: '/up', formData: { purpose: 'kyc' }, name: 'document' });
    const form = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body as FormData;
    expect(form.get('purpose')).toBe('kyc');
    expect((form.get('document') as File).name).toBe('a.png');
    expect(await browserBridge({ fetch: vi.fn(async () => Promise.reject(new Error('offline'))) }).uploadFile({ file, url: '/up' })).toEqual({ ok: false, reason: 'failed' });
  });

  it('has no payment sheet nor host authorisation: the product\'s card form pays, login is the product\'s', async () => {
    for (const host of [browserBridge(), nativeAppBridge(1)]) {
      expect(host.hostPayment).toBe(false);
      expect(await host.requestPayment({ tradeId: 'T' })).toEqual({ status: 'unsupported' });
      expect(await host.authorize({ clientId: 'c', scope: 's', state: 'x', redirectUri: '/', lang: 'en' })).toEqual({ status: 'fail' });
    }
  });
});

describe('the geo check goes through the host bridge', () => {
  it('asks the injected host for the device\'s position and maps its -1 to a denied permission', async () => {
    const getLocation = vi.fn(async () => ({ ok: false as const, code: -1 as const }));
    const host = { ...browserBridge(), getLocation };
    const client = createClient({ platform: 3, host, env: { storage: memoryStorage(), fetch: vi.fn(async () => new Response('{}')) } });
    // refreshGeo asks for a fresh fix: expireTime 0.
    await client.refreshGeo().catch(() => undefined);
    expect(getLocation).toHaveBeenCalledWith({ expireTime: 0 });
  });
});

describe('a login or registration page in the super-app fetches the host\'s code first (SPEC §3, §4)', () => {
  const request = { clientId: 'nl-lottery', scope: 'kyc_info', state: 's', redirectUri: '/botim/loginMethod', lang: 'en' };
  const fetchAuthCode = (host: ReturnType<typeof superApp> | ReturnType<typeof browserBridge>, query = '', storage = memoryStorage()) =>
    fetchHostAuthCode({ host, storage, query: new URLSearchParams(query), request }).then((outcome) => ({ outcome, stored: storage.getItem(HOST_AUTH_CODE_KEY) }));
  const authorised = () => vi.fn(async () => new Response(JSON.stringify({ data: { type: 'authCode', code: 'AC-7' } })));

  it('keeps the code in session storage under botimAuthCode', async () => {
    expect(await fetchAuthCode(superApp(fakeSuperApp().api, authorised()))).toEqual({ outcome: { status: 'success', code: 'AC-7' }, stored: 'AC-7' });
  });

  it('skips the host when the page says hasBotimAuthcode=1, and outside the super-app', async () => {
    const fetch = authorised();
    expect(await fetchAuthCode(superApp(fakeSuperApp().api, fetch), 'hasBotimAuthcode=1')).toEqual({ outcome: { status: 'skipped' }, stored: null });
    expect(fetch).not.toHaveBeenCalled();
    expect(await fetchAuthCode(browserBridge())).toEqual({ outcome: { status: 'skipped' }, stored: null });
  });

  it('stores nothing when the authorisation fails', async () => {
    const refusing = superApp(fakeSuperApp({ openAuthorization: async () => ({}) }).api, vi.fn(async () => new Response(JSON.stringify({ data: { type: 'authorize' } }))));
    expect(await fetchAuthCode(refusing, 'hasBotimAuthcode=0')).toEqual({ outcome: { status: 'fail' }, stored: null });
  });
});
