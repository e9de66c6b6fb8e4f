/**
 * Test fixture: a worker process (BullMQ worker + event-log dispatcher) for the SIGKILL test
 * (recurring/exactly-once.test.ts). Runs startWorker on DATABASE_URL and REDIS_URL under
 * WORKER_PREFIX until killed; short BullMQ locks so a killed run's job is taken over within seconds,
 * GENERATION_CHUNK_SIZE occurrence streams per append so a run takes many transactions.
 */
import { openDb } from '@life/infra/db/open';
import { openEventStore } from '@life/infra/event-store/open';
import { startWorker } from '../worker';

const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, WORKER_PREFIX: prefix, GENERATION_CHUNK_SIZE: chunkSize } = process.env;
if (!databaseUrl || !redisUrl || !prefix) throw new Error('DATABASE_URL, REDIS_URL and WORKER_PREFIX are required');
const db = await openDb({ databaseUrl });
const store = await openEventStore({ db });
const line = (level: string) => (obj: Record<string, unknown>, msg: string) => console.log(JSON.stringify({ level, msg, ...obj }));
await startWorker(
  { db, store, redisUrl, logger: { info: line('info'), error: line('error') } },
  {
    prefix,
    name: `test-child-${process.pid}`,
    lockDurationMs: 1000,
    stalledIntervalMs: 500,
    dispatcherIdleWaitMs: 100,
    generation: { chunkSize: Number(chunkSize ?? 50) },
  },
);
console.log('started');
