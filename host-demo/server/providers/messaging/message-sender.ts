/**
 * Sends SMS and e-mail. The domain code only knows this interface; the reference server plugs in
 * the outbox simulator (./outbox-simulator.ts), a deployment plugs in its SMS gateway and mail
 * service without touching the domains.
 */

/** One message to one recipient. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** E.164 mobile number (`+971501234567`) or e-mail address. */
  to: string;
  /** E-mail subject; ignored for SMS. */
  subject?: string;
  /** Plain text body, already in the recipient's language. */
  text: string;
}

/**
 * Delivers messages. `send` resolves once the provider has accepted the message and rejects when
 * it has not (the caller answers 500000000; the player may ask for a new code).
 *
 * @example await sender.send({ channel: 'sms', to: '+971501234567', text: 'Your code is 123456' });
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
