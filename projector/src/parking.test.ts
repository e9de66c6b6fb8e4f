import { EventRegistry, defineEvent } from '@life/domain';
import type { Queryable, StoredEvent } from '@life/infra';
import { openTestEventStore, testDbKinds, type TestDbKind } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { planAroundParked } from './batch';
import { openParkedEvents, readStuck } from './parked-events';
import type { Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { retryParked } from './retry';
import { ProjectionRunner, type ProjectionRunnerOptions } from './runner';
import { projectionStatus } from './status';
import { maxPosition, newEvent, quietLogger, tableRows, waitForCheckpoints } from './test-support';

type Env = Awaited<ReturnType<typeof openTestEventStore>>;

/**
 * A per-stream read model with a real date column, like the ledger: 'Dated' upserts the stream's
 * row (a date PostgreSQL cannot hold fails with SQLSTATE 22008), 'Renamed' changes it, 'Removed'
 * deletes it (and resets the stream). `failOn` makes the projection's own code throw.
 */
function datedProjection(name: string, options: { failOn?: (event: StoredEvent) => boolean; table?: string } = {}) {
  const table = options.table ?? `${name}_rows`;
  const projection: Projection & { setup(q: Queryable): Promise<void> } = {
    name,
    canHandle: ['Dated', 'Renamed', 'Removed'],
    tables: [table],
    resetsStream: ['Removed'],
    async setup(q) {
      await q.query(`CREATE TABLE ${table} (stream_id text PRIMARY KEY, day date NOT NULL, label text NOT NULL, changes int NOT NULL)`);
    },
    async apply(tx, events) {
      for (const event of events) {
        if (options.failOn?.(event)) throw new TypeError(`cannot project ${event.type}`);
        const data = event.data as { day?: string; label?: string };
        if (event.type === 'Dated') {
          await tx.query(`INSERT INTO ${table} VALUES ($1, $2::date, $3, 0)`, [event.streamId, data.day, data.label ?? '']);
        } else if (event.type === 'Renamed') {
          await tx.query(`UPDATE ${table} SET label = $2, changes = changes + 1 WHERE stream_id = $1`, [event.streamId, data.label]);
        } else {
          await tx.query(`DELETE FROM ${table} WHERE stream_id = $1`, [event.streamId]);
        }
      }
    },
  };
  return projection;
}

function useEnv(kind: TestDbKind) {
  const ctx = { env: undefined as unknown as Env, runners: [] as ProjectionRunner[] };
  beforeEach(async () => {
    ctx.env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    for (const runner of ctx.runners.splice(0)) await runner.stop();
    await ctx.env.close();
  });
  const start = async (projections: readonly Projection[], options: Partial<ProjectionRunnerOptions> = {}) => {
    const runner = new ProjectionRunner({
      db: ctx.env.db,
      store: ctx.env.store,
      projections,
      logger: quietLogger,
      idleWaitMs: 200,
      lockRetryMs: 100,
      retryInitialMs: 10,
      retryMaxMs: 40,
      maxBatchFailures: 3,
      ...options,
    });
    ctx.runners.push(runner);
    await runner.start();
    return runner;
  };
  return { ctx, start };
}

const append = async (env: Env, streamId: string, type: string, data: unknown) =>
  (await env.store.append(streamId, [newEvent(type, data)], { expectedRevision: 'any' })).position;

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('planAroundParked', () => {
  const event = (streamId: string, type: string, position: string, data: Record<string, unknown> = {}) => ({
    ...newEvent(type, data),
    id: position,
    streamId,
    revision: 0,
    position,
  });
  const parked = (entries: [string, string[]][]) => new Map(entries.map(([stream, keys]) => [stream, new Set(keys)]));
  it('parks a parked stream’s events until one resets it, and leaves other streams alone', () => {
    const events = [event('a', 'Renamed', '1'), event('b', 'Renamed', '2'), event('a', 'Removed', '3'), event('a', 'Dated', '4')];
    const plan = planAroundParked(events, parked([['a', ['']]]), { resetsStream: ['Removed'] });
    expect(plan.blocked.map(({ event }) => event.position)).toEqual(['1']);
    expect(plan.apply.map((e) => e.position)).toEqual(['2', '3', '4']);
    expect(plan.resumed.map((step) => [step.event.position, step.scope])).toEqual([['3', 'stream']]);
    expect(planAroundParked(events, parked([['a', ['']]]), {}).apply.map((e) => e.position)).toEqual(['2']);
  });
  it('with a parking key, parks only the same record’s later events until one of resetsKey resumes that record', () => {
    const keyed = { parkingKey: (e: StoredEvent) => (e.data as { id: string }).id, resetsKey: ['Removed'] };
    const events = [
      event('book', 'Renamed', '1', { id: 'x' }),
      event('book', 'Renamed', '2', { id: 'y' }),
      event('book', 'Removed', '3', { id: 'x' }),
      event('book', 'Dated', '4', { id: 'x' }),
    ];
    const plan = planAroundParked(events, parked([['book', ['x']]]), keyed);
    expect(plan.blocked.map(({ event, key }) => [event.position, key])).toEqual([['1', 'x']]);
    expect(plan.apply.map((e) => e.position)).toEqual(['2', '3', '4']);
    expect(plan.resumed.map((step) => [step.event.position, step.key, step.scope])).toEqual([['3', 'x', 'key']]);
    // A stream parked as a whole (an event whose key could not be read) blocks every record, and a record's reset cannot resume it.
    expect(planAroundParked(events, parked([['book', ['']]]), keyed).apply).toEqual([]);
    // An event without a readable key belongs to the whole stream.
    expect(planAroundParked([event('book', 'Renamed', '5')], parked([['book', ['x']]]), keyed).blocked.map(({ key }) => key)).toEqual(['']);
  });
});

describe.each(testDbKinds())('parking on %s', (kind) => {
  const { ctx, start } = useEnv(kind);

  it('parks an event PostgreSQL refuses and the later events of its stream; every other stream keeps projecting', async () => {
    const { env } = ctx;
    const dated = datedProjection('dated');
    await dated.setup(env.db);
    await append(env, 'ok-1', 'Dated', { day: '2026-01-01', label: 'one' });
    const bad = await append(env, 'bad-1', 'Dated', { day: '0000-01-01', label: 'bad' });
    await append(env, 'ok-2', 'Dated', { day: '2026-01-02', label: 'two' });
    const blocked = await append(env, 'bad-1', 'Renamed', { label: 'renamed' });
    const errors: string[] = [];
    await start([dated], { logger: { info: () => undefined, error: (message) => void errors.push(message) } });
    const last = await append(env, 'ok-1', 'Renamed', { label: 'one again' });
    await waitForCheckpoints(env.db, ['dated'], last);

    expect(await tableRows(env.db, 'SELECT stream_id, label FROM dated_rows ORDER BY 1')).toEqual([
      { stream_id: 'ok-1', label: 'one again' },
      { stream_id: 'ok-2', label: 'two' },
    ]);
    const parked = await openParkedEvents(env.db, { projections: ['dated'] });
    expect(
      parked.map(({ position, streamId, eventType, reason, errorCode }) => ({ position, streamId, eventType, reason, errorCode })),
    ).toEqual([
      { position: bad, streamId: 'bad-1', eventType: 'Dated', reason: 'failed', errorCode: '22008' },
      { position: blocked, streamId: 'bad-1', eventType: 'Renamed', reason: 'blocked', errorCode: null },
    ]);
    expect(parked[0]?.error).toContain('out of range');
    expect(parked[0]?.attempts).toBe(3);
    // Three failed attempts, then one line naming the parked event; no hot loop. The line follows the
    // batch's commit, which the checkpoint wait may see first.
    expect(errors.filter((m) => m.includes('failed (attempt'))).toHaveLength(3);
    await vi.waitFor(() => expect(errors.filter((m) => m.includes(`parked Dated at ${bad} (stream bad-1)`))).toHaveLength(1));
    expect(errors).toHaveLength(4);

    // A new event of the parked stream is parked too, live; status reports the projection as parked.
    const later = await append(env, 'bad-1', 'Renamed', { label: 'still waiting' });
    await waitForCheckpoints(env.db, ['dated'], later);
    const status = await projectionStatus(env.db, env.store, [dated]);
    expect(status.projections[0]).toMatchObject({ state: 'parked', failure: null, parkedEvents: 3, eventsBehind: 0 });
    expect(status.projections[0]?.parked.map((p) => p.position)).toEqual([bad]);
  });

  it('a resetting event resolves the parked stream, and the live read model equals a rebuild', async () => {
    const { env } = ctx;
    const dated = datedProjection('resets');
    await dated.setup(env.db);
    await append(env, 'ok-1', 'Dated', { day: '2026-03-01', label: 'kept' });
    await append(env, 'bad-1', 'Dated', { day: '9999-12-31 BC', label: 'bad' });
    await start([dated]);
    await waitFor(
      () => openParkedEvents(env.db, { projections: ['resets'] }),
      (rows) => rows.length === 1,
    );
    await append(env, 'bad-1', 'Renamed', { label: 'x' });
    const removed = await append(env, 'bad-1', 'Removed', {});
    await waitForCheckpoints(env.db, ['resets'], removed);

    expect(await openParkedEvents(env.db, { projections: ['resets'] })).toEqual([]);
    const resolutions = await tableRows(
      env.db,
      "SELECT reason, resolution FROM projection_parked_events WHERE projection = 'resets' ORDER BY position",
    );
    expect(resolutions).toEqual([
      { reason: 'failed', resolution: `superseded by Removed at ${removed}` },
      { reason: 'blocked', resolution: `superseded by Removed at ${removed}` },
    ]);
    expect((await projectionStatus(env.db, env.store, [dated])).projections[0]?.state).toBe('ok');
    const live = await tableRows(env.db, 'SELECT * FROM resets_rows ORDER BY stream_id');
    expect(live).toEqual([{ stream_id: 'ok-1', day: expect.anything(), label: 'kept', changes: 0 }]);

    await ctx.runners.splice(0)[0]?.stop();
    await rebuildProjection(env.db, env.store, dated, { logger: quietLogger });
    expect(await tableRows(env.db, 'SELECT * FROM resets_rows ORDER BY stream_id')).toEqual(live);
    expect(await openParkedEvents(env.db, { projections: ['resets'] })).toEqual([]);
  });

  it('parks an event whose data no longer parses', async () => {
    const { env } = ctx;
    const registry = new EventRegistry().register(
      defineEvent({ type: 'Dated', version: 1, schema: z.object({ day: z.string(), label: z.string() }) }),
    );
    const dated = datedProjection('strict');
    await dated.setup(env.db);
    const bad = await append(env, 'bad-1', 'Dated', { day: '2026-01-01' });
    const good = await append(env, 'ok-1', 'Dated', { day: '2026-01-01', label: 'fine' });
    await start([dated], { registry });
    await waitForCheckpoints(env.db, ['strict'], maxPosition([bad, good]));
    expect(await tableRows(env.db, 'SELECT stream_id FROM strict_rows')).toEqual([{ stream_id: 'ok-1' }]);
    expect((await openParkedEvents(env.db)).map((p) => [p.position, p.errorCode])).toEqual([[bad, 'EventDataError']]);
  });

  it('never parks on errors that may heal: reports the projection stuck at the failing event, then recovers', async () => {
    const { env } = ctx;
    const dated = datedProjection('healing', { table: 'healing_later' }); // its table does not exist yet: 42P01
    await append(env, 'ok-1', 'Dated', { day: '2026-01-01', label: 'one' });
    const errors: { message: string; error: unknown }[] = [];
    await start([dated], { logger: { info: () => undefined, error: (message, error) => void errors.push({ message, error }) } });

    const [stuck] = await waitFor(
      () => readStuck(env.db),
      (rows) => rows.length === 1 && rows[0]!.attempts >= 5,
    );
    expect(stuck).toMatchObject({ projection: 'healing', afterPosition: '', streamId: 'ok-1', eventType: 'Dated', errorCode: '42P01' });
    expect(await openParkedEvents(env.db)).toEqual([]);
    expect((await projectionStatus(env.db, env.store, [dated])).projections[0]).toMatchObject({ state: 'failing', eventsBehind: 1 });
    const stuckLines = errors.filter((e) => e.message.includes('is stuck at'));
    expect(stuckLines.length).toBeGreaterThanOrEqual(2);
    expect(stuckLines.filter((e) => e.error !== undefined)).toHaveLength(1); // the stack once, then one line per back-off

    await dated.setup(env.db);
    const last = await append(env, 'ok-2', 'Dated', { day: '2026-01-02', label: 'two' });
    await waitForCheckpoints(env.db, ['healing'], last);
    expect(await tableRows(env.db, 'SELECT stream_id FROM healing_later ORDER BY 1')).toEqual([
      { stream_id: 'ok-1' },
      { stream_id: 'ok-2' },
    ]);
    // The report is cleared right after the batch's commit, which the checkpoint wait may see first.
    expect(
      await waitFor(
        () => readStuck(env.db),
        (rows) => rows.length === 0,
      ),
    ).toEqual([]);
  });

  it('retry applies a parked stream again once the projection is fixed, in order, like a rebuild', async () => {
    const { env } = ctx;
    let broken = true;
    const dated = datedProjection('fixable', { failOn: (event) => broken && (event.data as { label?: string }).label === 'boom' });
    await dated.setup(env.db);
    await append(env, 'x-1', 'Dated', { day: '2026-01-01', label: 'start' });
    await append(env, 'x-1', 'Renamed', { label: 'boom' });
    await append(env, 'x-1', 'Renamed', { label: 'after' });
    const other = await append(env, 'y-1', 'Dated', { day: '2026-01-02', label: 'other' });
    await start([dated]);
    await waitForCheckpoints(env.db, ['fixable'], other);
    expect((await openParkedEvents(env.db)).map((p) => [p.reason, p.errorCode])).toEqual([
      ['failed', 'TypeError'],
      ['blocked', null],
    ]);

    expect(await retryParked(env.db, env.store, dated)).toMatchObject({ resolved: [], stillParked: [{ streamId: 'x-1' }] });
    broken = false;
    expect(await retryParked(env.db, env.store, dated)).toEqual({ name: 'fixable', resolved: ['x-1'], stillParked: [] });
    const live = await tableRows(env.db, 'SELECT stream_id, label, changes FROM fixable_rows ORDER BY 1');
    expect(live).toEqual([
      { stream_id: 'x-1', label: 'after', changes: 2 },
      { stream_id: 'y-1', label: 'other', changes: 0 },
    ]);
    const next = await append(env, 'x-1', 'Renamed', { label: 'resumed' });
    await waitForCheckpoints(env.db, ['fixable'], next);
    expect(await tableRows(env.db, "SELECT label FROM fixable_rows WHERE stream_id = 'x-1'")).toEqual([{ label: 'resumed' }]);
    await ctx.runners.splice(0)[0]?.stop();
    const before = await tableRows(env.db, 'SELECT * FROM fixable_rows ORDER BY 1');
    await rebuildProjection(env.db, env.store, dated);
    expect(await tableRows(env.db, 'SELECT * FROM fixable_rows ORDER BY 1')).toEqual(before);
  });
});
