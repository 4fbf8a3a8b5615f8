import type { ReactNode } from 'react';
import { FieldError, useFieldIds } from './field-shell';

export interface CheckboxFieldProps {
  /** Label next to the box; may hold a link (e.g. to the Privacy Notice). */
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A checkbox with its label and announced error. `form.checkbox(name)` supplies the props.
 * @example <CheckboxField label={<TransText k="auth.register.privacy" values={{ link }} />} {...form.checkbox('privacyAccepted')} />
 */
export function CheckboxField({ label, name, checked, onChange, onBlur, error, disabled }: CheckboxFieldProps) {
  const ids = useFieldIds(undefined, error);
  return (
    <div className="nl-field nl-check" data-invalid={error ? 'true' : undefined}>
      <div className="nl-check-row">
        <input
          id={ids.inputId}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={ids.inputId}>{label}</label>
      </div>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
