import {
  COMMAND_HEADER,
  DEFAULT_AUTH_HEADER,
  DEFAULT_PRODUCT,
  GATEWAY_TIMEOUT_MS,
  GEO_HEADER,
  SOURCE,
  encodeMessage,
  type ClientInfo,
  type PlatformCode,
  type ResponseEnvelope,
} from '../commands/envelope';
import { TRANSPORT_GEO_CHECKED_CODES, TRANSPORT_SESSION_EXEMPT_CODES } from '../commands/command-index';
import type { Environment } from '../env/environment';
import { encryptMessage } from './encryption';

/** Why a call did not return data. `gateway` errors carry the server's code. */
export interface GatewayError {
  type: 'gateway' | 'network' | 'timeout' | 'invalid-response' | 'invalid-request';
  code: number;
  message: string;
  command: string;
  data?: unknown;
}

/** Expected failures come back as values, never as thrown errors. */
export type CallResult<T> = { ok: true; data: T; timestamp: number } | { ok: false; error: GatewayError };

/** Codes the client itself uses for failures that never reached the gateway's logic. */
export const CLIENT_ERROR_CODES = { network: -1, timeout: -2, invalidResponse: -3, invalidRequest: -4 } as const;

/** What the transport reads at the moment of each call (config and session change over time). */
export interface TransportContext {
  sessionToken(): string | null;
  authHeaderName(): string;
  encryption(): { open: boolean; commands: readonly string[]; publicKey: string };
  /** Whether the player's geo status is currently valid; when not, geo-checked commands carry a JWT. */
  isGeoValid(): boolean;
  /** Fetches a geo JWT (from the host's location and the geo verifier); null when none is available. */
  geoToken(): Promise<string | null>;
  /** The player's language, sent in clientInfo so server messages come back in it. */
  language?(): 'en-US' | 'ar-AE';
}

export interface TransportOptions {
  /** Base URL of the gateway host; the service path `hapi` is appended. Default '/'. */
  baseUrl?: string;
  platform: PlatformCode;
  product?: number;
  customId?: string;
  deviceId?: string;
  timeoutMs?: number;
}

/**
 * Sends one command through the gateway as SPEC §7 describes.
 *
 * @example
 * const send = createGatewayTransport(env, ctx, { platform: 3 });
 * const result = await send('100124', {});
 */
export function createGatewayTransport(env: Environment, ctx: TransportContext, options: TransportOptions) {
  const url = joinUrl(options.baseUrl ?? '/', 'hapi');
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;

  return async function send<T = unknown>(
    code: string,
    data: unknown,
    callOptions: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
  ): Promise<CallResult<T>> {
    const clientInfo: ClientInfo = {
      platform: options.platform,
      product: options.product ?? DEFAULT_PRODUCT,
      source: SOURCE,
      ...(ctx.language ? { language: ctx.language() } : {}),
      ...(options.customId ? { customId: options.customId } : {}),
      ...(options.deviceId ? { deviceId: options.deviceId } : {}),
    };
    let message = encodeMessage({ clientInfo, data });
    const encryption = ctx.encryption();
    if (encryption.open && encryption.publicKey && encryption.commands.includes(code)) {
      message = await encryptMessage(encryption.publicKey, message);
    }

    const headers: Record<string, string> = { [COMMAND_HEADER]: code, ...callOptions.headers };
    const token = ctx.sessionToken();
    if (token && !TRANSPORT_SESSION_EXEMPT_CODES.has(code)) headers[ctx.authHeaderName() || DEFAULT_AUTH_HEADER] = token;
    if (TRANSPORT_GEO_CHECKED_CODES.has(code) && !ctx.isGeoValid()) {
      const jwt = await ctx.geoToken();
      if (jwt) headers[GEO_HEADER] = jwt;
    }

    const method = callOptions.method ?? 'POST';
    const controller = new AbortController();
    const timer = env.timers.setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response =
        method === 'GET'
          ? await env.fetch(`${url}?message=${encodeURIComponent(message)}`, { method, headers, signal: controller.signal })
          : await env.fetch(url, {
              method,
              headers: { ...headers, 'Content-Type': 'application/json' },
              body: JSON.stringify({ message }),
              signal: controller.signal,
            });
    } catch (cause) {
      const timedOut = controller.signal.aborted;
      return failure(code, timedOut ? 'timeout' : 'network', timedOut ? 'Request timed out' : describe(cause));
    } finally {
      env.timers.clearTimeout(timer);
    }

    let envelope: ResponseEnvelope<T>;
    try {
      envelope = (await response.json()) as ResponseEnvelope<T>;
    } catch {
      return failure(code, 'invalid-response', `Unexpected response (HTTP ${response.status})`);
    }
    if (typeof envelope?.code !== 'number') return failure(code, 'invalid-response', `Unexpected response (HTTP ${response.status})`);
    if (envelope.code !== 0) {
      return {
        ok: false,
        error: {
          type: 'gateway',
          code: envelope.code,
          message: envelope.message ?? envelope.msg ?? '',
          command: code,
          data: envelope.data,
        },
      };
    }
    return { ok: true, data: envelope.data as T, timestamp: envelope.timestamp };
  };
}

export type GatewaySend = ReturnType<typeof createGatewayTransport>;

function failure(command: string, type: 'network' | 'timeout' | 'invalid-response', message: string): CallResult<never> {
  const code =
    type === 'network' ? CLIENT_ERROR_CODES.network : type === 'timeout' ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.invalidResponse;
  return { ok: false, error: { type, code, message, command } };
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : 'Network error';
}

function joinUrl(base: string, path: string): string {
  return base.endsWith('/') ? base + path : `${base}/${path}`;
}
