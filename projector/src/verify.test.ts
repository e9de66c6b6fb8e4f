import { readableThrough } from '@life/infra/testing/settled-head';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildProjection } from './rebuild';
import { appendMany, countingProjection, tableRows } from './test-support';
import { verifyProjection } from './verify';

describe.each(testDbKinds())('verifyProjection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  async function caughtUp(name: string) {
    const counting = countingProjection({ name });
    await counting.setup(env.db);
    await appendMany(env.store, 'v', 12, 3);
    // The store hides events behind any transaction open on the server (another test file's): wait until all read.
    await readableThrough(env.store, await appendMany(env.store, 'other', 3, 1, 'Ignored'));
    await rebuildProjection(env.db, env.store, counting);
    return counting;
  }

  it('finds the live tables equal to a replay of the events, and leaves nothing behind', async () => {
    const counting = await caughtUp('proved');
    const result = await verifyProjection(env.db, env.store, counting, { batchSize: 5 });
    expect(result).toMatchObject({ name: 'proved', events: 12, equal: true });
    expect(result.tables.map((t) => [t.table, t.liveRows, t.rebuiltRows, t.equal])).toEqual([
      ['proved_applied', 12, 12, true],
      ['proved_streams', 3, 3, true],
    ]);
    expect(await tableRows(env.db, `SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = 'projection_verify'`)).toEqual([{ n: 0 }]);
    // The live tables are untouched.
    expect(await tableRows(env.db, 'SELECT count(*)::int AS n FROM proved_applied')).toEqual([{ n: 12 }]);
  });

  it('names the table and the keys of rows altered, added or removed by hand', async () => {
    const counting = await caughtUp('tampered');
    await env.db.query(`UPDATE tampered_streams SET n = 99 WHERE stream_id = 'v-1'`);
    await env.db.query(`INSERT INTO tampered_streams (stream_id, n, last_position) VALUES ('made-up', 1, 'x')`);
    await env.db.query(`DELETE FROM tampered_streams WHERE stream_id = 'v-2'`);

    const result = await verifyProjection(env.db, env.store, counting);
    expect(result.equal).toBe(false);
    const [applied, streams] = result.tables;
    expect(applied).toMatchObject({ table: 'tampered_applied', equal: true, differingKeys: [] });
    expect(streams).toMatchObject({ table: 'tampered_streams', liveRows: 3, rebuiltRows: 3, equal: false });
    expect(streams!.differingKeys).toEqual(['(made-up)', '(v-1)', '(v-2)']);
  });

  it('reports an event the replay cannot apply', async () => {
    const counting = await caughtUp('broken');
    // A projection whose code changed since the live tables were written: it throws on replay.
    const changed = { ...counting, apply: () => Promise.reject(new Error('new code refuses this')) };
    const result = await verifyProjection(env.db, env.store, changed);
    expect(result).toMatchObject({ equal: false, error: 'new code refuses this', tables: [] });
  });
});
