import { useId, useState } from 'react';
import { ASSESSMENT_QUESTION_COUNT, assessmentError, assessmentResult } from '../../../sdk/compliance/assessment';
import { routePath } from '../../../sdk/routes';
import { useClient, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { errorText } from '../../profile/shared/error-text';
import { RP_STYLES } from '../shared/rp-styles';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-assessment>`: none besides the client. */
export type AssessmentProps = Record<string, never>;

const QUESTIONS = Array.from({ length: ASSESSMENT_QUESTION_COUNT }, (_, i) => i + 1);

/**
 * The self-assessment (/Assessment, SPEC §4/§5/§9): 14 yes-or-no questions, all required; 5 or
 * more yes answers is at risk, fewer low risk; the result comes with advice and links to the
 * play-responsibly tools and support. Sent with 100306 (guests too).
 *
 * @example <nl-assessment></nl-assessment>
 */
export function Assessment(_props: AssessmentProps) {
  const t = useT();
  const client = useClient();
  const titleId = useId();
  const [answers, setAnswers] = useState<(boolean | null)[]>(() => QUESTIONS.map(() => null));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'at-risk' | 'low-risk' | null>(null);

  const submit = async () => {
    const error = assessmentError(answers);
    if (error) return setProblem(t(error));
    setProblem(null);
    setBusy(true);
    const reply = await client.call('submitAssessment', { answers: answers as boolean[] }, { hideToast: true });
    setBusy(false);
    // The outcome is the same rule either way; the server keeps it for the operator.
    if (!reply.ok) return setProblem(errorText(t, reply.error));
    setResult(reply.data.result ?? assessmentResult(answers));
  };

  if (result) {
    const key = result === 'at-risk' ? 'atRisk' : 'lowRisk';
    return (
      <>
        <ElementStyles css={RP_STYLES} />
        <section className="nl-page assessment" part="page" aria-labelledby={titleId}>
          <h1 id={titleId} className="nl-page-title">
            {t('responsiblePlay.assessment.title')}
          </h1>
          <div className={`nl-card nl-notice ${result === 'at-risk' ? 'nl-notice-danger' : 'nl-notice-success'}`} part="result" data-result={result} role="status">
            <h2 className="nl-card-title">{t(`responsiblePlay.assessment.${key}.title`)}</h2>
            <p>{t(`responsiblePlay.assessment.${key}.advice`)}</p>
            <div className="nl-actions">
              <NavLink path={`${routePath('playResponsibly')}?activeTabName=Player%20Controls`} className="nl-link">
                {t('responsiblePlay.assessment.toolsLink')}
              </NavLink>
              <NavLink path={`${routePath('playResponsibly')}?activeTabName=Support`} className="nl-link">
                {t('responsiblePlay.assessment.supportLink')}
              </NavLink>
            </div>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <ElementStyles css={RP_STYLES} />
      <section className="nl-page assessment" part="page" aria-labelledby={titleId}>
        <h1 id={titleId} className="nl-page-title">
          {t('responsiblePlay.assessment.title')}
        </h1>
        <p className="nl-page-lead">{t('responsiblePlay.assessment.lead')}</p>
        <form
          className="nl-card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {QUESTIONS.map((n, i) => (
            <fieldset key={n} className="rp-question" data-question={n}>
              <legend>
                {n}. {t(`responsiblePlay.assessment.q${n}`)}
              </legend>
              <div className="rp-yes-no">
                {([true, false] as const).map((value) => (
                  <label key={String(value)}>
                    <input
                      type="radio"
                      name={`q${n}`}
                      value={value ? 'yes' : 'no'}
                      checked={answers[i] === value}
                      onChange={() => setAnswers((a) => a.map((old, j) => (j === i ? value : old)))}
                    />{' '}
                    {t(value ? 'responsiblePlay.assessment.yes' : 'responsiblePlay.assessment.no')}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {problem ? (
            <p className="nl-error-text" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="nl-actions">
            <button type="submit" className="nl-button nl-button-primary" disabled={busy} aria-busy={busy}>
              {t('responsiblePlay.assessment.submit')}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
