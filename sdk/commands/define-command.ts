import type * as z from 'zod/mini';

/** Any zod schema (zod/mini, which the SDK uses, or classic zod). */
export type AnySchema = z.core.$ZodType;

/**
 * One command of the gateway, declared once. The SDK's typed calls, the transport's headers and
 * encryption, the reference server's router and config, and docs/commands.md all derive from
 * these declarations, so none of them can drift from another.
 *
 * @example
 * export const balance = defineCommand({
 *   code: '100124', name: 'balance', domain: 'wallet',
 *   methods: ['POST'], requiresSession: true,
 *   request: z.strictObject({}), response: BalanceSchema,
 * });
 */
export interface CommandDefinition<Code extends string = string, Req extends AnySchema = AnySchema, Res extends AnySchema = AnySchema> {
  /** Six-digit code sent in the `API-Execute-Command` header. */
  readonly code: Code;
  /** camelCase name used by `client.call.<name>()` and the commands reference. */
  readonly name: string;
  /** Server domain that handles it (accounts, wallet, draws ...). */
  readonly domain: string;
  /** HTTP methods the gateway accepts for it. */
  readonly methods: readonly ('GET' | 'POST')[];
  /** A session token is required; without one the server answers a session-invalid code. */
  readonly requiresSession: boolean;
  /** Sent without the session header even when one exists (login, passwordless login ...). */
  readonly sessionExempt?: boolean;
  /** Carries the geo JWT header when the player's geo status is not valid (SPEC §7). */
  readonly geoHeader?: boolean;
  /**
   * Its message travels encrypted when the gateway turns encryption on (card data, passwords):
   * the server lists it in config `encryptCommand` and refuses it in clear text.
   */
  readonly encrypted?: boolean;
  /** Schema of `data` in the request. */
  readonly request: Req;
  /** Schema of `data` in a successful (code 0) response. */
  readonly response: Res;
}

export function defineCommand<Code extends string, Req extends AnySchema, Res extends AnySchema>(
  def: CommandDefinition<Code, Req, Res>,
): CommandDefinition<Code, Req, Res> {
  if (!/^\d{6}$/.test(def.code)) throw new Error(`Command code must be six digits, got "${def.code}"`);
  return Object.freeze(def);
}

export type RequestOf<C> = C extends CommandDefinition<string, infer Req, AnySchema> ? z.input<Req> : never;
export type ResponseOf<C> = C extends CommandDefinition<string, AnySchema, infer Res> ? z.output<Res> : never;
