/**
 * Issue 23 through the routes: rows matching recorded transactions (the Whole Foods case), pending
 * rows and holds, long bank descriptions. Real bank-like files in infra/src/imports/fixtures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, UPLOAD } from '../../testing/api-spec';
import { positionToken } from '../../testing/position-tokens';
import { createAccount, record, useTestApp } from '../../testing/route-test';
import type { TestClient } from '../../testing/test-app';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../infra/src/imports/fixtures/${name}`, import.meta.url)));

/** The Citi-style export: Status (Cleared/Pending), US dates, debit and credit columns. */
const US_MAPPING = {
  delimiter: ',',
  dateFormat: 'mm/dd/yyyy',
  numberFormat: '1,234.56',
  date: 'Date',
  description: 'Description',
  debit: 'Debit',
  credit: 'Credit',
  status: 'Status',
};
const csvPath = (accountId: string, extra = '', mapping: object = US_MAPPING) =>
  `/api/imports/bank-csv?accountId=${accountId}&mapping=${encodeURIComponent(JSON.stringify(mapping))}${extra}`;

function upload(client: TestClient, path: string, bytes: Uint8Array) {
  return client.fetch(path, { method: 'POST', body: bytes, headers: { 'Content-Type': 'text/csv' } });
}

async function transactions(client: TestClient, position: string | null) {
  const response = await client.get('/api/transactions?limit=100&startDate=2026-10-01&endDate=2026-12-31', {
    'X-Min-Position': position ?? '',
  });
  return (await response.json()) as { id: string; title: string; amount: string; posted: string }[];
}

describe.each(oneTestDbKind())('bank imports match recorded transactions (%s)', (kind) => {
  const app = useTestApp(kind);

  it('the Whole Foods case: the preview shows the pair, the import adds nothing for it, kept anyway it adds it', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '1000.00' });
    const typed = await record(user.client, {
      title: 'Whole Foods Market',
      amount: '86.42',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2026-11-24',
    });
    const wholeFoods = {
      row: 2,
      date: '2026-11-24',
      amount: '-86.42',
      title: 'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA',
      status: 'posted',
      by: 'amount-and-date',
      transaction: { id: typed.id, date: '2026-11-24', amount: '-86.42', title: 'Whole Foods Market', status: 'posted' },
    };

    const preview = await upload(user.client, csvPath(checking.id, '&dryRun=true'), fixture('bank-us-status.csv'));
    expect(preview.status).toBe(200);
    const planned = await preview.json();
    expect(planned.duplicates).toEqual([{ ...wholeFoods, action: 'skip' }]);
    expect(planned.skippedRows).toContainEqual({
      row: 2,
      reason: "Row 2: matches 'Whole Foods Market' of 2026-11-24 (-86.42) already recorded",
    });

    const imported = await upload(user.client, csvPath(checking.id), fixture('bank-us-status.csv'));
    expect(imported.status).toBe(201);
    const summary = await imported.json();
    const titles = (await transactions(user.client, imported.headers.get('x-position'))).map((t) => t.title);
    expect(titles.filter((title) => /whole foods/i.test(title))).toEqual(['Whole Foods Market']);

    // Undone, then imported again keeping row 2: now both are there.
    await user.client.post(`/api/imports/${summary.importId}/undo`);
    const kept = await upload(user.client, csvPath(checking.id, '&keepDuplicates=2'), fixture('bank-us-status.csv'));
    expect(kept.status).toBe(201);
    expect((await kept.json()).duplicates).toEqual([{ ...wholeFoods, action: 'keep' }]);
    const after = (await transactions(user.client, kept.headers.get('x-position'))).map((t) => t.title);
    expect(after.filter((title) => /whole foods/i.test(title)).sort()).toEqual([
      'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA',
      'Whole Foods Market',
    ]);
  });

  it('imports pending rows as pending, leaves a hold and its release out, each listed with why', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '1000.00' });
    const { body, position } = await apiSpec(app)
      .given(user)
      .when(UPLOAD(csvPath(checking.id, '&fileName=november.csv'), fixture('bank-us-status.csv'), 'text/csv'))
      .then(
        201,
        expectNewEvents([
          expect.objectContaining({ type: 'ImportStarted' }),
          expect.objectContaining({
            data: expect.objectContaining({ title: 'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA', posted: 'posted' }),
          }),
          expect.objectContaining({ data: expect.objectContaining({ type: 'income', amountCents: 325000, posted: 'posted' }) }),
          expect.objectContaining({ data: expect.objectContaining({ amountCents: 575, posted: 'pending' }) }),
          expect.objectContaining({ data: expect.objectContaining({ amountCents: 18745, posted: 'posted' }) }),
          expect.objectContaining({
            type: 'ImportCompleted',
            data: expect.objectContaining({
              added: 4,
              skipped: 2,
              skippedRows: [
                { row: 3, reason: 'Row 3: an authorisation hold released by row 6: no money moved, neither is recorded' },
                { row: 6, reason: 'Row 6: releases the authorisation hold of row 3: no money moved, neither is recorded' },
              ],
            }),
          }),
        ] as never),
      );
    expect(body).toMatchObject({ added: 4, skipped: 2, posted: 0, duplicates: [] });
    // The batch's read model follows the answer: wait for this import's own write.
    const caughtUp = { 'X-Min-Position': positionToken(app, user, position!) };
    const batch = await (await user.client.get(`/api/imports/${body.importId}`, caughtUp)).json();
    expect(batch.skippedRows).toHaveLength(2);
  });

  it('a posted row matching a pending transaction posts it instead of adding one; undo sets it back', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '1000.00' });
    const pending = await record(user.client, {
      title: 'Whole Foods Market',
      amount: '86.42',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2026-11-22',
      posted: 'pending',
    });
    const { body } = await apiSpec(app)
      .given(user)
      .when(UPLOAD(csvPath(checking.id), fixture('bank-us-status.csv'), 'text/csv'))
      .then(201, ({ newEvents }) => {
        expect(newEvents.filter((event) => event.type === 'TransactionStatusChanged')).toEqual([
          expect.objectContaining({ streamId: `transaction-${pending.id}`, data: { transactionId: pending.id, posted: 'posted' } }),
        ]);
        expect(newEvents.filter((event) => event.type === 'TransactionRecorded')).toHaveLength(3);
      });
    expect(body).toMatchObject({ added: 3, posted: 1, duplicates: [expect.objectContaining({ row: 2, action: 'post' })] });

    const undone = await user.client.post(`/api/imports/${body.importId}/undo`);
    expect(undone.status).toBe(200);
    const list = await transactions(user.client, undone.headers.get('x-position'));
    expect(list.map((t) => [t.id, t.posted])).toEqual([[pending.id, 'pending']]);
  });

  it('a pending row imported earlier becomes posted when a later file brings it posted', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '1000.00' });
    await upload(user.client, csvPath(checking.id), fixture('bank-us-status.csv'));
    const next = await upload(user.client, csvPath(checking.id), fixture('bank-us-status-next.csv'));
    expect(next.status).toBe(201);
    expect(await next.json()).toMatchObject({ added: 1, posted: 1, skipped: 1 });
    const coffee = (await transactions(user.client, next.headers.get('x-position'))).filter((t) => t.title.startsWith('BLUE BOTTLE'));
    expect(coffee.map((t) => t.posted)).toEqual(['posted']);
  });

  it('keeps a long bank description: the title shortened at a word, the whole text in the history', async () => {
    const user = await app.register();
    const giro = await createAccount(user.client, { accountName: 'Girokonto', startingBalance: '2000.00' });
    const preview = await (await upload(user.client, '/api/imports/bank-csv/preview', fixture('bank-sparkasse.csv'))).json();
    expect(preview.detected).toMatchObject({ date: 'Buchungstag', description: 'Verwendungszweck', amount: 'Betrag', status: 'Info' });
    const mapping = { ...preview.detected, description: 'Verwendungszweck' };
    const imported = await upload(user.client, csvPath(giro.id, '', mapping), fixture('bank-sparkasse.csv'));
    expect(imported.status).toBe(201);
    expect(await imported.json()).toMatchObject({ added: 2, rejectedCount: 0 });
    const list = await transactions(user.client, imported.headers.get('x-position'));
    const utility = list.find((t) => t.title.startsWith('SEPA-LASTSCHRIFT'))!;
    expect(utility.title.length).toBeLessThanOrEqual(255);
    expect(utility.title.endsWith('…')).toBe(true);
    expect(list.find((t) => t.title.startsWith('REWE'))!.posted).toBe('pending');
    const history = await (await user.client.get(`/api/history/transaction/${utility.id}`)).json();
    const created = (history.entries ?? history)[0];
    expect(created.changes).toContainEqual(
      expect.objectContaining({ field: 'bankDescription', label: 'Bank description', after: expect.stringMatching(/BIC COBADEFFXXX$/) }),
    );
  });

  it('OFX: a FITID imported before is matched by it; a pending typed transaction is posted by the statement', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking' });
    const typed = await record(user.client, {
      title: 'Safeway',
      amount: '42.17',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2024-03-01',
      posted: 'pending',
    });
    const path = `/api/imports/ofx?accountId=${checking.id}`;
    const first = await (await upload(user.client, `${path}&dryRun=true`, fixture('bank-1x.ofx'))).json();
    expect(first).toMatchObject({
      added: 2,
      posted: 1,
      duplicates: [expect.objectContaining({ row: 1, action: 'post', by: 'amount-and-date' })],
    });
    expect((await upload(user.client, path, fixture('bank-1x.ofx'))).status).toBe(201);
    const again = await (await upload(user.client, `${path}&dryRun=true`, fixture('bank-1x.ofx'))).json();
    expect(again).toMatchObject({ added: 0, skipped: 3, posted: 0 });
    expect(again.duplicates.map((pair: { by: string }) => pair.by)).toEqual(['amount-and-date', 'bank-id', 'bank-id']);
    expect(again.duplicates[0].transaction.id).toBe(typed.id);
  });
});
