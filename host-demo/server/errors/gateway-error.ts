import { GATEWAY_MESSAGES, gatewayMessage, type AnsweredCode, type Language, type LocalizedText } from './messages';

/**
 * An expected failure that becomes a non-zero envelope code. Handlers throw it; the router turns
 * it into `{ code, message, data }` in the request's language. Anything else thrown becomes
 * 500000000. It lives below both the domains and the gateway, so a domain throws it without
 * knowing the gateway.
 *
 * `message` may be omitted (the code's default text, in the request's language), a text in both
 * languages (a variant such as the mobile form of 403000631, or a filled-in {n}), or a plain
 * string (sent as it is, whatever the language: gateway diagnostics).
 *
 * @example throw new GatewayError(ErrorCode.gameNotFound);
 * @example throw new GatewayError(ErrorCode.accountLocked, lockedMessage(900), { lockedForSeconds: 900 });
 */
export class GatewayError extends Error {
  readonly #text: string | LocalizedText | undefined;

  constructor(
    /** Only a code with a default message (see GATEWAY_MESSAGES) can be thrown. */
    readonly code: AnsweredCode,
    message?: string | LocalizedText,
    /** Safe to send to the client. */
    readonly data?: unknown,
  ) {
    super(typeof message === 'string' ? message : (message?.['en-US'] ?? GATEWAY_MESSAGES[code]));
    this.#text = message;
    this.name = 'GatewayError';
  }

  /** The message to answer in `language`. */
  messageIn(language: Language): string {
    if (typeof this.#text === 'string') return this.#text;
    if (this.#text) return this.#text[language];
    return gatewayMessage(this.code, language);
  }
}
