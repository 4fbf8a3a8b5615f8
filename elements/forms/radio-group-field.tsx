import { useId, type ReactNode } from 'react';
import { FieldError } from './field-shell';

/** One choice of a RadioGroupField. */
export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A line under the label, e.g. what the choice means. */
  description?: ReactNode;
}

export interface RadioGroupFieldProps<T extends string> {
  /** The question, as the group's legend. */
  legend: ReactNode;
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  options: readonly RadioOption<T>[];
  error?: string | undefined;
  hint?: ReactNode;
  /** `cards` (default): stacked choices; `segmented`: a compact switch (e.g. E-mail | Mobile). */
  variant?: 'cards' | 'segmented';
  /** Hide the legend visually (it stays the group's accessible name). */
  hideLegend?: boolean;
  disabled?: boolean;
}

/**
 * Native radio buttons in a fieldset: arrow keys move between choices.
 * @example <RadioGroupField legend={t('auth.login.accountType')} variant="segmented" options={[{ value: 'email', label: 'E-mail' }, { value: 'mobile', label: 'Mobile' }]} {...form.field('accountType')} />
 */
export function RadioGroupField<T extends string>({ legend, name, value, onChange, onBlur, options, error, hint, variant = 'cards', hideLegend = false, disabled }: RadioGroupFieldProps<T>) {
  const base = useId();
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`nl-field nl-radio-group nl-radio-${variant}`} aria-describedby={describedBy} data-invalid={error ? 'true' : undefined}>
      <legend className={hideLegend ? 'nl-visually-hidden' : 'nl-field-label'}>{legend}</legend>
      <div className="nl-radio-options">
        {options.map((option) => (
          <label key={option.value} className="nl-radio-option" data-checked={option.value === value ? 'true' : undefined}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span className="nl-radio-text">
              <span className="nl-radio-label">{option.label}</span>
              {option.description ? <span className="nl-radio-description">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="nl-field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
