import type { ReactNode } from 'react';

/**
 * The form-level error block (role="alert", announced when it appears); renders nothing without
 * a message. Put it just above the submit button.
 * @example <FormError message={form.formError} />
 */
export function FormError({ message, children }: { message: ReactNode | null | undefined; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="nl-form-error" role="alert" part="form-error">
      <span>{message}</span>
      {children}
    </div>
  );
}
