/**
 * The play rules of every draw game: play types (with their wire codes), what one line of a plan
 * holds, allowed multiples, draws per order and the prize table. The catalogue
 * (./catalogue.ts, in the SDK main entry) keeps the facts every page shows (type, price,
 * schedule, result, top prize, sales close); these rules are only needed to buy and settle, so they
 * ship in `@nl/lottery/sdk/games` and stay out of the main entry's budget.
 *
 * Sources of the figures. SPEC §1 and §9 fix types, picks, prices, Octaluck's multiples, the play
 * types of Pick 3/4 and Quick Five's three methods, and 20 draws per order (25 tracked for Lucky Day
 * and Pick 3). DESIGN "Games: reference rules" fixes the Pick 3/4 prizes, the Color Prediction
 * colours and payouts and Lucky Day's AED 100 million grand prize. EVERYTHING ELSE BELOW IS OUR
 * CHOICE, typical of comparable games, marked "(our choice)" where it is set:
 * - Lotto games (Lucky Day, Magic5, Fivetastic, Super Diamond): fixed tiers tuned so the return to
 *   player is near 50%, except Lucky Day whose fixed grand prize alone returns 56.6% of a AED 20
 *   entry at 1 in 8,835,372 (so its lower tiers are small). Super Diamond's top prize is AED 100,000
 *   (AED 250,000 would return 69% on its own).
 * - Quick Five (5 of 1-11 every minute, like the "11 choose 5" games): nap k = pick k numbers, all
 *   drawn; group k = pick more than k numbers, each k of them one entry (a "perm"); prediction n =
 *   pick 6, 7 or 8 numbers that hold all five drawn. Prizes are those games' usual ones per unit.
 *   No play depends on draw order, since the draw engine reports distinct numbers as a set.
 * - Octaluck (3 of 1-8 every minute): one, two or three numbers, all drawn; prizes per AED 2 near
 *   60% return, times the multiple.
 * - Super Ocean (1 of 1-36 every minute, SPEC "picks not shown"): a number, a group of six or a half,
 *   about 92% return, like other instant-result draws.
 * - Multiples: 1 except Octaluck (no game but Octaluck is given multiples by SPEC).
 * - Sales close before a draw: see `salesCloseSeconds` in ./catalogue.ts.
 */
import { COLOR_PREDICTION_KEY, colourOfDigit, type PredictionColour } from './color-prediction';
import { GAMES, type GameDefinition } from './catalogue';
import { MAX_DRAWS_PER_ORDER } from './plan-rules';

const AED = 100;

/** Translation keys (under `validation.`) that a plan can fail with. */
export type PoolMissingKey = 'validation.selectNumbers' | 'validation.selectMonth' | 'validation.selectDiamond' | 'validation.selectOption';

/**
 * One group of numbers in a line, in the order they appear in `numbers` (Lucky Day: 6 days then 1
 * month; Super Diamond: 4 numbers then 1 diamond).
 */
export interface NumberPool {
  /** How many numbers (the fewest when `maxCount` is set). */
  count: number;
  /** Most numbers; a Quick Five group takes more than its size and plays every combination. */
  maxCount?: number;
  min: number;
  max: number;
  /** Numbers must differ (lotto pools); Pick 3/4 digits may repeat. */
  distinct: boolean;
  /** The message while this pool is incomplete; `validation.selectNumbers` takes `{ num }`. */
  missing: PoolMissingKey;
}

/** How a line is settled against a result. */
export type SettlementRule =
  /** Digits in draw order (Pick 3/4 Exact). */
  | { kind: 'exact' }
  /** Same digits in any order; the line's digits have exactly `ways` distinct orders (Any 3, 6 ...). */
  | { kind: 'box'; ways: number }
  /** Lotto: the tier is chosen by main numbers matched and whether the extra (month, diamond) matched. */
  | { kind: 'match' }
  /** Every `size` of the line's numbers is one entry, which wins when all of them are drawn (nap, group, Octaluck). */
  | { kind: 'combo'; size: number }
  /** Wins when every drawn number is in the line (Quick Five prediction). */
  | { kind: 'cover' }
  /** The line is one option code; each option wins a tier on some result values (colours, groups). */
  | { kind: 'option'; wins: readonly { option: number; values: readonly number[]; tier: string }[] };

/** One prize of a play type, per entry at multiple 1, minor units. */
export interface PrizeTier {
  /** Stable tier id, e.g. 'exact', 'any6', '6+1', 'nap3', 'violet'. */
  tier: string;
  prize: number;
  /** Lotto tiers: main numbers matched. */
  main?: number;
  /** Lotto tiers: the extra number matched (true), missed (false), either (absent). */
  extra?: boolean;
  /** Claimed by the winner, never credited automatically (SPEC §4 grand prize, Lucky Day top tier). */
  grandPrize?: true;
}

/** One way to play a game. */
export interface PlayType {
  /** Wire code (`playType` of 101101/101105): lottery type × 100 + n. Stable: never renumber. */
  code: number;
  /** Stable name, e.g. 'exact', 'any6', 'nap2' (translation key `games.play.{key}`). */
  key: string;
  pools: readonly NumberPool[];
  rule: SettlementRule;
  /** Best tier first. */
  prizes: readonly PrizeTier[];
}

/** The play rules of one game. */
export interface GameRules {
  key: string;
  /** Stake multiples a line may carry (SPEC §9: Octaluck 1, 2, 5, 10, 20, 50). */
  multiples: readonly number[];
  /** Draws one order may buy (SPEC §9: 20). */
  maxDrawsPerOrder: number;
  /** Consecutive draws a plan (chase) tracks (SPEC §9: 25 for Lucky Day and Pick 3). */
  maxTrackedDraws: number;
  /**
   * Return to player the prize table is set for, [low, high]: tests/sdk/games/odds.test.ts
   * computes each play type's return from these rules and checks it lies in this band.
   */
  rtpTarget: readonly [number, number];
  playTypes: readonly PlayType[];
}

/** Colour options of Color Prediction's colour play, the `numbers[0]` of a line. */
export const COLOUR_OPTIONS: Readonly<Record<PredictionColour, number>> = { red: 1, green: 2, violet: 3 };

function game(key: string): GameDefinition {
  const found = GAMES.find((g) => g.key === key);
  if (!found) throw new Error(`play-types: no catalogue entry "${key}"`);
  return found;
}

function mainPool(g: GameDefinition, count = g.result.count, maxCount?: number): NumberPool {
  const { min, max, digits } = g.result;
  return { count, ...(maxCount ? { maxCount } : {}), min, max, distinct: !digits, missing: 'validation.selectNumbers' };
}

function extraPool(g: GameDefinition, missing: PoolMissingKey): NumberPool {
  const extra = g.result.extra!;
  return { count: extra.count, min: extra.min, max: extra.max, distinct: true, missing };
}

function optionPool(min: number, max: number, missing: PoolMissingKey = 'validation.selectOption'): NumberPool {
  return { count: 1, min, max, distinct: true, missing };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Lotto tiers (our choice) for `main` matched with or without the extra, AED per entry, best first;
 * `grandPrize` marks the first as the claimed grand prize.
 */
function lottoTiers(rows: readonly [main: number, extra: boolean | undefined, aed: number][], grandPrize = false): PrizeTier[] {
  return rows.map(([main, extra, aed], i) => ({
    tier: extra === undefined ? `${main}` : extra ? `${main}+1` : `${main}`,
    main,
    ...(extra === undefined ? {} : { extra }),
    prize: aed * AED,
    ...(i === 0 && grandPrize ? { grandPrize: true as const } : {}),
  }));
}

function lotto(key: string, code: number, tiers: PrizeTier[], extraMissing?: PoolMissingKey): PlayType {
  const g = game(key);
  const pools = g.result.extra ? [mainPool(g), extraPool(g, extraMissing!)] : [mainPool(g)];
  return { code, key: 'main', pools, rule: { kind: 'match' }, prizes: tiers };
}

function boxPlay(key: string, code: number, ways: number, aed: number): PlayType {
  return { code, key: `any${ways}`, pools: [mainPool(game(key))], rule: { kind: 'box', ways }, prizes: [{ tier: `any${ways}`, prize: aed * AED }] };
}

function exactPlay(key: string, code: number, aed: number): PlayType {
  return { code, key: 'exact', pools: [mainPool(game(key))], rule: { kind: 'exact' }, prizes: [{ tier: 'exact', prize: aed * AED }] };
}

/** Most numbers on one line (the order request carries at most 10). */
const MAX_LINE_NUMBERS = 10;

function comboPlay(key: string, code: number, name: string, size: number, fils: number, group = false): PlayType {
  const g = game(key);
  const pool = group ? mainPool(g, size + 1, Math.min(MAX_LINE_NUMBERS, g.result.max - g.result.min + 1)) : mainPool(g, size);
  return { code, key: name, pools: [pool], rule: { kind: 'combo', size }, prizes: [{ tier: name, prize: fils }] };
}

function colourWins() {
  const wins: { option: number; values: number[]; tier: string }[] = [];
  for (const [colour, option] of Object.entries(COLOUR_OPTIONS) as [PredictionColour, number][]) {
    const tierOf = (digit: number) => {
      const colours = colourOfDigit(digit);
      if (!colours.includes(colour)) return null;
      if (colour === 'violet') return 'violet';
      // A red or green bet on 0 or 5 shares the digit with violet and is paid less (DESIGN "about 2x").
      return colours.length > 1 ? 'colourShared' : 'colour';
    };
    for (const tier of ['colour', 'colourShared', 'violet']) {
      const values = range(0, 9).filter((d) => tierOf(d) === tier);
      if (values.length) wins.push({ option, values, tier });
    }
  }
  return wins;
}

// Quick Five per AED 1 (our choice): the usual prizes of "11 choose 5" games.
const QUICK_FIVE_NAP_FILS = [120, 300, 950, 3_900, 27_000];
const QUICK_FIVE_PREDICTION_FILS: Record<number, number> = { 6: 4_500, 7: 1_300, 8: 450 };

/** Rules of every draw game of the catalogue, by catalogue key. */
export const GAME_RULES: Readonly<Record<string, GameRules>> = {
  luckyday: {
    key: 'luckyday', multiples: [1], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: 25, rtpTarget: [0.6, 0.8],
    playTypes: [lotto('luckyday', 6101, lottoTiers([
      [6, true, 100_000_000], [6, false, 500_000], [5, true, 50_000], [5, false, 2_000],
      [4, true, 500], [4, false, 100], [3, true, 50], [3, false, 10],
    ], true), 'validation.selectMonth')],
  },
  magic5: {
    key: 'magic5', multiples: [1], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: MAX_DRAWS_PER_ORDER, rtpTarget: [0.4, 0.6],
    playTypes: [lotto('magic5', 8001, lottoTiers([[5, undefined, 1_000_000], [4, undefined, 20_000], [3, undefined, 500], [2, undefined, 30]]))],
  },
  fivetastic: {
    key: 'fivetastic', multiples: [1], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: MAX_DRAWS_PER_ORDER, rtpTarget: [0.4, 0.6],
    playTypes: [lotto('fivetastic', 8101, lottoTiers([[5, undefined, 500_000], [4, undefined, 3_000], [3, undefined, 100], [2, undefined, 5]]))],
  },
  'super-diamond': {
    key: 'super-diamond', multiples: [1], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: MAX_DRAWS_PER_ORDER, rtpTarget: [0.4, 0.6],
    playTypes: [lotto('super-diamond', 8201, lottoTiers([
      [4, true, 100_000], [4, false, 5_000], [3, true, 500], [3, false, 50], [2, true, 15],
    ]), 'validation.selectDiamond')],
  },
  // DESIGN: per AED 2, Exact 1,000; Any 3 340; Any 6 170 (SPEC §9 tiers Predict, 3-way, 6-way).
  pick3: {
    key: 'pick3', multiples: [1], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: 25, rtpTarget: [0.45, 0.55],
    playTypes: [exactPlay('pick3', 7201, 1_000), boxPlay('pick3', 7202, 3, 340), boxPlay('pick3', 7203, 6, 170)],
  },
  // DESIGN: per AED 2, Exact 10,000; Any 4 2,400; Any 6 1,600; Any 12 800; Any 24 400.
  pick4: {
    key: 'pick4', multiples: [1], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: MAX_DRAWS_PER_ORDER, rtpTarget: [0.45, 0.55],
    playTypes: [
      exactPlay('pick4', 9201, 10_000), boxPlay('pick4', 9202, 4, 2_400), boxPlay('pick4', 9203, 6, 1_600),
      boxPlay('pick4', 9204, 12, 800), boxPlay('pick4', 9205, 24, 400),
    ],
  },
  'super-ocean': {
    key: 'super-ocean', multiples: [1], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: MAX_DRAWS_PER_ORDER, rtpTarget: [0.85, 0.97],
    playTypes: [
      { code: 6501, key: 'number', pools: [optionPool(1, 36, 'validation.selectNumbers')],
        rule: { kind: 'option', wins: range(1, 36).map((n) => ({ option: n, values: [n], tier: 'number' })) },
        prizes: [{ tier: 'number', prize: 33 * AED }] },
      { code: 6502, key: 'six', pools: [optionPool(1, 6)],
        rule: { kind: 'option', wins: range(1, 6).map((g) => ({ option: g, values: range(6 * g - 5, 6 * g), tier: 'six' })) },
        prizes: [{ tier: 'six', prize: 550 }] },
      { code: 6503, key: 'half', pools: [optionPool(1, 2)],
        rule: { kind: 'option', wins: [{ option: 1, values: range(1, 18), tier: 'half' }, { option: 2, values: range(19, 36), tier: 'half' }] },
        prizes: [{ tier: 'half', prize: 183 }] },
    ],
  },
  'quick-five': {
    key: 'quick-five', multiples: [1], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: MAX_DRAWS_PER_ORDER, rtpTarget: [0.5, 0.65],
    playTypes: [
      ...QUICK_FIVE_NAP_FILS.map((fils, i) => comboPlay('quick-five', 6901 + i, `nap${i + 1}`, i + 1, fils)),
      ...[2, 3, 4, 5].map((size, i) => comboPlay('quick-five', 6906 + i, `group${size}`, size, QUICK_FIVE_NAP_FILS[size - 1]!, true)),
      ...[6, 7, 8].map((n, i): PlayType => ({
        code: 6910 + i, key: `prediction${n}`, pools: [mainPool(game('quick-five'), n)], rule: { kind: 'cover' },
        prizes: [{ tier: `prediction${n}`, prize: QUICK_FIVE_PREDICTION_FILS[n]! }],
      })),
    ],
  },
  // Octaluck per AED 2 (our choice), times the multiple.
  octaluck: {
    key: 'octaluck', multiples: [1, 2, 5, 10, 20, 50], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: MAX_DRAWS_PER_ORDER,
    rtpTarget: [0.5, 0.65],
    playTypes: [
      comboPlay('octaluck', 8301, 'one', 1, 320),
      comboPlay('octaluck', 8302, 'two', 2, 11 * AED),
      comboPlay('octaluck', 8303, 'three', 3, 65 * AED),
    ],
  },
  // DESIGN: a colour pays about 2x (1.5x when it shares the digit with violet), violet 4.5x, a digit 9x.
  [COLOR_PREDICTION_KEY]: {
    key: COLOR_PREDICTION_KEY, multiples: [1], maxDrawsPerOrder: MAX_DRAWS_PER_ORDER, maxTrackedDraws: MAX_DRAWS_PER_ORDER,
    rtpTarget: [0.85, 0.97],
    playTypes: [
      { code: 6701, key: 'colour', pools: [optionPool(1, 3)], rule: { kind: 'option', wins: colourWins() },
        prizes: [{ tier: 'colour', prize: 2 * AED }, { tier: 'colourShared', prize: 150 }, { tier: 'violet', prize: 450 }] },
      { code: 6702, key: 'digit', pools: [optionPool(0, 9, 'validation.selectNumbers')],
        rule: { kind: 'option', wins: range(0, 9).map((d) => ({ option: d, values: [d], tier: 'digit' })) },
        prizes: [{ tier: 'digit', prize: 9 * AED }] },
    ],
  },
};

/**
 * The play rules of a game.
 * @example rulesOf(gameByKey('octaluck')!).multiples // [1, 2, 5, 10, 20, 50]
 */
export function rulesOf(game: GameDefinition): GameRules {
  const rules = GAME_RULES[game.key];
  if (!rules) throw new Error(`no play rules for game "${game.key}"`);
  return rules;
}

/**
 * A play type of a game by its wire code, or undefined.
 * @example playTypeOf(gameByKey('pick3')!, 7203)?.key // 'any6'
 */
export function playTypeOf(game: GameDefinition, code: number): PlayType | undefined {
  return rulesOf(game).playTypes.find((p) => p.code === code);
}

/**
 * Highest prize of one entry at multiple 1 across a game's play types (what "win up to" shows).
 * @example topPrizeOf(gameByKey('pick4')!) // 1_000_000 (AED 10,000)
 */
export function topPrizeOf(game: GameDefinition): number {
  return Math.max(...rulesOf(game).playTypes.flatMap((p) => p.prizes.map((t) => t.prize)));
}
