import type { MessageKeys } from '../config';
import { openEncryptedMessage } from '../security/message-encryption';
import { ErrorCode } from '../../../sdk/errors/codes';
import { GatewayError } from '../errors/gateway-error';

/**
 * Opens an encrypted `message` (it starts with `ENC1.`) and returns the plain message, i.e. the
 * same URI-encoded JSON an unencrypted request carries; the router then decodes it as usual.
 * Without a key pair, or when the message was tampered with, it is a malformed request.
 */
export function openMessage(message: string, keys: MessageKeys | null): string {
  if (!keys) throw new GatewayError(ErrorCode.malformedRequest, 'encryption not configured');
  try {
    return openEncryptedMessage(keys.privateKeyPem, message);
  } catch {
    throw new GatewayError(ErrorCode.malformedRequest);
  }
}
