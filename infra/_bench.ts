import { openTestEventStore } from './src/testing/test-db';
import { benchAppends } from './src/event-store/bench';
for (const kind of ['postgres', 'pglite'] as const) {
  const t = await openTestEventStore(kind);
  console.log(kind, await benchAppends(t.store));
  await t.close();
}
