import { useId, useState } from 'react';
import { formatDateTime } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { errorText } from '../../profile/shared/error-text';

type Progress = { state: 'noRecord' | 'underReview' | 'approved' | 'deniedIneligible' | 'deniedIncorrect'; submittedAt: number | null; decidedAt: number | null };

/** The receipt-number lookup of a family exclusion application (/familyPlanCheckProgress, 100182). */
export function FamilyProgress() {
  const t = useT();
  const language = useLanguage();
  const client = useClient();
  const titleId = useId();
  const inputId = useId();
  const [receipt, setReceipt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);

  const check = async () => {
    const receiptNumber = receipt.trim();
    if (!receiptNumber) return setProblem(t('validation.required'));
    setBusy(true);
    setProblem(null);
    const reply = await client.call('familyExclusionProgress', { receiptNumber }, { hideToast: true });
    setBusy(false);
    if (!reply.ok) return setProblem(errorText(t, reply.error));
    setProgress(reply.data);
  };

  return (
    <section className="nl-page family-progress" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('responsiblePlay.family.progressTitle')}
      </h1>
      <form
        className="nl-card"
        part="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <div className="rp-amount">
          <label htmlFor={inputId}>{t('responsiblePlay.family.receipt')}</label>
          <input id={inputId} name="receiptNumber" dir="ltr" maxLength={32} value={receipt} onChange={(event) => setReceipt(event.target.value)} />
        </div>
        {problem ? (
          <p className="nl-error-text" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="nl-button nl-button-primary" disabled={busy} aria-busy={busy}>
          {t('responsiblePlay.family.check')}
        </button>
      </form>
      {progress ? (
        <div className="nl-card" part="result" role="status" data-state={progress.state}>
          <p className="nl-card-title">{t(`responsiblePlay.family.states.${progress.state}`)}</p>
          {progress.submittedAt ? <p>{t('responsiblePlay.family.submittedAt', { time: formatDateTime(progress.submittedAt, language) })}</p> : null}
          {progress.decidedAt ? <p>{t('responsiblePlay.family.decidedAt', { time: formatDateTime(progress.decidedAt, language) })}</p> : null}
          {progress.state === 'noRecord' || progress.state === 'deniedIncorrect' ? (
            <NavLink path={routePath('familyPlan')} className="nl-link">
              {t('responsiblePlay.family.applyAgain')}
            </NavLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
