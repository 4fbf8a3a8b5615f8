import { describe, expect, it } from 'vitest';
import { createClient } from '../../sdk/client/create-client';
import { memoryStorage } from '../../sdk/env/environment';
import { chatMessageText, type ChatProvider } from '../../sdk/chat/chat-provider';
import { fakeGateway } from '../support/fake-gateway';

const CONFIG = {
  currency: 'AED', name: 'UAE Lottery', minorVerification: 18, googleClientSecret: '', vatRate: 500,
  exclusionRechargeAmountList: [-1], exclusionRechargeAmountTimeLimit: [{ value: 1, default: true, durationMinute: 1440 }],
  exclusionOrderAmountList: [-1], exclusionOrderAmountTimeLimit: [{ value: 1, default: true, durationMinute: 1440 }],
  familyExclusionTimeLimit: [{ value: 6, default: true, durationMinute: 262800 }], sportSeriesPassConfig: { enabled: false },
  userAliveDurationSecond: 1800, geoRestrict: true, geoCommand: [], geoCheckForceLicense: false,
  geoCheckForceLicensePopIntervalTime: 30, geoCheckForceLicensePopType: 1, encryptOpen: false, encryptCommand: [],
  encryptPublicKey: '', authKey: 'Api-Access-Token', serverTime: 1,
};

/** A fetch that answers /hapi as the fake gateway and records every other request (the chat service's). */
function fetchWith(config: Record<string, unknown>) {
  const gateway = fakeGateway({ '010001': { data: config } });
  const other: { url: string; method: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.includes('hapi')) return gateway.fetch(input, init);
    other.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = url.endsWith('/conversations') ? { id: 'c'.repeat(32), messages: [] } : url.includes('?after=') ? { messages: [] } : { id: 'm0002', from: 'player', text: 'hi', at: 1 };
    return new Response(JSON.stringify(reply), { status: 201, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, other };
}

describe('live chat in the SDK (off by default)', () => {
  it('has no chat while neither the host nor the gateway names one', async () => {
    const { fetch } = fetchWith(CONFIG);
    const client = createClient({ baseUrl: 'https://gw.example.ae/', env: { fetch, storage: memoryStorage(), languages: () => ['en-US'] } });
    await client.init();
    expect(await client.liveChat()).toBeNull();
  });

  it("uses the host's provider when given one", async () => {
    const mine: ChatProvider = { start: async () => ({ id: 'x', messages: [] }), send: async () => ({ id: 'a', from: 'player', text: 't', at: 0 }), messages: async () => [] };
    const client = createClient({ chat: mine, env: { fetch: fetchWith(CONFIG).fetch, storage: memoryStorage(), languages: () => ['en-US'] } });
    expect(await client.liveChat()).toBe(mine);
  });

  it('talks to the service 010001 liveChatPath names, on the gateway host, without cookies', async () => {
    const { fetch, other } = fetchWith({ ...CONFIG, liveChatPath: '/simulators/live-chat' });
    const client = createClient({ baseUrl: 'https://gw.example.ae/', env: { fetch, storage: memoryStorage(), languages: () => ['en-US'] } });
    await client.init();
    const chat = (await client.liveChat())!;
    const { id } = await chat.start({ language: 'ar-AE' });
    await chat.send(id, 'hi');
    await chat.messages(id, 'm0002');
    expect(other).toEqual([
      { url: 'https://gw.example.ae/simulators/live-chat/conversations', method: 'POST', body: { language: 'ar-AE' } },
      { url: `https://gw.example.ae/simulators/live-chat/conversations/${id}/messages`, method: 'POST', body: { text: 'hi' } },
      { url: `https://gw.example.ae/simulators/live-chat/conversations/${id}/messages?after=m0002`, method: 'GET', body: undefined },
    ]);
  });

  it('bounds a message: trimmed, 1 to 500 characters', () => {
    expect(chatMessageText('  hello  ')).toBe('hello');
    expect(chatMessageText('   ')).toBeNull();
    expect(chatMessageText('x'.repeat(500))).toHaveLength(500);
    expect(chatMessageText('x'.repeat(501))).toBeNull();
  });
});
