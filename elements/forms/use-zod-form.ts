import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import * as z from 'zod/mini';
import { issueField, type ServerIssue } from './server-issues';
import { useMessage } from './use-message';

/** Props `form.field(name)` gives a control: spread them onto TextField, SelectField ... */
export interface BoundField<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  /** Translated error text, shown once the field was left or the form submitted. */
  error: string | undefined;
}

/** Props `form.checkbox(name)` gives a CheckboxField. */
export interface BoundCheckbox {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** What {@link useZodForm} returns. `V` are the form's values, `O` the schema's parsed output. */
export interface ZodForm<V extends Record<string, unknown>, O> {
  values: V;
  setValue<K extends keyof V>(name: K, value: V[K]): void;
  /** Sets several values at once (e.g. switching e-mail ↔ mobile). */
  setValues(patch: Partial<V>): void;
  /** Fields the player has left at least once. */
  touched: Partial<Record<keyof V, boolean>>;
  /** Translated error text per field, only for fields that show their error now. */
  errors: Partial<Record<keyof V & string, string>>;
  /** Props for a text-like control bound to `name`. */
  field<K extends keyof V & string>(name: K): BoundField<V[K]>;
  /** Props for a CheckboxField bound to a boolean `name`. */
  checkbox<K extends keyof V & string>(name: K): BoundCheckbox;
  /** Marks `name` as left and shows its error (what onBlur does). */
  touch(name: keyof V & string): void;
  /** Validates `names` only (all when omitted), shows their errors, focuses the first invalid one. True when they are valid. */
  validateFields(names?: readonly (keyof V & string)[]): boolean;
  /**
   * An onSubmit handler: validates everything, shows every error and focuses the first invalid
   * field; when valid, calls `onValid` with the parsed data and keeps `submitting` true until the
   * returned promise settles.
   */
  handleSubmit(onValid: (data: O) => void | Promise<void>): (event?: FormEvent) => void;
  /** True while `onValid` of handleSubmit runs. */
  submitting: boolean;
  /** Form-level error text (show it in a FormError), or null. */
  formError: string | null;
  /** Sets the form-level error: a translation key or localised text; null clears it. */
  setFormError(message: string | null, params?: Record<string, unknown>): void;
  /** Shows a server message on one field (translation key or text) and focuses it. */
  setFieldError(name: keyof V & string, message: string, params?: Record<string, unknown>): void;
  /**
   * Shows the gateway's `data.issues` (code 400000012) on their fields; issues naming no field of
   * this form go to the form error. Focuses the first field with an issue.
   * @returns the issues that matched no field
   */
  applyServerIssues(issues: readonly ServerIssue[]): ServerIssue[];
  /** Clears errors and touched state; optionally replaces the values. */
  reset(values?: V): void;
  /** Attach to the `<form>`: used to focus the first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
}

interface ServerError {
  message: string;
  params?: Record<string, unknown>;
}

/**
 * Form state validated by a zod schema of sdk/validation (messages are translation keys; they
 * come back here as text in the player's language). Errors show after a field is left (blur) or
 * after a submit; they update as the player types; server errors stay until the field changes.
 *
 * @param schema e.g. `passwordLoginSchema` or `identitySchema(client.env.clock.now())`
 * @param initialValues every field the form has, with its starting value
 * @example
 * const form = useZodForm(newPasswordSchema, { newPassword: '', confirmPassword: '' });
 * <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(save)}>
 *   <PasswordField label={t('auth.newPassword')} {...form.field('newPassword')} />
 *   <FormError message={form.formError} />
 *   <SubmitButton busy={form.submitting}>{t('auth.reset.save')}</SubmitButton>
 * </form>
 */
export function useZodForm<S extends z.core.$ZodType, V extends Record<string, unknown>>(schema: S, initialValues: V): ZodForm<V, z.output<S>> {
  type Name = keyof V & string;
  const message = useMessage();
  const [values, setValuesState] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, ServerError>>>({});
  const [formErrorState, setFormErrorState] = useState<ServerError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A second Enter or click before the re-render must not send the request twice.
  const inFlight = useRef(false);
  const [focusRequest, setFocusRequest] = useState<{ names: readonly string[] } | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const mounted = useRef(true);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Client errors of every field as translation keys, recomputed as values change.
  const parsed = useMemo(() => z.safeParse(schema, values), [schema, values]);
  const clientKeys = useMemo(() => keysOf(parsed), [parsed]);

  const errors = useMemo(() => {
    const out: Partial<Record<Name, string>> = {};
    for (const name of Object.keys(values) as Name[]) {
      const server = serverErrors[name];
      if (server) out[name] = message(server.message, server.params);
      else if ((submitted || touched[name]) && clientKeys[name]) out[name] = message(clientKeys[name]!);
    }
    return out;
  }, [values, serverErrors, submitted, touched, clientKeys, message]);

  // Focus after the render that shows the errors, so aria-invalid and the message are in place.
  useEffect(() => {
    if (!focusRequest || !formRef.current) return;
    focusFirst(formRef.current, focusRequest.names);
  }, [focusRequest]);

  const clearServer = (names: readonly string[]) =>
    setServerErrors((current) => {
      if (!names.some((n) => current[n])) return current;
      const next = { ...current };
      for (const n of names) delete next[n];
      return next;
    });

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValuesState((current) => (Object.is(current[name], value) ? current : { ...current, [name]: value }));
    clearServer([name as string]);
  }, []);

  const setValues = useCallback((patch: Partial<V>) => {
    setValuesState((current) => ({ ...current, ...patch }));
    clearServer(Object.keys(patch));
  }, []);

  const touch = useCallback((name: Name) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })), []);

  const validateFields = (names?: readonly Name[]): boolean => {
    const keys = keysOf(z.safeParse(schema, valuesRef.current));
    const checked = names ?? (Object.keys(valuesRef.current) as Name[]);
    setTouched((current) => ({ ...current, ...Object.fromEntries(checked.map((n) => [n, true])) }));
    const invalid = checked.filter((n) => keys[n] || serverErrors[n]);
    if (invalid.length) setFocusRequest({ names: invalid });
    return invalid.length === 0;
  };

  const handleSubmit = (onValid: (data: z.output<S>) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const result = z.safeParse(schema, valuesRef.current);
    if (!result.success) {
      setFocusRequest({ names: Object.keys(keysOf(result)) });
      return;
    }
    setFormErrorState(null);
    setSubmitting(true);
    inFlight.current = true;
    void Promise.resolve()
      .then(() => onValid(result.data))
      .catch((cause: unknown) => {
        // An integration mistake (e.g. a request the command's schema refuses): say something, log the cause.
        console.error(cause);
        if (mounted.current) setFormErrorState({ message: 'errors.generic' });
      })
      .finally(() => {
        inFlight.current = false;
        if (mounted.current) setSubmitting(false);
      });
  };

  const setFormError = useCallback((text: string | null, params?: Record<string, unknown>) => setFormErrorState(text === null ? null : { message: text, params }), []);

  const setFieldError = useCallback((name: Name, text: string, params?: Record<string, unknown>) => {
    setServerErrors((current) => ({ ...current, [name]: { message: text, params } }));
    setFocusRequest({ names: [name] });
  }, []);

  const applyServerIssues = useCallback((issues: readonly ServerIssue[]) => {
    const known = new Set(Object.keys(valuesRef.current));
    const matched: Record<string, ServerError> = {};
    const unmatched: ServerIssue[] = [];
    for (const issue of issues) {
      const name = issueField(issue);
      if (known.has(name)) matched[name] ??= { message: issue.message };
      else unmatched.push(issue);
    }
    setServerErrors((current) => ({ ...current, ...matched }));
    if (unmatched[0]) setFormErrorState({ message: unmatched[0].message });
    if (Object.keys(matched).length) setFocusRequest({ names: Object.keys(matched) });
    return unmatched;
  }, []);

  const reset = useCallback((next?: V) => {
    if (next) setValuesState(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
    setFormErrorState(null);
  }, []);

  const field = <K extends Name>(name: K): BoundField<V[K]> => ({
    name,
    value: values[name],
    onChange: (value: V[K]) => setValue(name, value),
    onBlur: () => touch(name),
    error: errors[name],
  });

  const checkbox = <K extends Name>(name: K): BoundCheckbox => ({
    name,
    checked: values[name] === true,
    onChange: (checked: boolean) => setValue(name, checked as V[K]),
    onBlur: () => touch(name),
    error: errors[name],
  });

  return {
    values,
    setValue,
    setValues,
    touched,
    errors,
    field,
    checkbox,
    touch,
    validateFields,
    handleSubmit,
    submitting,
    formError: formErrorState ? message(formErrorState.message, formErrorState.params) : null,
    setFormError,
    setFieldError,
    applyServerIssues,
    reset,
    formRef,
  };
}

/** First issue message per top-level field of a safeParse result. */
function keysOf(result: { success: boolean; error?: z.core.$ZodError }): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  if (result.success || !result.error) return out;
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    // A discriminated union with a bad discriminator reports the union, not a field.
    if (name) out[name] ??= issue.message;
  }
  return out;
}

/** Focuses the first control (in document order) whose name is in `names`. */
function focusFirst(form: HTMLFormElement, names: readonly string[]): void {
  const wanted = new Set(names);
  const controls = Array.from(form.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]')).filter(
    (el) => wanted.has(el.getAttribute('name') ?? '') && !(el as HTMLInputElement).disabled && (el as HTMLInputElement).type !== 'hidden',
  );
  // In a radio group, focus the checked option (as Tab would), else the first one.
  const first = controls[0];
  if (!first) return;
  const group = (first as HTMLInputElement).type === 'radio' ? controls.filter((c) => c.getAttribute('name') === first.getAttribute('name')) : [first];
  const target = group.find((c) => (c as HTMLInputElement).checked) ?? first;
  target.focus();
}
