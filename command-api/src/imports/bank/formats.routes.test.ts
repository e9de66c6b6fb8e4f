/**
 * Bank CSVs as banks write them (issue 23), through the public routes with no settings: each file's
 * imported count, signed sum and date range equal the figures computed by hand (docs/IMPORTS.md).
 * The fixtures and their sources: infra/src/imports/fixtures/README.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { START } from '@life/infra';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { createAccount, useTestApp } from '../../testing/route-test';
import type { TestApp, TestClient } from '../../testing/test-app';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../infra/src/imports/fixtures/${name}`, import.meta.url)));

function upload(client: TestClient, path: string, bytes: Uint8Array) {
  return client.fetch(path, { method: 'POST', body: bytes, headers: { 'Content-Type': 'text/csv' } });
}

interface Expected {
  file: string;
  added: number;
  /** Signed, in cents: income positive, expenses negative. */
  sumCents: number;
  from: string;
  to: string;
  /** Rows left out with why: preamble lines, declined, no amount or 0, trailer lines. */
  skipped: number;
  encoding: string;
  pending?: number;
}

/** The table of docs/IMPORTS.md (bank CSV rows), figures computed by hand from each file. */
const FILES: Expected[] = [
  { file: 'bank-ing-de.csv', added: 4, sumCents: 111_570, from: '2024-03-01', to: '2024-03-29', skipped: 10, encoding: 'windows-1252' },
  { file: 'bank-dkb.csv', added: 3, sumCents: 121_977, from: '2024-03-04', to: '2024-03-12', skipped: 5, encoding: 'windows-1252' },
  {
    file: 'bank-deutsche-bank.csv',
    added: 4,
    sumCents: 154_262,
    from: '2024-03-04',
    to: '2024-03-25',
    skipped: 6,
    encoding: 'windows-1252',
  },
  { file: 'bank-boa-checking.csv', added: 5, sumCents: 118_253, from: '2024-03-01', to: '2024-03-20', skipped: 6, encoding: 'utf-8' },
  { file: 'bank-chase-checking.csv', added: 5, sumCents: 37_659, from: '2024-03-01', to: '2024-03-28', skipped: 0, encoding: 'utf-8' },
  { file: 'bank-chase-card.csv', added: 5, sumCents: 39_273, from: '2024-03-05', to: '2024-03-27', skipped: 0, encoding: 'utf-8' },
  {
    file: 'bank-nationwide-uk.csv',
    added: 5,
    sumCents: 156_885,
    from: '2024-03-01',
    to: '2024-03-28',
    skipped: 3,
    encoding: 'windows-1252',
  },
  { file: 'bank-n26.csv', added: 4, sumCents: 29_657, from: '2024-03-02', to: '2024-03-18', skipped: 0, encoding: 'utf-8' },
  { file: 'bank-revolut.csv', added: 4, sumCents: 13_125, from: '2024-03-03', to: '2024-03-30', skipped: 1, encoding: 'utf-8', pending: 1 },
  { file: 'paypal.csv', added: 5, sumCents: 151, from: '2024-03-02', to: '2024-03-20', skipped: 1, encoding: 'utf-8', pending: 1 },
  { file: 'bank-barclays-utf16.csv', added: 4, sumCents: 176_751, from: '2024-03-01', to: '2024-03-22', skipped: 0, encoding: 'utf-16le' },
  {
    file: 'bank-sparkasse.csv',
    added: 2,
    sumCents: -16_547,
    from: '2026-11-02',
    to: '2026-11-03',
    skipped: 0,
    encoding: 'utf-8',
    pending: 1,
  },
  { file: 'bank-de.csv', added: 3, sumCents: 210_470, from: '2024-03-01', to: '2024-03-28', skipped: 0, encoding: 'utf-8' },
  // Real exports published as importers' test data (issue 23): fixtures/README.md names each source.
  {
    file: 'schwab-checking.csv',
    added: 7,
    sumCents: 375_600,
    from: '2022-12-14',
    to: '2023-05-09',
    // The title line before the header, "Pending Transactions", its total and "Posted Transactions".
    skipped: 4,
    encoding: 'utf-8',
    pending: 3,
  },
  { file: 'dcu-checking.csv', added: 10, sumCents: 50_000, from: '2021-12-15', to: '2021-12-31', skipped: 0, encoding: 'utf-8' },
  { file: 'dkb-beancount.csv', added: 1, sumCents: -1_537, from: '2018-01-16', to: '2018-01-16', skipped: 4, encoding: 'utf-8' },
  {
    file: 'fidelity-checking.csv',
    added: 16,
    sumCents: -1_060_777,
    from: '2021-01-05',
    to: '2021-12-01',
    // "Brokerage" before the header; the disclaimer and "Date downloaded" lines after the rows.
    skipped: 10,
    encoding: 'utf-8',
  },
  { file: 'schwab-checking-2022.csv', added: 2, sumCents: -100, from: '2022-02-03', to: '2022-07-31', skipped: 0, encoding: 'utf-8' },
  { file: 'hledger-csb43.csv', added: 2, sumCents: 100_000, from: '2019-11-02', to: '2019-11-10', skipped: 0, encoding: 'utf-8' },
  {
    file: 'actual-windows-1252-euro.csv',
    added: 1,
    sumCents: 10_025,
    from: '2025-12-04',
    to: '2025-12-04',
    skipped: 0,
    encoding: 'windows-1252',
  },
];

interface Recorded {
  title: string;
  type: string;
  amountCents: number;
  date: string;
  posted: string;
  category: string | null;
}

/** The whole log, page by page (a store caps a page). */
async function allEvents(app: TestApp) {
  const events: Awaited<ReturnType<TestApp['deps']['store']['readAll']>> = [];
  for (let after = START; ;) {
    const page = await app.deps.store.readAll({ after, limit: 1000 });
    if (page.length === 0) return events;
    events.push(...page);
    after = page.at(-1)!.position;
  }
}

/**
 * The log once the import's ImportCompleted is readable: on PostgreSQL the log hides events behind
 * any transaction open on the server, so the reader waits for its own write.
 */
async function logWithImport(app: TestApp, importId: string) {
  let events: Awaited<ReturnType<typeof allEvents>> = [];
  const completed = async () => {
    events = await allEvents(app);
    return events.some((event) => event.type === 'ImportCompleted' && (event.data as { importId?: string }).importId === importId);
  };
  await expect.poll(completed, { timeout: 10_000 }).toBe(true);
  return events;
}

/** The transactions an import recorded, read off the log. */
async function recordedBy(app: TestApp, importId: string): Promise<Recorded[]> {
  const events = await logWithImport(app, importId);
  return events
    .filter((event) => event.type === 'TransactionRecorded' && (event.data as { importId?: string }).importId === importId)
    .map((event) => event.data as Recorded);
}

const signed = (row: Recorded) => (row.type === 'income' ? row.amountCents : -row.amountCents);

describe.each(oneTestDbKind())('bank CSVs as banks write them, no settings (%s)', (kind) => {
  const app = useTestApp(kind);

  it.each(FILES)('$file: count, signed sum and date range as computed by hand', async (expected) => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0' });
    const preview = await upload(user.client, '/api/imports/bank-csv/preview', fixture(expected.file));
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ encoding: expected.encoding, remembered: false });

    const response = await upload(
      user.client,
      `/api/imports/bank-csv?accountId=${account.id}&fileName=${expected.file}`,
      fixture(expected.file),
    );
    const summary = await response.json();
    expect(response.status, JSON.stringify(summary)).toBe(201);
    expect(summary).toMatchObject({ added: expected.added, skipped: expected.skipped, rejectedCount: 0 });
    expect(summary.skippedRows).toHaveLength(expected.skipped);
    const rows = await recordedBy(app, summary.importId);
    expect(rows).toHaveLength(expected.added);
    expect(rows.reduce((sum, row) => sum + signed(row), 0)).toBe(expected.sumCents);
    const days = rows.map((row) => row.date).sort();
    expect([days[0], days.at(-1)]).toEqual([expected.from, expected.to]);
    expect(rows.filter((row) => row.posted === 'pending')).toHaveLength(expected.pending ?? 0);
  });

  it('reads Windows-1252 text, skips the preamble and a trailer with why, and never takes a type for a category', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Giro' });
    const db = await (await upload(user.client, `/api/imports/bank-csv?accountId=${account.id}`, fixture('bank-deutsche-bank.csv'))).json();
    expect(db.skippedRows.map((row: { row: number; reason: string }) => row.reason)).toEqual([
      "Row 1: before the header, not a transaction: 'Kontoumsätze Girokonto;;;;;;;;;;;;;;;;;'",
      "Row 2: before the header, not a transaction: 'Erika Musterfrau;;;;;;;;;;;;;;;;;'",
      "Row 3: before the header, not a transaction: '01.03.2024 - 31.03.2024;;;;;;;;;;;;;;;;;'",
      "Row 4: before the header, not a transaction: 'Letzter Kontostand;;;;1.000,00;EUR;;;;;;;;;;;;'",
      "Row 5: before the header, not a transaction: 'Vorgemerkte und noch nicht gebuchte Umsätze sind nicht Besta…'",
      "Row 11: after the last transaction, not one (a summary or note): 'Kontostand;31.03.2024;;;2.542,62;EUR;;;;;;;;;;;;'",
    ]);
    const chase = await (
      await upload(user.client, `/api/imports/bank-csv?accountId=${account.id}`, fixture('bank-chase-checking.csv'))
    ).json();
    const rows = await recordedBy(app, chase.importId);
    expect(rows.map((row) => row.category || null)).toEqual([null, null, null, null, null]);
    const ing = await (await upload(user.client, '/api/imports/bank-csv/preview', fixture('bank-ing-de.csv'))).json();
    expect(ing.header).toContain('Auftraggeber/Empfänger');
    expect(ing.headerRow).toBe(11); // rows count the non-blank lines
  });

  it('PayPal: Net is imported (what moved the balance), a row without a name is titled by its type, Denied is skipped', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'PayPal' });
    const summary = await (await upload(user.client, `/api/imports/bank-csv?accountId=${account.id}`, fixture('paypal.csv'))).json();
    const rows = await recordedBy(app, summary.importId);
    expect(rows.map((row) => [row.title, signed(row), row.posted])).toEqual([
      ['Spotify USA Inc', -1099, 'posted'],
      ['General Card Deposit', 1099, 'posted'],
      ['Jane Buyer', 9651, 'posted'],
      ['eBay Seller', -4500, 'pending'],
      ['General Withdrawal', -5000, 'posted'],
    ]);
    expect(summary.skippedRows).toEqual([
      { row: 7, column: 'Status', reason: "Row 7, column 'Status': the bank marks it 'Denied', nothing was paid" },
    ]);
  });

  it("remembers the account's layout: the next statement is read the same way in one step, and the preview says so", async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'ING' });
    const other = await createAccount(user.client, { accountName: 'Other' });
    // The user chose the payee column as the title the first time.
    const chosen = {
      delimiter: ';',
      dateFormat: 'dd.mm.yyyy',
      numberFormat: '1.234,56',
      date: 'Buchung',
      description: 'Auftraggeber/Empfänger',
      amount: 'Betrag',
    };
    const first = await upload(
      user.client,
      `/api/imports/bank-csv?accountId=${account.id}&mapping=${encodeURIComponent(JSON.stringify(chosen))}`,
      fixture('bank-ing-de.csv'),
    );
    expect(first.status).toBe(201);
    const { importId } = (await first.json()) as { importId: string };
    const started = (await logWithImport(app, importId)).find(
      (event) => event.type === 'ImportStarted' && (event.data as { importId: string }).importId === importId,
    );
    expect(started?.data).toMatchObject({ layout: chosen });

    const preview = await (
      await upload(user.client, `/api/imports/bank-csv/preview?accountId=${account.id}`, fixture('bank-ing-de.csv'))
    ).json();
    expect(preview).toMatchObject({ remembered: true, detected: chosen });
    const elsewhere = await (
      await upload(user.client, `/api/imports/bank-csv/preview?accountId=${other.id}`, fixture('bank-ing-de.csv'))
    ).json();
    expect(elsewhere).toMatchObject({ remembered: false, detected: { description: 'Verwendungszweck' } });
    const stranger = await app.register();
    const foreign = await (
      await upload(stranger.client, `/api/imports/bank-csv/preview?accountId=${account.id}`, fixture('bank-ing-de.csv'))
    ).json();
    expect(foreign.remembered).toBe(false);

    // No mapping: the remembered layout, so the titles are the payees again.
    const next = await (
      await upload(user.client, `/api/imports/bank-csv?accountId=${account.id}&keepDuplicates=12,13,14,15`, fixture('bank-ing-de.csv'))
    ).json();
    expect(next.added).toBe(4);
    expect((await recordedBy(app, next.importId)).map((row) => row.title)).toContain('Müller & Söhne GmbH');

    // An undone import's layout is not offered again (it may have been undone for its layout).
    for (const id of [next.importId, importId]) expect((await user.client.post(`/api/imports/${id}/undo`)).status).toBe(200);
    const after = await (
      await upload(user.client, `/api/imports/bank-csv/preview?accountId=${account.id}`, fixture('bank-ing-de.csv'))
    ).json();
    expect(after.remembered).toBe(false);
  });

  it('a file whose columns cannot be told is a 400 asking to choose them, nothing written', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking' });
    const response = await upload(
      user.client,
      `/api/imports/bank-csv?accountId=${account.id}`,
      Buffer.from('When,What,How much\nyesterday,Tea,two\n'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: {
        mapping: expect.stringMatching(
          /^Could not tell the date column, the description column, the amount column .* of this file: choose the columns in the preview$/,
        ),
      },
    });
  });
});
