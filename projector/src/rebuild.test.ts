import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCheckpoint } from './checkpoints';
import { rebuildProjection } from './rebuild';
import { ProjectionRunner } from './runner';
import { appendMany, countingProjection, quietLogger, tableRows, waitForCheckpoints } from './test-support';

describe.each(testDbKinds())('rebuildProjection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  let runner: ProjectionRunner | undefined;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await env.close();
  });

  const snapshot = async (name: string) => ({
    applied: await tableRows(env.db, `SELECT * FROM ${name}_applied ORDER BY position`),
    streams: await tableRows(env.db, `SELECT * FROM ${name}_streams ORDER BY stream_id`),
    checkpoint: await readCheckpoint(env.db, name),
  });

  it('empties the tables, resets the checkpoint and replays to identical tables', async () => {
    const { db, store } = env;
    const counting = countingProjection({ name: 'rebuilt' });
    await counting.setup(db);
    await appendMany(store, 'r', 30, 4);
    const last = await appendMany(store, 'skip', 5, 1, 'Ignored');
    runner = new ProjectionRunner({ db, store, projections: [counting], batchSize: 8, logger: quietLogger });
    await runner.start();
    await waitForCheckpoints(db, ['rebuilt'], last);
    await runner.stop();
    runner = undefined;
    const before = await snapshot('rebuilt');
    expect(before.applied).toHaveLength(30);

    // Damage the read model: the rebuild must not depend on what is there.
    await db.query(`UPDATE rebuilt_streams SET n = 0`);
    await db.query(`INSERT INTO rebuilt_applied (event_id, stream_id, type, position) VALUES ('bogus', 'x', 'x', 'x')`);

    const result = await rebuildProjection(db, store, counting, { batchSize: 7 });
    expect(result).toEqual({ name: 'rebuilt', events: 35, position: last });
    expect(await snapshot('rebuilt')).toEqual(before);
  });

  it('is safe beside a live runner: every event exactly once', async () => {
    const { db, store } = env;
    const counting = countingProjection({ name: 'busy' });
    await counting.setup(db);
    await appendMany(store, 'b', 40, 4);
    runner = new ProjectionRunner({ db, store, projections: [counting], batchSize: 5, logger: quietLogger, idleWaitMs: 100 });
    await runner.start();
    const [, last] = await Promise.all([rebuildProjection(db, store, counting, { batchSize: 5 }), appendMany(store, 'c', 20, 2)]);
    await waitForCheckpoints(db, ['busy'], last);
    expect(await tableRows(db, 'SELECT count(*)::int AS n, max(times) AS t FROM busy_applied')).toEqual([{ n: 60, t: 1 }]);
  });
});
