import { useT } from '../../base/hooks';

/** While the deposit's status is checked (420545, SPEC §4): a spinner and a message read out politely. */
export function CheckingPanel() {
  const t = useT();
  return (
    <div className="nl-card checking" part="status" role="status" aria-live="polite" data-state="checking">
      <span className="nl-spinner" aria-hidden="true" />
      <p>{t('deposit.result.checking')}</p>
    </div>
  );
}
