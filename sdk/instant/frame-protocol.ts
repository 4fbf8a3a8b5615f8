/**
 * The frame protocol between the product's page and a game or micro-app in its frame (issue 20
 * e-instants, issue 22 micro-apps; docs/e-instants.md). The two talk only by `postMessage`, each
 * message a plain object `{ protocol: 'nl-frame/1', type, ... }`, and each side reads a message
 * only from the window and origin it expects:
 *
 * - frame → page: `ready` (the frame has its session), `balance` (what the player holds now, minor
 *   units; `demo` for a virtual balance), `resize` (the content's height in CSS pixels), `close`
 *   (the player left the game);
 * - page → frame: `refresh-balance` (the page's balance changed, e.g. after a deposit).
 *
 * The page posts only to the frame's origin and reads only messages whose `source` is its frame's
 * window and whose `origin` is the frame's; the frame posts only to the host origin it was given,
 * when that origin is one it allows, and reads only messages from its parent and that origin.
 *
 * @example
 * window.addEventListener('message', (event) => {
 *   const message = readFrameMessage(event, { origin: frameOrigin, source: frame.contentWindow });
 *   if (message?.type === 'balance') show(message.balance);
 * });
 */

/** The protocol's name and version, in every message. */
export const FRAME_PROTOCOL = 'nl-frame/1';

/** The tallest frame the page grows to, CSS pixels. */
export const MAX_FRAME_HEIGHT = 4_000;

/** A message of the frame to its page. */
export type FrameMessage =
  | { protocol: typeof FRAME_PROTOCOL; type: 'ready' }
  | { protocol: typeof FRAME_PROTOCOL; type: 'balance'; balance: number; currency: 'AED'; demo: boolean }
  | { protocol: typeof FRAME_PROTOCOL; type: 'resize'; height: number }
  | { protocol: typeof FRAME_PROTOCOL; type: 'close' };

/** A message of the page to its frame. */
export type HostMessage = { protocol: typeof FRAME_PROTOCOL; type: 'refresh-balance' };

/** What a listener knows of a `message` event (a MessageEvent fits). */
export interface ReceivedMessage {
  origin: string;
  data: unknown;
  source?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const keysAre = (record: Record<string, unknown>, keys: readonly string[]) => {
  const own = Object.keys(record);
  return own.length === keys.length && own.every((k) => keys.includes(k));
};

/**
 * The frame message in `data`, checked field by field (no other fields, bounded values), or null.
 *
 * @example parseFrameMessage({ protocol: 'nl-frame/1', type: 'resize', height: 640 }) // { ..., height: 640 }
 */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data) || data.protocol !== FRAME_PROTOCOL) return null;
  switch (data.type) {
    case 'ready':
    case 'close':
      return keysAre(data, ['protocol', 'type']) ? { protocol: FRAME_PROTOCOL, type: data.type } : null;
    case 'balance': {
      const { balance, currency, demo } = data;
      if (!keysAre(data, ['protocol', 'type', 'balance', 'currency', 'demo'])) return null;
      if (!Number.isSafeInteger(balance) || (balance as number) < 0 || currency !== 'AED' || typeof demo !== 'boolean') return null;
      return { protocol: FRAME_PROTOCOL, type: 'balance', balance: balance as number, currency, demo };
    }
    case 'resize': {
      const { height } = data;
      if (!keysAre(data, ['protocol', 'type', 'height']) || !Number.isInteger(height) || (height as number) < 0 || (height as number) > MAX_FRAME_HEIGHT) return null;
      return { protocol: FRAME_PROTOCOL, type: 'resize', height: height as number };
    }
    default:
      return null;
  }
}

/** The page message in `data`, checked, or null. */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isRecord(data) || data.protocol !== FRAME_PROTOCOL || !keysAre(data, ['protocol', 'type'])) return null;
  return data.type === 'refresh-balance' ? { protocol: FRAME_PROTOCOL, type: 'refresh-balance' } : null;
}

/**
 * For the page: the frame's message of `event`, when it came from the frame's window (`source`)
 * and origin, and is well formed; null otherwise (ignore it).
 */
export function readFrameMessage(event: ReceivedMessage, expected: { origin: string; source: unknown }): FrameMessage | null {
  if (event.origin !== expected.origin || expected.source == null || event.source !== expected.source) return null;
  return parseFrameMessage(event.data);
}

/**
 * For the frame: the page's message of `event`, when it came from the parent window and the host
 * origin the frame talks to; null otherwise.
 */
export function readHostMessage(event: ReceivedMessage, expected: { origin: string; source: unknown }): HostMessage | null {
  if (event.origin !== expected.origin || expected.source == null || event.source !== expected.source) return null;
  return parseHostMessage(event.data);
}

/**
 * For the frame: the host origin to post to, when the page that framed it said so and it is one
 * the frame allows; null otherwise (the frame then posts nothing).
 *
 * @example hostOriginToUse('https://lottery.example', ['https://lottery.example']) // 'https://lottery.example'
 */
export function hostOriginToUse(claimed: string | null | undefined, allowed: readonly string[]): string | null {
  if (!claimed) return null;
  let origin: string;
  try {
    origin = new URL(claimed).origin;
  } catch {
    return null;
  }
  return origin === claimed && allowed.includes(origin) ? origin : null;
}

/** A frame message, ready to post. @example frameMessage({ type: 'resize', height: 640 }) */
export function frameMessage<T extends FrameMessage['type']>(body: Omit<Extract<FrameMessage, { type: T }>, 'protocol'> & { type: T }): FrameMessage {
  return { protocol: FRAME_PROTOCOL, ...body } as FrameMessage;
}
