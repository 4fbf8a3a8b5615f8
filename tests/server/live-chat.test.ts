import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../sdk/chat/chat-provider';
import type { SystemConfig } from '../../sdk/commands/system';
import { simulatorsIn, resolveProviders } from '../../host-demo/server/providers';
import {
  LIVE_CHAT_SIMULATOR_PATH, LiveChatSimulator, MAX_CONVERSATIONS, MAX_MESSAGES_PER_CONVERSATION, OPERATOR_REPLY_DELAY_MS,
} from '../../host-demo/server/providers/chat/simulator';
import { manualClock } from './helpers/clock';
import { availableBackends } from './helpers/backends';
import { callHapi, testApp } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const BASE = LIVE_CHAT_SIMULATOR_PATH;

describe('live chat simulator (issue 19: live chat behind a provider interface with a simulator)', () => {
  it('greets in the chosen language, saying it is a simulator, and answers each message by topic after the delay', () => {
    const clock = manualClock();
    const chat = new LiveChatSimulator({ clock });
    const en = chat.start('en-US');
    expect(en.id).toMatch(/^[0-9a-f]{32}$/);
    expect(en.messages).toEqual([{ id: 'm0001', from: 'operator', text: expect.stringContaining('SIMULATOR'), at: clock.now() }]);

    const sent = chat.send(en.id, 'How do I deposit with my card?');
    expect(sent).toEqual({ ok: true, message: { id: 'm0002', from: 'player', text: 'How do I deposit with my card?', at: clock.now() } });
    // The operator is still "typing": only the greeting and the player's message show.
    expect(chat.messages(en.id, 'm0001')).toEqual([expect.objectContaining({ id: 'm0002', from: 'player' })]);
    clock.advance(OPERATOR_REPLY_DELAY_MS);
    const [reply] = chat.messages(en.id, 'm0002')!;
    expect(reply).toMatchObject({ from: 'operator', text: expect.stringMatching(/^\(Simulated operator\) Deposits are made by card/) });

    const ar = chat.start('ar-AE');
    expect(ar.messages[0]!.text).toContain('محاكاة');
    chat.send(ar.id, 'أريد سحب أرباحي');
    clock.advance(OPERATOR_REPLY_DELAY_MS);
    expect(chat.messages(ar.id, 'm0002')![0]!.text).toMatch(/^\(موظف محاكى\) يتم السحب/);
  });

  it('never lists a message before one it already listed, when the player writes while a reply is pending', () => {
    const clock = manualClock();
    const chat = new LiveChatSimulator({ clock });
    const { id } = chat.start('en-US');
    chat.send(id, 'first');
    clock.advance(500);
    chat.send(id, 'second');
    const seen: ChatMessage[] = [...chat.messages(id, null)!];
    expect(seen.map((m) => m.text)).toEqual([expect.any(String), 'first', 'second']);
    clock.advance(OPERATOR_REPLY_DELAY_MS);
    seen.push(...chat.messages(id, seen.at(-1)!.id)!);
    expect(seen.map((m) => m.from)).toEqual(['operator', 'player', 'player', 'operator', 'operator']);
    expect(new Set(seen.map((m) => m.id)).size).toBe(5);
  });

  it('keeps its memory bounded: a full conversation refuses more, the oldest conversation goes first', () => {
    const clock = manualClock();
    const chat = new LiveChatSimulator({ clock });
    const { id } = chat.start('en-US');
    let refused = 0;
    for (let i = 0; i < MAX_MESSAGES_PER_CONVERSATION; i++) if (!chat.send(id, `message ${i}`).ok) refused++;
    // The greeting plus a reply per message: 49 messages fit, the other 51 are refused.
    expect(refused).toBe(MAX_MESSAGES_PER_CONVERSATION - (MAX_MESSAGES_PER_CONVERSATION - 2) / 2);
    expect(chat.send(id, 'one more')).toEqual({ ok: false, refusal: 'conversation-full' });
    for (let i = 0; i < MAX_CONVERSATIONS; i++) chat.start('en-US');
    expect(chat.messages(id, null)).toBeNull();
  });

  it('counts as a simulator for production only while live chat is on', () => {
    const clock = manualClock();
    const providers = resolveProviders({} as never, clock);
    expect(simulatorsIn(providers)).not.toContain('chat (live chat simulator)');
    expect(simulatorsIn(providers, { liveChat: true })).toContain('chat (live chat simulator)');
  });
});

describe.each(availableBackends())('live chat over HTTP on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('is off by default: 010001 names no chat service and the simulator answers nothing', async () => {
    const { envelope } = await callHapi<SystemConfig>(t.app, '010001', { productType: 61 });
    expect(envelope.data!.liveChatPath).toBeUndefined();
    const response = await t.app.inject({ method: 'POST', url: `${BASE}/conversations`, payload: { language: 'en-US' } });
    expect(response.statusCode).toBe(404);
  });

  it('with LIVE_CHAT on, 010001 names the simulator and a guest chats with it', async () => {
    const app = testApp(t.db, t.clock, { config: { liveChat: true } });
    const { envelope } = await callHapi<SystemConfig>(app, '010001', { productType: 61 });
    expect(envelope.data!.liveChatPath).toBe(BASE);

    const opened = await app.inject({ method: 'POST', url: `${BASE}/conversations`, payload: { language: 'ar-AE' } });
    expect(opened.statusCode).toBe(201);
    expect(opened.headers['cache-control']).toBe('no-store');
    const { id, messages } = opened.json<{ id: string; messages: ChatMessage[] }>();
    expect(messages).toHaveLength(1);

    const sent = await app.inject({ method: 'POST', url: `${BASE}/conversations/${id}/messages`, payload: { text: '  كيف أتحقق من هويتي؟  ' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ChatMessage>()).toMatchObject({ from: 'player', text: 'كيف أتحقق من هويتي؟' });
    t.clock.advance(OPERATOR_REPLY_DELAY_MS);
    const listed = await app.inject({ method: 'GET', url: `${BASE}/conversations/${id}/messages?after=${sent.json<ChatMessage>().id}` });
    expect(listed.json<{ messages: ChatMessage[] }>().messages).toEqual([expect.objectContaining({ from: 'operator', text: expect.stringContaining('التحقق من الهوية') })]);
    await app.close();
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const app = testApp(t.db, t.clock, { config: { liveChat: true } });
    const { id } = (await app.inject({ method: 'POST', url: `${BASE}/conversations`, payload: { language: 'en-US' } })).json<{ id: string }>();
    const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
    expect((await post(`${BASE}/conversations`, { language: 'fr-FR' })).json()).toEqual({ error: 'invalid-request' });
    expect((await post(`${BASE}/conversations`, { language: 'en-US', extra: 1 })).statusCode).toBe(400);
    expect((await post(`${BASE}/conversations/${id}/messages`, { text: '   ' })).json()).toEqual({ error: 'invalid-text' });
    expect((await post(`${BASE}/conversations/${id}/messages`, { text: 'x'.repeat(501) })).json()).toEqual({ error: 'invalid-text' });
    expect((await post(`${BASE}/conversations/${id}/messages`, { text: 42 })).statusCode).toBe(400);
    expect((await post(`${BASE}/conversations/${'0'.repeat(32)}/messages`, { text: 'hi' })).statusCode).toBe(404);
    expect((await post(`${BASE}/conversations/not-an-id/messages`, { text: 'hi' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${BASE}/conversations/${id}/messages?after=<script>` })).statusCode).toBe(400);
    // Nothing of the refused messages was kept: the greeting is all there is.
    const all = (await app.inject({ method: 'GET', url: `${BASE}/conversations/${id}/messages` })).json<{ messages: ChatMessage[] }>();
    expect(all.messages.map((m) => m.from)).toEqual(['operator']);
    await app.close();
  });

  it('answers parallel messages of one conversation each once, with a reply each', async () => {
    const app = testApp(t.db, t.clock, { config: { liveChat: true } });
    const { id } = (await app.inject({ method: 'POST', url: `${BASE}/conversations`, payload: { language: 'en-US' } })).json<{ id: string }>();
    const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => app.inject({ method: 'POST', url: `${BASE}/conversations/${id}/messages`, payload: { text: `question ${i}` } })));
    expect(sent.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    t.clock.advance(OPERATOR_REPLY_DELAY_MS);
    const { messages } = (await app.inject({ method: 'GET', url: `${BASE}/conversations/${id}/messages` })).json<{ messages: ChatMessage[] }>();
    expect(messages.filter((m) => m.from === 'player')).toHaveLength(20);
    expect(messages.filter((m) => m.from === 'operator')).toHaveLength(21);
    expect(new Set(messages.map((m) => m.id)).size).toBe(41);
    await app.close();
  });
});
