import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { emit } from '../../base/emit';
import { useHost, useT } from '../../base/hooks';
import { FORM_STYLES } from '../../forms/form-styles';
import { PlayerOnly } from '../shared/guest-prompt';
import { PROFILE_STYLES } from '../shared/profile-styles';
import { usePlayer } from '../shared/use-player';
import { ACCOUNT_DELETION_STYLES } from './account-deletion-styles';
import { useDeletionDraft } from './deletion-draft';
import { DELETION_STEP_PATHS, parseStep, reachableStep, type DeletionStep } from './deletion-steps';
import { IntroStep } from './intro-step';
import { RemarkStep } from './remark-step';
import { StepIndicator } from './step-indicator';
import { SuccessPanel } from './success-panel';
import { UploadStep } from './upload-step';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-account-deletion>`. */
export interface AccountDeletionProps {
  /**
   * `intro` (default; /account/accountDeletion), `upload` (/account/accountDeletion/upload) or
   * `remark` (/account/accountDeletion/remark). Attribute `step`.
   */
  step?: string;
}

/**
 * Account deletion in three steps (SPEC §2, §5, §9): the balance must be zero and confirmed,
 * then 1 to 5 images are uploaded, then a remark sends the request; the account is deleted after
 * 30 days unless a recovery request is made. The element keeps the request in memory across the
 * steps; moving on emits `nl-navigate-request` with the next step's route, and when the host
 * takes the request (cancels it) the element shows that step itself. A guest sees a login prompt.
 *
 * @example <nl-account-deletion step="intro"></nl-account-deletion>
 */
export function AccountDeletion({ step }: AccountDeletionProps) {
  const requested = parseStep(step);
  return (
    <>
      <ElementStyles css={PROFILE_STYLES + FORM_STYLES + ACCOUNT_DELETION_STYLES} />
      <PlayerOnly path={DELETION_STEP_PATHS[requested]}>
        <DeletionFlow requested={requested} />
      </PlayerOnly>
    </>
  );
}

function DeletionFlow({ requested }: { requested: DeletionStep }) {
  const t = useT();
  const host = useHost();
  const titleId = useId();
  const player = usePlayer();
  const [draft, store] = useDeletionDraft(player?.userOpenId ?? '');
  // The step shown: follows the attribute, and moves on by itself when the host routes.
  const [current, setCurrent] = useState<DeletionStep>(requested);
  useEffect(() => setCurrent(requested), [requested]);
  const shown = reachableStep(current, draft);

  // Move focus to the new step's heading so keyboard and screen-reader users start there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const done = draft.result !== null;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shown, done]);

  const revoke = useCallback(() => store.update((d) => (d.balanceConfirmed ? { ...d, balanceConfirmed: false } : d)), [store]);

  const go = (next: DeletionStep) => {
    const path = DELETION_STEP_PATHS[next];
    if (emit(host, 'nl-navigate-request', { path }).defaultPrevented) {
      setCurrent(next);
      return;
    }
    // No host router: a page load. The draft lives in memory, so the new page starts over at
    // the first step still to do.
    const view = (host as Partial<Node>).ownerDocument?.defaultView ?? globalThis.window;
    view?.location.assign(path);
  };

  return (
    <section className="nl-page account-deletion" part="page" aria-labelledby={titleId} data-step={done ? 'success' : shown}>
      <h1 id={titleId} className="nl-page-title">
        {t('profile.deletion.title')}
      </h1>
      {draft.result ? (
        <>
          <h2 ref={headingRef} tabIndex={-1} className="nl-visually-hidden">
            {t('profile.deletion.successTitle')}
          </h2>
          <SuccessPanel requestId={draft.result.requestId} deleteAfter={draft.result.deleteAfter} />
        </>
      ) : (
        <>
          <StepIndicator step={shown} />
          <h2 ref={headingRef} tabIndex={-1} className="step-title">
            {t(`profile.deletion.steps.${shown}`)}
          </h2>
          {shown === 'intro' ? (
            <IntroStep
              confirmed={draft.balanceConfirmed}
              onContinue={() => {
                store.update((d) => ({ ...d, balanceConfirmed: true }));
                go('upload');
              }}
              onRevoke={revoke}
            />
          ) : shown === 'upload' ? (
            <UploadStep draft={draft} store={store} onBack={() => go('intro')} onContinue={() => go('remark')} />
          ) : (
            <RemarkStep draft={draft} store={store} onBack={() => go('upload')} />
          )}
        </>
      )}
    </section>
  );
}
