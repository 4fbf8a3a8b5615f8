import * as z from 'zod/mini';
import { ErrorCode } from '../../../sdk/errors/codes';
import { GatewayError } from '../errors/gateway-error';
import { toIssues, type ValidationIssue } from '../errors/validation-issues';

/**
 * 400000012 with `data.issues`, whose messages are the `validation.*` translation keys of
 * sdk/validation, exactly as the router answers a request that fails its command's schema.
 */
export function validationError(issues: ValidationIssue[]): GatewayError {
  return new GatewayError(ErrorCode.validationFailed, undefined, { issues });
}

/**
 * Parses with a form schema of sdk/validation (the rules the form showed), throwing 400000012
 * with the issues under `data` when it fails.
 *
 * @example const identity = parseOrRefuse(identitySchema(ctx.clock.now()), data);
 */
export function parseOrRefuse<T extends z.core.$ZodType>(schema: T, value: unknown, prefix: (string | number)[] = ['data']): z.output<T> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw validationError(toIssues(parsed.error, prefix));
  return parsed.data;
}
