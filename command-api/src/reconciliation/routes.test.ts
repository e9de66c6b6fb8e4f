import { randomUUID } from 'node:crypto';
import { accountBookStreamId, reconciliationMessages, transactionStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, PATCH, POST } from '../testing/api-spec';
import { createAccount, record, useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('reconciliation (%s)', (kind) => {
  const app = useTestApp(kind);

  it('ticks transactions, shows the difference, refuses until it is 0.00, then locks the cleared ones in', async () => {
    const user = await app.register();
    const { client } = user;
    const checking = await createAccount(client, { accountName: 'Checking', startingBalance: '1000', startingBalanceAsof: '2025-10-01' });
    const savings = await createAccount(client, { accountName: 'Savings' });
    const rent = await record(client, { title: 'Rent', amount: '700', type: 'expense', fromAccountId: checking.id, date: '2025-10-03' });
    const pay = await record(client, { title: 'Pay', amount: '250.55', type: 'income', toAccountId: checking.id, date: '2025-10-15' });
    const move = await record(client, {
      title: 'To savings',
      amount: '100',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: savings.id,
      date: '2025-10-20',
    });
    // Not in the October statement: after its day, and a pending one.
    await record(client, { title: 'Later', amount: '5', type: 'expense', fromAccountId: checking.id, date: '2025-11-02' });
    const pending = await record(client, {
      title: 'Pending',
      amount: '9',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2025-10-25',
      posted: 'pending',
    });
    const spec = apiSpec(app).given(user);
    const url = `/api/accounts/${checking.id}/reconciliation?statementDate=2025-10-31`;

    const before = await (await client.get(url)).json();
    expect(before).toEqual({
      accountId: checking.id,
      statementDate: '2025-10-31',
      clearedBalance: '1000.00',
      lastReconciliation: null,
      transactions: [
        { id: rent.id, date: '2025-10-03', title: 'Rent', type: 'expense', amount: '-700.00', cleared: false },
        { id: pay.id, date: '2025-10-15', title: 'Pay', type: 'income', amount: '250.55', cleared: false },
        { id: move.id, date: '2025-10-20', title: 'To savings', type: 'payment', amount: '-100.00', cleared: false },
      ],
      locked: {},
      clearedIds: [],
    });

    const ticked = await spec.when(PATCH(`/api/transactions/${rent.id}/cleared`, { cleared: true })).then(200);
    expectNewEvents([{ streamId: transactionStreamId(rent.id), type: 'TransactionCleared', data: { transactionId: rent.id } }])(ticked);
    await spec.when(PATCH(`/api/transactions/${rent.id}/cleared`, { cleared: true })).then(200, expectNewEvents([]));
    await spec.when(PATCH(`/api/transactions/${pay.id}/cleared`, { cleared: true })).then(200);
    // A pending transaction may be ticked but never counts.
    await spec.when(PATCH(`/api/transactions/${pending.id}/cleared`, { cleared: true })).then(200);
    expect(await (await client.get(url)).json()).toMatchObject({ clearedBalance: '550.55' });

    // Statement 450.55: 100.00 apart (the payment out is not ticked yet).
    const refused = await spec
      .when(POST(`/api/accounts/${checking.id}/reconciliations`, { statementDate: '2025-10-31', statementBalance: '450.55' }))
      .then(409, expectNewEvents([]));
    expect(refused.body).toEqual({ error: reconciliationMessages.notBalanced(-10000), difference: '-100.00' });

    await spec.when(PATCH(`/api/transactions/${move.id}/cleared`, { cleared: true })).then(200);
    const finished = await spec
      .when(POST(`/api/accounts/${checking.id}/reconciliations`, { statementDate: '2025-10-31', statementBalance: '450.55' }))
      .then(201);
    expect(finished.body).toEqual({
      reconciliationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      accountId: checking.id,
      statementDate: '2025-10-31',
      statementBalance: '450.55',
      transactionIds: [rent.id, pay.id, move.id],
    });
    expectNewEvents([
      {
        streamId: accountBookStreamId(user.user.id),
        type: 'AccountReconciled',
        data: {
          accountId: checking.id,
          reconciliationId: finished.body.reconciliationId,
          statementDate: '2025-10-31',
          statementBalanceCents: 45055,
          transactionIds: [rent.id, pay.id, move.id],
        },
      },
    ])(finished);

    const after = await (await client.get(`${url.replace('2025-10-31', '2025-11-30')}`)).json();
    expect(after).toMatchObject({
      clearedBalance: '450.55',
      lastReconciliation: {
        reconciliationId: finished.body.reconciliationId,
        statementDate: '2025-10-31',
        statementBalance: '450.55',
        transactionCount: 3,
      },
      locked: { [rent.id]: '2025-10-31', [pay.id]: '2025-10-31', [move.id]: '2025-10-31' },
    });
    // Locked transactions leave the dialog's list; the November one is there.
    expect(after.transactions.map((t: { title: string }) => t.title)).toEqual(['Later']);
    expect([...after.clearedIds].sort()).toEqual([rent.id, pay.id, move.id, pending.id].sort());

    // Never back before the latest reconciliation (its locked rows would count again); its own day again is fine.
    const earlier = await spec
      .when(POST(`/api/accounts/${checking.id}/reconciliations`, { statementDate: '2025-10-30', statementBalance: '1000' }))
      .then(400, expectNewEvents([]));
    expect(earlier.body).toEqual({
      error: reconciliationMessages.beforeLatest('2025-10-31'),
      fields: { statementDate: reconciliationMessages.beforeLatest('2025-10-31') },
    });
    expect(reconciliationMessages.beforeLatest('2025-10-31')).toBe(
      "Statement date must be on or after 2025-10-31, the day of this account's latest reconciliation",
    );
    await spec
      .when(POST(`/api/accounts/${checking.id}/reconciliations`, { statementDate: '2025-10-31', statementBalance: '450.55' }))
      .then(201);

    // The history tells the tick and the reconciliation.
    const labels = async (path: string) =>
      ((await (await client.get(path)).json()) as { entries: { label: string; type: string }[] }).entries.map(({ label, type }) => ({
        label,
        type,
      }));
    expect(await labels(`/api/history/transaction/${rent.id}`)).toContainEqual({ label: 'Marked cleared', type: 'TransactionCleared' });
    expect(await labels(`/api/history/account/${checking.id}`)).toContainEqual({
      label: 'Reconciled to $450.55 on 2025-10-31',
      type: 'AccountReconciled',
    });
  });

  it('answers 400 with the field for a bad body and 404 for an unknown account or transaction', async () => {
    const user = await app.register();
    const spec = apiSpec(app).given(user);
    const account = await createAccount(user.client, { accountName: 'Checking' });
    const bad = await spec
      .when(POST(`/api/accounts/${account.id}/reconciliations`, { statementDate: '2025-02-30', statementBalance: '1.234' }))
      .then(400, expectNewEvents([]));
    expect(bad.body.fields).toEqual({
      statementDate: reconciliationMessages.statementDateInvalid,
      statementBalance: expect.stringContaining('Statement balance'),
    });
    const notBool = await spec.when(PATCH(`/api/transactions/${randomUUID()}/cleared`, { cleared: 'yes' })).then(400);
    expect(notBool.body.fields).toEqual({ cleared: reconciliationMessages.clearedInvalid });
    await spec.when(PATCH(`/api/transactions/${randomUUID()}/cleared`, { cleared: true })).then(404);
    await spec
      .when(POST(`/api/accounts/${randomUUID()}/reconciliations`, { statementDate: '2025-10-31', statementBalance: '0' }))
      .then(404);
    expect((await user.client.get(`/api/accounts/${account.id}/reconciliation?statementDate=2025-13-01`)).status).toBe(400);
  });
});
