import { useEffect, useId, useRef, useState } from 'react';
import type { GameDefinition } from '../../../sdk';
import { DRAW_HISTORY_PAGE_SIZE } from '../../../sdk/commands/draws';
import { useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { TransText } from '../../base/trans-text';
import { useCommand } from '../../base/use-command';
import { routePath } from '../../../sdk/routes';
import { NavLink } from '../../base/nav-link';
import { PhaseDetails, PhaseLabel } from './draw-result-card';
import { pageCount, pagerMoves } from './paging';

/**
 * One game's past draws (drawHistory 660201), newest first, ten to a page with Previous and
 * Next; loading, empty and error (retry) states. A page turn moves focus to the list's heading,
 * so keyboard and screen-reader users land on the new draws.
 */
export function DrawHistory({ game, pageSize = DRAW_HISTORY_PAGE_SIZE }: { game: GameDefinition; pageSize?: number }) {
  const t = useT();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);
  const [page, setPage] = useState(1);
  const draws = useCommand('drawHistory', { lotteryType: game.lotteryType, pageNo: page, pageSize }, { hideToast: true });
  // While the next page loads, the pager keeps the count it knew.
  const knownTotal = useRef<number | null>(null);
  if (draws.status === 'ready') knownTotal.current = draws.data.total;
  const pages = knownTotal.current === null ? page : pageCount(knownTotal.current, pageSize);
  const moves = pagerMoves(page, pages);

  useEffect(() => {
    if (draws.status !== 'ready' || !turned.current) return;
    turned.current = false;
    titleRef.current?.focus();
  }, [draws.status]);

  const turn = (to: number) => {
    turned.current = true;
    setPage(to);
  };

  return (
    <section className="nl-results draw-history" part="results" aria-labelledby={titleId} data-page={page}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="results-title">
        {t('results.history.title', { game: t(`games.${game.key}.name`) })}
      </h2>
      {draws.status === 'loading' ? (
        <Skeleton count={3} shape="nl-skeleton-row" />
      ) : draws.status === 'error' ? (
        <ErrorState messageKey="results.history.error" onRetry={draws.retry} />
      ) : draws.data.list.length === 0 ? (
        <EmptyState messageKey={page > 1 ? 'results.history.pastEnd' : 'results.history.empty'} />
      ) : (
        <ol className="results-list history-list">
          {draws.data.list.map((phase) => (
            <li key={phase.phase}>
              <article className="draw-card" part="draw" data-lottery-type={game.lotteryType} data-phase={phase.phase}>
                <h3 className="draw-name">
                  <PhaseLabel phase={phase} />
                </h3>
                <PhaseDetails game={game} phase={phase} />
                {phase.seed ? (
                  <NavLink path={routePath('drawVerify', {}, { lotteryType: game.lotteryType, phase: phase.phase })} className="draw-link draw-verify">
                    <span>{t('verify.link')}</span>
                    <span className="nl-visually-hidden"> {t('results.phase', { phase: phase.phase })}</span>
                  </NavLink>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      {moves.previous || moves.next ? (
        <nav className="pager" part="pager" aria-label={t('results.history.pages')}>
          <button type="button" className="nl-button nl-button-secondary" aria-disabled={!moves.previous} onClick={() => moves.previous && turn(page - 1)}>
            {t('results.history.previous')}
          </button>
          <span className="pager-status" aria-live="polite">
            <TransText k="results.history.pageOf" values={{ page: <Ltr>{page}</Ltr>, pages: <Ltr>{pages}</Ltr> }} />
          </span>
          <button type="button" className="nl-button nl-button-secondary" aria-disabled={!moves.next} onClick={() => moves.next && turn(page + 1)}>
            {t('results.history.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
