import { useEffect, useRef, type RefObject } from 'react';
import { formatMoney } from '../../../sdk';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { TransText } from '../../base/trans-text';
import { useNavigate } from '../../base/use-navigate';
import { useCountdown } from '../../forms/use-countdown';

/** Seconds the success panel waits before going back (SPEC §9 success panel). */
export const SUCCESS_SECONDS = 5;

/**
 * SPEC §2 success panel: the amount credited, a 5-second countdown, then back to `backPath`
 * (button 'Previous page'); 'Deposit again' stops the countdown and starts over.
 */
export function SuccessPanel({ amount, backPath, onAgain }: { amount: number; backPath: string; onAgain: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gone = useRef(false);
  const back = () => {
    if (gone.current) return;
    gone.current = true;
    countdown.stop();
    navigate(backPath);
  };
  const countdown = useCountdown(back, SUCCESS_SECONDS);
  useEffect(() => {
    headingRef.current?.focus();
    countdown.start(SUCCESS_SECONDS);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="nl-card result" part="result" role="status" data-state="success">
      <CreditedHeading amount={amount} headingRef={headingRef} />
      <p className="success-countdown">
        <TransText k="deposit.result.backIn" values={{ seconds: <Ltr>{countdown.remaining}</Ltr> }} />
      </p>
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" onClick={back}>
          {t('deposit.result.previousPage')}
        </button>
        <button
          type="button"
          className="nl-button nl-button-secondary"
          onClick={() => {
            gone.current = true;
            countdown.stop();
            onAgain();
          }}
        >
          {t('deposit.result.again')}
        </button>
      </div>
    </div>
  );
}

/**
 * The top of a deposit's success (the success panel, the auto order's panel): "Success", focused
 * on arrival through `headingRef`, and the amount credited.
 */
export function CreditedHeading({ amount, headingRef }: { amount: number; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="nl-card-title">
        {t('deposit.result.successTitle')}
      </h2>
      <p className="nl-success-text">
        <TransText k="deposit.result.successBody" values={{ amount: <Ltr>{formatMoney(amount, language)}</Ltr> }} />
      </p>
    </>
  );
}
