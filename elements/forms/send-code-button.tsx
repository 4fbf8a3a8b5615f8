import { useEffect, useRef, useState } from 'react';
import { useT } from '../base/hooks';
import { useCountdown } from './use-countdown';

export interface SendCodeButtonProps {
  /**
   * Sends the code. Resolve with the seconds to wait before another send (`resendAfterSeconds`
   * of 001001/001012) to start the countdown, or null when nothing was sent (invalid target,
   * server refusal: show that error yourself).
   */
  onSend: () => Promise<number | null>;
  /** Send once as soon as the button mounts (e.g. the registration verify step). */
  autoSend?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * "Send code" button: busy while sending, then disabled with "Resend in N s" until the server's
 * `resendAfterSeconds` have passed, then "Resend code".
 * @example <SendCodeButton onSend={async () => { const r = await client.call('sendSmsCode', target); return r.ok ? r.data.resendAfterSeconds : null; }} />
 */
export function SendCodeButton({ onSend, autoSend = false, disabled = false, className }: SendCodeButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const countdown = useCountdown();
  const mounted = useRef(true);
  const auto = useRef(autoSend);

  const send = async () => {
    if (busy || countdown.running) return;
    setBusy(true);
    try {
      const wait = await onSend();
      if (!mounted.current) return;
      if (wait !== null) {
        setSent(true);
        countdown.start(wait);
      }
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  useEffect(() => {
    mounted.current = true;
    if (auto.current) {
      auto.current = false;
      void send();
    }
    return () => {
      mounted.current = false;
    };
    // Only on mount: autoSend sends once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const label = busy ? t('forms.sendingCode') : countdown.running ? t('forms.resendIn', { seconds: countdown.remaining }) : sent ? t('forms.resendCode') : t('forms.sendCode');
  return (
    <button
      type="button"
      className={`nl-button nl-button-secondary nl-send-code${className ? ` ${className}` : ''}`}
      disabled={disabled || busy || countdown.running}
      aria-busy={busy || undefined}
      data-countdown={countdown.running ? countdown.remaining : undefined}
      onClick={() => void send()}
    >
      {label}
    </button>
  );
}
