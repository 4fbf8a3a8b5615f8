/**
 * The one fake `/hapi` gateway of the tests: a `fetch` that answers the envelope
 * `{ code, message, command, data, timestamp }` per `API-Execute-Command`, and records every call
 * with its headers and decoded request.
 *
 * @example
 * const gateway = fakeGateway({ '100124': { data: balance() }, '100107': { code: 401000002, message: 'Session expired' } });
 * const client = createClient({ env: { fetch: gateway.fetch } });
 * await client.refreshBalance();
 * expect(gateway.callsOf('100124')).toEqual([{}]);
 */
import { COMMAND_HEADER, decodeMessage } from '../../sdk';

/**
 * What the gateway answers for one command: data (code 0); an error code with its message (none
 * when omitted) and `data` when the error carries some (400000012 issues, 403000632
 * lockedForSeconds); an envelope sent exactly as given (shapes the contract does not allow); or a
 * function of the request, called per call.
 */
export type Reply =
  | { data: unknown }
  | { code: number; message?: string; data?: unknown }
  | { envelope: Record<string, unknown> }
  | ((data: unknown, call: GatewayCall) => Reply | Promise<Reply>);

/** One request as the gateway saw it. */
export interface GatewayCall {
  /** The command code from `API-Execute-Command`. */
  code: string;
  /** The request's `data`, decoded; undefined when the message is encrypted. */
  data: unknown;
  /** The request's `clientInfo`, decoded; undefined when the message is encrypted. */
  clientInfo: unknown;
  /** The `message` as sent: base64 JSON, or `ENC1.…` when encrypted. */
  message: string;
  /** The request headers, with the names as the client wrote them. */
  headers: Record<string, string>;
  url: string;
  method: string;
}

export interface FakeGateway {
  fetch: typeof fetch;
  /** Every call so far, in order. */
  calls: GatewayCall[];
  /** The decoded `data` of every call of one command, in order. */
  callsOf(code: string): unknown[];
  /** Changes the reply of one command from now on. */
  reply(code: string, reply: Reply): void;
  /** Holds the replies of one command until the returned function is called (to see loading states). */
  hold(code: string): () => void;
}

export interface FakeGatewayOptions {
  /** The reply of a command without one; default code 404000001 `Unknown command`. */
  otherwise?: Reply;
  /** The envelopes' `timestamp`; default `Date.now()`. */
  clock?: () => number;
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...(headers as Record<string, string>) };
}

function headerValue(headers: Record<string, string>, name: string): string {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';
}

function requestMessage(url: string, body: BodyInit | null | undefined): string {
  if (body) return (JSON.parse(String(body)) as { message: string }).message;
  return new URL(url, 'http://gateway.test').searchParams.get('message') ?? '';
}

function decoded(message: string): { clientInfo?: unknown; data?: unknown } {
  if (!message || message.startsWith('ENC1.')) return {};
  return decodeMessage(message) as { clientInfo?: unknown; data?: unknown };
}

/**
 * A fake gateway answering from a table of replies.
 * @param replies command code → reply
 * @param options the reply to unknown commands and the envelopes' clock
 */
export function fakeGateway(replies: Record<string, Reply> = {}, options: FakeGatewayOptions = {}): FakeGateway {
  const table = new Map(Object.entries(replies));
  const holds = new Map<string, Promise<void>>();
  const calls: GatewayCall[] = [];
  const otherwise = options.otherwise ?? { code: 404000001, message: 'Unknown command' };
  const clock = options.clock ?? Date.now;

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = headerRecord(init?.headers);
    const code = headerValue(headers, COMMAND_HEADER);
    const message = requestMessage(url, init?.body);
    const { clientInfo, data } = decoded(message);
    const call: GatewayCall = { code, data, clientInfo, message, headers, url, method: init?.method ?? 'GET' };
    calls.push(call);
    await holds.get(code);

    let reply: Reply = table.get(code) ?? otherwise;
    while (typeof reply === 'function') reply = await reply(data, call);
    const envelope =
      'envelope' in reply
        ? reply.envelope
        : 'code' in reply
          ? { code: reply.code, message: reply.message, command: code, data: reply.data, timestamp: clock() }
          : { code: 0, command: code, data: reply.data, timestamp: clock() };
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

  return {
    fetch: fetchImpl as typeof fetch,
    calls,
    callsOf: (code) => calls.filter((c) => c.code === code).map((c) => c.data),
    reply: (code, reply) => void table.set(code, reply),
    hold(code) {
      let release!: () => void;
      holds.set(code, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(code);
        release();
      };
    },
  };
}
