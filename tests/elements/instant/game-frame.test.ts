// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import '../../../elements/define';
import { FRAME_PROTOCOL } from '../../../sdk/instant';
import { fakeGateway } from '../../support/fake-gateway';
import { balance, byName, hostNavigations, makeClient, mount, PLAYER, settle, shadow, text, until } from '../helpers';

const GAME_ORIGIN = 'http://gateway.test';
const TOKEN = 'L'.repeat(43);

const navigations = hostNavigations();

/** The frame's window as the page sees it (the test DOM loads no frame page). */
function frameWindow(frame: HTMLIFrameElement) {
  const window = { postMessage: vi.fn() };
  Object.defineProperty(frame, 'contentWindow', { value: window, configurable: true });
  return window;
}

function host(attributes: Record<string, string>, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({
    '101310': { data: { launchToken: TOKEN, gameUrl: `${GAME_ORIGIN}/studio/e-instants/pearl-diver/#launch=${TOKEN}`, demo: false, launchExpiresAt: 1 } },
    '101311': { data: { launchToken: TOKEN, gameUrl: `${GAME_ORIGIN}/studio/e-instants/pearl-diver/#launch=${TOKEN}`, demo: true, launchExpiresAt: 1 } },
    '700020': { data: { app: 'sport', appUrl: `${GAME_ORIGIN}/studio/micro-apps/sport/#handoff=${TOKEN}`, handoffExpiresAt: 1 } },
    '100124': { data: balance() },
  });
  const element = mount('nl-game-frame', makeClient(gateway, { language, user: PLAYER }), attributes);
  return { gateway, root: shadow(element) };
}

/** A message as the browser delivers it from `source` at `origin`. */
function deliver(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}

describe('<nl-game-frame>', () => {
  it('opens an e-instant demo in a frame with the one-time token and this page as host, and shows the balance its frame reports', async () => {
    const { root, gateway } = host({ kind: 'e-instant', app: 'pearl-diver', demo: 'true', label: 'Pearl Diver' });
    const frame = await until(() => root.querySelector<HTMLIFrameElement>('iframe[part="frame"]'));
    expect(gateway.callsOf('101311')).toEqual([{ appKey: 'pearl-diver' }]);
    expect(gateway.callsOf('101310')).toEqual([]);
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe(`${GAME_ORIGIN}/studio/e-instants/pearl-diver/`);
    expect(src.searchParams.get('lang')).toBe('en-US');
    expect(new URLSearchParams(src.hash.slice(1)).get('launch')).toBe(TOKEN);
    expect(new URLSearchParams(src.hash.slice(1)).get('host')).toBe(window.location.origin);
    expect(frame.getAttribute('title')).toBe('Pearl Diver');
    expect(text(root.querySelector('[part="balance"]'))).toBe('Opening the game…');

    const source = frameWindow(frame);
    const message = { protocol: FRAME_PROTOCOL, type: 'balance', balance: 100_000, currency: 'AED', demo: true };
    // Another origin, another window, a malformed message: ignored.
    deliver(message, 'http://evil.test', source);
    deliver(message, GAME_ORIGIN, window);
    deliver({ ...message, balance: -1 }, GAME_ORIGIN, source);
    await settle();
    expect(text(root.querySelector('[part="balance"]'))).toBe('Opening the game…');
    deliver(message, GAME_ORIGIN, source);
    await until(() => text(root.querySelector('[part="balance"]')) === 'Demo balance: AED 1,000');
    expect(root.querySelector('[part="balance"]')!.getAttribute('data-demo')).toBe('true');

    deliver({ protocol: FRAME_PROTOCOL, type: 'resize', height: 900 }, GAME_ORIGIN, source);
    await until(() => frame.getAttribute('height') === '900');
    deliver({ protocol: FRAME_PROTOCOL, type: 'close' }, GAME_ORIGIN, source);
    await until(() => navigations.length > 0);
    expect(navigations).toEqual(['/']);
  });

  it('opens a real-money game for the player, in Arabic, and refreshes the site’s balance when its frame reports another', async () => {
    const { root, gateway } = host({ kind: 'e-instant', app: 'pearl-diver' }, 'ar-AE');
    const frame = await until(() => root.querySelector<HTMLIFrameElement>('iframe[part="frame"]'));
    expect(gateway.callsOf('101310')).toEqual([{ appKey: 'pearl-diver' }]);
    expect(new URL(frame.src).searchParams.get('lang')).toBe('ar-AE');
    expect(byName(root, 'إغلاق')).not.toBeNull();
    await settle(300);
    const source = frameWindow(root.querySelector<HTMLIFrameElement>('iframe[part="frame"]')!);
    const balanceReads = gateway.callsOf('100124').length;
    deliver({ protocol: FRAME_PROTOCOL, type: 'balance', balance: 4_500, currency: 'AED', demo: false }, GAME_ORIGIN, source);
    await until(() => text(root.querySelector('[part="balance"]')).startsWith('الرصيد:'));
    await until(() => gateway.callsOf('100124').length > balanceReads);
  });

  it('mounts a micro-app of the registry the same way', async () => {
    const { root, gateway } = host({ kind: 'micro-app', app: 'sport' });
    const frame = await until(() => root.querySelector<HTMLIFrameElement>('iframe[part="frame"]'));
    expect(gateway.callsOf('700020')).toEqual([{ app: 'sport' }]);
    expect(new URLSearchParams(new URL(frame.src).hash.slice(1)).get('handoff')).toBe(TOKEN);
    // A guest's micro-app reports no balance: once ready, the page stops saying it is opening.
    expect(text(root.querySelector('[part="balance"]'))).toBe('Opening the game…');
    await settle(100);
    deliver({ protocol: FRAME_PROTOCOL, type: 'ready' }, GAME_ORIGIN, frameWindow(frame));
    await until(() => text(root.querySelector('[part="balance"]')) === '');
  });

  it('shows an error with Retry when the launch fails, and retries with a new launch', async () => {
    const again = host({ kind: 'e-instant', app: 'no-such-game', demo: 'true' });
    again.gateway.reply('101311', { code: 404000001, message: 'Game not found' });
    const retry = await until(() => byName(again.root, 'Retry'));
    expect(text(again.root.querySelector('[part="error"]'))).toContain('This game could not be opened.');
    again.gateway.reply('101311', { data: { launchToken: TOKEN, gameUrl: `${GAME_ORIGIN}/studio/e-instants/pearl-diver/#launch=${TOKEN}`, demo: true, launchExpiresAt: 1 } });
    retry.click();
    await until(() => again.root.querySelector('iframe[part="frame"]'));
    expect(again.gateway.callsOf('101311')).toHaveLength(2);
  });
});
