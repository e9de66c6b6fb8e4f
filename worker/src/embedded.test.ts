import { saveSession, type Db, type EventStore } from '@life/infra';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedJobs, type EmbeddedJobs } from './embedded';
import { openTestEventStore } from '@life/infra/testing/test-db';
import { recordingLogger } from './testing/logger';
import { sessionIds } from './testing/sessions';

describe('startEmbeddedJobs (in-process timer)', () => {
  let db: Db;
  let store: EventStore;
  let close: () => Promise<void>;
  let jobs: EmbeddedJobs | undefined;
  beforeEach(async () => {
    ({ db, store, close } = await openTestEventStore('pglite'));
  });
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
    await close();
  });

  it('runs daily maintenance at start and again on every tick', async () => {
    await saveSession(db, 'a-expired', {}, new Date(Date.now() - 1000));
    const logger = recordingLogger();
    jobs = startEmbeddedJobs({ db, store, logger }, { intervalMs: 100 });

    await vi.waitFor(async () => expect(await sessionIds(db)).toEqual([]), { timeout: 20_000, interval: 20 });
    await saveSession(db, 'b-expired', {}, new Date(Date.now() - 1000));
    await saveSession(db, 'c-live', {}, new Date(Date.now() + 3_600_000));
    await vi.waitFor(async () => expect(await sessionIds(db)).toEqual(['c-live']), { timeout: 20_000, interval: 20 });

    // The second run deletes the session before it logs that it is done: wait for the line, do not race it.
    await vi.waitFor(() => expect(logger.lines.filter((l) => l.msg === 'maintenance.daily done').length).toBeGreaterThanOrEqual(2), {
      timeout: 20_000,
      interval: 20,
    });
  });

  it('logs a failed run and keeps ticking; stop() ends it', async () => {
    const logger = recordingLogger();
    const failing: Db = {
      kind: db.kind,
      query: () => Promise.reject(new Error('db down')),
      transaction: (fn) => db.transaction(fn),
      session: (fn) => db.session(fn),
      listen: (channel, handler) => db.listen(channel, handler),
      notify: (channel, payload) => db.notify(channel, payload),
      close: () => db.close(),
    };
    jobs = startEmbeddedJobs({ db: failing, store, logger }, { intervalMs: 20 });

    await vi.waitFor(() => expect(logger.lines.filter((l) => l.level === 'error').length).toBeGreaterThanOrEqual(2), {
      timeout: 20_000,
      interval: 10,
    });
    await jobs.stop();
    const errors = logger.lines.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(logger.lines.length).toBe(errors);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ level: 'error', obj: expect.objectContaining({ job: 'maintenance.daily', err: 'db down' }) }),
    );
  });

  it('keeps PGlite planner statistics fresh with a periodic ANALYZE (PGlite has no autovacuum)', async () => {
    expect(db.kind).toBe('pglite');
    await db.query('CREATE TABLE analyzed_rows (n int)');
    await db.query('INSERT INTO analyzed_rows SELECT generate_series(1, 500)');
    const tuples = async () =>
      Number((await db.query<{ n: string }>(`SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'analyzed_rows'`)).rows[0]?.n);
    expect(await tuples()).not.toBe(500);
    jobs = startEmbeddedJobs({ db, store, logger: recordingLogger() }, { analyzeIntervalMs: 30 });
    await vi.waitFor(async () => expect(await tuples()).toBe(500), { timeout: 20_000, interval: 20 });
  });
});
