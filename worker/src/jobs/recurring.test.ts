import type { Db, EventStore } from '@life/infra';
import { settledHead } from '@life/infra/testing/settled-head';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { ProjectionRunner } from '@life/projector/runner';
import { quietLogger, waitForCheckpoints } from '@life/projector/test-support';
import { allProjections } from '@life/projector/projections/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOccurrences } from '../recurring/generate';
import { recordingLogger } from '../testing/logger';
import { createRecurring, deleteRecurring, occurrencesByDay, recurringState, updateRecurring, weeklyRent } from '../testing/recurring';
import type { GenerateJobData } from '../job-names';
import { recurringDaily, recurringGenerate } from './recurring';

const on = (day: string) => () => new Date(`${day}T00:05:00.000Z`);

describe.each(testDbKinds())('recurring jobs (%s)', (kind) => {
  let db: Db;
  let store: EventStore;
  let close: () => Promise<void>;
  let runner: ProjectionRunner;
  beforeAll(async () => {
    ({ db, store, close } = await openTestEventStore(kind));
    runner = new ProjectionRunner({ db, store, idleWaitMs: 100, logger: quietLogger });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await close();
  });

  /**
   * The daily job lists recurring transactions from the read model: let the projector catch up first,
   * with every write so far (`head()` can miss the last ones while an older transaction on the server is open).
   */
  const projected = async () =>
    waitForCheckpoints(
      db,
      allProjections.map((p) => p.name),
      await settledHead(store),
    );

  it('recurring.generate runs a generation for the job payload, as of its day', async () => {
    const { id, revision } = await createRecurring(store, weeklyRent, '2025-01-01');
    const logger = recordingLogger();
    const data: GenerateJobData = { recurringTransactionId: id, revision, today: '2025-01-01' };

    const result = await recurringGenerate({ db, store, logger, now: on('2025-01-01') }, data);
    expect(result).toMatchObject({ job: 'recurring.generate', outcome: 'reported', created: 13, revision: 0 });
    // The same job again (a retry): nothing more.
    expect(await recurringGenerate({ db, store, logger, now: on('2025-01-01') }, data)).toMatchObject({ outcome: 'unchanged', created: 0 });
    expect((await occurrencesByDay(store, id)).size).toBe(13);
  });

  it('recurring.daily extends open-ended rules and auto-posts; rules that ended are left alone', async () => {
    const openEnded = await createRecurring(
      store,
      { ...weeklyRent, frequency: 'monthly', startDate: '2025-01-20', endDate: null },
      '2025-01-15',
    );
    const autoPost = await createRecurring(store, { ...weeklyRent, autoPost: true }, '2025-01-15');
    const bounded = await createRecurring(store, weeklyRent, '2025-01-15');
    const inactive = await createRecurring(store, { ...weeklyRent, endDate: null }, '2025-01-15');
    await updateRecurring(store, inactive.id, { isActive: false }, '2025-01-15');
    const gone = await createRecurring(store, { ...weeklyRent, endDate: null }, '2025-01-15');
    await deleteRecurring(store, gone.id, '2025-01-15');
    const deps = { db, store, logger: recordingLogger(), now: on('2025-01-15') };
    for (const { id } of [openEnded, autoPost, bounded, inactive, gone]) await generateOccurrences(deps, { recurringTransactionId: id });
    await projected();
    const boundedHead = (await recurringState(store, bounded.id)).eventCount;

    const logger = recordingLogger();
    // In the new year the horizon moves on by a year (31 December of next year).
    const result = await recurringDaily({ ...deps, logger, now: on('2026-01-02') }, {});

    // Listed across all tests of this file's database: the two due ones of this test are among them.
    expect(result).toMatchObject({ job: 'recurring.daily', today: '2026-01-02', failed: 0 });
    expect(logger.lines.at(-1)).toMatchObject({ msg: 'recurring.daily done' });
    const monthly = [...(await occurrencesByDay(store, openEnded.id)).keys()];
    expect(monthly[monthly.length - 1]).toBe('2027-12-20');
    const posted = [...(await occurrencesByDay(store, autoPost.id))].filter(([, o]) => o.fields.posted === 'posted').map(([day]) => day);
    expect(posted).toHaveLength(13);
    expect((await recurringState(store, bounded.id)).eventCount).toBe(boundedHead);
    expect((await occurrencesByDay(store, inactive.id)).size).toBe(0);
    expect((await occurrencesByDay(store, gone.id)).size).toBe(0);
  });

  it('recurring.daily in services mode enqueues one job per due recurring transaction and day', async () => {
    const openEnded = await createRecurring(store, { ...weeklyRent, endDate: null }, '2025-01-15');
    const bounded = await createRecurring(store, weeklyRent, '2025-01-15');
    await projected();
    const enqueued: Array<{ jobId: string; data: GenerateJobData }> = [];
    const enqueueGenerations = (jobs: ReadonlyArray<{ jobId: string; data: GenerateJobData }>) => {
      enqueued.push(...jobs);
      return Promise.resolve();
    };

    // The bounded rule ended on 2025-03-31.
    const result = await recurringDaily({ db, store, logger: recordingLogger(), now: on('2025-04-01'), enqueueGenerations }, {});

    expect(result).toMatchObject({ job: 'recurring.daily', today: '2025-04-01', enqueued: enqueued.length });
    expect(enqueued).toContainEqual({
      jobId: `recurring-generate:${openEnded.id}:daily-2025-04-01`,
      data: { recurringTransactionId: openEnded.id, revision: -1, today: '2025-04-01' },
    });
    expect(enqueued.map((job) => job.data.recurringTransactionId)).not.toContain(bounded.id);
    // Enqueued, not run.
    expect((await occurrencesByDay(store, openEnded.id)).size).toBe(0);
  });
});
