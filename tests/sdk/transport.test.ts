import { describe, expect, it, vi } from 'vitest';
import { createGatewayTransport, type TransportContext } from '../../sdk/transport/gateway-transport';
import { decodeMessage, GATEWAY_TIMEOUT_MS } from '../../sdk/commands/envelope';
import { memoryStorage, resolveEnvironment } from '../../sdk/env/environment';
import { generateMessageKeyPair, openEncryptedMessage } from '../../host-demo/server/security/message-encryption';
import { fakeGateway, type Reply } from '../support/fake-gateway';

/** Every command answers `{ ok: true }` at timestamp 1 unless a test says otherwise. */
function gateway(replies: Record<string, Reply> = {}) {
  return fakeGateway(replies, { otherwise: { data: { ok: true } }, clock: () => 1 });
}

function context(over: Partial<TransportContext> = {}): TransportContext {
  return {
    sessionToken: () => 'secret-token',
    authHeaderName: () => 'Api-Access-Token',
    encryption: () => ({ open: false, commands: [], publicKey: '' }),
    isGeoValid: () => true,
    geoToken: async () => 'geo.jwt',
    ...over,
  };
}

describe('gateway transport', () => {
  it('posts to /hapi with the command in API-Execute-Command and {message} holding clientInfo and data', async () => {
    const gw = gateway();
    const send = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch, storage: memoryStorage() }), context(), { platform: 3 });
    const result = await send('660200', { lotteryTypeList: -1 });
    expect(result).toEqual({ ok: true, data: { ok: true }, timestamp: 1 });
    const [call] = gw.calls;
    expect(call!.url).toBe('/hapi');
    expect(call!.method).toBe('POST');
    expect(call!.headers['API-Execute-Command']).toBe('660200');
    expect(call!.clientInfo).toEqual({ platform: 3, product: 61, source: 'uaenl' });
    expect(call!.data).toEqual({ lotteryTypeList: -1 });
  });

  it('sends the session token in the header named by authKey', async () => {
    const gw = gateway();
    const send = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch }), context({ authHeaderName: () => 'X-Session' }), { platform: 4 });
    await send('100124', {});
    expect(gw.calls[0]!.headers['X-Session']).toBe('secret-token');
    expect(gw.calls[0]!.headers['Api-Access-Token']).toBeUndefined();
  });

  it.each(['100202', '100201', '100203', '001001', '001013'])('sends exempt command %s without the session token', async (code) => {
    const gw = gateway();
    const send = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch }), context(), { platform: 3 });
    await send(code, {});
    expect(gw.calls[0]!.headers['Api-Access-Token']).toBeUndefined();
  });

  it.each(['101105', '101101', '420544', '420550', '420551'])('attaches the geo JWT to %s when geo status is not valid', async (code) => {
    const gw = gateway();
    const send = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch }), context({ isGeoValid: () => false }), { platform: 3 });
    await send(code, {});
    expect(gw.calls[0]!.headers['Geo-Token']).toBe('geo.jwt');
  });

  it('does not attach the geo JWT when geo status is valid or the command is not geo-checked', async () => {
    const gw = gateway();
    const valid = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch }), context(), { platform: 3 });
    await valid('420544', {});
    const invalid = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch }), context({ isGeoValid: () => false }), { platform: 3 });
    await invalid('100124', {});
    expect(gw.calls.map((c) => c.headers['Geo-Token'])).toEqual([undefined, undefined]);
  });

  it('returns the server code and message as an error value', async () => {
    const gw = gateway({ '100124': { code: 401000001, message: 'Please log in' } });
    const send = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch }), context(), { platform: 3 });
    expect(await send('100124', {})).toEqual({
      ok: false,
      error: { type: 'gateway', code: 401000001, message: 'Please log in', command: '100124', data: undefined },
    });
  });

  it('reads msg when the server sends msg instead of message', async () => {
    const gw = gateway({ '100124': { envelope: { code: 500000000, msg: 'Busy', command: '100124', timestamp: 2 } } });
    const send = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch }), context(), { platform: 3 });
    const result = await send('100124', {});
    expect(!result.ok && result.error.message).toBe('Busy');
  });

  it('gives up after 55 000 ms with a timeout error', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: unknown, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      );
      const send = createGatewayTransport(resolveEnvironment({ fetch: fetch as unknown as typeof globalThis.fetch }), context(), { platform: 3 });
      const pending = send('660200', {});
      await vi.advanceTimersByTimeAsync(GATEWAY_TIMEOUT_MS - 1);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      const result = await pending;
      expect(!result.ok && result.error.type).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a network failure and a non-JSON reply as error values, never throws', async () => {
    const down = createGatewayTransport(
      resolveEnvironment({ fetch: (async () => { throw new TypeError('Failed to fetch'); }) as typeof globalThis.fetch }),
      context(), { platform: 3 });
    const r1 = await down('660200', {});
    expect(!r1.ok && r1.error.type).toBe('network');
    const html = createGatewayTransport(
      resolveEnvironment({ fetch: (async () => new Response('<html>502</html>', { status: 502 })) as typeof globalThis.fetch }),
      context(), { platform: 3 });
    const r2 = await html('660200', {});
    expect(!r2.ok && r2.error).toMatchObject({ type: 'invalid-response', message: 'Unexpected response (HTTP 502)' });
  });

  it('puts the message in the query string for GET', async () => {
    const gw = gateway();
    const send = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch }), context(), { platform: 3, baseUrl: 'https://api.example.ae' });
    await send('200025', { tabType: [23] }, { method: 'GET' });
    const url = new URL(gw.calls[0]!.url);
    expect(url.origin + url.pathname).toBe('https://api.example.ae/hapi');
    expect(gw.calls[0]!.method).toBe('GET');
    expect(gw.calls[0]!.data).toEqual({ tabType: [23] });
  });

  it('encrypts configured commands so only the holder of the private key can read them', async () => {
    const { publicKeyPem: publicKey, privateKeyPem } = generateMessageKeyPair();
    const gw = gateway();
    const send = createGatewayTransport(
      resolveEnvironment({ fetch: gw.fetch }),
      context({ encryption: () => ({ open: true, commands: ['420550'], publicKey }) }),
      { platform: 3 },
    );
    await send('420550', { cardNo: '4111111111111111', cvv: '123' });
    await send('660200', { lotteryTypeList: -1 });
    const encrypted = gw.calls[0]!.message;
    expect(encrypted.startsWith('ENC1.')).toBe(true);
    expect(encrypted).not.toContain('4111');
    const plain = openEncryptedMessage(privateKeyPem, encrypted);
    expect(decodeMessage(plain)).toMatchObject({ data: { cardNo: '4111111111111111' } });
    expect(gw.calls[1]!.data).toEqual({ lotteryTypeList: -1 });
  });

  it('produces a message the gateway refuses when tampered with', async () => {
    const { publicKeyPem, privateKeyPem } = generateMessageKeyPair();
    const gw = gateway();
    const send = createGatewayTransport(resolveEnvironment({ fetch: gw.fetch }),
      context({ encryption: () => ({ open: true, commands: ['420551'], publicKey: publicKeyPem }) }), { platform: 3 });
    await send('420551', { cvv: '123' });
    const encrypted = gw.calls[0]!.message;
    const tampered = encrypted.slice(0, -4) + (encrypted.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => openEncryptedMessage(privateKeyPem, tampered)).toThrow();
  });
});
