import { openTestEventStore } from './src/testing/test-db';
for (const kind of ['postgres'] as const) {
  const t = await openTestEventStore(kind);
  const md = { occurredAt: new Date().toISOString(), schemaVersion: 1 };
  const r1 = await t.store.append('a-1', [{ type: 'X', data: { n: 1 }, metadata: md }, { type: 'Y', data: { n: 2 }, metadata: md }], { expectedRevision: 'no-stream' });
  console.log(kind, r1);
  const id = crypto.randomUUID();
  const r2 = await t.store.append('a-1', [{ id, type: 'Z', data: 3, metadata: md }], { expectedRevision: 1 });
  const r3 = await t.store.append('a-1', [{ id, type: 'Z', data: 3, metadata: md }], { expectedRevision: 1 });
  console.log(r2, r3);
  try { await t.store.append('a-1', [{ type: 'Z', data: 3, metadata: md }], { expectedRevision: 0 }); } catch (e) { console.log(String(e)); }
  try { await t.store.append('a-2', [{ type: 'Z', data: 3, metadata: md }], { expectedRevision: 0 }); } catch (e) { console.log(String(e)); }
  console.log(await t.store.readAll({ after: '', limit: 10 }), await t.store.head());
  const w = t.store.waitForAppend(5000).then(() => console.log('woke'));
  await new Promise(r => setTimeout(r, 100));
  await t.store.append('b', [{ type: 'Z', data: 3, metadata: md }], { expectedRevision: 'any' });
  await w;
  console.log(await t.db.query('select 1::numeric(10,2) as n, 5::int8 as i'));
  await t.close();
}
