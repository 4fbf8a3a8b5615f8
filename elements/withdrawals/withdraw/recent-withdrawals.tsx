import { useId } from 'react';
import { formatDateTime, formatMoney } from '../../../sdk';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { withdrawalStateView } from './withdrawal-states';

/** How many recent withdrawals the page lists. */
export const RECENT_WITHDRAWALS = 10;

/**
 * The player's latest withdrawals (420606) with their states, newest first. The page mounts it
 * again (a new `key`) after a submission, which loads the list again.
 */
export function RecentWithdrawals() {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const list = useCommand('withdrawals', { pageSize: RECENT_WITHDRAWALS }, { hideToast: true });
  return (
    <section className="nl-card recent" part="recent" aria-labelledby={titleId}>
      <h2 id={titleId} className="nl-card-title">
        {t('withdraw.recent.title')}
      </h2>
      {list.status === 'loading' ? (
        <Skeleton count={2} shape="nl-skeleton-row" />
      ) : list.status === 'error' ? (
        <ErrorState messageKey="withdraw.recent.error" onRetry={list.retry} />
      ) : list.data.items.length === 0 ? (
        <EmptyState messageKey="withdraw.recent.empty" />
      ) : (
        <ul className="recent-list">
          {list.data.items.map((item) => {
            const view = withdrawalStateView(item.state);
            return (
              <li key={item.withdrawalId} className="recent-item" data-state={item.state}>
                <span className="recent-main">
                  <Ltr className="amount">{formatMoney(item.amount, language)}</Ltr>
                  <Ltr className="recent-iban">{item.ibanMasked}</Ltr>
                </span>
                <span className="recent-side">
                  <span className="state-tag" data-tone={view.tone}>
                    {t(view.label)}
                  </span>
                  <Ltr className="recent-time">{formatDateTime(item.createdAt, language)}</Ltr>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
