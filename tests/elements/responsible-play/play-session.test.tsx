// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { definePlaySession } from '../../../elements/responsible-play/play-session/play-session-element';
import { formatMoney } from '../../../sdk';
import { REALITY_CHECK_KEY, SESSION_START_KEY, checksDue, elapsedText } from '../../../elements/responsible-play/play-session/session-math';
import { resolveLocation } from '../../../host-demo/site/routing/resolve-location';
import type { Reply } from '../../support/fake-gateway';
import { PLAYER, RP, button, mount, rpClient, settle, shadow, text, until } from './helpers';
import { hostNavigations } from '../helpers';

definePlaySession();

const navigations = hostNavigations();

/** 100157's answer: won AED 8, spent AED 7 today (the server counts the day, Asia/Dubai). */
const TODAY = { won: 800, spent: 700, net: 100, dayStart: 0, dayEnd: 86_400_000 };
const NET = '100157';

function open(options: { startedMinutesAgo?: number; reminder?: number; net?: Reply; language?: 'en-US' | 'ar-AE' } = {}) {
  const { gateway, client } = rpClient({ [NET]: options.net ?? { data: TODAY } }, { language: options.language ?? 'en-US' });
  if (options.startedMinutesAgo !== undefined) client.env.storage.setItem(`${SESSION_START_KEY}:${PLAYER.userOpenId}`, String(Date.now() - options.startedMinutesAgo * 60_000));
  if (options.reminder !== undefined) client.env.storage.setItem(REALITY_CHECK_KEY, String(options.reminder));
  const element = mount('nl-play-session', client);
  return { gateway, client, element, root: shadow(element) };
}

describe('<nl-play-session>', () => {
  it('shows the session time and today’s net position (won minus spent) from one server read', async () => {
    const { root, gateway } = open({ startedMinutesAgo: 62 });
    const session = await until(() => root.querySelector('[part="session"]'));
    expect(text(session.querySelector('[data-field="elapsed"] strong'))).toMatch(/^1:02:0\d$/);
    await until(() => text(session.querySelector('[data-field="net"] strong')) === '+AED 1');
    expect(gateway.callsOf(NET)).toEqual([{}]);
    expect(gateway.callsOf(RP.transactions)).toEqual([]);
  });

  it('a loss shows with its sign; a failed read leaves the figure unknown, without a toast', async () => {
    const { root } = open({ net: { data: { ...TODAY, won: 0, net: -700 } } });
    await until(() => text(root.querySelector('[data-field="net"] strong')) === formatMoney(-700, 'en-US'));
    document.body.innerHTML = '';
    const failed = open({ net: { code: 500000001, message: 'Down' } });
    const toasts: unknown[] = [];
    failed.client.events.on('toast', (toast) => toasts.push(toast));
    await until(() => failed.gateway.callsOf(NET).length === 1);
    await settle();
    expect(text(failed.root.querySelector('[data-field="net"] strong'))).toBe('…');
    expect(toasts).toEqual([]);
  });

  it('reads the figure again when the balance changes (a bet or a prize)', async () => {
    const { root, gateway, client } = open();
    await until(() => text(root.querySelector('[data-field="net"] strong')) === '+AED 1');
    gateway.reply(NET, { data: { ...TODAY, won: 2_800, net: 2_100 } });
    client.stores.balance.set({ betBalance: 0, giftBalance: 0, totalBalance: 2_000, withdrawableAmount: 2_000, unreadSysMessage: 0, unreadOperateMessage: 0 });
    await until(() => text(root.querySelector('[data-field="net"] strong')) === '+AED 21');
    expect(gateway.callsOf(NET)).toHaveLength(2);
  });

  it('keeps the reminder interval the player chooses on this device', async () => {
    const { root, client } = open();
    const select = await until(() => root.querySelector<HTMLSelectElement>('select[name="realityCheck"]'));
    expect(Array.from(select.options, (o) => o.textContent)).toEqual(['Off', 'Every 15 min', 'Every 30 min', 'Every 60 min', 'Every 120 min']);
    select.value = '30';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => client.env.storage.getItem(REALITY_CHECK_KEY) === '30');
  });

  it('a reality check at the interval: time played, net position, Continue', async () => {
    const { root } = open({ startedMinutesAgo: 16, reminder: 15 });
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    expect(text(dialog.querySelector('h2'))).toBe('Reality check');
    expect(text(dialog.querySelector('[data-field="check-elapsed"]'))).toMatch(/^You have been playing for 0:16:0\d\.$/);
    await until(() => text(dialog.querySelector('[data-field="check-net"]')) === 'Your net position today: +AED 1.');
    button(dialog, 'Continue').click();
    await until(() => !root.querySelector('[part="dialog"]'));
  });

  it('Stop playing leaves the game and starts a new session next time', async () => {
    const { root, element, client } = open({ startedMinutesAgo: 31, reminder: 30 });
    const stops: number[] = [];
    element.addEventListener('nl-play-session-stop', (event) => stops.push(event.detail.elapsedMs));
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    button(dialog, 'Stop playing').click();
    await until(() => navigations.includes('/'));
    expect(stops[0]).toBeGreaterThanOrEqual(31 * 60_000);
    expect(client.env.storage.getItem(`${SESSION_START_KEY}:${PLAYER.userOpenId}`)).toBeNull();
  });

  it('no reminder while it is off', async () => {
    const { root } = open({ startedMinutesAgo: 500, reminder: 0 });
    await until(() => root.querySelector('[part="session"]'));
    expect(root.querySelector('[part="dialog"]')).toBeNull();
  });

  it('sits beside the games drawn every few minutes in the route table', () => {
    const beside = (path: string) => {
      const resolved = resolveLocation(path);
      return resolved.kind === 'route' ? (resolved.route.beside?.(resolved.params)?.tag ?? null) : null;
    };
    for (const game of ['quick-five', 'octaluck', 'super-ocean', 'colorprediction']) expect(beside(`/lottery/${game}`), game).toBe('nl-play-session');
    for (const game of ['pick3', 'luckyday']) expect(beside(`/lottery/${game}`), game).toBeNull();
  });

  it('the rules: elapsed time, checks due', () => {
    expect(elapsedText(3_725_000)).toBe('1:02:05');
    expect(checksDue(31 * 60_000, 15)).toBe(2);
    expect(checksDue(31 * 60_000, 0)).toBe(0);
  });

  it('in Arabic', async () => {
    const { root } = open({ startedMinutesAgo: 16, reminder: 15, language: 'ar-AE' });
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(text(dialog.querySelector('h2'))).toBe('تذكير بالواقع');
    expect(button(dialog, 'متابعة')).toBeTruthy();
    expect(button(dialog, 'التوقف عن اللعب')).toBeTruthy();
  });
});
