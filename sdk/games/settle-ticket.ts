/**
 * What one line of a ticket wins against a draw's result. Pure: the server settles every ticket of
 * a draw with it, the order detail and the SDK verifier can recompute it.
 */
import type { GameDefinition } from './catalogue';
import { binomial } from './combinatorics';
import { playTypeOf, type PlayType } from './play-types';
import { splitPools, type PlanLine } from './validate-plan';

/** The outcome of one line for one draw. */
export interface Settlement {
  /** Tier id of the prize table ('exact', '5+1', 'nap2' ...), null when the line does not win. */
  tier: string | null;
  /** Minor units: tier prize × winning entries × multiple. */
  prize: number;
  /** The grand prize (Lucky Day top tier): claimed by the winner, never credited automatically. */
  grandPrize: boolean;
  /** Entries of the line that won (a Quick Five group can win with several). */
  winningEntries: number;
}

const NO_WIN: Settlement = { tier: null, prize: 0, grandPrize: false, winningEntries: 0 };

function tierOf(playType: PlayType, numbers: readonly number[], result: readonly number[], game: GameDefinition): { tier: string; entries: number } | null {
  const rule = playType.rule;
  const main = result.slice(0, game.result.count);
  switch (rule.kind) {
    case 'exact':
      return numbers.length === main.length && numbers.every((n, i) => n === main[i]) ? { tier: 'exact', entries: 1 } : null;
    case 'box': {
      const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join(',');
      return sorted(numbers) === sorted(main) ? { tier: playType.prizes[0]!.tier, entries: 1 } : null;
    }
    case 'match': {
      const [mainPicks, extraPicks = []] = splitPools(playType, numbers) as number[][];
      const drawn = new Set(main);
      const hits = mainPicks!.filter((n) => drawn.has(n)).length;
      const extraDrawn = new Set(result.slice(game.result.count));
      const extraHit = extraPicks.length > 0 && extraPicks.every((n) => extraDrawn.has(n));
      const tier = playType.prizes.find((t) => t.main === hits && (t.extra === undefined || t.extra === extraHit));
      return tier ? { tier: tier.tier, entries: 1 } : null;
    }
    case 'combo': {
      const drawn = new Set(main);
      const entries = binomial(numbers.filter((n) => drawn.has(n)).length, rule.size);
      return entries > 0 ? { tier: playType.prizes[0]!.tier, entries } : null;
    }
    case 'cover': {
      const picked = new Set(numbers);
      return main.every((n) => picked.has(n)) ? { tier: playType.prizes[0]!.tier, entries: 1 } : null;
    }
    case 'option': {
      const win = rule.wins.find((w) => w.option === numbers[0] && w.values.includes(main[0]!));
      return win ? { tier: win.tier, entries: 1 } : null;
    }
  }
}

/**
 * Settles one line against a result (main numbers then extra numbers, as the draw engine reports
 * them: digits in draw order, other numbers as a set). Assumes the line passed `validatePlan` when
 * it was bought. Throws a RangeError for a result of the wrong length or an unknown play type.
 *
 * @example
 * settleTicket(gameByKey('pick3')!, 7203, { numbers: [1, 2, 3] }, [3, 1, 2])
 * // { tier: 'any6', prize: 17_000, grandPrize: false, winningEntries: 1 }
 */
export function settleTicket(game: GameDefinition, playTypeCode: number, line: PlanLine, result: readonly number[]): Settlement {
  const playType = playTypeOf(game, playTypeCode);
  if (!playType) throw new RangeError(`game ${game.key} has no play type ${playTypeCode}`);
  const expected = game.result.count + (game.result.extra?.count ?? 0);
  if (result.length !== expected || result.some((n) => !Number.isInteger(n))) {
    throw new RangeError(`a ${game.key} result has ${expected} whole numbers, got [${result.join(', ')}]`);
  }
  const won = tierOf(playType, line.numbers.filter((n): n is number => n !== null), result, game);
  if (!won) return NO_WIN;
  const tier = playType.prizes.find((t) => t.tier === won.tier)!;
  return {
    tier: tier.tier,
    prize: tier.prize * won.entries * (line.multiple ?? 1),
    grandPrize: tier.grandPrize === true,
    winningEntries: won.entries,
  };
}
