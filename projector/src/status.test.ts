import { readableThrough } from '@life/infra/testing/settled-head';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildProjection } from './rebuild';
import { projectionStatus } from './status';
import { countingProjection, newEvent } from './test-support';

describe.each(testDbKinds())('projectionStatus on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  it('reports events behind and the age of the oldest unprocessed event, 0 when caught up', async () => {
    const { db, store } = env;
    const projection = countingProjection({ name: 'status' });
    await projection.setup(db);
    const old = { ...newEvent(), metadata: { occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 } };
    const appended = await store.append('s-1', [old, newEvent(), newEvent('Ignored')], { expectedRevision: 'any' });
    // Readable first: another test file's open transaction on the server hides it for a moment.
    await readableThrough(store, appended.position);
    const now = Date.parse('2026-01-01T00:01:00.000Z');

    const before = await projectionStatus(db, store, [projection], () => now);
    expect(before.projections).toEqual([
      {
        name: 'status',
        position: null,
        updatedAt: null,
        eventsBehind: 3,
        lagMs: 60_000,
        state: 'ok',
        failure: null,
        parked: [],
        parkedEvents: 0,
      },
    ]);

    const { position } = await rebuildProjection(db, store, projection);
    const after = await projectionStatus(db, store, [projection], () => now);
    expect(after.head).toBe(position);
    expect(after.projections[0]).toMatchObject({ name: 'status', position, eventsBehind: 0, lagMs: 0 });
    expect(after.projections[0]?.updatedAt).toEqual(expect.any(String));
  });
});
