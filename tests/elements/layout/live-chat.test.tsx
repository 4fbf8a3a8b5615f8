// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, memoryStorage, type ChatMessage, type ChatProvider, type NlClient } from '../../../sdk';
import { defineLiveChat } from '../../../elements/layout/live-chat/live-chat-element';
import { CHAT_POLL_MS } from '../../../elements/layout/live-chat/live-chat';
import { fakeGateway } from '../../support/fake-gateway';
import { manualTime } from '../../support/manual-time';
import { byName, mount, settle, shadow, text, until } from '../helpers';
import { typeInto } from '../profile/helpers';

defineLiveChat();

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * A chat provider played by the test: the operator's messages are whatever the test queues, and
 * `start` can be held or made to fail, to see the loading and error states.
 */
function scriptedProvider(options: { failStarts?: number } = {}) {
  let failStarts = options.failStarts ?? 0;
  let next = 1;
  const message = (from: ChatMessage['from'], text: string): ChatMessage => ({ id: `m${String(next++).padStart(4, '0')}`, from, text, at: next });
  const log: ChatMessage[] = [];
  const sent: string[] = [];
  let release: (() => void) | null = null;
  const provider: ChatProvider = {
    start: ({ language }) =>
      new Promise((resolve, reject) => {
        release = () => {
          if (failStarts > 0) {
            failStarts--;
            reject(new Error('chat service down'));
            return;
          }
          log.push(message('operator', language === 'ar-AE' ? 'مرحبًا' : 'Welcome, how can we help?'));
          resolve({ id: 'c1', messages: [...log] });
        };
      }),
    send: async (_id, body) => {
      sent.push(body);
      const m = message('player', body);
      log.push(m);
      return m;
    },
    messages: async (_id, after) => log.slice(after ? log.findIndex((m) => m.id === after) + 1 : 0),
  };
  return { provider, sent, reply: (body: string) => log.push(message('operator', body)), releaseStart: () => release?.() };
}

function chatClient(provider: ChatProvider | undefined, language: 'en-US' | 'ar-AE' = 'en-US') {
  const time = manualTime();
  const client: NlClient = createClient({ chat: provider, env: { fetch: fakeGateway().fetch, storage: memoryStorage(), languages: () => [language], timers: time.timers, clock: time.clock } });
  return { client, time };
}

const dialogOf = (root: ShadowRoot) => root.querySelector<HTMLElement>('[role="dialog"]');
const messagesIn = (root: ShadowRoot) => Array.from(root.querySelectorAll('.chat-message'), (m) => [m.getAttribute('data-from'), text(m)]);

describe('<nl-live-chat>', () => {
  it('is off by default: no launcher, and the header keeps its own contact dialog', async () => {
    const { client } = chatClient(undefined);
    const element = mount('nl-live-chat', client);
    await settle(100);
    expect(shadow(element).querySelector('[part="launcher"]')).toBeNull();
    const event = new CustomEvent('nl-chat-open', { detail: { channel: 'chat' }, bubbles: true, composed: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('opens from its launcher, shows loading then the greeting, sends with Enter and shows the operator reply', async () => {
    const script = scriptedProvider();
    const { client, time } = chatClient(script.provider);
    const root = shadow(mount('nl-live-chat', client));
    const launcher = await until(() => byName(root, 'Live chat'));
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    launcher.click();
    const dialog = await until(() => dialogOf(root));
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(text(dialog)).toContain('Live chat with customer service');
    await until(() => dialog.querySelector('[data-state="starting"] [data-state="loading"]'));

    script.releaseStart();
    await until(() => messagesIn(root).length === 1);
    expect(messagesIn(root)).toEqual([['operator', 'Customer service: Welcome, how can we help?']]);
    const input = root.querySelector<HTMLTextAreaElement>('textarea')!;
    expect(root.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Your message');

    typeInto(input, '  How do I deposit?  ');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await until(() => messagesIn(root).length === 2);
    expect(script.sent).toEqual(['How do I deposit?']);
    expect(input.value).toBe('');

    script.reply('Deposits are made by card.');
    time.advance(CHAT_POLL_MS);
    await until(() => messagesIn(root).length === 3);
    expect(messagesIn(root).at(-1)).toEqual(['operator', 'Customer service: Deposits are made by card.']);
    expect(root.querySelector('[role="log"]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('says what is wrong with a message before sending it, and sends nothing', async () => {
    const script = scriptedProvider();
    const { client } = chatClient(script.provider);
    const root = shadow(mount('nl-live-chat', client));
    (await until(() => byName(root, 'Live chat'))).click();
    await until(() => root.querySelector('[data-state="starting"]'));
    script.releaseStart();
    const input = await until(() => root.querySelector<HTMLTextAreaElement>('textarea'));
    root.querySelector('form')!.requestSubmit();
    await until(() => text(root.querySelector('.nl-field-error')) === 'Write a message first.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    typeInto(input, 'x'.repeat(501));
    root.querySelector('form')!.requestSubmit();
    await until(() => text(root.querySelector('.nl-field-error')) === 'A message can be at most 500 characters.');
    expect(script.sent).toEqual([]);
  });

  it('shows an error with Retry when the chat cannot start, and Retry starts it', async () => {
    const script = scriptedProvider({ failStarts: 1 });
    const { client } = chatClient(script.provider);
    const root = shadow(mount('nl-live-chat', client));
    (await until(() => byName(root, 'Live chat'))).click();
    await until(() => root.querySelector('[data-state="starting"]'));
    script.releaseStart();
    const alert = await until(() => root.querySelector('[role="alert"]'));
    expect(text(alert)).toContain('The chat could not be started. You can also call the hotline 8002365.');
    byName(root, 'Retry')!.click();
    await until(() => root.querySelector('[data-state="starting"]'));
    script.releaseStart();
    await until(() => messagesIn(root).length === 1);
  });

  it('is keyboard-only: focus goes into the panel, Escape closes it and focus returns to the launcher', async () => {
    const script = scriptedProvider();
    const { client } = chatClient(script.provider);
    const root = shadow(mount('nl-live-chat', client));
    const launcher = await until(() => byName(root, 'Live chat'));
    launcher.focus();
    launcher.click();
    const dialog = await until(() => dialogOf(root));
    await until(() => dialog.contains(root.activeElement));
    root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => !dialogOf(root));
    expect(root.activeElement).toBe(launcher);
  });

  it("answers the header's and footer's nl-chat-open by opening its panel, even without its own launcher", async () => {
    const script = scriptedProvider();
    const { client } = chatClient(script.provider);
    const root = shadow(mount('nl-live-chat', client, { 'no-launcher': 'true' }));
    // The element listens from its mount effect: wait until it answers (a loaded machine takes longer than 100 ms).
    const opened = await until(() => {
      const event = new CustomEvent('nl-chat-open', { detail: { channel: 'support' }, bubbles: true, composed: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(opened).toBe(true);
    expect(root.querySelector('[part="launcher"]')).toBeNull();
    await until(() => dialogOf(root));
  });

  it('speaks Arabic, right to left, and starts the conversation in Arabic', async () => {
    const script = scriptedProvider();
    const { client } = chatClient(script.provider, 'ar-AE');
    const root = shadow(mount('nl-live-chat', client));
    (await until(() => byName(root, 'الدردشة المباشرة'))).click();
    await until(() => root.querySelector('[data-state="starting"]'));
    script.releaseStart();
    await until(() => messagesIn(root).length === 1);
    expect(messagesIn(root)).toEqual([['operator', 'خدمة العملاء: مرحبًا']]);
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    root.querySelector('form')!.requestSubmit();
    await until(() => text(root.querySelector('.nl-field-error')) === 'اكتب رسالة أولًا.');
  });
});
