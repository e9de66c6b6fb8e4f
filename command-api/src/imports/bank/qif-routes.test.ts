import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, UPLOAD } from '../../testing/api-spec';
import { createAccount, createCategory, record, useTestApp } from '../../testing/route-test';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../infra/src/imports/fixtures/${name}`, import.meta.url)));
const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe.each(oneTestDbKind())('QIF import and binary files (%s)', (kind) => {
  const app = useTestApp(kind);

  it('previews a QIF: count, days, date order and the categories named, matched or not', async () => {
    const user = await app.register();
    const food = await createCategory(user.client, 'Groceries');
    const response = await user.client.fetch('/api/imports/qif/preview', { method: 'POST', body: fixture('quiffen-test.qif') });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      transactionCount: 6,
      firstDate: '2020-02-10',
      lastDate: '2020-02-14',
      dateOrder: 'mdy',
      accounts: [{ index: 0, name: null, transactionCount: 6 }],
      sections: ['Bank'],
      skippedRecords: 5,
      categories: [
        { name: 'Bills:Cell Phone', categoryId: null, transactions: 1, suggestedType: 'Income' },
        { name: 'Food:Groceries', categoryId: food.id, transactions: 3, suggestedType: 'Expense - Variable' },
        { name: 'Healthcare:Prescriptions', categoryId: null, transactions: 1, suggestedType: 'Expense - Variable' },
        { name: 'Miscellaneous', categoryId: null, transactions: 1, suggestedType: 'Income' },
        { name: 'Personal Care:Haircare', categoryId: null, transactions: 1, suggestedType: 'Expense - Variable' },
        { name: 'Transportation:Automobile', categoryId: null, transactions: 1, suggestedType: 'Expense - Variable' },
      ],
      unmatchedCategories: [
        'Bills:Cell Phone',
        'Healthcare:Prescriptions',
        'Miscellaneous',
        'Personal Care:Haircare',
        'Transportation:Automobile',
      ],
      // Its one transfer, to [TestExport], is the 0.00 opening balance: not imported, so not listed.
      unmatchedTransferAccounts: [],
    });
  });

  it('imports L[Account] as a transfer to that account, never twice from both files; an unknown account is listed', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0' });
    const savings = await createAccount(user.client, { accountName: 'Savings', startingBalance: '0', accountType: 'savings' });
    const checkingFile = Buffer.from(
      '!Type:Bank\nD03/01/2024\nT-250.00\nPTo savings\nL[savings]\n^\nD03/02/2024\nT-40.00\nPTo brokerage\nL[Brokerage]\n^\n',
    );
    const preview = await user.client.fetch('/api/imports/qif/preview', { method: 'POST', body: checkingFile });
    expect(await preview.json()).toMatchObject({ unmatchedCategories: [], unmatchedTransferAccounts: ['Brokerage'] });
    const { body, response } = await apiSpec(app)
      .given(user)
      .when(UPLOAD(`/api/imports/qif?accountId=${checking.id}`, checkingFile, 'application/qif'))
      .then(
        201,
        expectNewEvents([
          expect.objectContaining({ type: 'ImportStarted' }),
          expect.objectContaining({
            type: 'TransactionRecorded',
            data: expect.objectContaining({
              title: 'To savings',
              type: 'payment',
              amountCents: 25000,
              fromAccountId: checking.id,
              toAccountId: savings.id,
              transactionCategoryIds: [],
            }),
          }),
          expect.objectContaining({
            type: 'TransactionRecorded',
            data: expect.objectContaining({
              title: 'To brokerage',
              type: 'expense',
              fromAccountId: checking.id,
              category: '',
              transactionCategoryIds: [],
              bankDescription: 'Transfer: [Brokerage]',
            }),
          }),
          expect.objectContaining({ type: 'ImportCompleted', data: expect.objectContaining({ added: 2 }) }),
        ] as never),
      );
    expect(body).toMatchObject({ added: 2, unmatchedTransferAccounts: ['Brokerage'] });

    // The savings account's own file holds the same transfer from its side: matched, not recorded again.
    const savingsFile = Buffer.from('!Type:Bank\nD03/02/2024\nT250.00\nPFrom checking\nL[Checking]\n^\nD03/05/2024\nT5.00\nPInterest\n^\n');
    const fromSavings = await user.client.fetch(`/api/imports/qif?accountId=${savings.id}`, {
      method: 'POST',
      body: savingsFile,
      headers: { 'X-Min-Position': response.headers.get('X-Position')! },
    });
    expect(fromSavings.status).toBe(201);
    const second = await fromSavings.json();
    expect(second).toMatchObject({
      added: 1,
      skipped: 1,
      duplicates: [
        {
          row: 1,
          amount: '250.00',
          by: 'amount-and-date',
          action: 'skip',
          transaction: { date: '2024-03-01', amount: '250.00', title: 'To savings' },
        },
      ],
    });
    expect(second.unmatchedTransferAccounts).toEqual([]);
    const listed = await user.client.get('/api/transactions?limit=100&startDate=2024-03-01&endDate=2024-03-31', {
      'X-Min-Position': fromSavings.headers.get('X-Position')!,
    });
    const rows = (await listed.json()) as { title: string; type: string }[];
    expect(rows.map((row) => `${row.title} ${row.type}`).sort()).toEqual(['Interest income', 'To brokerage expense', 'To savings payment']);
  });

  it('a transfer typed by hand from the other account is matched by the QIF row', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0' });
    const card = await createAccount(user.client, { accountName: 'Visa Card', startingBalance: '0', accountType: 'other' });
    await record(user.client, {
      title: 'Card payment',
      amount: '120.00',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: card.id,
      date: '2024-03-10',
    });
    const file = Buffer.from('!Type:CCard\nD03/11/2024\nT120.00\nPPayment - thank you\nL[VISA CARD]\n^\n');
    const response = await user.client.fetch(`/api/imports/qif?accountId=${card.id}`, { method: 'POST', body: file });
    expect(await response.json()).toMatchObject({
      added: 0,
      skipped: 1,
      duplicates: [{ row: 1, by: 'amount-and-date', action: 'skip', transaction: { title: 'Card payment' } }],
    });
  });

  it('imports a QIF as one batch: categories by name, check numbers and split lines not kept in the bank description; undo', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0' });
    const textbooks = await createCategory(user.client, 'Textbooks');
    const { body } = await apiSpec(app)
      .given(user)
      .when(UPLOAD(`/api/imports/qif?accountId=${account.id}&fileName=cbb.qif`, fixture('gnucash-cbb-export.qif'), 'application/qif'))
      .then(
        201,
        expectNewEvents([
          expect.objectContaining({ type: 'ImportStarted', data: expect.objectContaining({ kind: 'qif', fileName: 'cbb.qif' }) }),
          expect.objectContaining({
            data: expect.objectContaining({
              title: 'AT&T/063',
              amountCents: 619,
              date: '1997-10-11',
              category: 'Telephone',
              transactionCategoryIds: [],
              bankDescription: 'Phone Bill - September | Check 277',
            }),
          }),
          expect.objectContaining({
            data: expect.objectContaining({
              title: 'BofA',
              amountCents: 9805,
              // Issue 24: "Household" is none of the user's categories, so the lines are no split: the whole
              // amount goes to the first line's category, the lines and the reason are noted.
              transactionCategoryIds: [textbooks.id],
              splits: [],
              bankDescription:
                'VISA - September | Check 278 | Split not kept (split line 2: no category named "Household"): ' +
                'Textbooks -53.30 (Fall 1997 - Huntley); Household -44.75 (Wal-Mart)',
            }),
          }),
          ...Array(6).fill(expect.objectContaining({ type: 'TransactionRecorded' })),
          expect.objectContaining({ data: expect.objectContaining({ title: 'Deposit', type: 'income', amountCents: 19342 }) }),
          expect.objectContaining({ type: 'ImportCompleted', data: expect.objectContaining({ added: 9 }) }),
        ] as never),
      );
    expect(body).toMatchObject({ importId: uuid, kind: 'qif', added: 9, skipped: 0, rejectedCount: 0 });
    expect(body.unmatchedCategories).toContain('Telephone');
    expect(body.unmatchedCategories).not.toContain('Textbooks');
    const undo = await user.client.post(`/api/imports/${body.importId}/undo`);
    expect(await undo.json()).toMatchObject({ status: 'undone', removed: 9, kind: 'qif' });
  });

  it('matches QIF rows to transactions typed by hand, and keeps one when asked', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Cash', startingBalance: '0' });
    await record(user.client, {
      title: 'Landlord March',
      amount: '1020.50',
      type: 'expense',
      fromAccountId: account.id,
      date: '2024-03-24',
    });
    const path = `/api/imports/qif?accountId=${account.id}`;
    const dry = await user.client.fetch(`${path}&dryRun=true`, { method: 'POST', body: fixture('cash-dd-mm-yyyy.qif') });
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({
      added: 2,
      skipped: 1,
      duplicates: [{ row: 3, date: '2024-03-25', amount: '-1020.50', by: 'amount-and-date', action: 'skip' }],
    });
    const kept = await user.client.fetch(`${path}&keepDuplicates=3`, { method: 'POST', body: fixture('cash-dd-mm-yyyy.qif') });
    expect(await kept.json()).toMatchObject({ added: 3, skipped: 0 });
  });

  it('a file of several accounts: the import names one of them', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0' });
    const file = Buffer.from(
      [
        '!Option:AutoSwitch',
        '!Account',
        'NChecking',
        'TBank',
        '^',
        'NVisa',
        'TCCard',
        '^',
        '!Clear:AutoSwitch',
        '!Account',
        'NChecking',
        'TBank',
        '^',
        '!Type:Bank',
        'D03/01/2024',
        'T-10.00',
        'PBakery',
        '^',
        '!Account',
        'NVisa',
        'TCCard',
        '^',
        '!Type:CCard',
        'D03/02/2024',
        'T-20.00',
        'PBooks',
        '^',
        'D03/03/2024',
        'T-5.00',
        'PTea',
        '^',
      ].join('\n'),
    );
    const preview = await user.client.fetch('/api/imports/qif/preview', { method: 'POST', body: file });
    expect(await preview.json()).toMatchObject({
      transactionCount: 3,
      accounts: [
        { index: 1, name: 'Checking', transactionCount: 1 },
        { index: 2, name: 'Visa', transactionCount: 2 },
      ],
    });
    const path = `/api/imports/qif?accountId=${account.id}`;
    const unchosen = await user.client.fetch(path, { method: 'POST', body: file });
    expect(await unchosen.json()).toMatchObject({
      fields: { account: 'The file holds transactions of several accounts: choose one (1 Checking, 2 Visa)' },
    });
    const visa = await user.client.fetch(`${path}&account=2`, { method: 'POST', body: file });
    expect(await visa.json()).toMatchObject({ added: 2 });
    const none = await user.client.fetch(`${path}&account=7&dryRun=true`, { method: 'POST', body: file });
    expect(none.status).toBe(400);
  });

  it('refuses a file that is no QIF, and dates that read in no one order, with 400 on file', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking' });
    const post = (body: Buffer) => user.client.fetch(`/api/imports/qif?accountId=${account.id}`, { method: 'POST', body });
    const csv = await post(Buffer.from('Date,Amount\n2024-03-01,-2.00\n'));
    expect(csv.status).toBe(400);
    expect((await csv.json()).fields.file).toMatch(/not a QIF export: line 1/);
    const mixed = await post(Buffer.from('!Type:Bank\nD25/03/2024\nT-1.00\n^\nD03/26/2024\nT-2.00\n^\n'));
    expect((await mixed.json()).fields.file).toBe(
      "The file's dates read in no one order: '25/03/2024' is day first, '03/26/2024' month first",
    );
    const empty = await post(Buffer.from('!Type:Cat\nNFood\n^\n'));
    expect((await empty.json()).fields.file).toMatch(/no bank, cash or credit card transactions/);
  });

  it.each([
    '/api/imports/bank-csv/preview',
    `/api/imports/bank-csv?mapping=${encodeURIComponent(
      JSON.stringify({ delimiter: ',', dateFormat: 'yyyy-mm-dd', numberFormat: '1,234.56', date: 'Date', description: 'D', amount: 'A' }),
    )}`,
    '/api/imports/ofx/preview',
    '/api/imports/ofx',
    '/api/imports/qif/preview',
    '/api/imports/qif',
  ])('%s refuses binary files at once: 30 MB of random bytes, a zip, a PDF', async (route) => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking' });
    const path = route.includes('preview') ? route : `${route}${route.includes('?') ? '&' : '?'}accountId=${account.id}`;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]);
    for (const [bytes, what] of [
      [randomBytes(30 * 1024 * 1024), 'binary data'],
      [fixture('export.zip'), 'a ZIP archive'],
      [pdf, 'a PDF document'],
    ] as const) {
      const started = Date.now();
      const response = await user.client.fetch(path, { method: 'POST', body: bytes });
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({
        file: expect.stringContaining(`This file is not a text export (it looks like ${what}`),
      });
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  });
});
