import { CLIENT_ERROR_CODES, type GatewayError } from '../../../sdk';
import type { BoundTranslate } from '../../base/hooks';

/**
 * Text of a failed call for a form or panel that shows it itself (called with `hideToast`):
 * network and time-out failures in the player's language, otherwise the server's message (the
 * gateway answers in the language of the request), else a generic sentence.
 */
export function errorText(t: BoundTranslate, error: GatewayError): string {
  if (error.code === CLIENT_ERROR_CODES.network) return t('errors.networkError');
  if (error.code === CLIENT_ERROR_CODES.timeout) return t('errors.timeout');
  if (error.type !== 'gateway' || !error.message.trim()) return t('errors.generic');
  return error.message;
}
