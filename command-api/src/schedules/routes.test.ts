import { randomUUID } from 'node:crypto';
import { dateOutOfRangeMessage, scheduleMessages, scheduleStreamId } from '@life/domain';
import type { AccountBalanceJson } from '@life/domain/schedules/api';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { openParkedKeys } from '@life/projector/parked-events';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { createAccount, record, useTestApp } from '../testing/route-test';
import { positionToken } from '../testing/position-tokens';
import { underRepairMessage } from '../http/commands';
import type { TestClient } from '../testing/test-app';
import { scheduleParamMessages } from './params';

/** Balances by account name: [startPosted, startAll, endPosted, endAll]. */
function byName(balances: readonly AccountBalanceJson[]): Record<string, [string, string, string, string]> {
  return Object.fromEntries(
    balances.map((b) => [b.accountName, [b.startBalancePosted, b.startBalanceAll, b.endBalancePosted, b.endBalanceAll]]),
  );
}

async function getJson(client: TestClient, path: string, headers: Record<string, string> = {}) {
  const response = await client.get(path, headers);
  return { status: response.status, body: await response.json() };
}

describe.each(oneTestDbKind())('schedules (%s)', (kind) => {
  const app = useTestApp(kind);

  it('pins the events each schedule write appends (create, update, delete) and lists it', async () => {
    const owner = await app.register();
    const spec = apiSpec(app).given(owner);
    const created = await spec
      .when(POST('/api/schedules', { name: ' Budget ', startDate: '2024-01-01', endDate: '2024-03-31T00:00:00.000Z' }))
      .then(201);
    const scheduleId = created.body.id as string;
    const fields = {
      scheduleId,
      name: 'Budget',
      frequency: 'monthly',
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      recurringTransactionId: null,
      isActive: true,
    } as const;
    expectNewEvents([{ streamId: scheduleStreamId(scheduleId), type: 'ScheduleCreated', data: { ...fields, userId: owner.user.id } }])(
      created,
    );
    expect(created.body).toEqual({
      id: scheduleId,
      name: 'Budget',
      frequency: 'monthly',
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      recurringTransactionId: null,
      isActive: true,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: created.body.createdAt,
    });
    expect((await getJson(owner.client, '/api/schedules')).body).toEqual([created.body]);
    const periods = await getJson(owner.client, `/api/schedule-periods?scheduleId=${scheduleId}`);
    expect(periods.status).toBe(200);
    expect(periods.body).toEqual(
      [
        { periodNumber: 1, startDate: '2024-01-01', endDate: '2024-01-31', daysInPeriod: 31 },
        { periodNumber: 2, startDate: '2024-02-01', endDate: '2024-02-29', daysInPeriod: 29 },
        { periodNumber: 3, startDate: '2024-03-01', endDate: '2024-03-31', daysInPeriod: 31 },
      ].map((period) => ({ ...period, scheduleId, scheduleName: 'Budget', createdAt: expect.stringMatching(/Z$/) })),
    );

    const updated = await spec
      .when(PUT(`/api/schedules/${scheduleId}`, { name: 'Quarters', frequency: 'quarterly', endDate: '2024-12-31' }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: scheduleStreamId(scheduleId),
            type: 'ScheduleUpdated',
            data: { ...fields, name: 'Quarters', frequency: 'quarterly', endDate: '2024-12-31' },
          },
        ]),
      );
    expect(updated.body).toMatchObject({ id: scheduleId, name: 'Quarters', frequency: 'quarterly', endDate: '2024-12-31' });
    const quarters = await getJson(owner.client, `/api/schedule-periods?scheduleId=${scheduleId}`);
    expect(
      quarters.body.map((p: { startDate: string; endDate: string; scheduleName: string }) => [p.startDate, p.endDate, p.scheduleName]),
    ).toEqual([
      ['2024-01-01', '2024-03-31', 'Quarters'],
      ['2024-04-01', '2024-06-30', 'Quarters'],
      ['2024-07-01', '2024-09-30', 'Quarters'],
      ['2024-10-01', '2024-12-31', 'Quarters'],
    ]);
    await spec.when(PUT(`/api/schedules/${scheduleId}`, { name: 'Quarters' })).then(200, expectNewEvents([]));

    await spec
      .when(DELETE(`/api/schedules/${scheduleId}`))
      .then(204, expectNewEvents([{ streamId: scheduleStreamId(scheduleId), type: 'ScheduleDeleted', data: { scheduleId } }]));
    expect((await getJson(owner.client, '/api/schedules')).body).toEqual([]);
    expect((await getJson(owner.client, `/api/schedule-periods?scheduleId=${scheduleId}`)).status).toBe(404);
    await spec.when(PUT(`/api/schedules/${scheduleId}`, { name: 'Back' })).then(404, expectNewEvents([]));
    await spec.when(DELETE(`/api/schedules/${scheduleId}`)).then(404, expectNewEvents([]));
  });

  it('gives the periods of a schedule following a bi-weekly paycheck, one per pay day', async () => {
    const owner = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking' });
    const paycheck = await owner.client.post('/api/recurring-transactions', {
      title: 'Paycheck',
      amount: '2000',
      type: 'income',
      toAccountId: checking.id,
      frequency: 'bi-weekly',
      startDate: '2024-01-05',
      endDate: '2024-12-31',
    });
    expect(paycheck.status).toBe(201);
    const { id: recurringTransactionId } = await paycheck.json();
    const spec = apiSpec(app).given(owner);
    const created = await spec
      .when(
        POST('/api/schedules', {
          name: 'Pay periods',
          frequency: 'use-recurring-transaction',
          recurringTransactionId,
          startDate: '2024-01-01',
          endDate: '2024-02-29',
        }),
      )
      .then(201);
    expectNewEvents([
      {
        streamId: scheduleStreamId(created.body.id),
        type: 'ScheduleCreated',
        data: {
          scheduleId: created.body.id,
          userId: owner.user.id,
          name: 'Pay periods',
          frequency: 'use-recurring-transaction',
          recurringTransactionId,
          startDate: '2024-01-01',
          endDate: '2024-02-29',
          isActive: true,
        },
      },
    ])(created);
    expect(created.body).toMatchObject({ frequency: 'use-recurring-transaction', recurringTransactionId });
    // Pay days from the start: Jan 5, Jan 19, Feb 2, Feb 16, then Mar 1 (past the end) closes the last period.
    const periods = await getJson(owner.client, `/api/schedule-periods?scheduleId=${created.body.id}`);
    expect(
      periods.body.map((p: { periodNumber: number; startDate: string; endDate: string; daysInPeriod: number }) => [
        p.periodNumber,
        p.startDate,
        p.endDate,
        p.daysInPeriod,
      ]),
    ).toEqual([
      [1, '2024-01-05', '2024-01-18', 14],
      [2, '2024-01-19', '2024-02-01', 14],
      [3, '2024-02-02', '2024-02-15', 14],
      [4, '2024-02-16', '2024-02-29', 14],
    ]);
  });

  it('requires a chosen recurring transaction to be one of the caller’s live ones (400, nothing stored)', async () => {
    const owner = await app.register();
    const other = await app.register();
    const theirAccount = await createAccount(other.client, { accountName: 'Theirs' });
    const theirs = await (
      await other.client.post('/api/recurring-transactions', {
        title: 'Theirs',
        amount: '1',
        type: 'income',
        toAccountId: theirAccount.id,
        frequency: 'monthly',
        startDate: '2024-01-01',
        endDate: '2024-02-01',
      })
    ).json();
    const account = await createAccount(owner.client, { accountName: 'Mine' });
    const mineResponse = await owner.client.post('/api/recurring-transactions', {
      title: 'Mine',
      amount: '1',
      type: 'income',
      toAccountId: account.id,
      frequency: 'monthly',
      startDate: '2024-01-01',
      endDate: '2024-02-01',
    });
    const mine = await mineResponse.json();
    const spec = apiSpec(app).given(owner);
    const body = { name: 'Follow', frequency: 'use-recurring-transaction', startDate: '2024-01-01', endDate: '2024-06-30' };
    const notFound = { recurringTransactionId: scheduleMessages.recurringTransactionNotFound };
    for (const recurringTransactionId of [theirs.id, randomUUID(), 'not-a-uuid', account.id]) {
      const refused = await spec.when(POST('/api/schedules', { ...body, recurringTransactionId })).then(400, expectNewEvents([]));
      expect(refused.body.fields).toEqual(notFound);
    }
    const missing = await spec.when(POST('/api/schedules', body)).then(400, expectNewEvents([]));
    expect(missing.body.fields).toEqual({ recurringTransactionId: scheduleMessages.recurringTransactionRequired });

    const followed = await spec.when(POST('/api/schedules', { ...body, recurringTransactionId: mine.id })).then(201);
    const deleted = await owner.client.delete(`/api/recurring-transactions/${mine.id}`);
    expect(deleted.status).toBe(204);
    const headers = { 'X-Min-Position': deleted.headers.get('x-position')! };
    const again = await spec
      .when(POST('/api/schedules', { ...body, recurringTransactionId: mine.id }, headers))
      .then(400, expectNewEvents([]));
    expect(again.body.fields).toEqual(notFound);
    await spec.when(PUT(`/api/schedules/${followed.body.id}`, { recurringTransactionId: mine.id }, headers)).then(400, expectNewEvents([]));
    // A change that does not name it keeps the stored choice (the schedule keeps its periods).
    await spec.when(PUT(`/api/schedules/${followed.body.id}`, { name: 'Followed' }, headers)).then(200);
  });

  it('answers 400 for a missing or malformed scheduleId and 404 for an unknown or foreign one', async () => {
    const owner = await app.register();
    const other = await app.register();
    const theirs = await (
      await other.client.post('/api/schedules', { name: 'Theirs', startDate: '2024-01-01', endDate: '2024-02-01' })
    ).json();
    expect(await getJson(owner.client, '/api/schedule-periods')).toEqual({
      status: 400,
      body: { error: scheduleParamMessages.scheduleIdRequired, fields: { scheduleId: scheduleParamMessages.scheduleIdRequired } },
    });
    expect((await getJson(owner.client, '/api/schedule-periods?scheduleId=')).status).toBe(400);
    expect((await getJson(owner.client, '/api/schedule-periods?scheduleId=nope')).body.fields).toEqual({
      scheduleId: scheduleParamMessages.scheduleIdInvalid,
    });
    for (const id of [randomUUID(), theirs.id]) {
      expect(await getJson(owner.client, `/api/schedule-periods?scheduleId=${id}`)).toEqual({
        status: 404,
        body: { error: scheduleMessages.notFound },
      });
      expect((await getJson(owner.client, `/api/schedules/${id}/balances`)).status).toBe(404);
    }
    expect((await getJson(owner.client, '/api/schedules/nope/balances')).status).toBe(404);
  });

  it('gives account balances for a date range and for every period of a schedule, as computed by hand', async () => {
    const owner = await app.register();
    const { client } = owner;
    const asOf = '2024-01-01';
    const checking = await createAccount(client, { accountName: 'Checking', startingBalance: '1000', startingBalanceAsof: asOf });
    const savings = await createAccount(client, { accountName: 'Savings', accountType: 'savings', startingBalanceAsof: asOf });
    const wallet = await createAccount(client, { accountName: 'Wallet', accountType: 'other', startingBalanceAsof: asOf });
    // Before Checking's as-of day: never counted.
    await record(client, { title: 'Ancient', amount: '999', type: 'income', toAccountId: checking.id, date: '2023-12-15' });
    await record(client, { title: 'Food', amount: '100', type: 'expense', fromAccountId: checking.id, date: '2024-01-10' });
    await record(client, { title: 'Pay', amount: '500', type: 'income', toAccountId: checking.id, date: '2024-01-20', posted: 'pending' });
    await record(client, {
      title: 'Save',
      amount: '50.25',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: savings.id,
      date: '2024-02-05',
    });
    await record(client, {
      title: 'Gas',
      amount: '10',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2024-02-29',
      posted: 'pending',
    });
    // A balance edit is an adjustment dated today.
    const adjusted = await client.put(`/api/accounts/${wallet.id}`, { balance: '75' }, { 'X-Time-Zone': 'UTC' });
    expect(adjusted.status).toBe(200);
    const today = app.clock.now().toISOString().slice(0, 10);
    const headers = { 'X-Min-Position': adjusted.headers.get('x-position')! };

    const range = async (start: string, end: string) => {
      const { status, body } = await getJson(client, `/api/account-balances/${start}/${end}`, headers);
      expect(status).toBe(200);
      return body as AccountBalanceJson[];
    };
    const january = await range('2024-01-01', '2024-01-31');
    expect(january.find((b) => b.accountName === 'Checking')).toEqual({
      accountId: checking.id,
      accountName: 'Checking',
      accountType: 'checking',
      startBalancePosted: '1000.00',
      endBalancePosted: '900.00',
      startBalanceAll: '1000.00',
      endBalanceAll: '1400.00',
    });
    expect(byName(january)).toEqual({
      Checking: ['1000.00', '1000.00', '900.00', '1400.00'],
      Savings: ['0.00', '0.00', '0.00', '0.00'],
      Wallet: ['0.00', '0.00', '0.00', '0.00'],
    });
    expect(byName(await range('2024-02-01', '2024-02-29'))).toEqual({
      Checking: ['900.00', '1400.00', '849.75', '1339.75'],
      Savings: ['0.00', '0.00', '50.25', '50.25'],
      Wallet: ['0.00', '0.00', '0.00', '0.00'],
    });
    expect(byName(await range('2024-01-15', '2024-02-10'))).toEqual({
      Checking: ['900.00', '900.00', '849.75', '1349.75'],
      Savings: ['0.00', '0.00', '50.25', '50.25'],
      Wallet: ['0.00', '0.00', '0.00', '0.00'],
    });
    expect(byName(await range('2024-02-29', '2024-02-29'))).toEqual({
      Checking: ['849.75', '1349.75', '849.75', '1339.75'],
      Savings: ['50.25', '50.25', '50.25', '50.25'],
      Wallet: ['0.00', '0.00', '0.00', '0.00'],
    });
    expect(byName(await range(today, today)).Wallet).toEqual(['0.00', '0.00', '75.00', '75.00']);

    // The same figures per period of a monthly schedule, in one call.
    const schedule = await (await client.post('/api/schedules', { name: 'Months', startDate: '2024-01-01', endDate: '2024-02-29' })).json();
    const { status, body } = await getJson(client, `/api/schedules/${schedule.id}/balances`, headers);
    expect(status).toBe(200);
    expect(body.scheduleId).toBe(schedule.id);
    const periods = body.periods as Array<{ periodNumber: number; startDate: string; endDate: string; balances: AccountBalanceJson[] }>;
    expect(periods.map((p) => [p.periodNumber, p.startDate, p.endDate, byName(p.balances)])).toEqual([
      [1, '2024-01-01', '2024-01-31', byName(january)],
      [2, '2024-02-01', '2024-02-29', byName(await range('2024-02-01', '2024-02-29'))],
    ]);
    expect(periods[0]).toMatchObject({ scheduleId: schedule.id, scheduleName: 'Months', daysInPeriod: 31 });

    // Another user sees none of it.
    const other = await app.register();
    expect((await getJson(other.client, '/api/account-balances/2024-01-01/2024-01-31')).body).toEqual([]);
  });

  it('refuses bad, out-of-window and reversed date ranges with 400', async () => {
    const { client } = await app.register();
    const refused = async (path: string, fields: Record<string, string>) => {
      const { status, body } = await getJson(client, path);
      expect({ status, fields: body.fields }).toEqual({ status: 400, fields });
    };
    await refused('/api/account-balances/2024-02-01/2024-01-31', { endDate: scheduleParamMessages.rangeReversed });
    await refused('/api/account-balances/2024-02-30/2024-03-01', { startDate: scheduleParamMessages.startDateInvalid });
    await refused('/api/account-balances/2024-01-01/tomorrow', { endDate: scheduleParamMessages.endDateInvalid });
    await refused('/api/account-balances/1900-12-31/2024-01-01', { startDate: dateOutOfRangeMessage });
    await refused('/api/account-balances/2024-01-01/2100-01-01', { endDate: dateOutOfRangeMessage });
    expect((await getJson(client, '/api/account-balances/1901-01-01/2099-12-31')).status).toBe(200);
  });
});

describe.each(oneTestDbKind())('a schedule the projection cannot apply (%s)', (kind) => {
  const app = useTestApp(kind);

  it('refuses changes while it is under repair (409, nothing appended) and lets the owner delete it, which repairs it', async () => {
    const owner = await app.register();
    // A schedule as an older build might have stored it: year zero is no date to PostgreSQL, so its periods cannot be written.
    const scheduleId = randomUUID();
    const streamId = scheduleStreamId(scheduleId);
    const bad = await app.deps.store.append(
      streamId,
      [
        {
          type: 'ScheduleCreated',
          data: {
            scheduleId,
            userId: owner.user.id,
            name: 'Year zero',
            frequency: 'monthly',
            startDate: '0000-01-01',
            endDate: '0000-01-31',
            recurringTransactionId: null,
            isActive: true,
          },
          metadata: { userId: owner.user.id, occurredAt: new Date().toISOString(), schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no-stream' },
    );
    // The read model parks it and moves on; the schedule never shows.
    const deadline = Date.now() + 20_000;
    while ((await openParkedKeys(app.deps.db, streamId)).size === 0) {
      if (Date.now() > deadline) throw new Error('the schedule was never parked');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await getJson(owner.client, '/api/schedules', { 'X-Min-Position': positionToken(app, owner, bad.position) })).toEqual({
      status: 200,
      body: [],
    });

    const spec = apiSpec(app).given(owner);
    const renamed = await spec.when(PUT(`/api/schedules/${scheduleId}`, { name: 'Renamed' })).then(409, expectNewEvents([]));
    expect(renamed.body).toEqual({ error: underRepairMessage });
    await spec
      .when(DELETE(`/api/schedules/${scheduleId}`))
      .then(204, expectNewEvents([{ streamId, type: 'ScheduleDeleted', data: { scheduleId } }]));
    expect((await openParkedKeys(app.deps.db, streamId)).size).toBe(0);
  });
});
