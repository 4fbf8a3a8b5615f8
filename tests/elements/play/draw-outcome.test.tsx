// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import '../../../elements/define';
import { setDefaultClient } from '../../../elements';
import { formatMoney } from '../../../sdk';
import { PLAYER, settle, text, until } from '../helpers';
import enUS from '../../../locales/en-US.json';
import arAE from '../../../locales/ar-AE.json';
import { NOW, openGame, ready, saleReplies } from './play-helpers';
import type { Reply } from '../../support/fake-gateway';

const DRAW_PHASE = '660202';
const ORDER_LIST = '101065';
const PHASE = '20261123001';
const RESULT = [3, 8, 14, 21, 30];

afterEach(() => {
  document.body.innerHTML = '';
  setDefaultClient(null);
});

/** Quick Five's draw as 660202 answers it: not drawn on the first ask, drawn from the second. */
function drawReplies(): Reply {
  let asked = 0;
  return (data) => {
    asked += 1;
    const { phase } = data as { phase: string };
    return {
      data: {
        draw: {
          phase, result: asked === 1 ? null : RESULT, expectedPrizeTimestamp: NOW + 40_000, seedHash: 'ab'.repeat(32), seed: asked === 1 ? null : 'cd'.repeat(32),
          ticketRoot: null, ticketCount: null, lotteryType: 69, salesCloseTimestamp: NOW + 30_000,
        },
      },
    };
  };
}

/** One of the player's Quick Five orders of the draw, with its status (3 won, 2 not won, 1 waiting) and prize. */
const order = (orderId: string, status: number, prizeAmount: number) => ({
  orderId, lotteryType: 69, appKey: 'quick-five', playType: 6903, plan: [[1, 5, 11]], multiples: [1], drawCount: 1,
  phase: PHASE, status, amount: 100, prizeAmount, purchaseTime: NOW - 60_000, chaseId: null, orderPrizeStatus: null,
});

/** A Quick Five page whose sale closes in 30 s, the draw lands 5 s later, and the player's orders of it are `orders` (the first read may be unsettled). */
async function landDraw(options: { language: 'en-US' | 'ar-AE'; orders: Reply[]; user?: typeof PLAYER | null }) {
  const replies = saleReplies({ closesIn: 30_000 });
  replies[DRAW_PHASE] = drawReplies();
  let read = 0;
  replies[ORDER_LIST] = (data, call) => {
    const reply = options.orders[Math.min(read, options.orders.length - 1)]!;
    read += 1;
    return typeof reply === 'function' ? reply(data, call) : reply;
  };
  const opened = openGame('nl-quick-five', { user: options.user === undefined ? PLAYER : options.user, language: options.language, replies });
  const { root, time } = opened;
  await ready(root);
  await settle(); // the countdown's effects run
  expect(root.querySelector('[part="draw-outcome"]')).toBeNull();
  time.advance(30_000);
  const outcome = await until(() => root.querySelector<HTMLElement>('[part="draw-outcome"]'));
  expect(outcome.getAttribute('data-state')).toBe('drawing');
  expect(text(outcome.querySelector('.outcome-drawing'))).not.toBe('');
  await settle(); // its poll starts
  // Not drawn yet at the first ask, 5 s after the close; drawn at the second.
  time.advance(5_000);
  await until(() => opened.gateway.callsOf(DRAW_PHASE).length === 1);
  await settle(); // the poll waits for its next ask
  time.advance(5_000);
  await until(() => outcome.getAttribute('data-state') === 'drawn');
  return { ...opened, outcome };
}

const balls = (outcome: HTMLElement) => Array.from(outcome.querySelectorAll('.nl-ball-value'), (b) => text(b));
const said = (outcome: HTMLElement) => text(outcome.querySelector('[role="status"]'));

describe("a per-minute game's draw as it lands, with the player's own outcome", () => {
  it.each([
    ['en-US', enUS],
    ['ar-AE', arAE],
  ] as const)('%s: says how much the player won in the draw, the prizes of all their orders of it summed', async (language, strings) => {
    const { outcome, gateway } = await landDraw({ language, orders: [{ data: { items: [order('O-1', 3, 500), order('O-2', 2, 0), order('O-3', 3, 200)], nextCursor: null } }] });
    await until(() => outcome.getAttribute('data-mine') === 'won');
    expect(text(outcome.querySelector('h2'))).toBe(`${strings.play.outcome.title} ${PHASE}`);
    expect(balls(outcome)).toEqual(['3', '8', '14', '21', '30']);
    expect(said(outcome)).toBe(strings.play.outcome.won.replace('{{amount}}', formatMoney(700, language)));
    // Only the orders of this draw are asked for, by its phase.
    expect(gateway.callsOf(ORDER_LIST)).toEqual([{ tab: 'lottery', filter: 'all', sort: 'newest', game: 69, phase: PHASE, pageSize: 50 }]);
    expect(gateway.callsOf(DRAW_PHASE)).toEqual([{ lotteryType: 69, phase: PHASE }, { lotteryType: 69, phase: PHASE }]);
  });

  it.each([
    ['en-US', enUS],
    ['ar-AE', arAE],
  ] as const)("%s: says 'not this time' when none of the player's orders won, waiting for them to settle", async (language, strings) => {
    const { outcome, time, gateway } = await landDraw({
      language,
      orders: [{ data: { items: [order('O-1', 1, 0)], nextCursor: null } }, { data: { items: [order('O-1', 2, 0)], nextCursor: null } }],
    });
    // The first read finds the order still waiting: nothing is said until it settles.
    await until(() => gateway.callsOf(ORDER_LIST).length === 1);
    await settle();
    expect(outcome.getAttribute('data-mine')).toBe('checking');
    expect(said(outcome)).toBe('');
    time.advance(5_000);
    await until(() => outcome.getAttribute('data-mine') === 'lost');
    expect(said(outcome)).toBe(strings.play.outcome.lost);
    expect(balls(outcome)).toEqual(['3', '8', '14', '21', '30']);
  });

  it('says the player had no ticket in a draw they did not play, and shows a guest the result alone', async () => {
    const player = await landDraw({ language: 'en-US', orders: [{ data: { items: [], nextCursor: null } }] });
    await until(() => player.outcome.getAttribute('data-mine') === 'noTicket');
    expect(said(player.outcome)).toBe('You had no ticket in this draw.');
    document.body.innerHTML = '';

    const guest = await landDraw({ language: 'en-US', user: null, orders: [] });
    expect(guest.outcome.getAttribute('data-mine')).toBe('guest');
    expect(balls(guest.outcome)).toEqual(['3', '8', '14', '21', '30']);
    expect(said(guest.outcome)).toBe('');
    expect(guest.gateway.callsOf(ORDER_LIST)).toEqual([]);
  });

  it('is not shown on a game drawn once a day', async () => {
    const { root, time, gateway } = openGame('nl-pick3', { user: PLAYER, replies: saleReplies({ closesIn: 30_000 }) });
    await ready(root);
    await settle();
    time.advance(60_000);
    await until(() => root.querySelector('.countdown[data-state="closed"]'));
    expect(root.querySelector('[part="draw-outcome"]')).toBeNull();
    expect(gateway.callsOf(DRAW_PHASE)).toEqual([]);
  });
});
