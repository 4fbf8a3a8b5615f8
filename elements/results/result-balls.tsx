import type { GameDefinition } from '../../sdk';
import { COLOR_PREDICTION_KEY, colourOfDigit, formatResultNumber } from '../../sdk';
import { useT } from '../base/hooks';

/** Which kind of extra number a game draws, for its look and its label. */
function extraKind(gameKey: string): 'month' | 'diamond' | 'bonus' {
  if (gameKey === 'luckyday') return 'month';
  if (gameKey === 'super-diamond') return 'diamond';
  return 'bonus';
}

/**
 * A drawn result as balls: main numbers, then the extra number (Lucky Day's month, Super
 * Diamond's diamond) set apart. A missing number shows `?`, a leading zero is dropped. Color
 * Prediction shows its digit in its colours. Always left-to-right, also in Arabic.
 *
 * @param game the game's catalogue entry
 * @param result the numbers as drawn, or null when not drawn yet
 * @param compact smaller balls, for menus
 */
export function ResultBalls({ game, result, compact = false }: { game: GameDefinition; result: readonly (number | null)[] | null; compact?: boolean }) {
  const t = useT();
  const extraCount = game.result.extra?.count ?? 0;
  const expected = game.result.count + extraCount;
  // Pad to the game's shape so an undrawn or partial result still shows one `?` per number.
  const numbers = Array.from({ length: Math.max(expected, result?.length ?? 0) }, (_, i) => result?.[i] ?? null);
  const className = compact ? 'nl-balls nl-balls-compact' : 'nl-balls';

  if (game.key === COLOR_PREDICTION_KEY) {
    const digit = numbers[0] ?? null;
    const colours = colourOfDigit(digit);
    const colourNames = colours.map((c) => t(`results.colour.${c}`)).join(t('results.colour.and'));
    return (
      <ol className={className} dir="ltr" aria-label={t('results.numbers')}>
        <li className={`nl-ball nl-ball-colour ${colours.map((c) => `nl-colour-${c}`).join(' ')}`} data-colours={colours.join(' ')}>
          <span aria-hidden="true">{formatResultNumber(digit)}</span>
          <span className="nl-visually-hidden">{colours.length ? `${formatResultNumber(digit)}, ${colourNames}` : formatResultNumber(digit)}</span>
        </li>
      </ol>
    );
  }

  const kind = extraKind(game.key);
  return (
    <ol className={className} dir="ltr" aria-label={t('results.numbers')}>
      {numbers.map((value, i) => {
        const isExtra = i >= game.result.count && i < expected;
        return (
          <li
            key={i}
            className={isExtra ? `nl-ball nl-ball-extra nl-ball-${kind}` : 'nl-ball'}
            data-missing={value === null ? 'true' : undefined}
            title={isExtra ? t(`results.extra.${kind}`) : undefined}
          >
            {isExtra ? <span className="nl-visually-hidden">{t(`results.extra.${kind}`)} </span> : null}
            <span className="nl-ball-value">{formatResultNumber(value)}</span>
          </li>
        );
      })}
    </ol>
  );
}
