import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../../../host-demo/server/config';
import { noticeOnce } from './backends';

/** Where the rate-limit counts live in a test: this process's memory, or a Redis. */
export interface RateLimitStore {
  name: 'memory' | 'Redis';
  /** Config for an app counting in this store; apps given the same config share their counts. */
  config(): Pick<ServerConfig, 'redisUrl' | 'rateLimitNamespace'>;
  /** Removes whatever the test counted (its own random key prefix only). */
  dispose(): Promise<void>;
}

/** TEST_REDIS_URL, else the Redis of this machine. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

function memoryStore(): RateLimitStore {
  return { name: 'memory', config: () => ({ redisUrl: null, rateLimitNamespace: 'nl-rate-limit:' }), dispose: async () => {} };
}

/** Redis, each test under its own random prefix, deleted on dispose. */
function redisStore(url: string): RateLimitStore {
  const namespace = `nl-test-${randomBytes(6).toString('hex')}:`;
  return {
    name: 'Redis',
    config: () => ({ redisUrl: url, rateLimitNamespace: namespace }),
    async dispose() {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      try {
        const keys = await client.keys(`${namespace}*`);
        if (keys.length > 0) await client.del(...keys);
      } finally {
        client.disconnect();
      }
    },
  };
}

/**
 * The stores the rate-limit suite runs on: memory always, Redis when one answers at
 * TEST_REDIS_URL (default redis://127.0.0.1:6379). Each entry's `fresh()` gives a test its own.
 */
export async function availableRateLimitStores(): Promise<{ name: RateLimitStore['name']; fresh(): RateLimitStore }[]> {
  const stores: { name: RateLimitStore['name']; fresh(): RateLimitStore }[] = [{ name: 'memory', fresh: memoryStore }];
  if (await redisAnswers(REDIS_URL)) stores.push({ name: 'Redis', fresh: () => redisStore(REDIS_URL) });
  else noticeOnce(`[tests/server] Redis rate-limit run skipped: no Redis answers at ${REDIS_URL} (memory store only).`);
  return stores;
}
