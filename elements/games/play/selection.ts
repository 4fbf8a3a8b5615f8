/**
 * The bet slip's selection as plain data: what the player has picked in each pool of a play type,
 * the line it makes, and how play types group into the choices the slip offers (Pick 3/4 Exact and
 * Any; Quick Five nap, prediction and group). Pure, so the rules read the same as in sdk/games.
 */
import { anyPlayTypeFor, rulesOf, type GameDefinition, type NumberPool, type PlayType } from '../../../sdk/games';

/** Picks of one pool: a fixed slot per digit for Pick 3/4 (null: not chosen), else the chosen numbers ascending. */
export type PoolPicks = (number | null)[];

/** A family of play types offered as one choice: its key and its members (several: a size to choose). */
export interface PlayFamily {
  key: string;
  members: readonly PlayType[];
  /** Pick 3/4 Any: the member follows from the digits (Any 3 or Any 6 ...), not from a choice. */
  byDigits: boolean;
}

/**
 * Play types of a game grouped by their key without its trailing size: `any3`, `any6` → `any`;
 * `nap1`..`nap5` → `nap`. Order of first appearance.
 * @example familiesOf(gameByKey('pick3')!).map((f) => f.key) // ['exact', 'any']
 */
export function familiesOf(game: GameDefinition): PlayFamily[] {
  const families = new Map<string, PlayType[]>();
  for (const playType of rulesOf(game).playTypes) {
    const key = playType.key.replace(/\d+$/, '');
    families.set(key, [...(families.get(key) ?? []), playType]);
  }
  return [...families].map(([key, members]) => ({ key, members, byDigits: members.every((m) => m.rule.kind === 'box') }));
}

/** Size of a family member (`nap3` → 3), or null for a member without one. */
export function memberSize(playType: PlayType): number | null {
  const match = /(\d+)$/.exec(playType.key);
  return match ? Number(match[1]) : null;
}

/** Whether a pool holds one digit per position (Pick 3/4), rather than a set of numbers. */
export const isSlotPool = (pool: NumberPool): boolean => !pool.distinct;

/** Empty picks for each pool of a play type. */
export function emptyPicks(playType: PlayType): PoolPicks[] {
  return playType.pools.map((pool) => (isSlotPool(pool) ? Array<number | null>(pool.count).fill(null) : []));
}

/** Most numbers a pool takes. */
export const poolLimit = (pool: NumberPool): number => pool.maxCount ?? pool.count;

/**
 * Picks after choosing `value` in a pool: a slot pool sets position `slot`; a set pool toggles the
 * number, replacing the choice when it takes one number, and ignores a number beyond its limit.
 */
export function pick(pool: NumberPool, picks: PoolPicks, value: number, slot = 0): PoolPicks {
  if (isSlotPool(pool)) return picks.map((current, i) => (i === slot ? (current === value ? null : value) : current));
  if (picks.includes(value)) return picks.filter((n) => n !== value);
  if (poolLimit(pool) === 1) return [value];
  if (picks.length >= poolLimit(pool)) return picks;
  return [...picks, value].sort((a, b) => (a as number) - (b as number));
}

/** The line's numbers in pool order, as the order request carries them. */
export function lineNumbers(picks: readonly PoolPicks[]): (number | null)[] {
  return picks.flat();
}

/**
 * The play type a line is bought as: the family's chosen member, or for Pick 3/4 Any the member the
 * digits make (undefined while digits are missing or all identical).
 */
export function resolvePlayType(game: GameDefinition, family: PlayFamily, member: PlayType, numbers: readonly (number | null)[]): PlayType | undefined {
  return family.byDigits ? anyPlayTypeFor(game, numbers) : member;
}

/** How a number shows: two digits in lotto pools (01-20, SPEC §5), one digit for Pick 3/4 and colours' digits. */
export function numberLabel(pool: NumberPool, value: number): string {
  return pool.max >= 10 && pool.distinct ? String(value).padStart(2, '0') : String(value);
}

/**
 * The hint the slip shows while a line is incomplete: for the first pool still short of numbers,
 * "Select 3 numbers" before any is picked and "Choose 2 more numbers" after (`play.hint.select` and
 * `play.hint.more`, plural forms by `count`); a month, diamond or option pool says its own
 * sentence. Null when every pool has its numbers (what else is wrong is the rules' to say).
 *
 * @example lineHint(pick3Exact, [[1, null, null]]) // { key: 'play.hint.more', params: { count: 2 } }
 */
export function lineHint(playType: PlayType, picks: readonly PoolPicks[]): { key: string; params?: Record<string, number> } | null {
  for (const [i, pool] of playType.pools.entries()) {
    const chosen = (picks[i] ?? []).filter((n) => n !== null).length;
    if (chosen >= pool.count) continue;
    if (pool.missing !== 'validation.selectNumbers') return { key: pool.missing };
    return chosen === 0 ? { key: 'play.hint.select', params: { count: pool.count } } : { key: 'play.hint.more', params: { count: pool.count - chosen } };
  }
  return null;
}

/** Whether nothing is picked in any pool of the line. */
export const nothingPicked = (picks: readonly PoolPicks[]): boolean => picks.every((p) => p.every((n) => n === null));
