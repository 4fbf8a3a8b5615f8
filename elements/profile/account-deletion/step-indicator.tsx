import { useT } from '../../base/hooks';
import { DELETION_STEPS, type DeletionStep } from './deletion-steps';

/** "Step 2 of 3" and the three step names, the current one marked with aria-current. */
export function StepIndicator({ step }: { step: DeletionStep }) {
  const t = useT();
  const index = DELETION_STEPS.indexOf(step);
  return (
    <div className="steps" part="steps">
      <p className="steps-count">{t('profile.deletion.stepOf', { step: index + 1, total: DELETION_STEPS.length })}</p>
      <ol className="steps-list">
        {DELETION_STEPS.map((name, i) => (
          <li key={name} className="steps-item" data-done={i < index || undefined} aria-current={name === step ? 'step' : undefined}>
            {t(`profile.deletion.steps.${name}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}
