import type { ResponseEnvelope } from '../../../sdk/commands/envelope';
import { ErrorCode } from '../../../sdk/errors/codes';
import { GATEWAY_MESSAGES } from '../errors/messages';

/** `{ code: 0, ... }` around a handler's data. */
export function successEnvelope(command: string, data: unknown, timestamp: number): ResponseEnvelope {
  return { code: ErrorCode.ok, message: GATEWAY_MESSAGES[ErrorCode.ok], command, data, timestamp };
}

/** A failure envelope; `data` only ever holds client-safe details (validation issues). */
export function failureEnvelope(command: string, code: number, message: string, timestamp: number, data: unknown = null): ResponseEnvelope {
  return { code, message, command, data, timestamp };
}
