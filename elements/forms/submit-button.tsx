import type { ReactNode } from 'react';
import { useT } from '../base/hooks';

/**
 * The form's submit button. While `busy` it is disabled, shows a spinner and says so to screen
 * readers (aria-busy plus hidden "Please wait").
 * @example <SubmitButton busy={form.submitting}>{t('auth.login.submit')}</SubmitButton>
 */
export function SubmitButton({ busy = false, disabled = false, children, className }: { busy?: boolean; disabled?: boolean; children: ReactNode; className?: string }) {
  const t = useT();
  return (
    <button type="submit" className={`nl-button nl-button-primary nl-submit${className ? ` ${className}` : ''}`} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <span className="nl-spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
      {busy ? <span className="nl-visually-hidden">{t('forms.pleaseWait')}</span> : null}
    </button>
  );
}
