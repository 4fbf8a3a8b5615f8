import type { NlClient } from '../client/create-client';

/**
 * Records a server time the client has just heard, as an offset from this device's clock.
 * SPEC §4: the smaller absolute difference replaces the stored one. A message is late by its
 * trip, never early, so the smallest difference seen is the truest; one delayed message cannot
 * push the clock off. Returns the offset kept.
 *
 * @example
 * noteServerTime(client, message.serverTime);
 * const serverNow = Date.now() + (client.stores.serverTimeOffset.getSnapshot() ?? 0);
 */
export function noteServerTime(client: Pick<NlClient, 'env' | 'stores'>, serverTime: number): number | null {
  const store = client.stores.serverTimeOffset;
  if (!Number.isFinite(serverTime)) return store.getSnapshot();
  const offset = serverTime - client.env.clock.now();
  const kept = store.getSnapshot();
  if (kept === null || Math.abs(offset) < Math.abs(kept)) store.set(offset);
  return store.getSnapshot();
}

/** The server's time now, by this device's clock and the kept offset (the device's time until one is known). */
export function serverNow(client: Pick<NlClient, 'env' | 'stores'>): number {
  return client.env.clock.now() + (client.stores.serverTimeOffset.getSnapshot() ?? 0);
}
