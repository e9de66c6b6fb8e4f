import { START } from '@life/infra';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifyCheckpoint } from './batch';
import { ensureCheckpoint } from './checkpoints';
import { CheckpointWatcher } from './read-your-writes';
import { rebuildProjection } from './rebuild';
import { ProjectionRunner } from './runner';
import { appendMany, countingProjection, quietLogger } from './test-support';

describe.each(testDbKinds())('CheckpointWatcher on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  let watcher: CheckpointWatcher;
  const runners: ProjectionRunner[] = [];
  beforeEach(async () => {
    env = await openTestEventStore(kind);
    watcher = new CheckpointWatcher(env.db, { pollMs: 5_000 }); // long poll: these tests prove the NOTIFY path
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await watcher.close();
    await env.close();
  });

  async function startRunner(...names: string[]) {
    const projections = [];
    for (const name of names) {
      const projection = countingProjection({ name });
      await projection.setup(env.db);
      projections.push(projection);
    }
    const runner = new ProjectionRunner({ db: env.db, store: env.store, projections, logger: quietLogger });
    runners.push(runner);
    await runner.start();
  }

  it('resolves true once every named projection has passed the position', async () => {
    await startRunner('one', 'two');
    const position = await appendMany(env.store, 'w', 5);
    // Not the API's 2 s: a runner just started on a loaded machine can take longer to apply its first batch.
    expect(await watcher.waitFor(['one', 'two'], position, 20_000)).toBe(true);
    const positions = await watcher.positions();
    expect(positions.one! >= position && positions.two! >= position).toBe(true);
    // Already there: answers from the cache.
    expect(await watcher.waitFor(['one'], position, 1)).toBe(true);
  });

  it('waits for a runner that starts later', async () => {
    const position = await appendMany(env.store, 'w', 3);
    const waiting = watcher.waitFor(['late'], position, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await startRunner('late');
    expect(await waiting).toBe(true);
  });

  it('times out with false when the projection does not get there', async () => {
    await ensureCheckpoint(env.db, 'idle'); // exists, but no runner moves it
    const position = await appendMany(env.store, 'w', 2);
    const started = Date.now();
    expect(await watcher.waitFor(['idle'], position, 300)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(await watcher.waitFor(['unknown-projection'], '', 50)).toBe(false);
  });

  it('follows a rebuild back to START', async () => {
    const projection = countingProjection({ name: 'again' });
    await projection.setup(env.db);
    const position = await appendMany(env.store, 'w', 3);
    await rebuildProjection(env.db, env.store, projection, { until: position });
    expect(await watcher.waitFor(['again'], position, 1000)).toBe(true);
    // A rebuild begins by setting and notifying START. Notifications arrive in commit order, so once this one is in, no
    // late notification of the rebuild's own batches can lift the cache again (a loaded CI run saw one do so).
    await env.db.query(`UPDATE projection_checkpoints SET position = '' WHERE name = 'again'`);
    await notifyCheckpoint(env.db, 'again', START);
    const deadline = Date.now() + 10_000;
    while ((await watcher.positions()).again !== START && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(await watcher.waitFor(['again'], position, 50)).toBe(false);
    // Without a NOTIFY, the table read follows it down too.
    await env.db.query(`UPDATE projection_checkpoints SET position = $1 WHERE name = 'again'`, [position]);
    expect(await watcher.refresh()).toMatchObject({ again: position });
    await env.db.query(`UPDATE projection_checkpoints SET position = '' WHERE name = 'again'`);
    expect(await watcher.refresh()).toMatchObject({ again: '' });
    expect(await watcher.waitFor(['again'], position, 50)).toBe(false);
  });

  it('close() resolves pending waits with false', async () => {
    const waiting = watcher.waitFor(['never'], 'z', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await watcher.close();
    expect(await waiting).toBe(false);
  });
});
