import { openTestEventStore } from './src/testing/test-db';
import { benchAppends } from './src/event-store/bench';
const t = await openTestEventStore('postgres');
for (const c of [1, 2, 4, 8]) console.log(c, await benchAppends(t.store, { durationMs: 2000, concurrency: c }));
await t.close();
