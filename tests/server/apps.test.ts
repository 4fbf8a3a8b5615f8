import { describe, expect, it } from 'vitest';
import type { GameApp } from '../../sdk/commands/apps';
import { GAMES } from '../../sdk/games/catalogue';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { runDrawEngine } from '../../host-demo/server/domains/draws/draw-engine';
import { NO_TICKETS } from '../../host-demo/server/domains/draws/ticket-source';
import { gatewayPerTest } from './helpers/per-test';

describe.each(availableBackends())('game apps (700014, 700005) on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const list = async (data: Record<string, unknown> = {}) => {
    // The gateway's public address, as a partner page's request names it.
    const { envelope } = await callHapi<{ apps: GameApp[] }>(t.app, '700014', data, { headers: { host: 'gw.example' } });
    expect(envelope.code).toBe(0);
    return envelope.data!.apps;
  };

  it('lists every game on sale in display order: lotteries, scratch cards, e-instants', async () => {
    const apps = await list();
    expect(apps.map((a) => a.appKey)).toEqual([...GAMES.map((g) => g.key), 'golden-falcon', 'desert-treasure', 'oasis-gems', 'pearl-diver', 'lucky-lanterns']);
  });

  it('sells each lottery at the SDK catalogue price, with its type and top prize', async () => {
    const apps = await list({ category: 'lottery' });
    for (const game of GAMES) {
      const app = apps.find((a) => a.lotteryType === game.lotteryType);
      expect(app, game.key).toMatchObject({ minOrderAmount: game.price, maxPrizeAmount: game.topPrize, appType: game.appType, appPath: `/lottery/${game.key}` });
      // Absolute to the gateway: a partner page on another origin shows these images too.
      expect(app!.iconUrl).toBe(`http://gw.example/assets/games/${game.key}.svg`);
      expect(app!.lottoLogo).toBe(`http://gw.example/assets/games/${game.key}-logo.svg`);
    }
  });

  it('filters by category', async () => {
    // Instant games, scratch cards as e-instants, are appType 4 (issue 20).
    expect((await list({ category: 'scratch' })).map((a) => a.appType)).toEqual([4, 4, 4]);
    expect((await list({ category: 'e_instant' })).map((a) => [a.appType, a.loginStatus, a.demoUrl !== null])).toEqual([
      [4, 1, true],
      [4, 1, true],
    ]);
  });

  it('drops a game taken off sale from the list, while 700005 still describes it', async () => {
    await t.db.query("update games set on_sale = false where app_key = 'pick4'");
    expect((await list()).some((a) => a.appKey === 'pick4')).toBe(false);
    const { envelope } = await callHapi<{ app: GameApp; onSale: boolean }>(t.app, '700005', { appKey: 'pick4' });
    expect(envelope.data).toMatchObject({ onSale: false, app: { appKey: 'pick4' } });
  });

  it('answers 700005 by showKey or appKey, in the client language', async () => {
    const byShowKey = await callHapi<{ app: GameApp }>(t.app, '700005', { showKey: 'pearl-diver', platform: 3 });
    expect(byShowKey.envelope.data).toMatchObject({ onSale: true, app: { appName: 'Pearl Diver', appPath: '/lottery/e-instants/pearl-diver' } });
    const arabic = await callHapi<{ app: GameApp }>(t.app, '700005', { appKey: 'luckyday' }, { clientInfo: { platform: 4, product: 61, language: 'ar-AE' } });
    expect(arabic.envelope.data!.app).toMatchObject({ appName: 'يوم الحظ', appTabLotteryConfig: { jackpot: 10_000_000_000, raffleNum: 7 } });
  });

  it('answers 700005 for a scratch card with appType 4', async () => {
    const { envelope } = await callHapi<{ app: GameApp }>(t.app, '700005', { showKey: 'golden-falcon' });
    expect(envelope.data!.app).toMatchObject({ appType: 4, category: 'scratch', appPath: '/lottery/scratch-cards/golden-falcon' });
  });

  it('answers 403000949 (sales suspension) to a player opening a suspended game (openType 1), while it still describes it to a card', async () => {
    await t.db.query("update games set sales_suspended = true where app_key = 'golden-falcon'");
    const opened = await callHapi(t.app, '700005', { showKey: 'golden-falcon', openType: 1 });
    expect(opened.envelope).toMatchObject({ code: ErrorCode.gameSalesSuspended, data: null });
    expect(opened.envelope.message).not.toBe('');
    const described = await callHapi<{ app: GameApp; onSale: boolean }>(t.app, '700005', { appKey: 'golden-falcon' });
    expect(described.envelope).toMatchObject({ code: 0, data: { onSale: true, app: { appKey: 'golden-falcon' } } });
    await t.db.query("update games set sales_suspended = false where app_key = 'golden-falcon'");
    expect((await callHapi(t.app, '700005', { showKey: 'golden-falcon', openType: 1 })).envelope.code).toBe(0);
  });

  it('answers 404000001 for an unknown game and 400000012 when no key is given', async () => {
    expect((await callHapi(t.app, '700005', { showKey: 'nope' })).envelope).toMatchObject({ code: ErrorCode.gameNotFound, message: 'Game not found' });
    expect((await callHapi(t.app, '700005', { platform: 3 })).envelope.code).toBe(ErrorCode.validationFailed);
  });
});

interface SaleStates {
  games: { appKey: string; lotteryType: number | null; state: string; salesCloseAt: number | null }[];
  serverTime: number;
}

describe.each(availableBackends())('660009 game sale states on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const states = async (data: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') => (await callHapi<SaleStates>(t.app, '660009', data, { method })).envelope;
  const stateOf = async (appKey: string) => (await states()).data!.games.find((g) => g.appKey === appKey);

  it('says a draw game is pending sale until a draw is open, then on sale until its close; instant games are on sale', async () => {
    const before = (await states()).data!;
    expect(before.serverTime).toBe(t.clock.now());
    expect(before.games.map((g) => g.appKey)).toEqual([...GAMES.map((g) => g.key), 'golden-falcon', 'desert-treasure', 'oasis-gems', 'pearl-diver', 'lucky-lanterns']);
    for (const g of before.games) {
      expect(g, g.appKey).toMatchObject(g.lotteryType === null ? { state: 'onSale', salesCloseAt: null } : { state: 'pendingSale', salesCloseAt: null });
    }

    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    const pick3 = await stateOf('pick3');
    const next = (await callHapi<{ salesCloseAt: number }>(t.app, '660203', { lotteryType: 72 })).envelope.data!;
    expect(pick3).toEqual({ appKey: 'pick3', lotteryType: 72, state: 'onSale', salesCloseAt: next.salesCloseAt });
    const lotteries = (await states({ category: 'lottery' }, 'GET')).data!.games;
    expect(lotteries.map((g) => g.appKey)).toEqual(GAMES.map((g) => g.key));
    expect(lotteries.every((g) => g.state === 'onSale' && g.salesCloseAt! > t.clock.now())).toBe(true);
    expect((await states({ category: 'scratch' })).data!.games.every((g) => g.lotteryType === null && g.state === 'onSale')).toBe(true);
  });

  it('answers what the operator decided: suspended sales and a game taken off sale', async () => {
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    await t.db.query("update games set sales_suspended = true where app_key = 'pick3'");
    await t.db.query("update games set on_sale = false, sales_suspended = true where app_key = 'pick4'");
    expect(await stateOf('pick3')).toMatchObject({ state: 'salesSuspended', salesCloseAt: null });
    expect(await stateOf('pick4')).toMatchObject({ state: 'notAvailable', salesCloseAt: null });
    expect(await stateOf('magic5')).toMatchObject({ state: 'onSale' });
  });

  it('answers ticket unavailable for a scratch-card game whose pool on sale has no card left, and for no other game', async () => {
    const scratch = (await states({ category: 'scratch' })).data!.games;
    const [first, ...others] = scratch.map((g) => g.appKey);
    await t.db.query('update scratch_pools set closed_at = $2 where app_key = $1 and closed_at is null', [first, new Date(t.clock.now())]);
    const after = (await states({ category: 'scratch' })).data!.games;
    expect(after.find((g) => g.appKey === first)).toMatchObject({ state: 'ticketUnavailable', salesCloseAt: null });
    expect(after.filter((g) => others.includes(g.appKey)).every((g) => g.state === 'onSale')).toBe(true);
    expect((await callHapi<{ state: string }>(t.app, '660004', { appKey: first })).envelope.data).toMatchObject({ state: 'ticketUnavailable' });
    // Suspended sales say so first, as the purchase checks them first.
    await t.db.query('update games set sales_suspended = true where app_key = $1', [first]);
    expect((await states({ category: 'scratch' })).data!.games.find((g) => g.appKey === first)).toMatchObject({ state: 'salesSuspended' });
  });

  it('writes nothing', async () => {
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    const before = await tableSnapshot(t.db);
    expect((await states()).code).toBe(0);
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it.each([
    ['an unknown category', { category: 'sport' }],
    ['a category list', { category: ['lottery'] }],
    ['a category of 1,000 characters', { category: 'x'.repeat(1_000) }],
  ])('refuses %s with 400000012', async (_label, data) => {
    expect((await states(data)).code).toBe(ErrorCode.validationFailed);
  });
});
