import { useId, type ReactNode } from 'react';

/** Ids a control needs to point at its label, hint and error. */
export interface FieldIds {
  inputId: string;
  errorId: string;
  hintId: string;
  /** `aria-describedby` value: the hint and the error, whichever are shown. */
  describedBy: string | undefined;
}

/** Ids for one field; `hint`/`error` decide what `describedBy` lists. */
export function useFieldIds(hint: ReactNode | undefined, error: string | undefined): FieldIds {
  const base = useId();
  const inputId = `${base}-input`;
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, errorId, hintId, describedBy };
}

/**
 * The error line under a control. The live region is always in the DOM (empty when valid), so a
 * screen reader announces the message when it appears.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} className="nl-field-error" aria-live="polite" data-field-error={error ? 'true' : undefined}>
      {error ?? ''}
    </p>
  );
}

/** Label, control, hint and error of one field, laid out as a block. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`nl-field${className ? ` ${className}` : ''}`} data-invalid={error ? 'true' : undefined}>
      <label className="nl-field-label" htmlFor={ids.inputId}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="nl-field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
