import { useT } from '../../base/hooks';

/**
 * The deposit would break the player's deposit limit (SPEC §4, §8): the SDK's error policy opens
 * the deposit self-exclusion dialog; this panel says why the deposit stopped and offers another amount.
 */
export function DepositLimitPanel({ onChangeAmount }: { onChangeAmount: () => void }) {
  const t = useT();
  return (
    <div className="nl-card result" part="result" role="alert" data-state="limit">
      <h2 className="nl-card-title">{t('deposit.limit.title')}</h2>
      <p>{t('deposit.limit.body')}</p>
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" onClick={onChangeAmount}>
          {t('deposit.pay.changeAmount')}
        </button>
      </div>
    </div>
  );
}
