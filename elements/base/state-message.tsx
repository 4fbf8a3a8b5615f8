import { useT } from './hooks';

/**
 * The error state of a panel: what failed and a Retry button. Announced to screen readers.
 * @param messageKey translation key of the message
 * @param onRetry called by the Retry button
 */
export function ErrorState({ messageKey, onRetry, compact = false }: { messageKey: string; onRetry: () => void; compact?: boolean }) {
  const t = useT();
  return (
    <div className={compact ? 'nl-state nl-state-error nl-state-compact' : 'nl-state nl-state-error'} role="alert" part="error" data-state="error">
      <span>{t(messageKey)}</span>
      <button type="button" className="nl-button nl-button-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** The empty state of a panel: a short, polite message. */
export function EmptyState({ messageKey }: { messageKey: string }) {
  const t = useT();
  return (
    <div className="nl-state nl-state-empty" role="status" part="empty" data-state="empty">
      {t(messageKey)}
    </div>
  );
}

/**
 * Placeholder blocks while data loads; the visible label is for screen readers only.
 * @param count how many blocks
 * @param shape CSS class of each block (`nl-skeleton-pill`, `nl-skeleton-card` ...)
 */
export function Skeleton({ count = 1, shape = 'nl-skeleton-pill' }: { count?: number; shape?: string }) {
  const t = useT();
  return (
    <div className="nl-skeleton-group" role="status" aria-busy="true" data-state="loading">
      <span className="nl-visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`nl-skeleton ${shape}`} aria-hidden="true" />
      ))}
    </div>
  );
}
