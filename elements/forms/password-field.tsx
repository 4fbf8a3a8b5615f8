import { useState } from 'react';
import { useT } from '../base/hooks';
import { FieldShell, useFieldIds } from './field-shell';
import type { FieldProps } from './text-field';

export interface PasswordFieldProps extends FieldProps<string> {
  /** `current-password` (default, login) or `new-password` (registration, reset). */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a Show/Hide toggle button (aria-pressed). The value never leaves React
 * state; the field does nothing with storage.
 * @example <PasswordField label={t('auth.password')} autoComplete="new-password" {...form.field('password')} />
 */
export function PasswordField({ label, name, value, onChange, onBlur, error, hint, disabled, required, autoComplete = 'current-password' }: PasswordFieldProps) {
  const t = useT();
  const ids = useFieldIds(hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className="nl-password">
      <div className="nl-input-group">
        <input
          id={ids.inputId}
          className="nl-input"
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          dir="ltr"
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="nl-input-addon"
          aria-pressed={visible}
          aria-controls={ids.inputId}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {t(visible ? 'forms.hidePassword' : 'forms.showPassword')}
          {/* "Show" alone does not say what it shows: the name reads "Show password". */}
          <span className="nl-visually-hidden"> {t('forms.passwordObject')}</span>
        </button>
      </div>
    </FieldShell>
  );
}
