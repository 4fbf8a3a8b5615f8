import type * as z from 'zod/mini';

/** One failed rule, as sent in `data.issues` of 400000012 (validationFailed): where and what. */
export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Zod issues as plain data; `prefix` places them inside the inner message (e.g. ['data']).
 *
 * @example toIssues(z.safeParse(schema, {}).error!, ['data']) // [{ path: ['data', 'email'], message: 'validation.required' }]
 */
export function toIssues(error: z.core.$ZodError, prefix: (string | number)[] = []): ValidationIssue[] {
  return error.issues.map((i) => ({
    path: [...prefix, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    message: i.message,
  }));
}
