import { useId } from 'react';
import type { Commands, GameDefinition, ResponseOf } from '../../../sdk';
import { formatDateTime, gameByType } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useLanguage, useT } from '../../base/hooks';
import { ChevronIcon } from '../../base/icons';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { TransText } from '../../base/trans-text';
import { ResultBalls } from './result-balls';

/** One lottery's entry of the latestDraws reply. */
export type LatestDrawItem = ResponseOf<Commands['latestDraws']>['phaseResultResponseItems'][number];
/** One drawn (or pending) phase. */
export type DrawnPhase = NonNullable<LatestDrawItem['latestDrawnPhaseItem']>;

/** A phase's draw time (Dubai, `HH:mm, DD/MM/YYYY`) and numbers, with "pending" until drawn. */
export function PhaseDetails({ game, phase }: { game: GameDefinition; phase: DrawnPhase | null }) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      {phase ? (
        <p className="draw-time">
          <TransText
            k="results.drawTime"
            values={{
              time: (
                <Ltr>
                  <time dateTime={new Date(phase.expectedPrizeTimestamp).toISOString()}>{formatDateTime(phase.expectedPrizeTimestamp, language)}</time>
                </Ltr>
              ),
            }}
          />
        </p>
      ) : null}
      <ResultBalls game={game} result={phase?.result ?? null} />
      {!phase || phase.result === null ? <p className="draw-pending">{t('results.pending')}</p> : null}
    </>
  );
}

/** "Draw {{phase}}" with the phase number kept left-to-right. */
export function PhaseLabel({ phase }: { phase: DrawnPhase }) {
  return (
    <span className="draw-phase">
      <TransText k="results.phase" values={{ phase: <Ltr>{phase.phase}</Ltr> }} />
    </span>
  );
}

/**
 * One lottery's latest draw: name, phase, draw time (Dubai, `HH:mm, DD/MM/YYYY`) and the numbers,
 * with a link to its past results. Items of unknown lottery types render nothing.
 */
export function DrawResultCard({ item }: { item: LatestDrawItem }) {
  const t = useT();
  const titleId = useId();
  const game = gameByType(item.lotteryType);
  if (!game) return null;
  const phase = item.latestDrawnPhaseItem;
  return (
    <article className="draw-card" part="draw" data-lottery-type={item.lotteryType} aria-labelledby={titleId}>
      <div className="draw-head">
        <h3 id={titleId} className="draw-name">
          {t(`games.${game.key}.name`)}
        </h3>
        {phase ? <PhaseLabel phase={phase} /> : null}
      </div>
      <PhaseDetails game={game} phase={phase} />
      <NavLink path={routePath('result', { name: game.key })} className="draw-link">
        <span>{t('results.viewPast')}</span>
        {/* Ten cards each say "Past results": the game in the name tells a screen-reader user which. */}
        <span className="nl-visually-hidden"> {t(`games.${game.key}.name`)}</span>
        <ChevronIcon />
      </NavLink>
    </article>
  );
}
