import { useId } from 'react';
import { useT } from '../../base/hooks';
import { Dialog } from '../../base/dialog';

/** The four steps of the register KYC progress bar (SPEC §2, §9). */
const KYC_STEPS = ['auth.kyc.accountCreated', 'auth.kyc.verifyIdentity', 'auth.kyc.deposit', 'auth.kyc.play'] as const;

/**
 * The register-success dialog: the account exists; a 4-step progress bar (1 done, 2 current) and
 * the choice to verify identity now or later (postponable KYC prompt, SPEC §4).
 */
export function RegisterSuccess({ onVerify, onLater }: { onVerify: () => void; onLater: () => void }) {
  const t = useT();
  const listId = useId();
  return (
    <Dialog open title={t('auth.register.successTitle')} onClose={onLater}>
      <div className="account-success" data-state="success">
        <div className="success-mark" aria-hidden="true">
          ✓
        </div>
        <p>{t('auth.register.successMessage')}</p>
        <div className="kyc-bar" aria-hidden="true">
          <div className="kyc-bar-fill" style={{ inlineSize: '25%' }} />
        </div>
        <ol className="kyc-progress" id={listId} aria-label={t('auth.kyc.progress', { done: 1, total: KYC_STEPS.length })}>
          {KYC_STEPS.map((key, index) => {
            const state = index === 0 ? 'done' : index === 1 ? 'current' : 'todo';
            return (
              <li key={key} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="kyc-dot" aria-hidden="true">
                  {state === 'done' ? '✓' : index + 1}
                </span>
                <span>{t(key)}</span>
                <span className="nl-visually-hidden">{t(`auth.kyc.state.${state}`)}</span>
              </li>
            );
          })}
        </ol>
        <p className="account-lead">{t('auth.register.kycPrompt')}</p>
        <div className="account-actions">
          <button type="button" className="nl-button nl-button-secondary" onClick={onLater}>
            {t('auth.register.later')}
          </button>
          <button type="button" className="nl-button nl-button-primary" onClick={onVerify}>
            {t('auth.register.verifyNow')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
