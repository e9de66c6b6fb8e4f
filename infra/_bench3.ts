import { openTestEventStore } from './src/testing/test-db';
import { randomUUID } from 'node:crypto';
const t = await openTestEventStore('postgres');
const ev = (i: number) => ({ id: randomUUID(), type: 'BenchEvent', data: { i, note: 'benchmark payload', amountCents: 1234 }, metadata: { userId: 'bench', occurredAt: new Date().toISOString(), schemaVersion: 1 } });
for (let k = 0; k < 3; k++) {
  let t0 = performance.now();
  await t.db.transaction(async (tx) => {
    await tx.query('select * from life_append($1, $2, $3::jsonb)', [`s-${k}`, 'no-stream', JSON.stringify(Array.from({ length: 100 }, (_, i) => ev(i)))]);
    console.log('in-tx append', (performance.now() - t0).toFixed(1)); t0 = performance.now();
  });
  console.log('commit', (performance.now() - t0).toFixed(1));
}
let t0 = performance.now();
for (let k = 0; k < 20; k++) await t.db.query('create temp table if not exists x (a int); ');
console.log('20 noop', (performance.now() - t0).toFixed(1));
t0 = performance.now();
for (let k = 0; k < 20; k++) await t.db.query(`select pg_current_xact_id()`);
console.log('20 xid commits', (performance.now() - t0).toFixed(1));
await t.close();
