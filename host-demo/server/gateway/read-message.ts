import { ENCRYPTED_PREFIX, InnerMessageSchema, type InnerMessage } from '../../../sdk/commands/envelope';
import type { MessageKeys } from '../config';
import { ErrorCode } from '../../../sdk/errors/codes';
import { GatewayError } from '../errors/gateway-error';
import { toIssues } from '../errors/validation-issues';
import { MAX_MESSAGE_DEPTH, nestsDeeperThan } from './message-depth';
import { openMessage } from './open-message';

/** The `message` field of a POST body (`{ message }`) or a GET query string. */
export function messageField(source: unknown): string {
  const message = typeof source === 'object' && source !== null ? (source as { message?: unknown }).message : undefined;
  if (typeof message !== 'string' || message.length === 0) throw new GatewayError(ErrorCode.malformedRequest);
  return message;
}

/**
 * Turns the wire `message` into `{ clientInfo, data }`: opens it when encrypted, URI-decodes it,
 * refuses it when it nests deeper than {@link MAX_MESSAGE_DEPTH} (400000012, issue 'validation.tooDeep'),
 * parses the JSON (400000010 when that fails or is not an object), then checks clientInfo
 * (400000012 with issue paths).
 */
export function readInnerMessage(message: string, keys: MessageKeys | null = null): InnerMessage {
  const plain = message.startsWith(ENCRYPTED_PREFIX) ? openMessage(message, keys) : message;
  let text: string;
  try {
    text = decodeURIComponent(plain);
  } catch {
    throw new GatewayError(ErrorCode.malformedRequest);
  }
  // Before anything recurses over the message (./message-depth.ts says what overflowed): every
  // command, every method, encrypted or not, is measured here on its text.
  if (nestsDeeperThan(text, MAX_MESSAGE_DEPTH)) {
    throw new GatewayError(ErrorCode.validationFailed, undefined, { issues: [{ path: [], message: 'validation.tooDeep' }] });
  }
  let decoded: unknown;
  try {
    // The inverse of the SDK's encodeMessage (sdk/commands/envelope.ts decodeMessage), split in two
    // so the depth is measured between the steps.
    decoded = JSON.parse(text);
  } catch {
    throw new GatewayError(ErrorCode.malformedRequest);
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new GatewayError(ErrorCode.malformedRequest);
  }
  const parsed = InnerMessageSchema.safeParse(decoded);
  if (!parsed.success) throw new GatewayError(ErrorCode.validationFailed, undefined, { issues: toIssues(parsed.error) });
  return parsed.data;
}
