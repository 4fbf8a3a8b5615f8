/**
 * The SDK's `settleTicket` (sdk/games/settle-ticket.ts) as one SQL expression, so a draw of a
 * million lines is settled by the database in a few set-based statements instead of a million
 * rows read into Node and written back.
 *
 * The expression is built from the SDK's rules and the draw's result, never written by hand: for
 * each play type of the game it tests the rule kind (exact, box, match, combo, cover, option) and
 * answers an outcome number; the outcome's prize (at multiple 1) and grand-prize flag come from the
 * SDK's prize table. tests/server/line-outcome-sql.test.ts checks on both backends, over random
 * lines and results of every play type of every game, that the database gives exactly what
 * `settleTicket` gives.
 */
import type { GameDefinition } from '../../../../sdk/games/catalogue';
import { binomial } from '../../../../sdk/games/combinatorics';
import { rulesOf, type PlayType, type PrizeTier } from '../../../../sdk/games/play-types';

/** One way a line can win: its prize per multiple (tier prize × winning entries) and whether it is the grand prize. */
export interface LineOutcome {
  prize: number;
  grand: boolean;
}

/** SQL that settles a line of one game against one result. */
export interface LineOutcomeSql {
  /**
   * An integer SQL expression: the 1-based index in `outcomes` of the line's outcome, NULL when
   * the line does not win, 0 when its play type is not the game's (`settleTicket` throws there;
   * the caller must refuse to settle such a line rather than call it lost).
   */
  outcome: string;
  outcomes: LineOutcome[];
}

/** Column expressions the SQL reads: the order's play type and the line's numbers (int[]). */
export interface LineColumns {
  playType: string;
  numbers: string;
}

/** Every value put in the SQL text is an integer; anything else is a bug here, not input. */
function int(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  return String(n);
}

const intArray = (xs: readonly number[]) => `array[${xs.map(int).join(',')}]::int[]`;

/** Most numbers a line of this play type holds (the pools' counts, or maxCount). */
function maxNumbers(playType: PlayType): number {
  return playType.pools.reduce((sum, pool) => sum + (pool.maxCount ?? pool.count), 0);
}

/** How many of positions from..to (1-based) of the line are in `drawn`; a missing position counts 0. */
function hitsSql(numbers: string, from: number, to: number, drawn: readonly number[]): string {
  const terms: string[] = [];
  for (let i = from; i <= to; i++) terms.push(`coalesce((${numbers}[${int(i)}] = any(${intArray(drawn)}))::int, 0)`);
  return terms.length ? `(${terms.join(' + ')})` : '0';
}

/**
 * Builds the settling expression of `game` for `result` (main numbers then extra numbers, as the
 * draw engine reports them). Throws a RangeError, like `settleTicket`, for a result of the wrong
 * length, and for a rule this translation does not know (a new rule kind must be added here,
 * and the agreement test will ask for it).
 *
 * @example
 * const { outcome, outcomes } = lineOutcomeSql(gameByKey('pick3')!, [1, 2, 3], { playType: 'o.play_type', numbers: 'l.numbers' });
 * // select ($1::bigint[])[<outcome>] * l.multiple ... with $1 = outcomes.map((o) => o.prize)
 */
export function lineOutcomeSql(game: GameDefinition, result: readonly number[], columns: LineColumns): LineOutcomeSql {
  const expected = game.result.count + (game.result.extra?.count ?? 0);
  if (result.length !== expected || result.some((n) => !Number.isSafeInteger(n))) {
    throw new RangeError(`a ${game.key} result has ${expected} whole numbers, got [${result.join(', ')}]`);
  }
  const main = result.slice(0, game.result.count);
  const extra = result.slice(game.result.count);
  const n = columns.numbers;
  const outcomes: LineOutcome[] = [];
  const outcomeOf = (tier: PrizeTier, entries = 1) => {
    outcomes.push({ prize: tier.prize * entries, grand: tier.grandPrize === true });
    return int(outcomes.length);
  };
  const tierNamed = (p: PlayType, name: string) => {
    const tier = p.prizes.find((t) => t.tier === name);
    if (!tier) throw new RangeError(`play type ${p.code} has no tier ${name}`);
    return tier;
  };

  const branches = rulesOf(game).playTypes.map((p) => {
    const rule = p.rule;
    let when: string;
    switch (rule.kind) {
      case 'exact':
        when = `case when ${n} = ${intArray(main)} then ${outcomeOf(tierNamed(p, 'exact'))} end`;
        break;
      case 'box': {
        // Same digits in any order: as many numbers, and as many of each drawn digit.
        const counts = new Map<number, number>();
        for (const d of main) counts.set(d, (counts.get(d) ?? 0) + 1);
        const same = [`cardinality(${n}) = ${int(main.length)}`, ...[...counts].map(([d, c]) => `cardinality(array_positions(${n}, ${int(d)})) = ${int(c)}`)];
        when = `case when ${same.join(' and ')} then ${outcomeOf(p.prizes[0]!)} end`;
        break;
      }
      case 'match': {
        const [mainPool, extraPool] = p.pools;
        if (!mainPool || mainPool.maxCount !== undefined || p.pools.length > 2) throw new RangeError(`play type ${p.code}: match needs fixed pools`);
        const hits = hitsSql(n, 1, mainPool.count, main);
        // The SDK's extraHit: the line has extra picks and every one of them was drawn.
        const extraHit = extraPool && extraPool.count > 0
          ? Array.from({ length: extraPool.count }, (_, i) => `coalesce(${n}[${int(mainPool.count + i + 1)}] = any(${intArray(extra)}), false)`).join(' and ')
          : 'false';
        // First tier that matches, in the prize table's order, as the SDK's find().
        const tiers = p.prizes.map((t) => {
          if (t.main === undefined) throw new RangeError(`play type ${p.code}: tier ${t.tier} has no main count`);
          const cond = t.extra === undefined ? `h = ${int(t.main)}` : `h = ${int(t.main)} and ${t.extra ? '' : 'not '}x`;
          return `when ${cond} then ${outcomeOf(t)}`;
        });
        when = `(select case ${tiers.join(' ')} end from (select ${hits} as h, (${extraHit}) as x) m)`;
        break;
      }
      case 'combo': {
        const most = maxNumbers(p);
        const wins: string[] = [];
        for (let h = rule.size; h <= most; h++) wins.push(`when ${int(h)} then ${outcomeOf(p.prizes[0]!, binomial(h, rule.size))}`);
        when = wins.length ? `case ${hitsSql(n, 1, most, main)} ${wins.join(' ')} end` : 'null';
        break;
      }
      case 'cover':
        when = `case when ${n} @> ${intArray(main)} then ${outcomeOf(p.prizes[0]!)} end`;
        break;
      case 'option': {
        // The options that win on this result, in the rule's order (the SDK's find()).
        const wins = rule.wins.filter((w) => w.values.includes(main[0]!)).map((w) => `when ${int(w.option)} then ${outcomeOf(tierNamed(p, w.tier))}`);
        when = wins.length ? `case ${n}[1] ${wins.join(' ')} end` : 'null';
        break;
      }
      default:
        throw new RangeError(`play type ${(p as PlayType).code}: unknown rule`);
    }
    return `when ${int(p.code)} then ${when}`;
  });
  return { outcome: `(case ${columns.playType} ${branches.join(' ')} else 0 end)`, outcomes };
}
