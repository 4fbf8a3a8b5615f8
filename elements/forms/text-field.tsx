import type { HTMLAttributes, ReactNode } from 'react';
import { FieldShell, useFieldIds } from './field-shell';

/** Props shared by the form controls; `form.field(name)` supplies name, value, onChange, onBlur and error. */
export interface FieldProps<T = string> {
  /** Visible label (also the accessible name). */
  label: ReactNode;
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  /** Error text (already translated); marks the control aria-invalid and is announced. */
  error?: string | undefined;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

export interface TextFieldProps extends FieldProps<string> {
  /** `text` (default), `email`, `tel`, `number`-like text ... e-mail and tel stay left-to-right. */
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** Force `dir="ltr"` (numbers, IDs, codes) inside Arabic pages. Default: on for e-mail, tel, url. */
  ltr?: boolean;
  /** Rewrites what the player types before it reaches `onChange` (e.g. keep digits only). */
  sanitize?: (value: string) => string;
}

/**
 * A labelled text input with its error announced (aria-live) and linked (aria-describedby).
 * @example <TextField label={t('auth.email')} type="email" autoComplete="email" {...form.field('email')} />
 */
export function TextField({ label, name, value, onChange, onBlur, error, hint, disabled, required, type = 'text', inputMode, autoComplete, placeholder, maxLength, ltr, sanitize }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  const leftToRight = ltr ?? (type === 'email' || type === 'tel' || type === 'url');
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        id={ids.inputId}
        className="nl-input"
        name={name}
        type={type}
        value={value}
        dir={leftToRight ? 'ltr' : undefined}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(sanitize ? sanitize(event.target.value) : event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
