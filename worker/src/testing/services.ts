/**
 * Redis for tests. REQUIRE_SERVICES=1 (CI) demands REDIS_URL and fails otherwise;
 * locally the default URL is used, and the Redis suites skip if nothing answers there.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export function resolveRedisUrl(env: NodeJS.ProcessEnv): { url: string; explicit: boolean } {
  if (env.REDIS_URL) return { url: env.REDIS_URL, explicit: true };
  if (env.REQUIRE_SERVICES === '1') {
    throw new Error('REQUIRE_SERVICES=1 but REDIS_URL is not set: the Redis tests must run in CI, not skip');
  }
  return { url: DEFAULT_TEST_REDIS_URL, explicit: false };
}

async function answersPing(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Resolves the URL and whether to run: an explicit URL always runs (and fails loudly if down). */
export async function testRedis(): Promise<{ url: string; available: boolean }> {
  const { url, explicit } = resolveRedisUrl(process.env);
  if (explicit) return { url, available: true };
  const available = await answersPing(url);
  if (!available) console.warn(`[worker tests] no Redis at ${url}: skipping BullMQ tests (set REDIS_URL to require them)`);
  return { url, available };
}

/** A key prefix no other test run uses, so parallel runs on one Redis never collide. */
export function uniquePrefix(): string {
  return `life-test-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Deletes every key under a prefix (queues, schedulers, job hashes). */
export async function deletePrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
