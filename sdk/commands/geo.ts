import * as z from 'zod/mini';
import { defineCommand } from './define-command';

/**
 * 100206 geo status (SPEC §4 table): whether the player is on the geo whitelist, and until when
 * the location they last proved inside the territory counts (epoch ms; null when none does).
 * The SDK's geo state follows from it (sdk/geo/geo-status.ts). The request is `{}`: SPEC's
 * `clientInfo.platform` travels in the envelope, as with every command.
 */
export const GeoStatusSchema = z.object({
  userInWitheList: z.boolean(),
  userGeoCacheExpireTime: z.nullable(z.number()),
});
export type GeoStatusReply = z.infer<typeof GeoStatusSchema>;

/**
 * Whether the player is on the geo whitelist and until when their last location proved inside the
 * UAE counts (null: none does).
 */
export const geoStatus = defineCommand({
  code: '100206',
  name: 'geoStatus',
  domain: 'geo',
  methods: ['POST'],
  requiresSession: true,
  request: z.strictObject({}),
  response: GeoStatusSchema,
});
