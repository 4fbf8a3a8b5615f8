import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatConversation, type ChatMessage } from '../../../../sdk/chat/chat-provider';
import type { LiveChatService } from './live-chat';

/** Where the simulator answers on this server (./simulator-routes.ts). */
export const LIVE_CHAT_SIMULATOR_PATH = '/simulators/live-chat';

/** How long the simulated operator "types" before a reply shows. */
export const OPERATOR_REPLY_DELAY_MS = 1500;
/** Conversations kept at once; opening one more forgets the oldest (the simulator keeps them in memory). */
export const MAX_CONVERSATIONS = 1000;
/** Messages one conversation may hold, both sides; then the player is asked to start again. */
export const MAX_MESSAGES_PER_CONVERSATION = 100;
/** A conversation nobody wrote in for this long is forgotten. */
export const CONVERSATION_IDLE_MS = 2 * 60 * 60_000;

export type ChatLanguage = 'en-US' | 'ar-AE';

interface Conversation {
  language: ChatLanguage;
  messages: ChatMessage[];
  lastActivity: number;
  nextId: number;
}

/** Why the simulator refused a message. */
export type ChatRefusal = 'unknown-conversation' | 'conversation-full';

/**
 * The simulated operator's words. It says it is a simulator in its first message, so nobody
 * mistakes it for a person; its replies point to what the product itself offers.
 */
const TEXTS: Record<ChatLanguage, { greeting: string; replies: { deposit: string; withdraw: string; verify: string; other: string } }> = {
  'en-US': {
    greeting: 'Welcome to live chat. This is the live chat SIMULATOR of the reference product: replies are automatic and no person reads this conversation. How can we help?',
    replies: {
      deposit: '(Simulated operator) Deposits are made by card from your account page, Deposit. They are credited within 5 minutes; your deposit limit, if you set one, applies.',
      withdraw: '(Simulated operator) Withdrawals go to an IBAN account in your own name from your account page, Withdraw. Larger amounts are reviewed within 5 business days.',
      verify: '(Simulated operator) Identity verification is under My Profile. Have your Emirates ID or passport ready; you may try three times a day.',
      other: '(Simulated operator) Thank you for your message. For anything urgent call the hotline 8002365.',
    },
  },
  'ar-AE': {
    greeting: 'مرحبًا بك في الدردشة المباشرة. هذه محاكاة للدردشة المباشرة في المنتج المرجعي: الردود آلية ولا يقرأ أي شخص هذه المحادثة. كيف يمكننا مساعدتك؟',
    replies: {
      deposit: '(موظف محاكى) يتم الإيداع بالبطاقة من صفحة حسابك، قسم الإيداع. يُضاف المبلغ خلال 5 دقائق، ويُطبَّق حد الإيداع إن كنت قد حددته.',
      withdraw: '(موظف محاكى) يتم السحب إلى حساب IBAN باسمك من صفحة حسابك، قسم السحب. تتم مراجعة المبالغ الكبيرة خلال 5 أيام عمل.',
      verify: '(موظف محاكى) التحقق من الهوية متاح في ملفي الشخصي. جهّز الهوية الإماراتية أو جواز السفر؛ يمكنك المحاولة ثلاث مرات في اليوم.',
      other: '(موظف محاكى) شكرًا لرسالتك. للأمور العاجلة اتصل بالخط الساخن 8002365.',
    },
  },
};

const TOPICS: [keyof (typeof TEXTS)['en-US']['replies'], RegExp][] = [
  ['deposit', /deposit|top.?up|recharge|card|إيداع|ايداع|بطاقة|شحن/i],
  ['withdraw', /withdraw|iban|payout|cash.?out|سحب|تحويل/i],
  ['verify', /verif|kyc|identity|emirates id|passport|تحقق|هوية|جواز/i],
];

/**
 * SIMULATOR of a live-chat vendor: no person answers. Each conversation opens with a greeting
 * that says so, and every player message gets an automatic operator reply in the conversation's
 * language, chosen by topic (deposit, withdrawal, verification, other), shown
 * {@link OPERATOR_REPLY_DELAY_MS} after the message. Conversations live in this process's memory,
 * bounded ({@link MAX_CONVERSATIONS}, {@link MAX_MESSAGES_PER_CONVERSATION}, forgotten after
 * {@link CONVERSATION_IDLE_MS} idle), and are lost on restart.
 *
 * @example
 * const chat = new LiveChatSimulator({ clock });
 * const { id } = chat.start('en-US');
 * chat.send(id, 'How do I deposit?');
 */
export class LiveChatSimulator implements LiveChatService {
  readonly url = LIVE_CHAT_SIMULATOR_PATH;
  readonly #clock: Clock;
  // Insertion order is age order: the first key is the oldest conversation.
  readonly #conversations = new Map<string, Conversation>();

  constructor(options: { clock: Clock }) {
    this.#clock = options.clock;
  }

  /** Opens a conversation; answers its id and the greeting. */
  start(language: ChatLanguage): ChatConversation {
    const now = this.#clock.now();
    this.#forgetIdle(now);
    while (this.#conversations.size >= MAX_CONVERSATIONS) this.#conversations.delete(this.#conversations.keys().next().value!);
    const id = randomBytes(16).toString('hex');
    const conversation: Conversation = { language, messages: [], lastActivity: now, nextId: 1 };
    this.#conversations.set(id, conversation);
    this.#add(conversation, 'operator', TEXTS[language].greeting, now);
    return { id, messages: [...conversation.messages] };
  }

  /**
   * Stores the player's message (already trimmed and bounded by the route) and the operator's
   * automatic reply, which shows after the delay.
   */
  send(id: string, text: string): { ok: true; message: ChatMessage } | { ok: false; refusal: ChatRefusal } {
    if (text.length < 1 || text.length > CHAT_MESSAGE_MAX_LENGTH) throw new RangeError('chat message length out of bounds');
    const conversation = this.#open(id);
    if (!conversation) return { ok: false, refusal: 'unknown-conversation' };
    if (conversation.messages.length + 2 > MAX_MESSAGES_PER_CONVERSATION) return { ok: false, refusal: 'conversation-full' };
    const now = this.#clock.now();
    conversation.lastActivity = now;
    const message = this.#add(conversation, 'player', text, now);
    const topic = TOPICS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
    this.#add(conversation, 'operator', TEXTS[conversation.language].replies[topic], now + OPERATOR_REPLY_DELAY_MS);
    return { ok: true, message };
  }

  /** The messages shown by now after the one with id `after` (all when null); null for an unknown conversation. */
  messages(id: string, after: string | null): ChatMessage[] | null {
    const conversation = this.#open(id);
    if (!conversation) return null;
    const now = this.#clock.now();
    const shown = conversation.messages.filter((m) => m.at <= now);
    const from = after === null ? 0 : shown.findIndex((m) => m.id === after) + 1;
    return shown.slice(from);
  }

  #open(id: string): Conversation | null {
    const conversation = this.#conversations.get(id);
    if (!conversation) return null;
    if (this.#clock.now() - conversation.lastActivity > CONVERSATION_IDLE_MS) {
      this.#conversations.delete(id);
      return null;
    }
    return conversation;
  }

  #forgetIdle(now: number): void {
    for (const [id, conversation] of this.#conversations) {
      if (now - conversation.lastActivity > CONVERSATION_IDLE_MS) this.#conversations.delete(id);
    }
  }

  #add(conversation: Conversation, from: ChatMessage['from'], text: string, at: number): ChatMessage {
    const message: ChatMessage = { id: `m${String(conversation.nextId++).padStart(4, '0')}`, from, text, at };
    conversation.messages.push(message);
    // A player's message written while a reply is still "being typed" shows before that reply,
    // so a listing in time order never returns a message before one it already returned.
    conversation.messages.sort((a, b) => a.at - b.at);
    return message;
  }
}
