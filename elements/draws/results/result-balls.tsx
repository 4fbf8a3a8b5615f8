import type { GameDefinition, PredictionColour, ResultValue } from '../../../sdk';
import { COLOR_PREDICTION_KEY, colourOfDigit, formatResultNumber, resultItem } from '../../../sdk';
import { useT } from '../../base/hooks';

/** Which kind of extra number a game draws, for its look and its label. */
function extraKind(gameKey: string): 'month' | 'diamond' | 'bonus' {
  if (gameKey === 'luckyday') return 'month';
  if (gameKey === 'super-diamond') return 'diamond';
  return 'bonus';
}

/**
 * A ball filled with its colours. The digit, when there is one, is shown; the colours are said
 * in words to assistive technology and in the tooltip, since a colour alone tells nothing to a
 * player who cannot see it or tell it apart.
 */
function ColourBall({ digit, colours }: { digit: string | null; colours: readonly PredictionColour[] }) {
  const t = useT();
  const names = colours.map((c) => t(`results.colour.${c}`)).join(t('results.colour.and'));
  const spoken = digit === null ? names : colours.length ? `${digit}, ${names}` : digit;
  return (
    <li
      className={`nl-ball nl-ball-colour ${colours.map((c) => `nl-colour-${c}`).join(' ')}`}
      data-colours={colours.join(' ')}
      data-missing={digit === '?' ? 'true' : undefined}
      title={names || undefined}
    >
      {digit === null ? null : (
        <span className="nl-ball-value" aria-hidden="true">
          {digit}
        </span>
      )}
      <span className="nl-visually-hidden">{spoken}</span>
    </li>
  );
}

/**
 * A drawn result as balls: main numbers, then the extra number (Lucky Day's month, Super
 * Diamond's diamond) set apart. A missing number shows `?`, a leading zero is dropped. Color
 * Prediction shows its digit in its colours, and a colour item (SPEC §1: violet, red, green) as a
 * ball of that colour named in the player's language, in any game's result. Always left-to-right,
 * also in Arabic.
 *
 * @param game the game's catalogue entry
 * @param result the items as drawn, or null when not drawn yet
 * @param compact smaller balls, for menus
 * @param matched per ball, whether the player's order matched it (an order's detail): only those
 *   are marked, the others shown plain, and each says so to assistive technology
 * @example <ResultBalls game={gameByType(67)!} result={['violet']} />
 */
export function ResultBalls({ game, result, compact = false, matched }: { game: GameDefinition; result: readonly ResultValue[] | null; compact?: boolean; matched?: readonly boolean[] | null }) {
  const t = useT();
  const extraCount = game.result.extra?.count ?? 0;
  const expected = game.result.count + extraCount;
  // Pad to the game's shape so an undrawn or partial result still shows one `?` per number.
  const items = Array.from({ length: Math.max(expected, result?.length ?? 0) }, (_, i) => resultItem(result?.[i]));
  const className = compact ? 'nl-balls nl-balls-compact' : 'nl-balls';
  const colourGame = game.key === COLOR_PREDICTION_KEY;
  const kind = extraKind(game.key);

  return (
    <ol className={className} dir="ltr" aria-label={t('results.numbers')} data-marking={matched ? 'matched' : undefined}>
      {items.map((item, i) => {
        if (item.kind === 'colour') return <ColourBall key={i} digit={null} colours={[item.colour]} />;
        if (colourGame) {
          const digit = item.kind === 'number' ? Number(item.text) : null;
          return <ColourBall key={i} digit={formatResultNumber(digit)} colours={colourOfDigit(digit)} />;
        }
        const isExtra = i >= game.result.count && i < expected;
        return (
          <li
            key={i}
            className={isExtra ? `nl-ball nl-ball-extra nl-ball-${kind}` : 'nl-ball'}
            data-missing={item.kind === 'missing' ? 'true' : undefined}
            data-matched={matched ? String(matched[i] === true) : undefined}
            title={isExtra ? t(`results.extra.${kind}`) : undefined}
          >
            {isExtra ? <span className="nl-visually-hidden">{t(`results.extra.${kind}`)} </span> : null}
            <span className="nl-ball-value">{item.kind === 'number' ? item.text : '?'}</span>
            {matched?.[i] ? <span className="nl-visually-hidden"> {t('results.matched')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
