import { useEffect, useId, useRef } from 'react';
import { useT } from '../../base/hooks';
import { useNavigate } from '../../base/use-navigate';
import { Ltr } from '../../base/ltr';
import { TransText } from '../../base/trans-text';
import { useCountdown } from '../../forms/use-countdown';

/** Seconds the success panel waits before it moves on (SPEC §9). */
export const SUCCESS_REDIRECT_SECONDS = 5;

/**
 * The success panel of SPEC §2: a title and message, a 5-second countdown and then a request to
 * go to `path`; the 'Previous page' button goes there at once.
 * @example <SuccessPanel titleKey="auth.reset.doneTitle" messageKey="auth.reset.doneMessage" path="/account/login" />
 */
export function SuccessPanel({ titleKey, messageKey, path, seconds = SUCCESS_REDIRECT_SECONDS }: { titleKey: string; messageKey: string; path: string; seconds?: number }) {
  const t = useT();
  const navigate = useNavigate();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const left = useRef(true);
  const go = () => {
    if (!left.current) return;
    left.current = false;
    countdown.stop();
    navigate(path);
  };
  const countdown = useCountdown(go, seconds);
  useEffect(() => {
    // Focus the title so a screen reader hears the outcome, then count down.
    headingRef.current?.focus();
    countdown.start(seconds);
    // Start once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="account-success" role="status" aria-labelledby={titleId} data-state="success">
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      <h1 id={titleId} ref={headingRef} tabIndex={-1} className="account-title">
        {t(titleKey)}
      </h1>
      <p>{t(messageKey)}</p>
      <p className="success-countdown">
        <TransText k="auth.success.redirectIn" values={{ seconds: <Ltr>{countdown.remaining}</Ltr> }} />
      </p>
      <button type="button" className="nl-button nl-button-primary nl-submit" onClick={go}>
        {t('auth.success.previousPage')}
      </button>
    </div>
  );
}
