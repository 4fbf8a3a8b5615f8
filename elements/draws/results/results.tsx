import { useId } from 'react';
import { gameByType } from '../../../sdk';
import { useT } from '../../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { BALL_STYLES } from './ball-styles';
import { DrawHistory } from './draw-history';
import { DrawResultCard } from './draw-result-card';
import { parseLotteryTypes } from './parse-lottery-types';
import { RESULTS_STYLES } from './results-styles';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-results>`. */
export interface ResultsProps {
  /** Comma list of lottery types to show, e.g. `72,92`. Attribute `lottery-types`; default every lottery. */
  lotteryTypes?: string;
  /**
   * `latest` (default): each lottery's latest draw. `history`: the past draws of the first lottery
   * of `lottery-types`, ten to a page. Attribute `mode`.
   */
  mode?: string;
}

/**
 * The latest draw of each lottery (latestDraws 660200) with loading, empty and error (retry)
 * states, each linking to that game's past results; or, in `history` mode, one game's past
 * draws a page at a time (drawHistory 660201).
 *
 * @example <nl-results lottery-types="72,92"></nl-results>
 * @example <nl-results lottery-types="72" mode="history"></nl-results>
 */
export function Results({ lotteryTypes, mode }: ResultsProps) {
  const types = parseLotteryTypes(lotteryTypes);
  const historyOf = mode === 'history' ? types.map((type) => gameByType(type)).find((game) => game !== undefined) : undefined;
  return (
    <>
      <ElementStyles css={BALL_STYLES + RESULTS_STYLES} />
      {historyOf ? <DrawHistory key={historyOf.lotteryType} game={historyOf} /> : <LatestResults types={types} />}
    </>
  );
}

function LatestResults({ types }: { types: number[] }) {
  const t = useT();
  const titleId = useId();
  const draws = useCommand('latestDraws', { lotteryTypeList: types.length ? types : -1, prePhases: 1 }, { hideToast: true });
  // Filter here too: a gateway that ignores the list must not show other lotteries, and lottery
  // types this version does not know have no name or ball layout to show.
  const items =
    draws.status === 'ready'
      ? draws.data.phaseResultResponseItems.filter((item) => gameByType(item.lotteryType) && (types.length === 0 || types.includes(item.lotteryType)))
      : [];
  return (
    <section className="nl-results" part="results" aria-labelledby={titleId}>
      <h2 id={titleId} className="results-title">
        {t('results.title')}
      </h2>
      {draws.status === 'loading' ? (
        <Skeleton count={3} shape="nl-skeleton-row" />
      ) : draws.status === 'error' ? (
        <ErrorState messageKey="results.error" onRetry={draws.retry} />
      ) : items.length === 0 ? (
        <EmptyState messageKey="results.empty" />
      ) : (
        <ul className="results-list">
          {items.map((item) => (
            <li key={item.lotteryType}>
              <DrawResultCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
