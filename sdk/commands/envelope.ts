import * as z from 'zod/mini';
import { boundedString, intBetween } from '../validation/bounds';

/**
 * Platform codes of SPEC §9: 1 iOS app, 2 Android app, 3 desktop web, 4 mobile web.
 */
export const Platform = { iosApp: 1, androidApp: 2, desktopWeb: 3, mobileWeb: 4 } as const;
export type PlatformCode = (typeof Platform)[keyof typeof Platform];

/** Default product code (SPEC §9). */
export const DEFAULT_PRODUCT = 61;
/** Request source sent with every call (SPEC §7). */
export const SOURCE = 'uaenl';
/** Header carrying the command code. */
export const COMMAND_HEADER = 'API-Execute-Command';
/** Default header carrying the session token; config `authKey` may rename it. */
export const DEFAULT_AUTH_HEADER = 'Api-Access-Token';
/** Header carrying the geo JWT for geo-checked commands. */
export const GEO_HEADER = 'Geo-Token';
/** Prefix of an encrypted `message`, so the gateway can tell it from a plain one. */
export const ENCRYPTED_PREFIX = 'ENC1.';
/** Client-side timeout of a gateway call (SPEC §7). */
export const GATEWAY_TIMEOUT_MS = 55_000;

/** A platform code of {@link Platform}. */
export const PlatformSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** A product code (SPEC §9: 61 by default): a code of at most four digits. */
export const productField = intBetween(1, 9_999);

/**
 * Who is calling. The identifiers are the host app's own (opaque to the gateway and never
 * stored), bounded so they cannot make a request large.
 */
export const ClientInfoSchema = z.object({
  customId: z.optional(boundedString(128)),
  deviceId: z.optional(boundedString(128)),
  platform: PlatformSchema,
  product: productField,
  source: z.optional(boundedString(32)),
  internalOsType: z.optional(boundedString(32)),
  /** The player's language, so server messages come back in it. */
  language: z.optional(z.enum(['en-US', 'ar-AE'])),
});
export type ClientInfo = z.infer<typeof ClientInfoSchema>;

/** Where a value holds U+0000, in its strings or its keys: the paths, depth first. */
function nulPaths(value: unknown, path: PropertyKey[] = [], found: PropertyKey[][] = []): PropertyKey[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push([...path]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      path.push(key);
      if (typeof key === 'string' && key.includes('\u0000')) found.push([...path]);
      nulPaths(item, path, found);
      path.pop();
    }
  }
  return found;
}

/**
 * The JSON that is encoded into `message`. No text in it may hold U+0000: a PostgreSQL text
 * column cannot store it, so it is refused here, for every command at once
 * ('validation.invalidCharacter' at each place it occurs).
 */
export const InnerMessageSchema = z
  .object({
    clientInfo: z.optional(ClientInfoSchema),
    data: z.optional(z.unknown()),
  })
  .check(
    z.check((payload) => {
      for (const path of nulPaths(payload.value)) {
        payload.issues.push({ code: 'custom', message: 'validation.invalidCharacter', path, input: payload.value, continue: true });
      }
    }),
  );
export type InnerMessage = z.infer<typeof InnerMessageSchema>;

/** The HTTP body: `{ message }` where message is the encoded inner JSON (or its encrypted form). */
export const RequestBodySchema = z.object({ message: z.string() });

/** Every gateway reply. Code 0 is success. */
export const ResponseEnvelopeSchema = z.object({
  code: z.int(),
  message: z.optional(z.string()),
  msg: z.optional(z.string()),
  command: z.string(),
  data: z.optional(z.unknown()),
  timestamp: z.number(),
});
export type ResponseEnvelope<T = unknown> = Omit<z.infer<typeof ResponseEnvelopeSchema>, 'data'> & { data?: T };

/**
 * Encodes the inner message for the `message` field. URI-encoding the JSON keeps Arabic text and
 * symbols intact through proxies that mangle non-ASCII bodies.
 *
 * @example encodeMessage({ clientInfo, data: { productType: 61 } })
 */
export function encodeMessage(inner: InnerMessage): string {
  return encodeURIComponent(JSON.stringify(inner));
}

/** Inverse of {@link encodeMessage}; throws on malformed input. */
export function decodeMessage(message: string): unknown {
  return JSON.parse(decodeURIComponent(message));
}
