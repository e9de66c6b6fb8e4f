import { openTestEventStore } from '@life/infra/testing/test-db';
import { it } from 'vitest';
import { ProjectionRunner } from './runner';
import { appendMany, countingProjection, tableRows, waitForCheckpoints } from './test-support';

it.runIf(!!process.env.DATABASE_URL)('debug takeover', async () => {
  for (let round = 0; round < 30; round++) {
    const { db, store, close } = await openTestEventStore('postgres');
    const logger = { info: (m: string) => undefined, error: (m: string, e: unknown) => console.log(round, m, e) };
    const first = countingProjection({ name: 'leader', label: 'first' });
    const second = countingProjection({ name: 'leader', label: 'second' });
    await first.setup(db);
    const opts = { db, store, logger, idleWaitMs: 200, lockRetryMs: 100, retryInitialMs: 10, retryMaxMs: 50, batchSize: 3 };
    const a = new ProjectionRunner({ ...opts, projections: [first] });
    await a.start();
    const b = new ProjectionRunner({ ...opts, projections: [second] });
    await b.start();
    await appendMany(store, 'l', 20);
    await new Promise((r) => setTimeout(r, round * 3));
    await a.stop();
    const last = await appendMany(store, 'l', 10);
    await waitForCheckpoints(db, store, ['leader'], last);
    const dup = await tableRows(db, 'SELECT event_id, position, applied_by, times FROM leader_applied WHERE times > 1');
    const all = await tableRows(db, 'SELECT applied_by, count(*) FROM leader_applied GROUP BY 1');
    console.log(round, all);
    if (dup.length) console.log(round, 'DUP', dup, all);
    await b.stop();
    await close();
  }
}, 300_000);
