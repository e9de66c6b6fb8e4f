import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST, UPLOAD } from '../../testing/api-spec';
import { createAccount, createCategory, record, useTestApp } from '../../testing/route-test';
import type { TestClient } from '../../testing/test-app';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../infra/src/imports/fixtures/${name}`, import.meta.url)));
const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);
const importStream = expect.stringMatching(/^import-/) as unknown as string;
const transactionStream = expect.stringMatching(/^transaction-/) as unknown as string;

const MAPPING = {
  delimiter: ',',
  dateFormat: 'yyyy-mm-dd',
  numberFormat: '1,234.56',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  category: 'Category',
};
const csvPath = (accountId: string, extra = '', mapping: object = MAPPING) =>
  `/api/imports/bank-csv?accountId=${accountId}&mapping=${encodeURIComponent(JSON.stringify(mapping))}${extra}`;

function upload(client: TestClient, path: string, bytes: Uint8Array, type = 'text/csv') {
  return client.fetch(path, { method: 'POST', body: bytes, headers: { 'Content-Type': type } });
}

describe.each(oneTestDbKind())('bank CSV and OFX imports (%s)', (kind) => {
  const app = useTestApp(kind);

  it('previews a CSV: header, rows, detected formats and a guessed mapping', async () => {
    const user = await app.register();
    const response = await upload(user.client, '/api/imports/bank-csv/preview', fixture('bank-de.csv'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      header: ['Buchungstag', 'Verwendungszweck', 'Betrag'],
      rows: [
        ['01.03.2024', 'REWE Markt', '-45,30'],
        ['15.03.2024', 'Gehalt März', '3.250,00'],
        ['28.03.2024', 'Miete', '-1.100,00'],
      ],
      rowCount: 3,
      detected: {
        delimiter: ';',
        dateFormat: 'dd.mm.yyyy',
        numberFormat: '1.234,56',
        date: 'Buchungstag',
        description: 'Verwendungszweck',
        amount: 'Betrag',
      },
      remembered: false,
      encoding: 'utf-8',
      headerRow: 1,
    });
  });

  it('imports a CSV as one batch: income and expenses on the account, a known category by name, the rest as free text', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '100.00' });
    const groceries = await createCategory(user.client, 'Groceries');
    const { body } = await apiSpec(app)
      .given(user)
      .when(UPLOAD(csvPath(account.id, '&fileName=march.csv'), fixture('bank-bom-quoted.csv'), 'text/csv'))
      .then(
        201,
        expectNewEvents([
          {
            streamId: importStream,
            type: 'ImportStarted',
            data: { importId: uuid, userId: user.user.id, kind: 'bank-csv', fileName: 'march.csv', accountId: account.id, layout: MAPPING },
          },
          {
            streamId: transactionStream,
            type: 'TransactionRecorded',
            data: {
              transactionId: uuid,
              userId: user.user.id,
              title: 'Coffee, Corner Cafe',
              type: 'expense',
              amountCents: 450,
              category: 'Groceries',
              transactionCategoryIds: [groceries.id],
              fromAccountId: account.id,
              toAccountId: null,
              posted: 'posted',
              date: '2024-03-01',
              notes: '',
              splits: [],
              recurringTransactionId: null,
              isRecurring: false,
              importId: uuid,
            },
          },
          expect.objectContaining({
            data: expect.objectContaining({ title: 'Salary March', type: 'income', amountCents: 250000, toAccountId: account.id }),
          }),
          expect.objectContaining({
            data: expect.objectContaining({ title: 'Rent', amountCents: 120000, category: 'Rent', transactionCategoryIds: [] }),
          }),
          expect.objectContaining({ data: expect.objectContaining({ title: 'Bookshop', amountCents: 2399, date: '2024-03-15' }) }),
          {
            streamId: importStream,
            type: 'ImportCompleted',
            data: { importId: uuid, added: 4, skipped: 0, rejected: [], rejectedCount: 0, skippedRows: [] },
          },
        ] as never),
      );
    expect(body).toEqual({
      importId: uuid,
      kind: 'bank-csv',
      added: 4,
      skipped: 0,
      posted: 0,
      duplicates: [],
      duplicatesSkipped: 0,
      skippedRows: [],
      rejected: [],
      rejectedCount: 0,
    });
  });

  it('flags rows matching recorded transactions, skips them unless kept; dryRun writes nothing', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0' });
    const rent = await record(user.client, {
      title: 'Rent',
      amount: '1200.00',
      type: 'expense',
      fromAccountId: account.id,
      date: '2024-03-03',
    });
    const book = await record(user.client, {
      title: 'bookshop',
      amount: '23.99',
      type: 'expense',
      fromAccountId: account.id,
      date: '2024-03-13',
    });
    const recorded = (id: string, date: string, amount: string, title: string) => ({ id, date, amount, title, status: 'posted' });
    await apiSpec(app)
      .given(user)
      .when(UPLOAD(csvPath(account.id, '&dryRun=true'), fixture('bank-bom-quoted.csv'), 'text/csv'))
      .then(200, expectNewEvents([]), ({ body }) =>
        expect(body).toEqual({
          importId: '',
          kind: 'bank-csv',
          added: 2,
          skipped: 2,
          posted: 0,
          duplicates: [
            {
              ...{ row: 4, date: '2024-03-03', amount: '-1200.00', title: 'Rent', status: 'posted', by: 'amount-and-date' },
              transaction: recorded(rent.id, '2024-03-03', '-1200.00', 'Rent'),
              action: 'skip',
            },
            {
              ...{ row: 5, date: '2024-03-15', amount: '-23.99', title: 'Bookshop', status: 'posted', by: 'amount-and-date' },
              transaction: recorded(book.id, '2024-03-13', '-23.99', 'bookshop'),
              action: 'skip',
            },
          ],
          duplicatesSkipped: 2,
          skippedRows: [
            { row: 4, reason: "Row 4: matches 'Rent' of 2024-03-03 (-1200.00) already recorded" },
            { row: 5, reason: "Row 5: matches 'bookshop' of 2024-03-13 (-23.99) already recorded" },
          ],
          rejected: [],
          rejectedCount: 0,
        }),
      );
    const kept = await upload(user.client, csvPath(account.id, '&keepDuplicates=5'), fixture('bank-bom-quoted.csv'));
    expect(kept.status).toBe(201);
    // Row 5 kept: one duplicate left out, counted by the server (the list stops at 1,000 pairs).
    expect(await kept.json()).toMatchObject({ added: 3, skipped: 1, duplicatesSkipped: 1 });
  });

  it('refuses a malformed value or a mapping the header lacks with 400 naming row and column, writing nothing', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking' });
    const bad = Buffer.from('Date,Description,Amount\n2024-03-01,Tea,-2.00\n2024-03-02,Cake,lots\n');
    await apiSpec(app)
      .given(user)
      .when(UPLOAD(csvPath(account.id, '', { ...MAPPING, category: undefined }), bad, 'text/csv'))
      .then(400, expectNewEvents([]), ({ body }) =>
        expect(body).toEqual({
          error: "Row 3, column 'Amount': expected an amount like -1,234.56, found 'lots'",
          fields: { Amount: "Row 3, column 'Amount': expected an amount like -1,234.56, found 'lots'" },
        }),
      );
    await apiSpec(app)
      .given(user)
      .when(UPLOAD(csvPath(account.id), bad, 'text/csv'))
      .then(400, expectNewEvents([]), ({ body }) =>
        expect(body.fields).toEqual({ Category: "Row 1: expected a column named 'Category' (mapped to category)" }),
      );
    await apiSpec(app)
      .given(user)
      .when(UPLOAD(csvPath(account.id, '', { ...MAPPING, dateFormat: 'yyyy/mm/dd' }), bad, 'text/csv'))
      .then(400, expectNewEvents([]), ({ body }) => expect(Object.keys(body.fields)).toEqual(['mapping.dateFormat']));
    const other = await app.register();
    const foreign = await upload(other.client, csvPath(account.id), fixture('bank-bom-quoted.csv'));
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ fields: { accountId: expect.any(String) } });
  });

  it('rejects rows the transaction rules refuse and lists them; a 0 amount is a notice, skipped and listed', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking' });
    await createCategory(user.client, 'Salary', 'Income');
    const csv = Buffer.from(
      'Date,Description,Amount,Category\n1850-01-01,Old,-1.00,\n2024-03-01,Zero,0,\n2024-03-02,Lunch,-9.50,Salary\n2024-03-03,Ok,-1.00,\n',
    );
    const response = await upload(user.client, csvPath(account.id), csv);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      added: 1,
      rejectedCount: 2,
      rejected: [
        { row: 2, column: 'Date', reason: expect.stringMatching(/^Row 2, column 'Date': /) },
        { row: 4, column: 'Category', reason: expect.stringContaining('Income category') },
      ],
      skipped: 1,
      skippedRows: [{ row: 3, column: 'Amount', reason: "Row 3, column 'Amount': the amount is 0, nothing was paid (a notice)" }],
    });
  });

  it('refuses a second upload while the first still runs (409: nothing added twice), and a stale lock is taken over', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0.00' });
    const file = fixture('bank-bom-quoted.csv');
    // The first upload's body stays open until released: its import holds the lock meanwhile.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(file.subarray(0, 10));
        await released;
        controller.enqueue(file.subarray(10));
        controller.close();
      },
    });
    const first = user.client.fetch(csvPath(account.id), {
      method: 'POST',
      body: slowBody,
      headers: { 'Content-Type': 'text/csv' },
      duplex: 'half',
    });
    const locked = async () => (await app.deps.db.query('SELECT 1 FROM import_locks WHERE user_id = $1', [user.user.id])).rows.length === 1;
    await expect.poll(locked, { timeout: 10_000 }).toBe(true);

    const second = await upload(user.client, csvPath(account.id), file);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: 'Another import of this kind is still running: try again when it has finished' });
    const otherKind = await upload(user.client, '/api/imports/mfp', fixture('mfp-nutrition.csv'));
    expect(otherKind.status).toBe(201);

    release();
    const firstResponse = await first;
    expect(firstResponse.status).toBe(201);
    const { added } = (await firstResponse.json()) as { added: number };
    expect(added).toBeGreaterThan(0);
    expect(await locked()).toBe(false);
    // Now the same file again: every row is a duplicate of the first import.
    const again = await upload(user.client, csvPath(account.id), file);
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ added: 0, skipped: added });

    // A lock left by a process that died mid-import (older than the longest import) is taken over.
    await app.deps.db.query(
      `INSERT INTO import_locks (user_id, scope, token, locked_at) VALUES ($1, 'bank', gen_random_uuid(), now() - interval '31 minutes')`,
      [user.user.id],
    );
    expect((await upload(user.client, csvPath(account.id, '&dryRun=false'), file)).status).toBe(201);
    expect(await locked()).toBe(false);
  });

  it('undo deletes exactly the batch: balances as before, a second undo is 409', async () => {
    const user = await app.register();
    const other = await app.register();
    const account = await createAccount(user.client, {
      accountName: 'Checking',
      startingBalance: '250.00',
      startingBalanceAsOf: '2024-01-01',
    });
    await record(user.client, { title: 'Own', amount: '5.00', type: 'expense', fromAccountId: account.id, date: '2024-03-10' });
    const before = await (await user.client.get('/api/accounts')).json();
    const imported = await upload(
      user.client,
      csvPath(account.id, '', { ...MAPPING, category: undefined }),
      fixture('bank-bom-quoted.csv'),
    );
    const summary = await imported.json();
    const position = { 'X-Min-Position': imported.headers.get('x-position') ?? '' };
    expect(await (await user.client.get('/api/accounts', position)).json()).not.toEqual(before);

    expect((await other.client.post(`/api/imports/${summary.importId}/undo`)).status).toBe(404);

    const { body, newEvents, response } = await apiSpec(app)
      .given(user)
      .when(POST(`/api/imports/${summary.importId}/undo`))
      .then(200);
    expect(newEvents.map((event) => event.type)).toEqual([...Array(4).fill('TransactionDeleted'), 'ImportUndone']);
    expect(newEvents[0]!.data).toEqual({ transactionId: uuid, reason: 'import-undone' });
    expect(body).toMatchObject({ status: 'undone', removed: 4, kind: 'bank-csv', accountId: account.id });
    const undonePosition = { 'X-Min-Position': response.headers.get('x-position') ?? '' };
    expect(await (await user.client.get('/api/accounts', undonePosition)).json()).toEqual(before);
    expect((await user.client.post(`/api/imports/${summary.importId}/undo`)).status).toBe(409);
  });

  it('previews OFX statements and imports one, skipping FITIDs imported before', async () => {
    const user = await app.register();
    const card = await createAccount(user.client, { accountName: 'Card', accountType: 'savings' });
    const preview = await upload(user.client, '/api/imports/ofx/preview', fixture('two-accounts.qfx'), 'application/x-ofx');
    expect(await preview.json()).toEqual({
      version: 1,
      statements: [
        {
          index: 1,
          accountType: 'bank',
          accountId: '1111',
          bankId: '011000015',
          currency: 'USD',
          transactionCount: 1,
          firstDate: '2024-03-31',
          lastDate: '2024-03-31',
        },
        {
          index: 2,
          accountType: 'creditcard',
          accountId: '4111222233334444',
          bankId: null,
          currency: 'USD',
          transactionCount: 3,
          firstDate: '2024-03-04',
          lastDate: '2024-03-25',
        },
      ],
    });
    const unchosen = await upload(user.client, `/api/imports/ofx?accountId=${card.id}`, fixture('two-accounts.qfx'));
    expect(unchosen.status).toBe(400);
    expect(await unchosen.json()).toMatchObject({ fields: { statement: 'The file holds 2 statements: choose one (1-2)' } });

    await apiSpec(app)
      .given(user)
      .when(UPLOAD(`/api/imports/ofx?accountId=${card.id}&statement=2&fileName=card.qfx`, fixture('two-accounts.qfx'), 'application/x-ofx'))
      .then(
        201,
        expectNewEvents([
          expect.objectContaining({ type: 'ImportStarted', data: expect.objectContaining({ kind: 'ofx', fileName: 'card.qfx' }) }),
          expect.objectContaining({
            type: 'TransactionRecorded',
            data: expect.objectContaining({
              title: 'Streaming Service',
              type: 'expense',
              amountCents: 999,
              date: '2024-03-04',
              externalId: 'C-1',
            }),
          }),
          expect.objectContaining({ data: expect.objectContaining({ externalId: 'C-2' }) }),
          expect.objectContaining({ data: expect.objectContaining({ type: 'income', amountCents: 20000, externalId: 'C-3' }) }),
          expect.objectContaining({ type: 'ImportCompleted', data: expect.objectContaining({ added: 3, skipped: 0 }) }),
        ] as never),
      );
    const again = await upload(user.client, `/api/imports/ofx?accountId=${card.id}&statement=2`, fixture('two-accounts.qfx'));
    expect(await again.json()).toMatchObject({ added: 0, skipped: 3 });
  });

  it('imports OFX 1.x SGML and 2.x XML', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking' });
    const sgml = await (await upload(user.client, `/api/imports/ofx?accountId=${account.id}`, fixture('bank-1x.ofx'))).json();
    expect(sgml).toMatchObject({ kind: 'ofx', added: 3, skipped: 0 });
    const xml = await upload(user.client, `/api/imports/ofx?accountId=${account.id}`, fixture('bank-2x.ofx'));
    expect(await xml.json()).toMatchObject({ added: 2 });
    const list = await (
      await user.client.get('/api/transactions?limit=10', { 'X-Min-Position': xml.headers.get('x-position') ?? '' })
    ).json();
    expect(JSON.stringify(list)).toContain('Bäckerei Müller & Söhne');
  });
});
