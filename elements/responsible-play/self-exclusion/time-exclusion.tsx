import { useId, useState } from 'react';
import { formatDateTime } from '../../../sdk';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { errorText } from '../../profile/shared/error-text';
import { durationText } from '../shared/durations';

/** Which time exclusion: 1 self-exclusion, 5 take a break (SPEC §4). */
export type TimeExclusionType = 1 | 5;

/**
 * Self-exclusion or take a break (100138): choose a duration (Next stays disabled until one is
 * chosen), confirm a summary with the expiry, confirm again to submit, then the success view.
 */
export function TimeExclusion({ type, hours, onDone }: { type: TimeExclusionType; hours: readonly number[]; onDone: (endTime: number) => void }) {
  const t = useT();
  const language = useLanguage();
  const client = useClient();
  const legendId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [step, setStep] = useState<'choose' | 'confirm' | 'success'>('choose');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ endTime: number; unFinishChaseOrder: number } | null>(null);
  const name = type === 1 ? 'selfExclusion' : 'takeABreak';

  const submit = async () => {
    if (chosen === null) return;
    setBusy(true);
    setFailure(null);
    const reply = await client.call('setSelfExclusion', { exclusionType: type, exclusionHours: chosen }, { hideToast: true });
    setBusy(false);
    if (!reply.ok) return setFailure(errorText(t, reply.error));
    setResult({ endTime: reply.data.exclusionEndTime, unFinishChaseOrder: reply.data.unFinishChaseOrder });
    setStep('success');
    onDone(reply.data.exclusionEndTime);
  };

  if (step === 'success' && result) {
    return (
      <div className="nl-card" part="success" data-state="success">
        <p className="nl-success-text" role="status">
          {t(`responsiblePlay.${name}.success`, { end: formatDateTime(result.endTime, language) })}
        </p>
        {result.unFinishChaseOrder > 0 ? <p className="nl-notice">{t('responsiblePlay.time.chaseStopped', { count: result.unFinishChaseOrder })}</p> : null}
      </div>
    );
  }

  if (step === 'confirm' && chosen !== null) {
    return (
      <div className="nl-card" part="confirm" data-state="confirm">
        <h3 className="nl-card-title">{t('responsiblePlay.confirm.title')}</h3>
        <dl className="rp-summary">
          <dt>{t('responsiblePlay.confirm.tool')}</dt>
          <dd>{t(`responsiblePlay.tabs.${name}`)}</dd>
          <dt>{t('responsiblePlay.confirm.duration')}</dt>
          <dd>{durationText(t, chosen * 60)}</dd>
          <dt>{t('responsiblePlay.confirm.expiry')}</dt>
          <dd dir="ltr">{formatDateTime(Date.now() + chosen * 3_600_000, language)}</dd>
        </dl>
        <p className="nl-notice nl-notice-danger">{t('responsiblePlay.time.cannotShorten')}</p>
        {failure ? <p className="nl-error-text" role="alert">{failure}</p> : null}
        <div className="nl-actions">
          <button type="button" className="nl-button nl-button-secondary" onClick={() => setStep('choose')} disabled={busy}>
            {t('responsiblePlay.actions.back')}
          </button>
          <button type="button" className="nl-button nl-button-primary" onClick={() => void submit()} disabled={busy} aria-busy={busy}>
            {t('responsiblePlay.actions.confirm')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="nl-card" part="choose" data-state="choose">
      <p className="nl-page-lead">{t(`responsiblePlay.${name}.lead`)}</p>
      <fieldset className="rp-options" aria-labelledby={legendId}>
        <legend id={legendId}>{t('responsiblePlay.confirm.duration')}</legend>
        {hours.map((h) => (
          <label key={h} className="rp-option">
            <input type="radio" name={`${name}-duration`} value={h} checked={chosen === h} onChange={() => setChosen(h)} />
            {durationText(t, h * 60)}
          </label>
        ))}
      </fieldset>
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" disabled={chosen === null} onClick={() => setStep('confirm')}>
          {t('responsiblePlay.actions.next')}
        </button>
      </div>
    </div>
  );
}
