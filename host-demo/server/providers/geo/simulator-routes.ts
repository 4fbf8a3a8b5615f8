import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Clock } from '../../clock';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { touchSession } from '../../domains/sessions/sessions';
import { GatewayError } from '../../errors/gateway-error';
import type { GeoVerifierSimulator } from './simulator';

/** The body the SDK's browser bridge sends: the device's coordinates, bounded. */
export const LocationBodySchema = z.strictObject({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  /** Simulator only: plays the request's network country (a VPN abroad). */
  ipCountry: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))),
});

export interface GeoVerifierRouteDeps {
  simulator: GeoVerifierSimulator;
  db: Database;
  clock: Clock;
  config: ServerConfig;
}

/**
 * The verifier simulator's token endpoint, as a real verifier has its own (so not a gateway
 * command: SPEC §4 lists none, and §7 has the JWT "fetched" by the client and then attached to
 * the gateway's commands):
 *
 *   POST /simulators/geo-verifier/token   (header: the session token, as in 010001 authKey)
 *   { "latitude": 25.2048, "longitude": 55.2708 }
 *   → 200 { "token": "eyJ…", "verdict": "inside", "expiresAt": 1767225600000 }
 *   → 400 { "error": "invalid-location" }   → 401 { "error": "session" }
 *
 * The player is the session's: the simulator runs inside the gateway and reads it (a real
 * verifier is told the player by the operator's integration). Answers are never cached.
 */
export async function geoVerifierSimulatorRoutes(app: FastifyInstance, deps: GeoVerifierRouteDeps): Promise<void> {
  app.post(deps.simulator.tokenUrl, { bodyLimit: 1024 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const header = request.headers[deps.config.authKey.toLowerCase()];
    const token = typeof header === 'string' && header.length > 0 && header.length <= 256 ? header : null;
    if (!token) return reply.code(401).send({ error: 'session' });
    const body = z.safeParse(LocationBodySchema, request.body);
    if (!body.success) return reply.code(400).send({ error: 'invalid-location' });
    let playerId: number;
    try {
      ({ playerId } = await touchSession(deps.db, token, deps.clock.now(), deps.config.userAliveDurationSecond, deps.config.sessionMaxAgeSeconds));
    } catch (error) {
      if (error instanceof GatewayError) return reply.code(401).send({ error: 'session' });
      throw error;
    }
    const { rows } = await deps.db.query<{ open_id: string }>('select open_id from players where id = $1', [playerId]);
    const issued = await deps.simulator.locate({ playerOpenId: rows[0]!.open_id, latitude: body.data.latitude, longitude: body.data.longitude, ipCountry: body.data.ipCountry });
    return reply.code(200).send(issued);
  });
}
