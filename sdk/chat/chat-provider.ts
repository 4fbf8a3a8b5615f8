/**
 * Live chat with customer service (SPEC §2 header chat icon, §7 "a chat script also loads",
 * §8 "contact live chat"), behind one interface: the product's `<nl-live-chat>` talks to a
 * {@link ChatProvider}, and a real chat vendor replaces the reference one without the element
 * changing. Off unless the host passes a provider to `createClient({ chat })` or the gateway
 * announces one (010001 `liveChatPath`).
 */

/** Longest message a player may send, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/** One message of a conversation. */
export interface ChatMessage {
  /** Unique within its conversation; later messages sort after earlier ones. */
  id: string;
  from: 'player' | 'operator';
  /** Plain text, never HTML. */
  text: string;
  /** When it was written, epoch ms. */
  at: number;
}

/** A conversation just opened: its id and what the operator said first. */
export interface ChatConversation {
  id: string;
  messages: ChatMessage[];
}

/**
 * A live-chat service. Every method rejects when the service cannot be reached; the element then
 * shows its error state with Retry.
 *
 * @example
 * const chat: ChatProvider = {
 *   start: ({ language }) => vendor.open({ locale: language }),
 *   send: (id, text) => vendor.post(id, text),
 *   messages: (id, after) => vendor.since(id, after),
 * };
 * createClient({ chat });
 */
export interface ChatProvider {
  /** Opens a conversation in the player's language. */
  start(input: { language: string }): Promise<ChatConversation>;
  /** Sends the player's message (1 to {@link CHAT_MESSAGE_MAX_LENGTH} characters) and answers it as stored. */
  send(conversationId: string, text: string): Promise<ChatMessage>;
  /** The messages after the one with id `after` (all when null), oldest first. */
  messages(conversationId: string, after: string | null): Promise<ChatMessage[]>;
}

/**
 * The player's message as it may be sent: trimmed, 1 to {@link CHAT_MESSAGE_MAX_LENGTH} characters.
 *
 * @returns the text to send, or null when it is empty or too long
 * @example chatMessageText('  hello ') // 'hello'
 */
export function chatMessageText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= CHAT_MESSAGE_MAX_LENGTH ? trimmed : null;
}
