import { randomUUID } from 'node:crypto';
import {
  checkRecurringCreate,
  draftOrThrow,
  generationHorizon,
  occurrenceFields,
  recurringTransactionDecider,
  recurringTransactionStreamId,
  type RecurringTransactionInput,
} from '@life/domain';
import type { Db } from '@life/infra';
import { openDb } from '@life/infra/db/open';
import { eventMetadata } from '@life/infra/event-store/handle-command';
import type { AppendBatch, EventStore, ExpectedRevision, NewEvent } from '@life/infra/event-store/types';
import { settledHead } from '@life/infra/testing/settled-head';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkingId,
  createRecurring,
  deleteRecurring,
  liveOccurrences,
  metadataOn,
  occurrencesByDay,
  onTransaction,
  ownerId,
  recurringState,
  updateRecurring,
  weeklyRent,
} from '../testing/recurring';
import { generateOccurrences, type GenerationDeps } from './generate';
import { occurrenceStreamId, occurrenceTransactionId } from './occurrence-ids';

const now = () => new Date('2025-01-01T08:00:00.000Z');
const RENT_DAYS = [
  '2025-01-06',
  '2025-01-13',
  '2025-01-20',
  '2025-01-27',
  '2025-02-03',
  '2025-02-10',
  '2025-02-17',
  '2025-02-24',
  '2025-03-03',
];
const RENT_DAYS_ALL = [...RENT_DAYS, '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31'];

describe('occurrenceTransactionId', () => {
  it('is a deterministic uuid per (recurring id, day, incarnation)', () => {
    const id = occurrenceTransactionId('r1', '2025-01-06', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(occurrenceTransactionId('r1', '2025-01-06', 0)).toBe(id);
    const others = [
      occurrenceTransactionId('r1', '2025-01-07', 0),
      occurrenceTransactionId('r1', '2025-01-06', 1),
      occurrenceTransactionId('r2', '2025-01-06', 0),
    ];
    expect(new Set([id, ...others]).size).toBe(4);
  });
});

describe.each(testDbKinds())('generateOccurrences (%s)', (kind) => {
  let db: Db;
  let url: string | undefined;
  let store: EventStore;
  let close: () => Promise<void>;
  let deps: GenerationDeps;
  // One database for the file: every test works on its own recurring transaction.
  beforeAll(async () => {
    ({ db, store, url, close } = await openTestEventStore(kind));
    deps = { db, store, now, chunkSize: 4 };
  });
  afterAll(async () => {
    await close();
  });

  const statuses = async (id: string) =>
    Object.fromEntries([...(await occurrencesByDay(store, id))].map(([day, o]) => [day, `${o.fields.posted} ${o.fields.amountCents}`]));

  it('creates every day of the rule once, pending, with recurringTransactionId, and reports it', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    const result = await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-01' });

    expect(result).toMatchObject({
      outcome: 'reported',
      forRevision: 0,
      created: 13,
      updated: 0,
      deleted: 0,
      posted: 0,
      through: '2025-03-31',
    });
    const days = await occurrencesByDay(store, id);
    expect([...days.keys()]).toEqual(RENT_DAYS_ALL);
    for (const [day, occurrence] of days) {
      expect(occurrence.transactionId).toBe(occurrenceTransactionId(id, day, 0));
      expect(occurrence.fields).toMatchObject({ title: 'Rent', type: 'expense', amountCents: 10000, posted: 'pending', date: day });
    }
    const [recorded] = await store.readStream(occurrenceStreamId(id, '2025-01-06', 0));
    expect(recorded).toMatchObject({
      type: 'TransactionRecorded',
      data: { recurringTransactionId: id, isRecurring: true, userId: ownerId },
    });
    expect(recorded?.metadata).toMatchObject({
      userId: ownerId,
      actor: { via: 'worker' },
      today: '2025-01-01',
      occurredAt: '2025-01-01T08:00:00.000Z',
    });
    const report = (await store.readStream(recurringTransactionStreamId(id)))[1];
    expect(report).toMatchObject({ type: 'RecurringOccurrencesGenerated', data: { forRevision: 0, created: 13, through: '2025-03-31' } });
    expect(report?.metadata).toMatchObject({ userId: ownerId, actor: { via: 'worker' } });
  });

  it('running again writes nothing: no duplicate, no second report', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-01' });
    // Not head(): on PostgreSQL it can miss the last writes while an older transaction on the server is open.
    const head = await settledHead(store);

    expect(await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-01' })).toMatchObject({
      outcome: 'unchanged',
      created: 0,
    });
    expect(await store.head()).toBe(head);
  });

  it('two runs at once (queued one behind the other) converge on one occurrence per day', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    const results = await Promise.all(
      [1, 2, 3].map(() => generateOccurrences({ ...deps, chunkSize: 2 }, { recurringTransactionId: id, today: '2025-01-01' })),
    );

    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(13);
    expect([...(await occurrencesByDay(store, id)).keys()]).toEqual(RENT_DAYS_ALL);
    expect((await recurringState(store, id)).generatedRevision).toBe(0);
  });

  it('finishes what a run that died half-way left (a chunk already written is settled day by day)', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    // A first run wrote its first chunk, then died before reporting.
    const partial = await generateOccurrences(
      { ...deps, store: dyingAfterAppends(store, 1) },
      { recurringTransactionId: id, today: '2025-01-01' },
    ).catch((error: unknown) => error);
    expect(partial).toBeInstanceOf(Error);
    expect((await liveOccurrences(store, id)).size).toBe(4);

    const result = await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-01' });
    expect(result).toMatchObject({ outcome: 'reported', created: 9 });
    expect([...(await occurrencesByDay(store, id)).keys()]).toEqual(RENT_DAYS_ALL);
  });

  it('an edit updates the future untouched pending ones; past, posted and user-deleted ones stay', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-01' });
    const days = await occurrencesByDay(store, id);
    // The user posts one future day and deletes another.
    await onTransaction(
      store,
      days.get('2025-02-17')!.transactionId,
      { type: 'ChangeTransactionStatus', data: { transactionId: days.get('2025-02-17')!.transactionId, posted: 'posted' } },
      '2025-01-20',
    );
    await onTransaction(
      store,
      days.get('2025-02-24')!.transactionId,
      { type: 'DeleteTransaction', data: { transactionId: days.get('2025-02-24')!.transactionId } },
      '2025-01-20',
    );

    const { revision } = await updateRecurring(store, id, { amount: '150.00' }, '2025-02-01');
    const result = await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-02-01' });

    expect(result).toMatchObject({ outcome: 'reported', forRevision: revision, created: 0, updated: 7, deleted: 0 });
    expect(await statuses(id)).toEqual({
      '2025-01-06': 'pending 10000',
      '2025-01-13': 'pending 10000',
      '2025-01-20': 'pending 10000',
      '2025-01-27': 'pending 10000',
      '2025-02-03': 'pending 15000',
      '2025-02-10': 'pending 15000',
      '2025-02-17': 'posted 10000',
      '2025-03-03': 'pending 15000',
      '2025-03-10': 'pending 15000',
      '2025-03-17': 'pending 15000',
      '2025-03-24': 'pending 15000',
      '2025-03-31': 'pending 15000',
    });
    // Same ids: refreshed in place, not replaced.
    expect((await occurrencesByDay(store, id)).get('2025-02-03')?.transactionId).toBe(occurrenceTransactionId(id, '2025-02-03', 0));
  });

  it('a day an edit drops is removed, and when wanted again it is a new incarnation', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-01' });

    await updateRecurring(store, id, { endDate: '2025-02-28' }, '2025-01-02');
    expect(await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-02' })).toMatchObject({ deleted: 5 });
    expect([...(await occurrencesByDay(store, id)).keys()]).toEqual(RENT_DAYS.slice(0, 8));

    await updateRecurring(store, id, { endDate: '2025-03-10' }, '2025-01-03');
    expect(await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-03' })).toMatchObject({ created: 2, deleted: 0 });
    const days = await occurrencesByDay(store, id);
    expect([...days.keys()]).toEqual([...RENT_DAYS, '2025-03-10']);
    expect(days.get('2025-03-03')?.transactionId).toBe(occurrenceTransactionId(id, '2025-03-03', 1));
    expect(days.get('2025-02-24')?.transactionId).toBe(occurrenceTransactionId(id, '2025-02-24', 0));
    const removed = await store.readStream(occurrenceStreamId(id, '2025-03-03', 0));
    expect(removed.map((e) => e.type)).toEqual(['TransactionRecorded', 'TransactionDeleted']);
    expect(removed[1]?.data).toMatchObject({ reason: 'regenerated' });
  });

  it('a day the user deleted is not recreated, by a rerun or an edit', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-01' });
    const deletedId = occurrenceTransactionId(id, '2025-03-10', 0);
    await onTransaction(store, deletedId, { type: 'DeleteTransaction', data: { transactionId: deletedId } }, '2025-01-02');

    await updateRecurring(store, id, { title: 'Flat rent' }, '2025-01-03');
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-03' });
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-03' });

    const days = await occurrencesByDay(store, id);
    expect(days.has('2025-03-10')).toBe(false);
    expect(days.size).toBe(12);
    expect(days.get('2025-03-17')?.fields.title).toBe('Flat rent');
  });

  it('deleting the recurring transaction removes its pending occurrences; posted ones stay', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-01' });
    const postedId = occurrenceTransactionId(id, '2025-01-13', 0);
    await onTransaction(
      store,
      postedId,
      { type: 'ChangeTransactionStatus', data: { transactionId: postedId, posted: 'posted' } },
      '2025-01-13',
    );

    const { revision } = await deleteRecurring(store, id, '2025-01-20');
    const result = await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-20' });

    expect(result).toMatchObject({ outcome: 'reported', forRevision: revision, deleted: 12, through: null });
    expect(await statuses(id)).toEqual({ '2025-01-13': 'posted 10000' });
    const gone = await store.readStream(occurrenceStreamId(id, '2025-01-06', 0));
    expect(gone[gone.length - 1]?.data).toMatchObject({ reason: 'recurring-deleted' });
  });

  it('an open-ended rule runs through the rolling horizon (31 December of next year); a later day extends it', async () => {
    const monthly: RecurringTransactionInput = { ...weeklyRent, frequency: 'monthly', startDate: '2025-01-31', endDate: null };
    const { id } = await createRecurring(store, monthly, '2025-01-15');
    const first = await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-15' });

    expect(generationHorizon('2025-01-15')).toBe('2026-12-31');
    expect(first).toMatchObject({ created: 24, through: '2026-12-31' });
    const days = [...(await occurrencesByDay(store, id)).keys()];
    expect(days.slice(0, 3)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31']);
    expect(days[days.length - 1]).toBe('2026-12-31');

    // The daily job later that year: the horizon has not moved.
    expect(await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-12-31' })).toMatchObject({ outcome: 'unchanged' });
    // The daily job in the new year: twelve more months, nothing else touched.
    const later = await generateOccurrences(deps, { recurringTransactionId: id, today: '2026-01-01' });
    expect(later).toMatchObject({ outcome: 'reported', created: 12, updated: 0, deleted: 0, through: '2027-12-31' });
    expect((await occurrencesByDay(store, id)).size).toBe(36);
    // The same day again: nothing to do.
    expect(await generateOccurrences(deps, { recurringTransactionId: id, today: '2026-01-01' })).toMatchObject({ outcome: 'unchanged' });
  });

  it('a rule ending far ahead is written through the horizon only; the daily runs carry it to its end', async () => {
    const { id } = await createRecurring(
      store,
      { ...weeklyRent, frequency: 'annually', startDate: '2025-03-01', endDate: '2030-03-01' },
      '2025-01-15',
    );
    expect(await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-15' })).toMatchObject({
      created: 2,
      through: '2026-03-01',
    });
    for (const today of ['2026-01-01', '2027-01-01', '2028-01-01', '2029-01-01']) {
      await generateOccurrences(deps, { recurringTransactionId: id, today });
    }
    expect([...(await occurrencesByDay(store, id)).keys()]).toEqual([
      '2025-03-01',
      '2026-03-01',
      '2027-03-01',
      '2028-03-01',
      '2029-03-01',
      '2030-03-01',
    ]);
  });

  it('writes occurrences from one year before the day the rule was written, or from its start when asked', async () => {
    const since2020: RecurringTransactionInput = { ...weeklyRent, frequency: 'monthly', startDate: '2020-01-31', endDate: '2025-06-30' };
    const windowed = await createRecurring(store, since2020, '2025-01-15');
    expect(await generateOccurrences(deps, { recurringTransactionId: windowed.id, today: '2025-01-15' })).toMatchObject({ created: 18 });
    expect([...(await occurrencesByDay(store, windowed.id)).keys()][0]).toBe('2024-01-31');
    // A run acting as of a later day (late, or retried) works on the same days.
    expect(await generateOccurrences(deps, { recurringTransactionId: windowed.id, today: '2025-03-01' })).toMatchObject({
      outcome: 'unchanged',
    });

    const full = await createRecurring(store, { ...since2020, includeOlderOccurrences: true }, '2025-01-15');
    expect(await generateOccurrences(deps, { recurringTransactionId: full.id, today: '2025-01-15' })).toMatchObject({ created: 66 });
    // Asking for them later, on an edit, fills in the older ones.
    await updateRecurring(store, windowed.id, { includeOlderOccurrences: true }, '2025-01-16');
    expect(await generateOccurrences(deps, { recurringTransactionId: windowed.id, today: '2025-01-16' })).toMatchObject({ created: 48 });
    expect((await occurrencesByDay(store, windowed.id)).size).toBe(66);
  });

  it('an edit leaves the occurrences older than its window alone; deleting the rule still removes every pending one', async () => {
    const old: RecurringTransactionInput = {
      ...weeklyRent,
      frequency: 'monthly',
      startDate: '2020-01-31',
      endDate: '2025-06-30',
      includeOlderOccurrences: true,
    };
    const { id } = await createRecurring(store, old, '2025-01-15');
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-15' });
    const reads: string[] = [];
    const counting = { ...bind(store), readStream: (streamId: string) => (reads.push(streamId), store.readStream(streamId)) };

    await updateRecurring(store, id, { amount: '120.00', autoPost: true }, '2025-02-15');
    const edited = await generateOccurrences({ ...deps, store: counting }, { recurringTransactionId: id, today: '2025-02-15' });
    // From 2024-02-15 on: the due ones in the window are posted, the future ones refreshed; nothing before is read.
    expect(edited).toMatchObject({ created: 0, updated: 5, deleted: 0, posted: 12 });
    expect(reads).not.toContain(occurrenceStreamId(id, '2024-01-31', 0));
    const byDay = await occurrencesByDay(store, id);
    expect(byDay.get('2024-01-31')?.fields).toMatchObject({ posted: 'pending', amountCents: 10000 });
    expect(byDay.get('2024-02-29')?.fields).toMatchObject({ posted: 'posted', amountCents: 10000 });
    expect(byDay.get('2025-03-31')?.fields).toMatchObject({ posted: 'pending', amountCents: 12000 });

    await deleteRecurring(store, id, '2025-02-16');
    const removed = await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-02-16' });
    expect(removed).toMatchObject({ deleted: 66 - 12 });
    expect([...(await occurrencesByDay(store, id)).keys()]).toHaveLength(12);
  });

  it('autoPost writes due days posted and posts pending ones as their day comes', async () => {
    const { id } = await createRecurring(store, { ...weeklyRent, autoPost: true }, '2025-01-14');
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-14' });
    const first = await statuses(id);
    expect(
      Object.entries(first)
        .filter(([, s]) => s.startsWith('posted'))
        .map(([d]) => d),
    ).toEqual(['2025-01-06', '2025-01-13']);

    const daily = await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-02-04' });
    expect(daily).toMatchObject({ outcome: 'reported', posted: 3, created: 0 });
    const after = await statuses(id);
    expect(
      Object.entries(after)
        .filter(([, s]) => s.startsWith('posted'))
        .map(([d]) => d),
    ).toEqual(['2025-01-06', '2025-01-13', '2025-01-20', '2025-01-27', '2025-02-03']);
  });

  it('appends in chunks and lets the event loop run between them (embedded mode stays responsive)', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    // As each append returns an immediate is queued: it has run by the next append only if the run yielded.
    const ranBeforeAppend: boolean[] = [];
    let ran = true;
    const watching: EventStore = {
      ...bind(store),
      appendMany: async (batches) => {
        ranBeforeAppend.push(ran);
        const written = await store.appendMany(batches);
        ran = false;
        setImmediate(() => (ran = true));
        return written;
      },
    };
    expect(await generateOccurrences({ ...deps, store: watching }, { recurringTransactionId: id, today: '2025-01-01' })).toMatchObject({
      created: 13,
    });
    // 13 days, 4 per append (the report rides in the last one).
    expect(ranBeforeAppend).toEqual([true, true, true, true]);
  });

  it('a rule stored before the window (no occurrencesFrom) gets new work one year back; a deletion looks back to its start', async () => {
    const id = randomUUID();
    const { occurrencesFrom: _from, ...olderBuild } = recurringTransactionDecider.decide(
      {
        type: 'CreateRecurringTransaction',
        data: {
          recurringTransactionId: id,
          draft: draftOrThrow(
            checkRecurringCreate({ ...weeklyRent, frequency: 'monthly', startDate: '2020-01-31', endDate: '2025-06-30' }),
          ),
          context: { accounts: { [checkingId]: { name: 'Checking', isActive: true } }, categories: {} },
        },
        metadata: metadataOn('2025-01-15'),
      },
      recurringTransactionDecider.initialState(),
    )[0]!.data as Record<string, unknown>;
    await store.append(
      recurringTransactionStreamId(id),
      [
        {
          type: 'RecurringTransactionCreated',
          data: olderBuild,
          metadata: eventMetadata('RecurringTransactionCreated', metadataOn('2025-01-15')),
        },
      ],
      {
        expectedRevision: 'no-stream',
      },
    );
    expect((await recurringState(store, id)).record?.occurrencesFrom).toBeNull();
    // An older build wrote 2020-01-31 (as the generator would, pending).
    const transactionId = occurrenceTransactionId(id, '2020-01-31', 0);
    const record = (await recurringState(store, id)).record!;
    await onTransaction(
      store,
      transactionId,
      {
        type: 'RecordRecurringOccurrence',
        data: { transactionId, recurringTransactionId: id, fields: occurrenceFields(record, '2020-01-31', '2020-01-31') },
      },
      '2020-01-31',
    );

    expect(await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-03-10' })).toMatchObject({ created: 16 });
    expect([...(await occurrencesByDay(store, id)).keys()].slice(0, 2)).toEqual(['2020-01-31', '2024-03-31']);
    await deleteRecurring(store, id, '2025-03-11');
    expect(await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-03-11' })).toMatchObject({ deleted: 17 });
  });

  it('an up-to-date auto-posting rule looks only at the days due since its last report', async () => {
    const { id } = await createRecurring(
      store,
      { ...weeklyRent, startDate: '2020-01-06', autoPost: true, includeOlderOccurrences: true },
      '2025-01-14',
    );
    await generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-14' });
    expect((await occurrencesByDay(store, id)).size).toBeGreaterThan(260);
    const reads: string[] = [];
    const counting = { ...bind(store), readStream: (streamId: string) => (reads.push(streamId), store.readStream(streamId)) };

    expect(await generateOccurrences({ ...deps, store: counting }, { recurringTransactionId: id, today: '2025-01-21' })).toMatchObject({
      posted: 1,
    });
    // The recurring stream, then 2025-01-20 (and nothing of the five years before).
    expect(reads).toEqual([recurringTransactionStreamId(id), occurrenceStreamId(id, '2025-01-20', 0)]);
    expect((await occurrencesByDay(store, id)).get('2025-01-20')?.fields.posted).toBe('posted');
  });

  it('starts over when the rule is edited while it runs', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    // Right before the run reports, the user edits the amount.
    const editing = editingBeforeReport(store, id, () => updateRecurring(store, id, { amount: '120.00' }, '2025-01-01'));
    const result = await generateOccurrences({ ...deps, store: editing }, { recurringTransactionId: id, today: '2025-01-01' });

    expect(result).toMatchObject({ outcome: 'reported', forRevision: 1, attempts: 2 });
    const amounts = new Set([...(await occurrencesByDay(store, id)).values()].map((o) => o.fields.amountCents));
    expect(amounts).toEqual(new Set([12000]));
    expect((await recurringState(store, id)).generatedRevision).toBe(1);
  });

  it('a run for an edited rule waits for the run still planning with the old one, then settles every day anew', async () => {
    const { id } = await createRecurring(store, weeklyRent, '2025-01-01');
    // Another worker process's run (its own connection pool on PostgreSQL), held before its first write.
    const other = kind === 'postgres' ? await openDb({ databaseUrl: url!, maxConnections: 4 }) : db;
    try {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const held = new Promise<void>((resolve) => (entered = resolve));
      const gated: EventStore = {
        ...bind(store),
        appendMany: async (batches) => {
          entered();
          await gate;
          return store.appendMany(batches);
        },
      };
      const stale = generateOccurrences({ ...deps, db: other, store: gated }, { recurringTransactionId: id, today: '2025-01-01' });
      await held;

      const { revision } = await updateRecurring(store, id, { amount: '150.00' }, '2025-01-01');
      let fresh = false;
      const current = generateOccurrences(deps, { recurringTransactionId: id, today: '2025-01-01' }).then(
        (result) => ((fresh = true), result),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fresh).toBe(false);

      release();
      await stale;
      expect(await current).toMatchObject({ forRevision: revision });
      const amounts = new Set([...(await occurrencesByDay(store, id)).values()].map((o) => o.fields.amountCents));
      expect(amounts).toEqual(new Set([15000]));
      expect((await occurrencesByDay(store, id)).size).toBe(13);
    } finally {
      if (other !== db) await other.close();
    }
  });

  it('a missing recurring transaction is nothing to do', async () => {
    expect(await generateOccurrences(deps, { recurringTransactionId: 'nope', today: '2025-01-01' })).toMatchObject({ outcome: 'missing' });
  });
});

/** A store whose appendMany writes `count` chunks, then "dies" (throws) on the next. */
function dyingAfterAppends(inner: EventStore, count: number): EventStore {
  let calls = 0;
  return {
    ...bind(inner),
    appendMany(batches: readonly AppendBatch[]) {
      if (calls++ < count) return inner.appendMany(batches);
      return Promise.reject(new Error('killed'));
    },
  };
}

/** A store that runs `edit` once, just before the first append to the recurring stream (the report). */
function editingBeforeReport(inner: EventStore, id: string, edit: () => Promise<unknown>): EventStore {
  let edited = false;
  return {
    ...bind(inner),
    async append(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }) {
      if (!edited && streamId === recurringTransactionStreamId(id)) {
        edited = true;
        await edit();
      }
      return inner.append(streamId, events, options);
    },
    // A first run reports in its last appendMany (with the occurrences): edit before that one too.
    async appendMany(batches: readonly AppendBatch[]) {
      if (!edited && batches.some((batch) => batch.streamId === recurringTransactionStreamId(id))) {
        edited = true;
        await edit();
      }
      return inner.appendMany(batches);
    },
  };
}

function bind(store: EventStore): EventStore {
  return {
    append: (...args) => store.append(...args),
    appendMany: (...args) => store.appendMany(...args),
    readStreams: (...args) => store.readStreams(...args),
    readStream: (...args) => store.readStream(...args),
    readAll: (...args) => store.readAll(...args),
    readAllOfTypes: (...args) => store.readAllOfTypes(...args),
    head: () => store.head(),
    lastWritten: () => store.lastWritten(),
    subscribe: (...args) => store.subscribe(...args),
    waitForAppend: (...args) => store.waitForAppend(...args),
    close: () => store.close(),
  };
}
