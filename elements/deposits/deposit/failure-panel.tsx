import { useT } from '../../base/hooks';

/** The acquirer declined the deposit (420545 FAILURE, SPEC §4): its reason, else a general one, and Try again. */
export function FailurePanel({ message, onTryAgain }: { message: string | null; onTryAgain: () => void }) {
  const t = useT();
  return (
    <div className="nl-card result" part="result" role="alert" data-state="failure">
      <h2 className="nl-card-title">{t('deposit.result.failedTitle')}</h2>
      <p>{message ?? t('deposit.result.failedDefault')}</p>
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" onClick={onTryAgain}>
          {t('deposit.result.tryAgain')}
        </button>
      </div>
    </div>
  );
}
