/**
 * Container health check for the worker service: healthy when a BullMQ worker
 * named after this host is connected to Redis (startWorker names workers by hostname).
 * Usage: tsx worker/src/healthcheck.ts  (reads REDIS_URL); exits 0 healthy, 1 not.
 */
import { hostname } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createQueue } from './queue';

export async function workerIsConnected(redisUrl: string, opts: { name?: string; prefix?: string } = {}): Promise<boolean> {
  const name = opts.name ?? hostname();
  const queue = createQueue(redisUrl, opts.prefix === undefined ? {} : { prefix: opts.prefix });
  try {
    const workers = await queue.queue.getWorkers();
    return workers.some((w) => String(w['rawname'] ?? '').endsWith(`:w:${name}`));
  } finally {
    await queue.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.REDIS_URL;
  const timer = setTimeout(() => process.exit(1), 5000);
  (url ? workerIsConnected(url) : Promise.resolve(false)).then(
    (ok) => {
      clearTimeout(timer);
      process.exit(ok ? 0 : 1);
    },
    () => process.exit(1),
  );
}
