import { FieldShell, useFieldIds } from './field-shell';
import type { FieldProps } from './text-field';

export interface DateFieldProps extends FieldProps<string> {
  /** Earliest date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest date, `YYYY-MM-DD` (e.g. today for a birth date). */
  max?: string;
  autoComplete?: string;
}

/**
 * A date as `YYYY-MM-DD` through the browser's `<input type="date">` (its own picker and keyboard
 * entry); kept left-to-right in Arabic pages.
 * @example <DateField label={t('auth.register.birthDate')} max={today} autoComplete="bday" {...form.field('birthDate')} />
 */
export function DateField({ label, name, value, onChange, onBlur, error, hint, disabled, required, min, max, autoComplete }: DateFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        id={ids.inputId}
        className="nl-input"
        name={name}
        type="date"
        value={value}
        min={min}
        max={max}
        dir="ltr"
        autoComplete={autoComplete}
        disabled={disabled}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
