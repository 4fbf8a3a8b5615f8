import { formatDayMonthYear, maskDayMonthYear, parseDayMonthYear } from '../../sdk';
import { useT } from '../base/hooks';
import { FieldShell, useFieldIds } from './field-shell';
import type { FieldProps } from './text-field';

export interface DateFieldProps extends FieldProps<string> {
  autoComplete?: string;
}

/**
 * A date typed as `DD/MM/YYYY`, the order the product shows dates in, in both languages: a text
 * box with a mask (slashes come by themselves), the numeric keypad on phones, left-to-right in
 * Arabic pages. The value is the calendar date `YYYY-MM-DD` once the text names a real day, and
 * the text as typed until then, so the form's date rule reports it as not valid yet.
 *
 * @example <DateField label={t('auth.register.birthDate')} autoComplete="bday" {...form.field('birthDate')} />
 */
export function DateField({ label, name, value, onChange, onBlur, error, hint, disabled, required, autoComplete }: DateFieldProps) {
  const t = useT();
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        id={ids.inputId}
        className="nl-input"
        name={name}
        type="text"
        inputMode="numeric"
        value={formatDayMonthYear(value)}
        placeholder={t('forms.datePlaceholder')}
        maxLength={10}
        dir="ltr"
        autoComplete={autoComplete}
        disabled={disabled}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => {
          const text = maskDayMonthYear(event.target.value);
          onChange(parseDayMonthYear(text) ?? text);
        }}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
