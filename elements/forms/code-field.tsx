import { FieldShell, useFieldIds } from './field-shell';
import type { FieldProps } from './text-field';

/** Digits of a verification code (SPEC: six digits). */
export const CODE_LENGTH = 6;

export interface CodeFieldProps extends FieldProps<string> {
  /** Number of digits. Default 6. */
  length?: number;
}

/**
 * A one-time code: one input with the numeric keyboard and `autocomplete="one-time-code"` (SMS
 * autofill). Pasting `123 456` or `Code: 123456` keeps the first six digits.
 * @example <CodeField label={t('auth.code')} {...form.field('code')} />
 */
export function CodeField({ label, name, value, onChange, onBlur, error, hint, disabled, required, length = CODE_LENGTH }: CodeFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className="nl-code">
      <input
        id={ids.inputId}
        className="nl-input nl-code-input"
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${length}}`}
        dir="ltr"
        value={value}
        disabled={disabled}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value.replace(/\D+/g, '').slice(0, length))}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
