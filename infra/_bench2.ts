import { openTestEventStore } from './src/testing/test-db';
import { benchAppends } from './src/event-store/bench';
const t = await openTestEventStore('postgres');
console.log('with notify', await benchAppends(t.store, { durationMs: 2000 }));
const { rows } = await t.db.query<{ def: string }>(`select pg_get_functiondef('life_append'::regproc) as def`);
await t.db.query(rows[0]!.def.replace("PERFORM pg_notify('events_appended', p_stream_id);", ''));
console.log('no notify', await benchAppends(t.store, { durationMs: 2000 }));
await t.db.query(`alter database ${new URL(t.url!).pathname.slice(1)} set synchronous_commit = off`);
await t.close();
