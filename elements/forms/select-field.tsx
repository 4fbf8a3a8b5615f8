import { FieldShell, useFieldIds } from './field-shell';
import type { FieldProps } from './text-field';

/** One choice of a SelectField. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldProps<string> {
  options: readonly SelectOption[];
  /** Text of an empty first option ("Choose…"); omitted when not given. */
  placeholder?: string;
  autoComplete?: string;
}

/**
 * A labelled native `<select>` (keyboard and screen-reader friendly on every platform).
 * @example <SelectField label={t('auth.register.nationality')} options={countries} placeholder={t('forms.choose')} {...form.field('nationality')} />
 */
export function SelectField({ label, name, value, onChange, onBlur, error, hint, disabled, required, options, placeholder, autoComplete }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <select
        id={ids.inputId}
        className="nl-input nl-select"
        name={name}
        value={value}
        autoComplete={autoComplete}
        disabled={disabled}
        // aria-required, not the native attribute: Chromium reports a required <select> on its empty
        // "Choose…" option as invalid to screen readers at once, before the player chose anything.
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
