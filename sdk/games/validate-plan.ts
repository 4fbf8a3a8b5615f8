/**
 * Whether one line of a plan can be bought: the right count of numbers in each pool, in range,
 * distinct where the pool needs it, the pattern an Any play names, an allowed multiple. Answers
 * translation keys, so the bet slip and the server (which refuses an invalid order) say the same.
 */
import type { GameDefinition } from './catalogue';
import { distinctPermutations } from './combinatorics';
import { playTypeOf, rulesOf, type NumberPool, type PlayType, type PoolMissingKey } from './play-types';

/** One line of a plan: numbers of each pool in order (null: not chosen yet) and its multiple. */
export interface PlanLine {
  numbers: readonly (number | null)[];
  /** Stake multiple; 1 when absent. */
  multiple?: number;
}

/** A problem with a line, as a translation key and its parameters. */
export interface PlanIssue {
  key:
    | PoolMissingKey
    | 'validation.selectNumbersBetween'
    | 'validation.outOfRange'
    | 'validation.duplicateNumbers'
    | 'validation.anyIdentical'
    | 'validation.anyWays'
    | 'validation.multiple'
    | 'validation.playType'
    | 'validation.drawCount'
    | 'validation.required';
  params?: Record<string, number | string>;
}

/**
 * Splits a line's numbers into its pools. A pool with `maxCount` is always a play type's only
 * pool and takes every number.
 */
export function splitPools(playType: PlayType, numbers: readonly (number | null)[]): (number | null)[][] {
  let offset = 0;
  return playType.pools.map((pool) => {
    const take = pool.maxCount !== undefined ? numbers.length - offset : pool.count;
    const part = numbers.slice(offset, offset + take);
    offset += take;
    return part;
  });
}

function poolIssues(pool: NumberPool, part: readonly (number | null)[], complete: boolean): PlanIssue[] {
  const chosen = part.filter((n): n is number => n !== null);
  const issues: PlanIssue[] = [];
  const tooFew = chosen.length < pool.count || chosen.length < part.length;
  const tooMany = chosen.length > (pool.maxCount ?? pool.count);
  if (tooFew || tooMany || !complete) {
    issues.push(pool.maxCount !== undefined
      ? { key: 'validation.selectNumbersBetween', params: { min: pool.count, max: pool.maxCount } }
      : { key: pool.missing, params: { num: pool.count } });
  }
  if (chosen.some((n) => !Number.isInteger(n) || n < pool.min || n > pool.max)) {
    issues.push({ key: 'validation.outOfRange', params: { min: pool.min, max: pool.max } });
  }
  if (pool.distinct && new Set(chosen).size !== chosen.length) issues.push({ key: 'validation.duplicateNumbers' });
  return issues;
}

/**
 * Everything wrong with one line of a plan, or [] when it can be bought. Pick 3/4 Any plays refuse
 * all-identical numbers ('validation.anyIdentical') and numbers of another pattern
 * ('validation.anyWays' with `{ ways }`: Any 6 needs three different digits).
 *
 * @example
 * validatePlan(gameByKey('pick3')!, 7203, { numbers: [7, 7, 7] })
 * // [{ key: 'validation.anyIdentical' }]
 * validatePlan(gameByKey('super-diamond')!, 8201, { numbers: [1, 5, 9, 20, 3] }) // []
 */
export function validatePlan(game: GameDefinition, playTypeCode: number, line: PlanLine): PlanIssue[] {
  const playType = playTypeOf(game, playTypeCode);
  if (!playType) return [{ key: 'validation.playType' }];
  const issues: PlanIssue[] = [];
  const parts = splitPools(playType, line.numbers);
  const expected = playType.pools.reduce((sum, pool) => sum + pool.count, 0);
  const variable = playType.pools.some((pool) => pool.maxCount !== undefined);
  playType.pools.forEach((pool, i) => {
    // Numbers beyond fixed pools belong to none: the last pool reports them.
    const complete = variable || i < playType.pools.length - 1 || line.numbers.length <= expected;
    issues.push(...poolIssues(pool, parts[i]!, complete));
  });
  if (issues.length === 0 && playType.rule.kind === 'box') {
    const digits = line.numbers as number[];
    const ways = distinctPermutations(digits);
    if (ways === 1) issues.push({ key: 'validation.anyIdentical' });
    else if (ways !== playType.rule.ways) issues.push({ key: 'validation.anyWays', params: { ways: playType.rule.ways } });
  }
  const multiples = rulesOf(game).multiples;
  if (!multiples.includes(line.multiple ?? 1)) issues.push({ key: 'validation.multiple', params: { multiples: multiples.join(', ') } });
  return issues;
}

/**
 * The numbers of a line that passed `validatePlan` (no nulls).
 * @example completeNumbers({ numbers: [1, 2, 3] }) // [1, 2, 3]
 */
export function completeNumbers(line: PlanLine): number[] {
  return line.numbers.filter((n): n is number => n !== null);
}
