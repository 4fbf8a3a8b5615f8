/**
 * Server validation issues (`ErrorCode.validationFailed`, `data.issues`) turned into field errors.
 */

/** One issue as the gateway answers it: `{ path: ['data', 'email'], message: 'validation.email' }`. */
export interface ServerIssue {
  path: readonly (string | number)[];
  message: string;
}

/**
 * Reads `data.issues` of a failed call; an empty list when the data has none.
 * @example serverIssuesOf(result.error.data) // [{ path: ['data', 'email'], message: 'validation.email' }]
 */
export function serverIssuesOf(data: unknown): ServerIssue[] {
  const issues = (data as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ServerIssue => !!issue && typeof issue === 'object' && Array.isArray((issue as ServerIssue).path) && typeof (issue as ServerIssue).message === 'string',
  );
}

/**
 * Field name of an issue: the path without the leading `data`, joined with dots
 * (`['data', 'address', 'street']` → `address.street`). `''` for an issue about the whole request.
 */
export function issueField(issue: ServerIssue): string {
  const path = issue.path[0] === 'data' ? issue.path.slice(1) : issue.path;
  return path.join('.');
}

/**
 * First message per field, e.g. `{ email: 'validation.email', 'address.street': 'validation.street' }`.
 * Issues about the whole request are under `''`.
 */
export function issuesByField(issues: readonly ServerIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issueField(issue)] ??= issue.message;
  return out;
}
