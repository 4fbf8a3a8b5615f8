/**
 * Odds of each prize tier and the return to player of every play, computed from the rules alone:
 * every possible result is settled with `settleTicket` and weighted by how often it occurs. Small
 * result spaces are enumerated one by one; the big lotto spaces (Lucky Day 8.8 million, Magic5 and
 * Fivetastic) are grouped by how many of the line's numbers are drawn, which is all their rules
 * look at. Nothing here is typed from a table: docs/games.md and the game info dialog read it.
 */
import type { GameDefinition } from './catalogue';
import { binomial, combinations } from './combinatorics';
import { countEntries } from './count-entries';
import { easyPick, type RandomSource } from './easy-pick';
import { playTypeOf, rulesOf, type PlayType } from './play-types';
import { settleTicket } from './settle-ticket';

/** Chance and prize of one tier. */
export interface TierOdds {
  tier: string;
  /** Per entry at multiple 1, minor units. */
  prize: number;
  grandPrize: boolean;
  /** Chance that a line wins this tier in one draw. */
  probability: number;
}

/** Odds of one play (one option for colour, group and half plays, whose options differ). */
export interface PlayOdds {
  playType: number;
  key: string;
  /** The option played, for option plays; absent otherwise. */
  option?: number;
  tiers: TierOdds[];
  /** Chance of any prize in one draw. */
  winProbability: number;
  /** Expected prize over the price of the line. */
  rtp: number;
}

/** Result spaces up to this size are enumerated result by result. */
const ENUMERATION_LIMIT = 100_000;

interface WeightedResult {
  result: number[];
  weight: number;
}

function rangeOf(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Size of a game's result space. */
export function resultSpaceSize(game: GameDefinition): number {
  const { count, min, max, digits, extra } = game.result;
  const main = digits ? (max - min + 1) ** count : binomial(max - min + 1, count);
  return main * (extra ? binomial(extra.max - extra.min + 1, extra.count) : 1);
}

function* everyResult(game: GameDefinition): Generator<WeightedResult> {
  const { count, min, max, digits, extra } = game.result;
  const values = rangeOf(min, max);
  const mains: Iterable<number[]> = digits
    ? (function* () {
        for (let i = 0; i < values.length ** count; i += 1) {
          yield Array.from({ length: count }, (_, p) => values[Math.floor(i / values.length ** (count - 1 - p)) % values.length]!);
        }
      })()
    : combinations(values, count);
  for (const main of mains) {
    if (!extra) yield { result: main, weight: 1 };
    else for (const more of combinations(rangeOf(extra.min, extra.max), extra.count)) yield { result: [...main, ...more], weight: 1 };
  }
}

/**
 * Results grouped by how many of the line's main numbers are drawn and whether its extra number is,
 * one representative each, weighted by the size of its group. Valid for distinct-number games whose
 * rule looks only at those counts (match, combo, cover).
 */
function* resultClasses(game: GameDefinition, playType: PlayType, numbers: readonly number[]): Generator<WeightedResult> {
  const { count, min, max, extra } = game.result;
  const mainCount = playType.rule.kind === 'match' ? playType.pools[0]!.count : numbers.length;
  const picked = numbers.slice(0, mainCount);
  const others = rangeOf(min, max).filter((n) => !picked.includes(n));
  const extraPick = numbers[mainCount];
  const extras: { values: number[]; weight: number }[] = !extra
    ? [{ values: [], weight: 1 }]
    : [
        { values: [extraPick!], weight: 1 },
        { values: [rangeOf(extra.min, extra.max).find((n) => n !== extraPick)!], weight: extra.max - extra.min },
      ];
  for (let hits = 0; hits <= Math.min(count, picked.length); hits += 1) {
    const weight = binomial(picked.length, hits) * binomial(others.length, count - hits);
    if (weight === 0) continue;
    const main = [...picked.slice(0, hits), ...others.slice(0, count - hits)];
    for (const e of extras) yield { result: [...main, ...e.values], weight: weight * e.weight };
  }
}

/** A small deterministic generator (mulberry32), so the representative lines never change. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The odds of a play type: one row, or one per option for option plays. `method` forces result by
 * result enumeration or grouping (tests compare the two); by default small spaces are enumerated.
 *
 * @example playOdds(gameByKey('pick3')!, 7201)[0].rtp // 0.5
 */
export function playOdds(game: GameDefinition, playTypeCode: number, method: 'auto' | 'enumerate' | 'classes' = 'auto'): PlayOdds[] {
  const playType = playTypeOf(game, playTypeCode);
  if (!playType) throw new RangeError(`game ${game.key} has no play type ${playTypeCode}`);
  const multiple = rulesOf(game).multiples[0]!;
  const lines = playType.rule.kind === 'option'
    ? [...new Set(playType.rule.wins.map((w) => w.option))].map((option) => ({ numbers: [option], multiple, option }))
    : [{ ...easyPick(game, playTypeCode, seededRandom(playTypeCode)), option: undefined }];
  const enumerate = method === 'enumerate' || (method === 'auto' && resultSpaceSize(game) <= ENUMERATION_LIMIT);
  if (!enumerate && (game.result.digits || playType.rule.kind === 'option')) throw new RangeError('grouping needs a distinct-number lotto rule');
  return lines.map(({ option, ...line }) => {
    const won = new Map<string, number>();
    let total = 0;
    // Weighted sum of prizes (several entries of a group can win at once), divided by total after.
    let prizeSum = 0;
    for (const { result, weight } of enumerate ? everyResult(game) : resultClasses(game, playType, line.numbers)) {
      total += weight;
      const { tier, prize } = settleTicket(game, playTypeCode, line, result);
      if (tier !== null) won.set(tier, (won.get(tier) ?? 0) + weight);
      prizeSum += prize * weight;
    }
    const tiers = playType.prizes.map((t) => ({
      tier: t.tier,
      prize: t.prize,
      grandPrize: t.grandPrize === true,
      probability: (won.get(t.tier) ?? 0) / total,
    }));
    const price = countEntries(game, playTypeCode, line) * multiple * game.price;
    return {
      playType: playTypeCode,
      key: playType.key,
      ...(option === undefined ? {} : { option }),
      tiers,
      winProbability: tiers.reduce((sum, t) => sum + t.probability, 0),
      rtp: prizeSum / total / price,
    };
  });
}
