import type * as z from 'zod/mini';
import { decodeMessage, ENCRYPTED_PREFIX, InnerMessageSchema, type InnerMessage } from '../../../sdk/commands/envelope';
import type { MessageKeys } from '../config';
import { GatewayCode } from './error-codes';
import { GatewayError } from './gateway-error';
import { openMessage } from './open-message';

/** One failed rule, as sent in `data.issues` of 400000012: where and what. */
export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

/** Zod issues as plain data; `prefix` places them inside the inner message (e.g. ['data']). */
export function toIssues(error: z.core.$ZodError, prefix: (string | number)[] = []): ValidationIssue[] {
  return error.issues.map((i) => ({
    path: [...prefix, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    message: i.message,
  }));
}

/** The `message` field of a POST body (`{ message }`) or a GET query string. */
export function messageField(source: unknown): string {
  const message = typeof source === 'object' && source !== null ? (source as { message?: unknown }).message : undefined;
  if (typeof message !== 'string' || message.length === 0) throw new GatewayError(GatewayCode.malformedRequest);
  return message;
}

/**
 * Turns the wire `message` into `{ clientInfo, data }`: opens it when encrypted, URI-decodes and
 * parses the JSON (400000010 when that fails or is not an object), then checks clientInfo
 * (400000012 with issue paths).
 */
export function readInnerMessage(message: string, keys: MessageKeys | null = null): InnerMessage {
  const plain = message.startsWith(ENCRYPTED_PREFIX) ? openMessage(message, keys) : message;
  let decoded: unknown;
  try {
    decoded = decodeMessage(plain);
  } catch {
    throw new GatewayError(GatewayCode.malformedRequest);
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new GatewayError(GatewayCode.malformedRequest);
  }
  const parsed = InnerMessageSchema.safeParse(decoded);
  if (!parsed.success) throw new GatewayError(GatewayCode.validationFailed, undefined, { issues: toIssues(parsed.error) });
  return parsed.data;
}
