import { openBenchBackend } from '/work/main/bench/backends';
import { ProjectionRunner, CheckpointWatcher, type Projection } from '@life/projector';

const b = await openBenchBackend('pglite');
const { db, store } = b;
await db.query('CREATE TABLE c (stream_id text PRIMARY KEY, n int NOT NULL)');
await db.query('CREATE TABLE seen (position text primary key)');
const counter: Projection = {
  name: 'c', eventTypes: ['E'], tables: ['c'],
  async apply(tx, events) {
    const counts = new Map<string, number>();
    for (const e of events) counts.set(e.streamId, (counts.get(e.streamId) ?? 0) + 1);
    await tx.query(`INSERT INTO c (stream_id, n) SELECT * FROM unnest($1::text[], $2::int[]) ON CONFLICT (stream_id) DO UPDATE SET n = c.n + excluded.n`, [[...counts.keys()], [...counts.values()]]);
    for (const e of events) await tx.query('INSERT INTO seen VALUES ($1)', [e.position]);
    console.log('batch', events.length, events[0]?.position, events.at(-1)?.position, (await tx.query('select position from projection_checkpoints')).rows);
  },
};
let last = '';
let next = 0;
await Promise.all(Array.from({ length: 4 }, async () => {
  for (let s = next++; s < 1000; s = next++) {
    const events = Array.from({ length: 10 }, (_, i) => ({ type: 'E', data: { i }, metadata: { occurredAt: new Date().toISOString(), schemaVersion: 1 } }));
    const r = await store.append(`s-${s}`, events, { expectedRevision: 'no-stream' });
    if (r.position > last) last = r.position;
  }
}));
console.log('last', last, await db.query('select count(*) from events'));
const watcher = new CheckpointWatcher(db);
const origRead = store.readAll.bind(store);
(store as any).readAll = async (o: any) => { const r = await origRead(o); console.log('readAll after', o.after, '->', r.length, r[0]?.position, r.at(-1)?.position); return r; };
console.log(await db.query(`select transaction_id::text, min(global_position), max(global_position) from events group by 1 order by 2 limit 5`));
const runner = new ProjectionRunner({ db, store, projections: [counter] });
await runner.start();
console.log('waitFor', await watcher.waitFor(['c'], last, 60000));
console.log(await db.query('select sum(n)::int from c'), await db.query('select count(*)::int from seen'), await db.query('select * from projection_checkpoints'));
console.log(await db.query(`select count(*)::int, min(global_position), max(global_position) from events e where not exists (select 1 from seen s where s.position = lpad(e.transaction_id::text, 20, '0') || '-' || lpad(e.global_position::text, 20, '0'))`));
console.log(await db.query(`select count(*)::int, max(lpad(e.transaction_id::text, 20, '0') || '-' || lpad(e.global_position::text, 20, '0')) from events e`));
await runner.stop(); await watcher.close(); await b.close();
