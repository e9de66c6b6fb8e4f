import { randomUUID } from 'node:crypto';
import {
  addDays,
  endOfMonth,
  occurrencesPostedOnCreate,
  recurringMessages,
  recurringTransactionStreamId,
  todayInTimeZone,
  transactionMessages,
} from '@life/domain';
import type { StoredEvent } from '@life/infra';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { openParkedKeys } from '@life/projector/parked-events';
import { describe, expect, it } from 'vitest';
import { underRepairMessage } from '../http/commands';
import { apiSpec, DELETE, expectNewEvents, POST, PUT, type ApiCheck, type ExpectedEvent } from '../testing/api-spec';
import { positionOf } from '../testing/position-tokens';
import { createAccount, createCategory, useTestApp } from '../testing/route-test';
import type { TestClient } from '../testing/test-app';

const OCCURRENCE_STREAM = /^transaction-[0-9a-f-]{36}$/;
/** Next year (the test app's clock starts at the real time): the rent's days. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const JAN = `${NEXT_YEAR}-01-31`;
const FEB = endOfMonth(`${NEXT_YEAR}-02-01`);
const MAR = `${NEXT_YEAR}-03-31`;

/**
 * A write that generated: `first` (the command's event), the occurrence events in any order (the
 * worker settles days concurrently), then the worker's report last; X-Position is the report's.
 */
function expectGeneration(first: ExpectedEvent, occurrences: readonly ExpectedEvent[], report: ExpectedEvent): ApiCheck {
  return ({ newEvents, position }) => {
    const shape = ({ streamId, type, data }: StoredEvent) => ({ streamId, type, data });
    expect(newEvents.map(shape)[0]).toEqual(first);
    expect(newEvents.slice(1, -1).map(shape)).toHaveLength(occurrences.length);
    expect(newEvents.slice(1, -1).map(shape)).toEqual(expect.arrayContaining(occurrences.map((event) => expect.objectContaining(event))));
    expect(newEvents.map(shape).at(-1)).toEqual(report);
    expect(position).toBe(newEvents.at(-1)!.position);
  };
}

async function transactionsAt(client: TestClient, position: string | null) {
  const response = await client.get('/api/transactions', { 'X-Min-Position': position! });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{
    id: string;
    date: string;
    posted: string;
    amount: string;
    recurringTransactionId: string | null;
    isRecurring: boolean;
  }>;
}

describe.each(oneTestDbKind())('recurring transactions (%s)', (kind) => {
  const app = useTestApp(kind);

  async function setup() {
    const owner = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking', startingBalanceAsof: '2024-01-01' });
    const savings = await createAccount(owner.client, {
      accountName: 'Savings',
      accountType: 'savings',
      startingBalanceAsof: '2024-01-01',
    });
    const housing = await createCategory(owner.client, 'Housing');
    const salary = await createCategory(owner.client, 'Salary', 'Income');
    return { ...owner, checking, savings, housing, salary };
  }

  /**
   * Monthly rent, all in the future and within the rolling horizon (31 December of next year):
   * Jan 31, Feb 28 or 29 (clamped), Mar 31 of next year.
   */
  const rentBody = (owner: Awaited<ReturnType<typeof setup>>) => ({
    title: ' Rent ',
    amount: '1200.5',
    type: 'expense',
    fromAccountId: owner.checking.id,
    transactionCategoryIds: [owner.housing.id],
    frequency: 'monthly',
    startDate: JAN,
    endDate: MAR,
  });
  const RENT_DATES = [JAN, FEB, MAR];

  it('creates with its occurrences written before the answer (generation complete), listed at once with X-Position', async () => {
    const owner = await setup();
    const created = await apiSpec(app)
      .given(owner)
      .when(POST('/api/recurring-transactions', rentBody(owner)))
      .then(201);
    const id = created.body.id as string;
    const fields = {
      title: 'Rent',
      amountCents: 120050,
      type: 'expense',
      category: 'Housing',
      transactionCategoryIds: [owner.housing.id],
      fromAccountId: owner.checking.id,
      toAccountId: null,
    } as const;
    const occurrence = (date: string): ExpectedEvent => ({
      streamId: expect.stringMatching(OCCURRENCE_STREAM),
      type: 'TransactionRecorded',
      data: {
        transactionId: expect.any(String),
        userId: owner.user.id,
        ...fields,
        posted: 'pending',
        date,
        notes: '',
        splits: [],
        recurringTransactionId: id,
        isRecurring: true,
      },
    });
    expectGeneration(
      {
        streamId: recurringTransactionStreamId(id),
        type: 'RecurringTransactionCreated',
        data: {
          recurringTransactionId: id,
          userId: owner.user.id,
          ...fields,
          frequency: 'monthly',
          startDate: JAN,
          endDate: MAR,
          biMonthlyDates: [],
          isActive: true,
          autoPost: false,
          occurrencesFrom: JAN,
        },
      },
      RENT_DATES.map(occurrence),
      {
        streamId: recurringTransactionStreamId(id),
        type: 'RecurringOccurrencesGenerated',
        data: { recurringTransactionId: id, forRevision: 0, through: MAR, created: 3, updated: 0, deleted: 0, posted: 0 },
      },
    )(created);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Rent',
      amount: '-1200.50',
      type: 'expense',
      category: 'Housing',
      transactionCategoryIds: [owner.housing.id],
      fromAccountId: owner.checking.id,
      toAccountId: null,
      frequency: 'monthly',
      startDate: JAN,
      endDate: MAR,
      biMonthlyDates: [],
      nextOccurrence: JAN,
      isActive: true,
      autoPost: false,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: created.body.createdAt,
      generation: 'complete',
    });

    // The answer's X-Position covers the occurrences: the very next read lists them.
    const listed = await transactionsAt(owner.client, created.response.headers.get('x-position'));
    expect(listed.map(({ date, posted, amount, recurringTransactionId }) => ({ date, posted, amount, recurringTransactionId }))).toEqual(
      [...RENT_DATES].reverse().map((date) => ({ date, posted: 'pending', amount: '-1200.50', recurringTransactionId: id })),
    );
    expect(listed.every((transaction) => transaction.isRecurring)).toBe(true);
    const { generation: _generation, ...listItem } = created.body as Record<string, unknown>;
    expect(await (await owner.client.get('/api/recurring-transactions')).json()).toEqual([listItem]);
  });

  it('updates: the untouched future occurrences follow the rule', async () => {
    const owner = await setup();
    const created = await owner.client.post('/api/recurring-transactions', rentBody(owner));
    const { id } = await created.json();
    const spec = apiSpec(app).given(owner);
    const updated = await spec.when(PUT(`/api/recurring-transactions/${id}`, { amount: '1300', title: 'New rent' })).then(200);
    const rule = {
      recurringTransactionId: id,
      title: 'New rent',
      amountCents: 130000,
      type: 'expense',
      category: 'Housing',
      transactionCategoryIds: [owner.housing.id],
      fromAccountId: owner.checking.id,
      toAccountId: null,
      frequency: 'monthly',
      startDate: JAN,
      endDate: MAR,
      biMonthlyDates: [],
      isActive: true,
      autoPost: false,
      occurrencesFrom: JAN,
    } as const;
    expectGeneration(
      { streamId: recurringTransactionStreamId(id), type: 'RecurringTransactionUpdated', data: rule },
      RENT_DATES.map((date): ExpectedEvent => ({
        streamId: expect.stringMatching(OCCURRENCE_STREAM),
        type: 'TransactionUpdated',
        data: expect.objectContaining({ title: 'New rent', amountCents: 130000, date, posted: 'pending' }),
      })),
      {
        streamId: recurringTransactionStreamId(id),
        type: 'RecurringOccurrencesGenerated',
        data: { recurringTransactionId: id, forRevision: 2, through: MAR, created: 0, updated: 3, deleted: 0, posted: 0 },
      },
    )(updated);
    expect(updated.body).toMatchObject({ id, title: 'New rent', amount: '-1300.00', generation: 'complete' });
    const listed = await transactionsAt(owner.client, updated.response.headers.get('x-position'));
    expect(listed.map((transaction) => transaction.amount)).toEqual(['-1300.00', '-1300.00', '-1300.00']);

    // Switched off: no next occurrence, and the pending future ones go.
    const paused = await spec.when(PUT(`/api/recurring-transactions/${id}`, { isActive: false })).then(200);
    expect(paused.body).toMatchObject({ isActive: false, nextOccurrence: null, generation: 'complete' });
    expect(paused.newEvents.filter((event) => event.type === 'TransactionDeleted').map((event) => event.data)).toEqual(
      RENT_DATES.map(() => ({ transactionId: expect.any(String), reason: 'regenerated' })),
    );
    expect(await transactionsAt(owner.client, paused.response.headers.get('x-position'))).toEqual([]);

    // Nothing changed: nothing appended, and the answer still says the occurrences are written.
    const same = await spec.when(PUT(`/api/recurring-transactions/${id}`, { isActive: false })).then(200);
    expect(same.newEvents).toEqual([]);
    expect(same.body.generation).toBe('complete');
  });

  it('keeps generated transactions read-only but switchable (409 on PUT, PATCH status works)', async () => {
    const owner = await setup();
    const created = await owner.client.post('/api/recurring-transactions', rentBody(owner));
    const [first] = await transactionsAt(owner.client, created.headers.get('x-position'));
    const spec = apiSpec(app).given(owner);
    const refused = await spec.when(PUT(`/api/transactions/${first!.id}`, { title: 'Edited' })).then(409);
    expect(refused.body).toEqual({ error: transactionMessages.generatedNotEditable });
    expect(refused.newEvents).toEqual([]);
    await spec
      .when({ method: 'PATCH', path: `/api/transactions/${first!.id}/status`, body: { posted: 'posted' } })
      .then(200, ({ body, newEvents }) => {
        expect(body).toMatchObject({ id: first!.id, posted: 'posted', isRecurring: true });
        expect(newEvents.map(({ type, data }) => ({ type, data }))).toEqual([
          { type: 'TransactionStatusChanged', data: { transactionId: first!.id, posted: 'posted' } },
        ]);
      });
  });

  it('deletes: its pending occurrences go, posted ones stay', async () => {
    const owner = await setup();
    const created = await owner.client.post('/api/recurring-transactions', rentBody(owner));
    const { id } = await created.json();
    const [march, february, january] = await transactionsAt(owner.client, created.headers.get('x-position'));
    expect([march!.date, february!.date, january!.date]).toEqual([...RENT_DATES].reverse());
    expect((await owner.client.patch(`/api/transactions/${february!.id}/status`, { posted: 'posted' })).status).toBe(200);

    const deleted = await apiSpec(app)
      .given(owner)
      .when(DELETE(`/api/recurring-transactions/${id}`))
      .then(
        204,
        expectGeneration(
          { streamId: recurringTransactionStreamId(id), type: 'RecurringTransactionDeleted', data: { recurringTransactionId: id } },
          [january!, march!].map((transaction): ExpectedEvent => ({
            streamId: `transaction-${transaction.id}`,
            type: 'TransactionDeleted',
            data: { transactionId: transaction.id, reason: 'recurring-deleted', recurringTransactionId: id },
          })),
          {
            streamId: recurringTransactionStreamId(id),
            type: 'RecurringOccurrencesGenerated',
            data: { recurringTransactionId: id, forRevision: 2, through: null, created: 0, updated: 0, deleted: 2, posted: 0 },
          },
        ),
      );
    const left = await transactionsAt(owner.client, deleted.response.headers.get('x-position'));
    expect(left.map(({ id: transactionId, posted }) => ({ transactionId, posted }))).toEqual([
      { transactionId: february!.id, posted: 'posted' },
    ]);
    expect(await (await owner.client.get('/api/recurring-transactions')).json()).toEqual([]);
    expect((await owner.client.put(`/api/recurring-transactions/${id}`, { title: 'Back' })).status).toBe(404);
    expect((await owner.client.delete(`/api/recurring-transactions/${id}`)).status).toBe(404);
    expect((await owner.client.post(`/api/recurring-transactions/${id}/generate`)).status).toBe(404);
  });

  it('generates again on request (nothing new for a complete rule; a day the user deleted stays deleted)', async () => {
    const owner = await setup();
    const created = await owner.client.post('/api/recurring-transactions', rentBody(owner));
    const { id } = await created.json();
    const [march] = await transactionsAt(owner.client, created.headers.get('x-position'));
    expect((await owner.client.delete(`/api/transactions/${march!.id}`)).status).toBe(204);

    const generated = await apiSpec(app)
      .given(owner)
      .when(POST(`/api/recurring-transactions/${id}/generate`))
      .then(
        200,
        expectGeneration(
          { streamId: recurringTransactionStreamId(id), type: 'RecurringGenerationRequested', data: { recurringTransactionId: id } },
          [],
          {
            streamId: recurringTransactionStreamId(id),
            type: 'RecurringOccurrencesGenerated',
            data: { recurringTransactionId: id, forRevision: 2, through: MAR, created: 0, updated: 0, deleted: 0, posted: 0 },
          },
        ),
      );
    expect(generated.body).toMatchObject({ id, title: 'Rent', nextOccurrence: JAN, generation: 'complete' });
    const listed = await transactionsAt(owner.client, generated.response.headers.get('x-position'));
    expect(listed.map((transaction) => transaction.date)).toEqual([FEB, JAN]);
  });

  it('marks due occurrences posted with autoPost, and computes the next occurrence for the caller’s day', async () => {
    const owner = await setup();
    const response = await owner.client.post('/api/recurring-transactions', {
      title: 'Pay',
      amount: '2500',
      type: 'income',
      toAccountId: owner.checking.id,
      transactionCategoryIds: [owner.salary.id],
      frequency: 'bi-monthly',
      biMonthlyDates: [15, 1],
      startDate: '2024-01-01',
      endDate: '2024-02-15',
      autoPost: true,
      // More than a year back: without asking, none of its days would be written (issue 22).
      includeOlderOccurrences: true,
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      amount: '2500.00',
      biMonthlyDates: [15, 1],
      autoPost: true,
      nextOccurrence: null,
      generation: 'complete',
    });
    const listed = await transactionsAt(owner.client, response.headers.get('x-position'));
    expect(listed.map(({ date, posted }) => ({ date, posted }))).toEqual(
      ['2024-02-15', '2024-02-01', '2024-01-15', '2024-01-01'].map((date) => ({ date, posted: 'posted' })),
    );

    // Open-ended, monthly on the 15th since 2024: the next one is the first 15th from the caller's today.
    const openEnded = await owner.client.post('/api/recurring-transactions', {
      title: 'Gym',
      amount: '30',
      type: 'expense',
      fromAccountId: owner.checking.id,
      frequency: 'monthly',
      startDate: '2024-01-15',
    });
    expect(openEnded.status).toBe(201);
    const today = app.clock.now().toISOString().slice(0, 10);
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const next = day <= 15 ? { year, month } : month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    const expected = `${next.year}-${String(next.month).padStart(2, '0')}-15`;
    const list = (await (await owner.client.get('/api/recurring-transactions', { 'X-Time-Zone': 'UTC' })).json()) as Array<{
      title: string;
      nextOccurrence: string | null;
      endDate: string | null;
    }>;
    expect(list.map(({ title, nextOccurrence, endDate }) => ({ title, nextOccurrence, endDate }))).toEqual([
      { title: 'Pay', nextOccurrence: null, endDate: '2024-02-15' },
      { title: 'Gym', nextOccurrence: expected, endDate: null },
    ]);
  });

  it('creates the occurrences dated up to the caller’s today posted with autoPost on create, the later ones pending (issue 24)', async () => {
    const owner = await setup();
    const east = { 'X-Time-Zone': 'Pacific/Kiritimati' }; // UTC+14: its today is often the day after UTC's
    const today = todayInTimeZone(app.clock.now(), 'Pacific/Kiritimati');
    const body = {
      title: 'Paycheck',
      amount: '1000',
      type: 'income',
      toAccountId: owner.checking.id,
      frequency: 'weekly',
      startDate: addDays(today, -21),
      endDate: addDays(today, 14),
    };
    const response = await owner.client.post('/api/recurring-transactions', { ...body, autoPost: true }, east);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ autoPost: true, generation: 'complete' });
    const listed = await transactionsAt(owner.client, response.headers.get('x-position'));
    expect(listed.map(({ date, posted }) => ({ date, posted }))).toEqual([
      { date: addDays(today, 14), posted: 'pending' },
      { date: addDays(today, 7), posted: 'pending' },
      { date: today, posted: 'posted' },
      { date: addDays(today, -7), posted: 'posted' },
      { date: addDays(today, -14), posted: 'posted' },
      { date: addDays(today, -21), posted: 'posted' },
    ]);
    // What the create form announces, from the domain's rule: the same four.
    expect(occurrencesPostedOnCreate({ ...body, frequency: 'weekly', autoPost: true }, today).count).toBe(4);

    // Without autoPost every occurrence is created pending, past ones included (SPEC).
    const plain = await owner.client.post('/api/recurring-transactions', { ...body, title: 'Plain' }, east);
    expect(plain.status).toBe(201);
    const { id: plainId } = (await plain.json()) as { id: string };
    const all = await transactionsAt(owner.client, plain.headers.get('x-position'));
    const plainOnes = all.filter((transaction) => transaction.recurringTransactionId === plainId);
    expect(plainOnes.map(({ posted }) => posted)).toEqual(Array(6).fill('pending'));
  });

  it("answers 400 with SPEC section 5's messages and stores nothing", async () => {
    const owner = await setup();
    const spec = apiSpec(app).given(owner);
    const refuse = async (body: Record<string, unknown>, fields: Record<string, string>) => {
      const { body: answer } = await spec
        .when(POST('/api/recurring-transactions', body))
        .then(400, ({ newEvents }) => expect(newEvents).toEqual([]));
      expect(answer.fields).toEqual(fields);
    };
    const base = { title: 'Rule', amount: '10', startDate: '2030-01-01', frequency: 'monthly' };
    await refuse({ ...base, type: 'expense' }, { fromAccountId: recurringMessages.expenseFromAccountRequired });
    await refuse({ ...base, type: 'income' }, { toAccountId: recurringMessages.incomeToAccountRequired });
    await refuse(
      { ...base, type: 'payment', fromAccountId: owner.checking.id, toAccountId: owner.checking.id },
      { toAccountId: recurringMessages.sameAccount },
    );
    await refuse(
      { ...base, type: 'income', toAccountId: owner.checking.id, frequency: 'bi-monthly', biMonthlyDates: [1] },
      { biMonthlyDates: recurringMessages.biMonthlyDatesCount },
    );
    await refuse(
      { ...base, type: 'income', toAccountId: owner.checking.id, frequency: 'bi-monthly', biMonthlyDates: [5, 30] },
      { biMonthlyDates: recurringMessages.biMonthlyDatesRange },
    );
    await refuse(
      { ...base, type: 'income', toAccountId: owner.checking.id, frequency: 'bi-monthly', biMonthlyDates: [5, 5] },
      { biMonthlyDates: recurringMessages.biMonthlyDatesUnique },
    );
    await refuse(
      { ...base, type: 'income', toAccountId: owner.checking.id, endDate: '2029-12-31' },
      { endDate: recurringMessages.endBeforeStart },
    );
    await refuse(
      { ...base, type: 'income', toAccountId: owner.checking.id, frequency: 'daily' },
      { frequency: recurringMessages.frequencyInvalid },
    );
    await refuse({ ...base, type: 'income', toAccountId: randomUUID() }, { toAccountId: transactionMessages.accountNotFound });
    const other = await app.register();
    const theirs = await createAccount(other.client, { accountName: 'Theirs' });
    await refuse({ ...base, type: 'income', toAccountId: theirs.id }, { toAccountId: transactionMessages.accountNotFound });

    const { id } = await (
      await owner.client.post('/api/recurring-transactions', { ...base, type: 'income', toAccountId: owner.checking.id })
    ).json();
    const { body } = await spec
      .when(PUT(`/api/recurring-transactions/${id}`, { type: 'payment' }))
      .then(400, ({ newEvents }) => expect(newEvents).toEqual([]));
    expect(body.fields).toEqual({ fromAccountId: recurringMessages.paymentFromAccountRequired });
    for (const path of [`/api/recurring-transactions/${randomUUID()}`, '/api/recurring-transactions/not-a-uuid']) {
      await spec
        .when(PUT(path, { title: 'x' }))
        .then(404, ({ body: answer }) => expect(answer).toEqual({ error: recurringMessages.notFound }));
      await spec.when(DELETE(path)).then(404);
      await spec.when(POST(`${path}/generate`)).then(404);
    }
  });

  it('replays a create sent again with the same Idempotency-Key (one rule, one set of occurrences)', async () => {
    const owner = await setup();
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await owner.client.post('/api/recurring-transactions', rentBody(owner), headers);
    expect(first.status).toBe(201);
    const again = await owner.client.post('/api/recurring-transactions', rentBody(owner), headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The same write: both tokens (fresh each answer) hold its position.
    expect(positionOf(app, owner, again.headers.get('x-position'))).toBe(positionOf(app, owner, first.headers.get('x-position')));
    expect(await again.json()).toEqual(await first.json());
    expect(await transactionsAt(owner.client, again.headers.get('x-position'))).toHaveLength(3);
    expect(await (await owner.client.get('/api/recurring-transactions')).json()).toHaveLength(1);
  });
});

describe.each(oneTestDbKind())('recurring transactions while the worker is behind (%s)', (kind) => {
  const app = useTestApp(kind, { recurringGeneration: false });

  it("answers 'pending' with the command's X-Position when no report comes in time, and stores the rule", async () => {
    app.deps.config.generationWaitMs = 300;
    const owner = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking' });
    const body = {
      title: 'Rent',
      amount: '10',
      type: 'expense',
      fromAccountId: checking.id,
      frequency: 'monthly',
      startDate: '2030-01-01',
    };
    const created = await apiSpec(app).given(owner).when(POST('/api/recurring-transactions', body)).then(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ id, title: 'Rent', nextOccurrence: '2030-01-01', generation: 'pending' });
    expect(created.newEvents.map(({ type }) => type)).toEqual(['RecurringTransactionCreated']);
    expect(created.position).toBe(created.newEvents[0]!.position);
    expect(await transactionsAt(owner.client, created.response.headers.get('x-position'))).toEqual([]);

    const generated = await owner.client.post(`/api/recurring-transactions/${id}/generate`);
    expect(generated.status).toBe(200);
    expect(await generated.json()).toMatchObject({ id, generation: 'pending' });
    const deleted = await owner.client.delete(`/api/recurring-transactions/${id}`);
    expect(deleted.status).toBe(204);
    expect(
      await (await owner.client.get('/api/recurring-transactions', { 'X-Min-Position': deleted.headers.get('x-position')! })).json(),
    ).toEqual([]);
  });

  it('refuses changes while it is under repair (409, nothing appended) and lets the owner delete it, which repairs it', async () => {
    app.deps.config.generationWaitMs = 300;
    const owner = await app.register();
    // A rule as an older build might have stored it: year zero is no date to PostgreSQL, so its row cannot be written.
    const recurringTransactionId = randomUUID();
    const streamId = recurringTransactionStreamId(recurringTransactionId);
    await app.deps.store.append(
      streamId,
      [
        {
          type: 'RecurringTransactionCreated',
          data: {
            recurringTransactionId,
            userId: owner.user.id,
            title: 'Year zero',
            amountCents: 100,
            type: 'income',
            category: '',
            transactionCategoryIds: [],
            fromAccountId: null,
            toAccountId: null,
            frequency: 'monthly',
            startDate: '0000-01-01',
            endDate: '0000-02-01',
            biMonthlyDates: [],
            isActive: true,
            autoPost: false,
          },
          metadata: { userId: owner.user.id, occurredAt: new Date().toISOString(), schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no-stream' },
    );
    const deadline = Date.now() + 20_000;
    while ((await openParkedKeys(app.deps.db, streamId)).size === 0) {
      if (Date.now() > deadline) throw new Error('the rule was never parked');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const spec = apiSpec(app).given(owner);
    const renamed = await spec
      .when(PUT(`/api/recurring-transactions/${recurringTransactionId}`, { title: 'Renamed' }))
      .then(409, expectNewEvents([]));
    expect(renamed.body).toEqual({ error: underRepairMessage });
    await spec
      .when(DELETE(`/api/recurring-transactions/${recurringTransactionId}`))
      .then(204, expectNewEvents([{ streamId, type: 'RecurringTransactionDeleted', data: { recurringTransactionId } }]));
    expect((await openParkedKeys(app.deps.db, streamId)).size).toBe(0);
  });
});
