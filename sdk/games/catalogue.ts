import { COLOR_PREDICTION_KEY } from './color-prediction';

/**
 * The game catalogue (SPEC §1), one source for the UI and the server. Prices are minor units (fils).
 * Schedules are in Asia/Dubai time (UTC+4, no daylight saving). Where SPEC §1 says "not shown",
 * the figure follows DESIGN.md "Games: reference rules" (Lucky Day weekly; Magic5 daily 20:00 is
 * our choice, matching comparable five-number games).
 */
export type DrawSchedule =
  | { kind: 'daily'; at: string }
  | { kind: 'weekly'; weekday: number; at: string }
  | { kind: 'interval'; minutes: number };

export interface GameDefinition {
  /** Lottery type number (SPEC §1). */
  lotteryType: number;
  /** Route key: /lottery/{key}. Also the translation key under `games.{key}`. */
  key: string;
  /** How many numbers a player picks. */
  picks: number;
  /** Entry price in minor units. */
  price: number;
  schedule: DrawSchedule;
  /**
   * Numbers per result and their range, for the results display and the draw engine. `digits`:
   * each number is a digit drawn on its own, so repeats are allowed and draw order is kept (Pick 3
   * and Pick 4, SPEC §9 "Any" play types); otherwise the numbers are distinct.
   */
  result: { count: number; min: number; max: number; digits?: true; extra?: { count: number; min: number; max: number } };
  /**
   * Highest prize of one entry at multiple 1, minor units (display: "win up to"). It is the top of
   * the game's prize table (sdk/games/play-types.ts); tests/sdk/games/catalogue-rules.test.ts keeps
   * the two equal, the table being outside the main entry.
   */
  topPrize: number;
  /**
   * Sales close this many seconds before each draw (our choice, SPEC is silent): 5 minutes for the
   * scheduled games, so a draw's tickets are fixed well before it; 10 s for per-minute games, 30 s
   * for the 2-minute Color Prediction, as such fast games usually leave.
   */
  salesCloseSeconds: number;
  /** 1 scheduled lottery, 7 timed draw with interval (SPEC §3 appType). */
  appType: 1 | 7;
}

const AED = 100;
const DAILY_CLOSE = 5 * 60;
const MINUTE_CLOSE = 10;

/**
 * The catalogue as written: a literal table (`as const`), so that each game's key is a type
 * (`GameKey`). Read it as `GAMES`.
 */
const CATALOGUE = [
  { lotteryType: 61, key: 'luckyday', picks: 7, price: 20 * AED, schedule: { kind: 'weekly', weekday: 6, at: '20:30' },
    result: { count: 6, min: 1, max: 31, extra: { count: 1, min: 1, max: 12 } }, topPrize: 100_000_000 * AED, salesCloseSeconds: DAILY_CLOSE, appType: 1 },
  { lotteryType: 80, key: 'magic5', picks: 5, price: 30 * AED, schedule: { kind: 'daily', at: '20:00' },
    result: { count: 5, min: 1, max: 39 }, topPrize: 1_000_000 * AED, salesCloseSeconds: DAILY_CLOSE, appType: 1 },
  { lotteryType: 81, key: 'fivetastic', picks: 5, price: 10 * AED, schedule: { kind: 'daily', at: '22:00' },
    result: { count: 5, min: 1, max: 35 }, topPrize: 500_000 * AED, salesCloseSeconds: DAILY_CLOSE, appType: 1 },
  { lotteryType: 82, key: 'super-diamond', picks: 5, price: 15 * AED, schedule: { kind: 'daily', at: '12:00' },
    result: { count: 4, min: 1, max: 20, extra: { count: 1, min: 1, max: 5 } }, topPrize: 100_000 * AED, salesCloseSeconds: DAILY_CLOSE, appType: 1 },
  { lotteryType: 72, key: 'pick3', picks: 3, price: 2 * AED, schedule: { kind: 'daily', at: '21:00' },
    result: { count: 3, min: 0, max: 9, digits: true }, topPrize: 1_000 * AED, salesCloseSeconds: DAILY_CLOSE, appType: 1 },
  { lotteryType: 92, key: 'pick4', picks: 4, price: 2 * AED, schedule: { kind: 'daily', at: '21:00' },
    result: { count: 4, min: 0, max: 9, digits: true }, topPrize: 10_000 * AED, salesCloseSeconds: DAILY_CLOSE, appType: 1 },
  { lotteryType: 65, key: 'super-ocean', picks: 1, price: 1 * AED, schedule: { kind: 'interval', minutes: 1 },
    result: { count: 1, min: 1, max: 36 }, topPrize: 33 * AED, salesCloseSeconds: MINUTE_CLOSE, appType: 7 },
  { lotteryType: 69, key: 'quick-five', picks: 5, price: 1 * AED, schedule: { kind: 'interval', minutes: 1 },
    result: { count: 5, min: 1, max: 11 }, topPrize: 270 * AED, salesCloseSeconds: MINUTE_CLOSE, appType: 7 },
  { lotteryType: 83, key: 'octaluck', picks: 3, price: 2 * AED, schedule: { kind: 'interval', minutes: 1 },
    result: { count: 3, min: 1, max: 8 }, topPrize: 65 * AED, salesCloseSeconds: MINUTE_CLOSE, appType: 7 },
  { lotteryType: 67, key: COLOR_PREDICTION_KEY, picks: 0, price: 1 * AED, schedule: { kind: 'interval', minutes: 2 },
    result: { count: 1, min: 0, max: 9 }, topPrize: 9 * AED, salesCloseSeconds: 30, appType: 7 },
] as const satisfies readonly GameDefinition[];

/** A game's key in the catalogue, e.g. `'pick3'`: its route (`/lottery/pick3`) and translation key. */
export type GameKey = (typeof CATALOGUE)[number]['key'];

/** A game of the catalogue: its definition, its key one of the catalogue's. */
export interface CatalogueGame extends GameDefinition {
  key: GameKey;
}

/**
 * Every draw game, in the order pages list them. Each key is a `GameKey`: the elements define one
 * `<nl-*>` element per game from it, and a name that is not a game does not compile.
 *
 * @example GAMES.map((game) => game.key) // ['luckyday', 'magic5', …]
 */
export const GAMES: readonly CatalogueGame[] = CATALOGUE;

/** Color Prediction's second type number shares the first one's rules (SPEC §1 "67 and 93"). */
export const COLOR_PREDICTION_ALIAS = 93;

/** @example gameByType(72)?.key === 'pick3' */
export function gameByType(lotteryType: number): GameDefinition | undefined {
  const type = lotteryType === COLOR_PREDICTION_ALIAS ? 67 : lotteryType;
  return GAMES.find((g) => g.lotteryType === type);
}

/** @example gameByKey('pick4')?.lotteryType === 92 */
export function gameByKey(key: string): GameDefinition | undefined {
  return GAMES.find((g) => g.key === key);
}
