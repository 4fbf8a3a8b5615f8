// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { winFromMessage } from '../../../elements';
import type { SocketMessage } from '../../../sdk';
import { PLAYER, makeClient, mount, settle, shadow, text, until, hostNavigations, styleSheetsOf } from '../helpers';
import { fakeGateway } from '../../support/fake-gateway';

const navigations = hostNavigations();

async function open(language: 'en-US' | 'ar-AE' = 'en-US') {
  const client = makeClient(fakeGateway({}), { user: PLAYER, language });
  const root = shadow(mount('nl-win-popup', client));
  const send = (message: SocketMessage) => (client.events as unknown as { emit: (name: string, m: SocketMessage) => void }).emit('socket-message', message);
  // Rendered and subscribed: the element is ready for socket messages.
  await until(() => styleSheetsOf(root).some((css) => css.includes('.ord-tabs')));
  await settle();
  return { client, root, send };
}

describe('<nl-win-popup>', () => {
  it('shows nothing until a popup message with a prize arrives', async () => {
    const { root, send } = await open();
    send({ changeType: 'wallet' });
    send({ changeType: 'popup' });
    await settle();
    expect(root.querySelector('[role="dialog"]')).toBeNull();
    send({ changeType: 'popup', totalPrizeAmount: 500 });
    await until(() => root.querySelector('[role="dialog"]'));
  });

  it('names the game and the draw the ticket won in, in English and Arabic', async () => {
    const { root, send } = await open();
    send({ changeType: 'popup', totalPrizeAmount: 100_000, lotteryType: 72, phase: '20261127001' });
    const draw = await until(() => root.querySelector('.win-draw'));
    expect(text(draw)).toBe('Pick 3 · Draw 20261127001');
    expect(draw.querySelector('[dir="ltr"]')?.textContent).toBe('20261127001');
    // One dialog at a time on a page: the next popup opens once this one is closed.
    (root.querySelector('[aria-label="Close"]') as HTMLButtonElement).click();
    await until(() => !root.querySelector('[role="dialog"]'));
    const arabic = await open('ar-AE');
    arabic.send({ changeType: 'popup', totalPrizeAmount: 100_000, lotteryType: 83, phase: '202611272130' });
    const arDraw = await until(() => arabic.root.querySelector('.win-draw'));
    expect(text(arDraw)).toBe('أوكتالك · السحب 202611272130');
  });

  it('reads the game and draw only when the message names them soundly', () => {
    expect(winFromMessage({ changeType: 'popup', totalPrizeAmount: 1, lotteryType: 72, phase: '2026' })).toEqual({ totalPrizeAmount: 1, grandPrize: false, gameKey: 'pick3', phase: '2026' });
    expect(winFromMessage({ changeType: 'popup', totalPrizeAmount: 1, lotteryType: 999, phase: '<b>x</b>' })).toEqual({ totalPrizeAmount: 1, grandPrize: false });
  });

  it('shows the prize floored to whole dirhams and leads to the orders', async () => {
    const { root, send } = await open();
    send({ changeType: 'popup', totalPrizeAmount: 123_499 });
    await until(() => root.querySelector('.win-amount'));
    expect(text(root.querySelector('.win-amount'))).toBe('AED 1,234');
    (root.querySelector('.win-orders') as HTMLButtonElement).click();
    expect(navigations).toEqual(['/account/order/list']);
    await until(() => !root.querySelector('[role="dialog"]'));
  });

  it('offers the grand prize page when jumpType is 5', async () => {
    const { root, send } = await open('ar-AE');
    send({ changeType: 'popup', totalPrizeAmount: 10_000_000_099, jumpType: 5, winningBigAmount: 10_000_000_000 });
    await until(() => root.querySelector('.win-grand-prize'));
    expect(text(root.querySelector('.win-amount'))).toBe('د.إ 100,000,000');
    expect(text(root.querySelector('.win-grand-prize'))).toBe('اطلب الجائزة الكبرى');
    (root.querySelector('.win-grand-prize') as HTMLButtonElement).click();
    expect(navigations).toEqual(['/account/order/grandPrize']);
  });

  it('reads only popup messages with a usable amount', () => {
    expect(winFromMessage({ changeType: 'popup', totalPrizeAmount: '500' })).toEqual({ totalPrizeAmount: 500, grandPrize: false });
    expect(winFromMessage({ changeType: 'popup', totalPrizeAmount: 'x' })).toBeNull();
    expect(winFromMessage({ changeType: 'popup', totalPrizeAmount: -1 })).toBeNull();
    expect(winFromMessage({ changeType: 'wallet', totalPrizeAmount: 500 })).toBeNull();
  });

  it('stops listening once removed', async () => {
    const { root, send } = await open();
    const host = root.host;
    host.remove();
    send({ changeType: 'popup', totalPrizeAmount: 500 });
    await settle();
    expect(root.querySelector('[role="dialog"]')).toBeNull();
  });
});
