import { randomUUID } from 'node:crypto';
import { accountBookStreamId, transactionStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { moneyAccountsProjection } from '@life/projector/projections/accounts/accounts';
import { moneyLedgerProjection } from '@life/projector/projections/ledger/ledger';
import { rebuildProjection } from '@life/projector/rebuild';
import { voidAccount, voidTransaction } from '@life/projector/repair';
import { projectionStatus } from '@life/projector/status';
import { describe, expect, it } from 'vitest';
import { underRepairMessage } from '../http/commands';
import { TEST_OPERATOR_TOKEN, type TestApp, type TestResponse } from '../testing/test-app';
import { createAccount, record, useTestApp } from '../testing/route-test';

/** GET /api/health/details' body, as far as these tests read it. */
interface HealthBody {
  status: string;
  stuck?: unknown[];
  projections: Array<{ name: string }>;
}

const operator = { Authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

/** Polls GET /api/health/details (as the operator) until `done` holds for its status and body. */
async function healthWhen(app: TestApp, done: (status: number, body: HealthBody) => boolean, timeoutMs = 20_000): Promise<HealthBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response: TestResponse = await app.client().get('/api/health/details', operator);
    const body = await response.json();
    if (done(response.status, body)) return body;
    if (Date.now() > deadline) throw new Error(`health stayed ${response.status} ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const LEDGER_TABLES = moneyLedgerProjection.tables;

async function ledgerSnapshot(app: TestApp, tables: readonly string[] = LEDGER_TABLES) {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) snapshot[table] = (await app.deps.db.query(`SELECT * FROM ${table} ORDER BY 1, 2, 3`)).rows;
  return snapshot;
}

describe.each(oneTestDbKind())('a projection that cannot apply an event (%s)', (kind) => {
  const app = useTestApp(kind);

  it('parks only that stream: health says degraded and where, everyone keeps working, an operator repair brings it back to ok', async () => {
    const alice = await app.register();
    const aliceChecking = await createAccount(alice.client, { accountName: 'Checking' });
    const bob = await app.register();
    const bobChecking = await createAccount(bob.client, { accountName: 'Checking' });
    await record(bob.client, { title: 'Before', amount: '5', type: 'expense', fromAccountId: bobChecking.id, date: '2026-01-02' });

    // Bob's transaction as an older build stored it: today's decider refuses the date, so it goes straight into the log.
    const badId = randomUUID();
    const streamId = transactionStreamId(badId);
    const now = new Date().toISOString();
    const bad = await app.deps.store.append(
      streamId,
      [
        {
          type: 'TransactionRecorded',
          data: {
            transactionId: badId,
            userId: bob.user.id,
            title: 'Year zero',
            type: 'expense',
            amountCents: 1000,
            category: '',
            transactionCategoryIds: [],
            fromAccountId: bobChecking.id,
            toAccountId: null,
            posted: 'posted',
            date: '0000-01-01',
            recurringTransactionId: null,
            isRecurring: false,
          },
          metadata: { userId: bob.user.id, occurredAt: now, schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no-stream' },
    );

    const degraded = await healthWhen(app, (status, body) => status === 503 && (body.stuck?.length ?? 0) > 0);
    expect(degraded).toMatchObject({ status: 'degraded', eventStore: 'ok', readDb: 'ok' });
    // The projections that hold transactions (the ledger and its as-of versions; the dashboard reads theirs, issue 25) park it,
    // each its own record; nothing else.
    const parkedAs = (projection: string) => ({
      projection,
      state: 'parked',
      position: bad.position,
      streamId,
      eventType: 'TransactionRecorded',
      // 22008 from PostgreSQL, or the event schema's refusal once the domain rejects such dates.
      error: expect.stringMatching(/^(database error 22008 \(datetime field overflow\)|event data does not match its schema)$/),
      since: expect.any(String),
    });
    const stuckNow = await healthWhen(app, (status, body) => status === 503 && (body.stuck?.length ?? 0) >= 2);
    expect(stuckNow.stuck).toHaveLength(2);
    expect(stuckNow.stuck).toEqual(expect.arrayContaining([parkedAs('money-ledger'), parkedAs('money-history')]));
    // Not `degraded`: that answer came when the first projection had parked it, not necessarily the ledger.
    expect(stuckNow.projections.find((p: { name: string }) => p.name === 'money-ledger')).toMatchObject({
      state: 'parked',
      parkedEvents: 1,
      lagEvents: 0,
    });
    // The operator's details say where and what kind, not the message (it can quote user data or SQL).
    expect(JSON.stringify(degraded)).not.toMatch(/out of range|0000-01-01|Year zero|SELECT|INSERT|\.ts:/);
    // The public answer: degraded (503) and lag, nothing that names a record, a position or an error.
    const anonymous = await app.client().get('/api/health');
    expect(anonymous.status).toBe(503);
    const publicBody = await anonymous.json();
    expect(publicBody).toEqual({
      status: 'degraded',
      projections: expect.arrayContaining([{ name: 'money-ledger', lagEvents: expect.any(Number), lagMs: expect.any(Number) }]),
    });
    for (const projection of publicBody.projections) expect(Object.keys(projection).sort()).toEqual(['lagEvents', 'lagMs', 'name']);
    expect(JSON.stringify(publicBody)).not.toContain(streamId);
    expect(JSON.stringify(publicBody)).not.toContain(bad.position);
    expect(JSON.stringify(publicBody)).not.toMatch(/database error|schema|parked|transaction-/);

    // Everyone else, Bob included, writes and reads as usual; the parked transaction simply is not in the ledger.
    const lunch = await alice.client.post('/api/transactions', {
      title: 'Lunch',
      amount: '12.30',
      type: 'expense',
      fromAccountId: aliceChecking.id,
      date: '2026-01-05',
    });
    expect(lunch.status).toBe(201);
    const aliceList = await alice.client.get('/api/transactions', { 'X-Min-Position': lunch.headers.get('x-position')! });
    expect(aliceList.status).toBe(200);
    expect((await aliceList.json()).map((t: { title: string }) => t.title)).toEqual(['Lunch']);
    const after = await bob.client.post('/api/transactions', {
      title: 'After',
      amount: '7',
      type: 'expense',
      fromAccountId: bobChecking.id,
      date: '2026-01-03',
    });
    expect(after.status).toBe(201);
    const bobList = await bob.client.get('/api/transactions', { 'X-Min-Position': after.headers.get('x-position')! });
    expect((await bobList.json()).map((t: { title: string }) => t.title)).toEqual(['After', 'Before']);

    // The operator's view has the full first line of the error.
    const status = await projectionStatus(app.deps.db, app.deps.store);
    const ledger = status.projections.find((p) => p.name === 'money-ledger');
    expect(ledger).toMatchObject({ state: 'parked', failure: null, parkedEvents: 1 });
    expect(ledger?.parked[0]).toMatchObject({ position: bad.position, streamId, eventType: 'TransactionRecorded', reason: 'failed' });
    expect(ledger?.parked[0]?.error).toMatch(/out of range|date/);

    // Bob's own change to the parked transaction is refused while it is under repair, nothing appended.
    const flip = await bob.client.patch(`/api/transactions/${badId}/status`, { posted: 'pending' });
    expect(flip.status).toBe(409);
    expect(await flip.json()).toEqual({ error: underRepairMessage });
    expect(await app.deps.store.readStream(streamId)).toHaveLength(1);
    expect((await projectionStatus(app.deps.db, app.deps.store, [moneyLedgerProjection])).projections[0]).toMatchObject({
      parkedEvents: 1,
    });

    // Repair without rewriting the log: a corrective deletion on Bob's behalf, marked as the operator's.
    const repair = await voidTransaction(app.deps.store, badId, { reason: 'dated 0000-01-01 by a build without the date window' });
    expect(repair).toMatchObject({ streamId, appended: true });
    const healthy = await healthWhen(app, (status) => status === 200);
    expect(healthy).toMatchObject({ status: 'ok', stuck: [] });
    const publicHealthy = await app.client().get('/api/health');
    expect(publicHealthy.status).toBe(200);
    expect(await publicHealthy.json()).toMatchObject({ status: 'ok' });
    const [, corrective] = await app.deps.store.readStream(streamId);
    expect(corrective).toMatchObject({
      type: 'TransactionDeleted',
      data: { transactionId: badId },
      metadata: {
        userId: bob.user.id,
        actor: { via: 'operator' },
        causationId: expect.any(String),
        repair: { by: 'operator', reason: 'dated 0000-01-01 by a build without the date window' },
      },
    });
    expect(await voidTransaction(app.deps.store, badId, { reason: 'again' })).toMatchObject({ appended: false });

    // The live read model is exactly what a full rebuild gives.
    const live = await ledgerSnapshot(app);
    await app.projector.pause();
    try {
      await rebuildProjection(app.deps.db, app.deps.store, moneyLedgerProjection, { until: repair.position });
      expect(await ledgerSnapshot(app)).toEqual(live);
      expect((await projectionStatus(app.deps.db, app.deps.store, [moneyLedgerProjection])).projections[0]?.state).toBe('ok');
    } finally {
      await app.projector.resume();
    }
  }, 60_000);

  it('parks only the account inside the shared account book: the user’s other accounts keep working, the account refuses changes, void-account repairs it', async () => {
    const bob = await app.register();
    const checking = await createAccount(bob.client, { accountName: 'Checking' });
    const bookId = accountBookStreamId(bob.user.id);
    const [opened] = await app.deps.store.readStream(bookId);
    // An account as an older build stored it (as-of day 0000-01-01), straight into Bob's account book.
    const badId = randomUUID();
    const bad = await app.deps.store.append(
      bookId,
      [
        {
          type: 'AccountOpened',
          data: {
            ...(opened!.data as Record<string, unknown>),
            accountId: badId,
            accountName: 'Year zero',
            startingBalanceAsOf: '0000-01-01',
          },
          metadata: { userId: bob.user.id, occurredAt: new Date().toISOString(), schemaVersion: opened!.metadata.schemaVersion },
        },
      ],
      { expectedRevision: 'any' },
    );

    const degraded = await healthWhen(app, (status, body) => status === 503 && (body.stuck?.length ?? 0) >= 2);
    const parkedIn = (projection: string) =>
      expect.objectContaining({ projection, state: 'parked', position: bad.position, streamId: bookId });
    expect(degraded.stuck).toHaveLength(2);
    expect(degraded.stuck).toEqual(expect.arrayContaining([parkedIn('money-accounts'), parkedIn('money-history')]));

    // The rest of Bob's account book keeps projecting: a new account and a change to Checking show up.
    const savings = await createAccount(bob.client, { accountName: 'Savings' });
    const renamed = await bob.client.put(`/api/accounts/${checking.id}`, { accountName: 'Everyday' });
    expect(renamed.status).toBe(200);
    const list = await bob.client.get('/api/accounts', { 'X-Min-Position': renamed.headers.get('x-position')! });
    expect((await list.json()).map((a: { id: string; accountName: string }) => [a.id, a.accountName]).sort()).toEqual(
      [
        [checking.id, 'Everyday'],
        [savings.id, 'Savings'],
      ].sort(),
    );

    // A change to the parked account is refused (409, not stored under an Idempotency-Key), nothing appended.
    const before = (await app.deps.store.readStream(bookId)).length;
    const edit = await bob.client.put(`/api/accounts/${badId}`, { accountName: 'Fixed' });
    expect(edit.status).toBe(409);
    expect(await edit.json()).toEqual({ error: underRepairMessage });
    expect(await app.deps.store.readStream(bookId)).toHaveLength(before);

    const repair = await voidAccount(app.deps.store, bob.user.id, badId, { reason: 'as-of day 0000-01-01' });
    expect(repair).toMatchObject({ streamId: bookId, appended: true });
    expect(await healthWhen(app, (status) => status === 200)).toMatchObject({ status: 'ok', stuck: [] });
    expect((await app.deps.store.readStream(bookId)).at(-1)).toMatchObject({
      type: 'AccountDeleted',
      data: { accountId: badId },
      metadata: { repair: { by: 'operator', reason: 'as-of day 0000-01-01' } },
    });
    expect(await voidAccount(app.deps.store, bob.user.id, badId, { reason: 'again' })).toMatchObject({ appended: false });
    // Bob's later writes to the repaired (now deleted) account are ordinary again: 404 from the domain.
    expect((await bob.client.put(`/api/accounts/${badId}`, { accountName: 'Fixed' })).status).toBe(404);

    const live = await ledgerSnapshot(app, moneyAccountsProjection.tables);
    await app.projector.pause();
    try {
      await rebuildProjection(app.deps.db, app.deps.store, moneyAccountsProjection, { until: repair.position });
      expect(await ledgerSnapshot(app, moneyAccountsProjection.tables)).toEqual(live);
    } finally {
      await app.projector.resume();
    }
  }, 60_000);
});
