/**
 * The play rules against the catalogue, SPEC §1/§9 and DESIGN "Games: reference rules": every game
 * has rules, codes are stable and unique, lines fit the order request, the figures SPEC and DESIGN
 * fix are the ones the rules use.
 */
import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US.json';
import arAE from '../../../locales/ar-AE.json';
import { OrderRequestSchema } from '../../../sdk/commands/orders';
import {
  COLOR_PREDICTION_KEY,
  GAMES,
  MAX_DRAWS_PER_ORDER,
  easyPick,
  gameByKey,
  gameByType,
  playTypeOf,
  rulesOf,
  seededRandom,
  topPrizeOf,
} from '../../../sdk/games';

const AED = 100;
const game = (key: string) => gameByKey(key)!;
const prizesOf = (key: string) =>
  Object.fromEntries(rulesOf(game(key)).playTypes.map((p) => [p.key, Object.fromEntries(p.prizes.map((t) => [t.tier, t.prize / AED]))]));

describe('the game catalogue and its play rules', () => {
  it('gives every game of the catalogue its rules', () => {
    for (const g of GAMES) expect(rulesOf(g).key, g.key).toBe(g.key);
  });

  it('numbers play types lottery type × 100 + n, unique across games, within the order request bound', () => {
    const codes = GAMES.flatMap((g) => rulesOf(g).playTypes.map((p) => p.code));
    expect(new Set(codes).size).toBe(codes.length);
    for (const g of GAMES) for (const p of rulesOf(g).playTypes) expect(Math.floor(p.code / 100), `${g.key} ${p.key}`).toBe(g.lotteryType);
  });

  it('shows as "win up to" the top of each prize table', () => {
    for (const g of GAMES) expect(g.topPrize, g.key).toBe(topPrizeOf(g));
  });

  it('closes sales before each draw, well inside the interval of the fast games', () => {
    for (const g of GAMES) {
      expect(g.salesCloseSeconds, g.key).toBeGreaterThan(0);
      if (g.schedule.kind === 'interval') expect(g.salesCloseSeconds, g.key).toBeLessThanOrEqual(g.schedule.minutes * 60 / 4);
    }
  });

  it('lets Lucky Day and Pick 3 track 25 consecutive draws and every order buy at most 20 (SPEC §9)', () => {
    for (const g of GAMES) {
      expect(rulesOf(g).maxDrawsPerOrder, g.key).toBe(MAX_DRAWS_PER_ORDER);
      expect(rulesOf(g).maxTrackedDraws, g.key).toBe(['luckyday', 'pick3'].includes(g.key) ? 25 : MAX_DRAWS_PER_ORDER);
    }
  });

  it('offers Octaluck the multiples 1, 2, 5, 10, 20, 50 and every other game 1', () => {
    for (const g of GAMES) expect(rulesOf(g).multiples, g.key).toEqual(g.key === 'octaluck' ? [1, 2, 5, 10, 20, 50] : [1]);
  });

  it('builds every Easy Pick line so the order request accepts it', () => {
    for (const g of GAMES) {
      for (const p of rulesOf(g).playTypes) {
        const line = easyPick(g, p.code, seededRandom(p.code));
        const request = { appKey: g.key, lotteryType: g.lotteryType, playType: p.code, selections: [line], amount: g.price };
        expect(OrderRequestSchema.safeParse(request).success, `${g.key} ${p.key}`).toBe(true);
      }
      // A Quick Five group may hold up to 10 numbers, the request's bound.
      for (const p of rulesOf(g).playTypes) for (const pool of p.pools) expect(pool.maxCount ?? pool.count).toBeLessThanOrEqual(10);
    }
  });
});

describe('names of plays and tiers', () => {
  it('names every play type in English and Arabic (gameRules.play)', () => {
    for (const p of GAMES.flatMap((g) => rulesOf(g).playTypes)) {
      expect((enUS.gameRules.play as Record<string, string>)[p.key], p.key).toBeTruthy();
      expect((arAE.gameRules.play as Record<string, string>)[p.key], p.key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("names every tier (gameRules.tier) unless it is a lotto match count or the play's own name", () => {
    for (const p of GAMES.flatMap((g) => rulesOf(g).playTypes)) {
      for (const t of p.prizes) {
        if (t.main !== undefined || (t.tier === p.key && p.rule.kind !== 'box' && p.rule.kind !== 'exact')) continue;
        expect((enUS.gameRules.tier as Record<string, string>)[t.tier], t.tier).toBeTruthy();
        expect((arAE.gameRules.tier as Record<string, string>)[t.tier], t.tier).toMatch(/[\u0600-\u06FF\d]/);
      }
    }
    // SPEC §9: the Pick 3 box tiers are called Predict, 3-way, 6-way.
    expect([enUS.gameRules.tier.exact, enUS.gameRules.tier.any3, enUS.gameRules.tier.any6]).toEqual(['Predict', '3-way', '6-way']);
  });
});

describe('lines of SPEC §1', () => {
  it('Lucky Day: 6 different day numbers of 1-31 then 1 month of 1-12', () => {
    expect(playTypeOf(game('luckyday'), 6101)?.pools.map(({ count, min, max, distinct }) => ({ count, min, max, distinct }))).toEqual([
      { count: 6, min: 1, max: 31, distinct: true },
      { count: 1, min: 1, max: 12, distinct: true },
    ]);
  });

  it('Super Diamond: 4 different numbers of 01-20 then 1 of 5 diamonds', () => {
    expect(playTypeOf(game('super-diamond'), 8201)?.pools.map(({ count, min, max }) => ({ count, min, max }))).toEqual([
      { count: 4, min: 1, max: 20 },
      { count: 1, min: 1, max: 5 },
    ]);
  });

  it('Pick 3 and Pick 4: digits 0-9 that may repeat, as many as the game picks', () => {
    for (const key of ['pick3', 'pick4']) {
      for (const p of rulesOf(game(key)).playTypes) expect(p.pools).toMatchObject([{ count: game(key).picks, min: 0, max: 9, distinct: false }]);
    }
  });

  it('Color Prediction under 67 and 93: a colour or a digit', () => {
    expect(rulesOf(gameByType(93)!).playTypes.map((p) => p.key)).toEqual(['colour', 'digit']);
    expect(gameByType(93)?.key).toBe(COLOR_PREDICTION_KEY);
  });
});

describe('prizes of DESIGN "Games: reference rules"', () => {
  it('Pick 3 per AED 2: Exact 1,000; Any 3 340; Any 6 170', () => {
    expect(game('pick3').price).toBe(2 * AED);
    expect(prizesOf('pick3')).toEqual({ exact: { exact: 1_000 }, any3: { any3: 340 }, any6: { any6: 170 } });
  });

  it('Pick 4 per AED 2: Exact 10,000; Any 4 2,400; Any 6 1,600; Any 12 800; Any 24 400', () => {
    expect(prizesOf('pick4')).toEqual({
      exact: { exact: 10_000 }, any4: { any4: 2_400 }, any6: { any6: 1_600 }, any12: { any12: 800 }, any24: { any24: 400 },
    });
  });

  it('Color Prediction per AED 1: a colour 2x (1.5x on the digit it shares with violet), violet 4.5x, a digit 9x', () => {
    expect(prizesOf(COLOR_PREDICTION_KEY)).toEqual({ colour: { colour: 2, colourShared: 1.5, violet: 4.5 }, digit: { digit: 9 } });
  });

  it('Lucky Day: AED 100 million for 6 days and the month, the only grand prize of all games', () => {
    const grand = GAMES.flatMap((g) => rulesOf(g).playTypes.flatMap((p) => p.prizes.filter((t) => t.grandPrize).map((t) => ({ key: g.key, ...t }))));
    expect(grand).toEqual([{ key: 'luckyday', tier: '6+1', main: 6, extra: true, prize: 100_000_000 * AED, grandPrize: true }]);
  });
});
