import type { z } from 'zod';

/**
 * One command of the gateway, declared once. The SDK's typed calls and the reference server's
 * router both derive from these declarations, so the two cannot drift.
 *
 * @example
 * export const balance = defineCommand({
 *   code: '100124', name: 'balance', domain: 'wallet', method: 'POST', requiresSession: true,
 *   request: z.object({}), response: BalanceSchema,
 * });
 */
export interface CommandDefinition<
  Code extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  /** Six-digit code sent in the `API-Execute-Command` header. */
  readonly code: Code;
  /** camelCase name used by `client.call.<name>()` and the commands reference. */
  readonly name: string;
  /** Server domain that handles it (accounts, wallet, draws ...). */
  readonly domain: string;
  /** One-line purpose, rendered into the commands reference. */
  readonly summary: string;
  /** HTTP methods the gateway accepts for it. */
  readonly methods: readonly ('GET' | 'POST')[];
  /** A session token is required; without one the server answers a session-invalid code. */
  readonly requiresSession: boolean;
  /** Sent without the session header even when one exists (login, passwordless login ...). */
  readonly sessionExempt?: boolean;
  /** Carries the geo JWT header when the player's geo status is not valid. */
  readonly geoHeader?: boolean;
  /** Schema of `data` in the request. */
  readonly request: Req;
  /** Schema of `data` in a successful (code 0) response. */
  readonly response: Res;
}

export function defineCommand<Code extends string, Req extends z.ZodType, Res extends z.ZodType>(
  def: CommandDefinition<Code, Req, Res>,
): CommandDefinition<Code, Req, Res> {
  if (!/^\d{6}$/.test(def.code)) throw new Error(`Command code must be six digits, got "${def.code}"`);
  return Object.freeze(def);
}

export type RequestOf<C> = C extends CommandDefinition<string, infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<C> = C extends CommandDefinition<string, z.ZodType, infer Res> ? z.output<Res> : never;
