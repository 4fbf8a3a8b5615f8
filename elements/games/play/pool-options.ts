import { COLOUR_OPTIONS, type NumberPool, type PlayType } from '../../../sdk/games';
import type { BoundTranslate } from '../../base/hooks';
import type { PoolOption } from './number-pool';
import { numberLabel } from './selection';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The buttons of a pool: numbers as they show (01-20 in lotto pools), Color Prediction's colours by
 * name, Super Ocean's groups of six and halves as their ranges (docs/games.md option codes).
 */
export function poolOptions(playType: PlayType, pool: NumberPool, t: BoundTranslate): PoolOption[] {
  if (playType.key === 'colour') {
    return Object.entries(COLOUR_OPTIONS).map(([colour, value]) => ({ value, label: t(`play.colours.${colour}`), tone: colour }));
  }
  if (playType.key === 'six') return range(1, 6).map((g) => ({ value: g, label: `${6 * g - 5}–${6 * g}` }));
  if (playType.key === 'half') return [{ value: 1, label: '1–18' }, { value: 2, label: '19–36' }];
  return range(pool.min, pool.max).map((value) => ({ value, label: numberLabel(pool, value) }));
}

/** Buttons per row of a pool's grid: 10 for digits and wide pools, fewer for small ones. */
export function poolColumns(options: number): number {
  return options <= 6 ? options : options <= 12 ? Math.ceil(options / 2) : 10;
}

/**
 * The pool's name, shown above its grid: its kind (numbers, month, diamond, option); the numbers of
 * a play type that also takes a month are day numbers (Lucky Day).
 */
export function poolLabelKey(pool: NumberPool, playType?: PlayType): string {
  switch (pool.missing) {
    case 'validation.selectMonth':
      return 'play.pool.month';
    case 'validation.selectDiamond':
      return 'play.pool.diamond';
    case 'validation.selectOption':
      return 'play.pool.option';
    default:
      return playType?.pools.some((p) => p.missing === 'validation.selectMonth') ? 'play.pool.days' : 'play.pool.numbers';
  }
}
