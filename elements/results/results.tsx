import { useId } from 'react';
import { gameByType } from '../../sdk';
import { useT } from '../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../base/state-message';
import { useCommand } from '../base/use-command';
import { BALL_STYLES } from './ball-styles';
import { DrawResultCard } from './draw-result-card';
import { parseLotteryTypes } from './parse-lottery-types';
import { RESULTS_STYLES } from './results-styles';

/** Props of `<nl-results>`. */
export interface ResultsProps {
  /** Comma list of lottery types to show, e.g. `72,92`. Attribute `lottery-types`; default every lottery. */
  lotteryTypes?: string;
}

/**
 * The latest draw of each lottery (latestDraws 660200, one previous phase) with loading, empty
 * and error (retry) states.
 *
 * @example <nl-results lottery-types="72,92"></nl-results>
 */
export function Results({ lotteryTypes }: ResultsProps) {
  const t = useT();
  const titleId = useId();
  const types = parseLotteryTypes(lotteryTypes);
  const draws = useCommand('latestDraws', { lotteryTypeList: types.length ? types : -1, prePhases: 1 }, { hideToast: true });
  // Filter here too: a gateway that ignores the list must not show other lotteries, and lottery
  // types this version does not know have no name or ball layout to show.
  const items =
    draws.status === 'ready'
      ? draws.data.phaseResultResponseItems.filter((item) => gameByType(item.lotteryType) && (types.length === 0 || types.includes(item.lotteryType)))
      : [];
  return (
    <section className="nl-results" part="results" aria-labelledby={titleId}>
      <style>{BALL_STYLES + RESULTS_STYLES}</style>
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
