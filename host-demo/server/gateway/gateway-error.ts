import { GATEWAY_MESSAGES, type GatewayCodeValue } from './error-codes';

/**
 * An expected failure that becomes a non-zero envelope code. Handlers throw it; the router turns
 * it into `{ code, message, data }`. Anything else thrown becomes 500000000.
 *
 * @example throw new GatewayError(GatewayCode.gameNotFound);
 */
export class GatewayError extends Error {
  constructor(
    readonly code: GatewayCodeValue | number,
    message?: string,
    /** Safe to send to the client. */
    readonly data?: unknown,
  ) {
    super(message ?? GATEWAY_MESSAGES[code as GatewayCodeValue] ?? 'Request failed');
    this.name = 'GatewayError';
  }
}
