// @vitest-environment happy-dom
/**
 * The Quick Five winner ticker (SPEC §2 Quick Five "winner ticker") as a visitor meets it above the
 * bet slip: the newest winners from 101067 with masked names, refreshed by the SDK poller, its
 * loading, empty and error states, Pause, and both languages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../elements/define';
import { setDefaultClient } from '../../../elements';
import type { RecentWinner } from '../../../sdk';
import { POLLING } from '../../../sdk/polling/poller';
import { TICKER_STYLES } from '../../../elements/games/game-element/winner-ticker';
import enUS from '../../../locales/en-US.json';
import arAE from '../../../locales/ar-AE.json';
import { settle, text, until } from '../helpers';
import { NOW, openGame, saleReplies } from './play-helpers';
import type { Reply } from '../../support/fake-gateway';

const RECENT_WINNERS = '101067';
const WAIT = 5_000;

afterEach(() => {
  document.body.innerHTML = '';
  setDefaultClient(null);
});

const winner = (id: string, maskedName: string, amount: number, appKey = 'quick-five', lotteryType = 69): RecentWinner =>
  ({ id, maskedName, amount, appKey, lotteryType, wonAt: NOW });

function openTicker(winners: Reply, language: 'en-US' | 'ar-AE' = 'en-US') {
  const opened = openGame('nl-quick-five', { replies: { ...saleReplies(), [RECENT_WINNERS]: winners }, language });
  const ticker = () => opened.root.querySelector<HTMLElement>('[part="winners"]')!;
  // What a screen reader reads: the list itself, not its hidden copy for the loop.
  const lines = () => Array.from(opened.root.querySelectorAll('.ticker-list:not([aria-hidden]) .ticker-item'), (li) => text(li));
  return { ...opened, ticker, lines };
}

describe('the Quick Five winner ticker', () => {
  it("shows the game's newest winners, masked name, prize and game, above the bet slip", async () => {
    const { root, gateway, lines, ticker } = openTicker({ data: { items: [winner('2', 'A***a', 27_000), winner('1', 'م***د', 320)] } });
    // The answer waits until the loading line was seen: a warm module cache answers within a tick.
    const release = gateway.hold(RECENT_WINNERS);
    await until(() => text(ticker()?.querySelector('.ticker-note')) === enUS.play.winners.loading, WAIT);
    release();
    await until(() => lines().length === 2, WAIT);
    expect(lines()).toEqual(['A***a won AED 270 on Quick Five', 'م***د won AED 3.20 on Quick Five']);
    expect(gateway.callsOf(RECENT_WINNERS)).toEqual([{ lotteryType: 69, limit: 10 }]);
    expect(text(ticker().querySelector('.ticker-title'))).toBe(enUS.play.winners.title);
    expect(ticker().getAttribute('aria-labelledby')).toBe(ticker().querySelector('.ticker-title')!.id);
    expect(ticker().querySelector('.ticker-list:not([aria-hidden])')!.getAttribute('aria-live')).toBe('polite');
    // The copy that makes the loop seamless is hidden from assistive technology.
    expect(ticker().querySelector('.ticker-list[aria-hidden="true"]')).not.toBeNull();
    // The ticker comes first, the bet slip after it.
    expect(root.querySelector('[part="winners"] ~ [part="play"]')).not.toBeNull();
  });

  it('refreshes on the poller every 20 s, and Pause stops both the motion and the refreshes', async () => {
    let calls = 0;
    const { gateway, time, lines, ticker, root } = openTicker(() => ({ data: { items: [winner(String(++calls), `P***${calls}`, 100 * calls)] } }));
    await until(() => lines().length === 1, WAIT);
    expect(lines()).toEqual(['P***1 won AED 1 on Quick Five']);
    time.advance(POLLING.winners.intervalMs);
    await until(() => lines()[0] === 'P***2 won AED 2 on Quick Five', WAIT);

    const pause = root.querySelector<HTMLButtonElement>('.ticker-pause')!;
    expect(text(pause)).toBe(enUS.play.winners.pause);
    pause.click();
    await until(() => ticker().dataset.paused === 'true', WAIT);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(text(pause)).toBe(enUS.play.winners.resume);
    expect(ticker().querySelector('.ticker-list:not([aria-hidden])')!.getAttribute('aria-live')).toBe('off');
    time.advance(5 * POLLING.winners.intervalMs);
    await settle();
    expect(gateway.callsOf(RECENT_WINNERS)).toHaveLength(2);
    expect(lines()).toEqual(['P***2 won AED 2 on Quick Five']);

    pause.click();
    await until(() => lines()[0] === 'P***3 won AED 3 on Quick Five', WAIT);
    expect(gateway.callsOf(RECENT_WINNERS)).toHaveLength(3);
  });

  it('stands still when reduced motion is asked for, and pauses on hover and focus', () => {
    // Every animation rule sits inside the no-preference query (the browser journey checks the computed style).
    const motion = /@media \(prefers-reduced-motion: no-preference\) \{([^}]*\}[^}]*\})\s*\}/.exec(TICKER_STYLES);
    expect(motion?.[1]).toContain('animation: nl-ticker');
    expect(TICKER_STYLES.replace(motion![0], '')).not.toMatch(/animation(-name)?:/);
    expect(TICKER_STYLES).toContain('.ticker-window:focus-within .ticker-track');
  });

  it('says so when nobody has won yet', async () => {
    const { ticker } = openTicker({ data: { items: [] } });
    await until(() => text(ticker().querySelector('.ticker-note')) === enUS.play.winners.empty, WAIT);
    expect(ticker().querySelector('.ticker-pause')).toBeNull();
  });

  it('offers Retry when the first read fails, keeps the list when a later refresh fails', async () => {
    let fail = true;
    const { ticker, lines, time } = openTicker(() => (fail ? { code: 500000000, message: 'busy' } : { data: { items: [winner('1', 'A***a', 500)] } }));
    const error = await until(() => ticker().querySelector('.ticker-error'), WAIT);
    expect(error.getAttribute('role')).toBe('alert');
    expect(text(error)).toContain(enUS.play.winners.error);
    fail = false;
    ticker().querySelector<HTMLButtonElement>('.ticker-error button')!.click();
    await until(() => lines().length === 1, WAIT);
    fail = true;
    time.advance(POLLING.winners.intervalMs);
    await settle(100);
    expect(lines()).toEqual(['A***a won AED 5 on Quick Five']);
    expect(ticker().dataset.state).toBe('ready');
  });

  it('reads in Arabic, with the masked name and the amount kept left-to-right', async () => {
    const { lines, ticker } = openTicker({ data: { items: [winner('1', 'A***a', 27_000)] } }, 'ar-AE');
    await until(() => lines().length === 1, WAIT);
    expect(text(ticker().querySelector('.ticker-title'))).toBe(arAE.play.winners.title);
    expect(lines()[0]).toContain('A***a');
    expect(lines()[0]).toContain(arAE.games['quick-five'].name);
    expect(ticker().querySelector('.ticker-name')!.getAttribute('dir')).toBe('ltr');
    expect(ticker().querySelector('.ticker-amount')!.getAttribute('dir')).toBe('ltr');
  });
});
