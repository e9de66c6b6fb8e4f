import { openTestEventStore } from '@life/infra/testing/test-db';
import { it } from 'vitest';
import { ProjectionRunner } from './runner';
import { appendMany, countingProjection, tableRows } from './test-support';
import { readCheckpoint } from './checkpoints';

async function waitHead(db: any, store: any, name: string) {
  const target = await store.head();
  for (;;) { if ((await readCheckpoint(db, name)) >= target) return; await new Promise((r) => setTimeout(r, 20)); }
}

it.runIf(!!process.env.STRESS)('stress takeover', async () => {
  for (let round = 0; round < 40; round++) {
    const { db, store, close } = await openTestEventStore('postgres');
    const logger = { info: () => undefined, error: (m: string, e: unknown) => console.log(round, 'ERR', m, e) };
    const mk = (label: string) => {
      const c = countingProjection({ name: 'leader', label });
      return { ...c, async apply(tx: any, events: any) {
        await tx.query('INSERT INTO batches (label, first, last, n, xid) VALUES ($1, $2, $3, $4, pg_current_xact_id()::text)', [label, events[0]?.position, events.at(-1)?.position, events.length]);
        await c.apply(tx, events);
      } };
    };
    await countingProjection({ name: 'leader' }).setup(db);
    await db.query('CREATE TABLE batches (seq serial, at timestamptz default clock_timestamp(), label text, first text, last text, n int, xid text)');
    const opts = { db, store, logger, idleWaitMs: 200, lockRetryMs: 100, retryInitialMs: 10, retryMaxMs: 50 };
    const a = new ProjectionRunner({ ...opts, projections: [mk('first')] });
    await a.start();
    await appendMany(store, 'l', 10);
    await waitHead(db, store, 'leader');
    const b = new ProjectionRunner({ ...opts, projections: [mk('second')] });
    await b.start();
    await appendMany(store, 'l', 10);
    await waitHead(db, store, 'leader');
    await new Promise((r) => setTimeout(r, 300));
    await a.stop();
    await appendMany(store, 'l', 10);
    await waitHead(db, store, 'leader');
    await new Promise((r) => setTimeout(r, 300));
    const dup = await tableRows(db, 'SELECT event_id, position, applied_by, times FROM leader_applied WHERE times > 1');
    if (dup.length) console.log(round, 'DUP', dup, await tableRows(db, 'SELECT * FROM batches ORDER BY seq'));
    else console.log(round, 'ok', await tableRows(db, 'SELECT applied_by, count(*)::int FROM leader_applied GROUP BY 1'));
    await b.stop();
    await close();
  }
}, 600_000);
