import type { FastifyInstance } from 'fastify';
import { GEO_HEADER } from '../../../sdk/commands';
import { GEO_VERIFIER_SIMULATOR_PATH } from '../../../host-demo/server/providers/geo/simulator';

/** Dubai: inside the territory the verifier simulator judges (providers/geo/territory.ts). */
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };

/**
 * Proves a session's location in Dubai with the verifier simulator, as the SDK's browser bridge
 * does, and answers the header to send with each bet or card deposit: the geo restriction stays
 * on in the benches, as in production.
 *
 * @example const geo = await proveLocation(app, token); app.inject({ headers: { ...geo, ... } });
 */
export async function proveLocation(app: FastifyInstance, sessionToken: string): Promise<Record<string, string>> {
  const located = await app.inject({ method: 'POST', url: GEO_VERIFIER_SIMULATOR_PATH, headers: { 'Api-Access-Token': sessionToken }, payload: DUBAI });
  const { token } = located.json() as { token?: string };
  if (!token) throw new Error(`the geo verifier simulator answered ${located.statusCode}: ${located.body}`);
  return { [GEO_HEADER]: token };
}
