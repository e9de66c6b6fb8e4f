import { openTestEventStore } from '@life/infra/testing/test-db';
import { it } from 'vitest';
import { ProjectionRunner } from './runner';
import { countingProjection, newEvent, tableRows, waitForCheckpoints } from './test-support';

it.runIf(!!process.env.DATABASE_URL)('debug skip', async () => {
  for (let round = 0; round < 4; round++) {
    const { db, store, close } = await openTestEventStore('postgres');
    const counting = countingProjection({ name: 'busy' });
    await counting.setup(db);
    await db.query('CREATE TABLE batches (seq serial, first text, last text, n int, xid text, snap text)');
    const logged = {
      ...counting,
      async apply(tx: Parameters<typeof counting.apply>[0], events: Parameters<typeof counting.apply>[1]) {
        await tx.query('INSERT INTO batches (first, last, n, xid, snap) VALUES ($1, $2, $3, pg_current_xact_id()::text, pg_current_snapshot()::text)', [events[0]?.position, events.at(-1)?.position, events.length]);
        await counting.apply(tx, events);
      },
    };
    const runner = new ProjectionRunner({ db, store, projections: [logged], batchSize: 500, logger: { info: () => undefined, error: (m, e) => console.log(m, e) } });
    await runner.start();
    await Promise.all(Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 1000; i++) {
        const stream = i % 10 === 0 ? `shared-${i % 3}` : `writer-${w}`;
        await store.append(stream, [newEvent('Counted', { w, i })], { expectedRevision: 'any' });
      }
    }));
    await waitForCheckpoints(db, store, ['busy'], undefined, 60_000);
    const [row] = await tableRows(db, 'SELECT count(*)::int AS n FROM busy_applied');
    console.log(round, row);
    const missing = await tableRows(db, `SELECT transaction_id::text, global_position, created_at FROM events e WHERE NOT EXISTS (SELECT 1 FROM busy_applied a WHERE a.event_id = e.event_id::text) ORDER BY 1, 2 LIMIT 10`);
    if (missing.length) {
      console.log(round, 'MISSING', missing);
      console.log(await tableRows(db, `SELECT * FROM batches ORDER BY seq`));
    }
    await runner.stop();
    await close();
  }
}, 300_000);
