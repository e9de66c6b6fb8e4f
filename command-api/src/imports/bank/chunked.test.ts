/**
 * Issue 25: a file larger than one chunk (MAX_BULK_TRANSACTIONS) is read in passes (plan, check,
 * append) and gives the answer reading it whole gave: counts, duplicates, postings, every skipped row
 * with why, rejected rows, rule hits, a hold and its release on either side of a chunk's edge, a
 * re-upload adding nothing, and the undo. The expected figures come from how the file is built here.
 */
import { MAX_BULK_TRANSACTIONS } from '@life/domain';
import { testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { createAccount, createCategory, record, useTestApp } from '../../testing/route-test';
import type { TestClient } from '../../testing/test-app';

const ROWS = 2_500;
/** Several thousand rows through the whole app, three times, on a shared machine. */
const TIMEOUT_MS = 240_000;
const MAPPING = {
  delimiter: ',',
  dateFormat: 'yyyy-mm-dd',
  numberFormat: '1,234.56',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  category: 'Category',
  status: 'Status',
};
const csvPath = (accountId: string, extra = '') =>
  `/api/imports/bank-csv?accountId=${accountId}&mapping=${encodeURIComponent(JSON.stringify(MAPPING))}${extra}`;

const dayOf = (i: number) => new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 25) * 86_400_000).toISOString().slice(0, 10);
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** Row number of the i-th data line (the header is row 1). */
const rowOf = (i: number) => i + 2;

/** What each data line is: see the counts in the test. */
function line(i: number): string {
  let title = i % 10 === 1 ? `Coffee shop ${i}` : `Payment ${i}`;
  let amount = money(i % 10 === 0 ? 500_000 + i : -(10_000 + i));
  let status = i % 250 === 7 ? 'Declined' : i % 50 === 3 ? 'Pending' : 'Posted';
  const category = i % 300 === 11 ? 'Salary' : '';
  if (i % 100 === 0) amount = '';
  // A hold and its release two rows apart, the first chunk's last rows and the second's first.
  if (i === 1199) [title, amount, status] = ['AUTH HOLD Hotel', '-200.00', 'Pending'];
  if (i === 1201) [title, amount, status] = ['HOLD RELEASE Hotel', '200.00', 'Posted'];
  return `${dayOf(i)},"${title}",${amount},${category},${status}`;
}

const csv = () => Buffer.from(['Date,Description,Amount,Category,Status', ...Array.from({ length: ROWS }, (_, i) => line(i))].join('\n'));

function upload(client: TestClient, path: string, bytes: Uint8Array) {
  return client.fetch(path, { method: 'POST', body: bytes, headers: { 'Content-Type': 'text/csv' } });
}

/** The account's count once the read models hold `position` (503 while they catch up: asked again, as the web does). */
async function countOnAccount(client: TestClient, accountId: string, position: string): Promise<number> {
  for (const deadline = Date.now() + 120_000; ;) {
    const response = await client.get(`/api/transactions?accountId=${accountId}&limit=1`, { 'X-Min-Position': position });
    if (response.status === 503 && Date.now() < deadline) {
      await response.body?.cancel();
      continue;
    }
    expect(response.status).toBe(200);
    return Number(response.headers.get('X-Total-Count'));
  }
}

describe.each(testDbKinds())('a bank import larger than one chunk (%s)', (kind) => {
  const app = useTestApp(kind);

  it(
    'gives the whole-file answer: counts, duplicates, reasons, rule hits, postings; a re-upload adds nothing; undo',
    async () => {
      expect(ROWS).toBeGreaterThan(2 * MAX_BULK_TRANSACTIONS);
      const user = await app.register();
      const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '100.00' });
      await createCategory(user.client, 'Salary', 'Income');
      const food = await createCategory(user.client, 'Food');
      await user.client.post('/api/rules', { name: 'Coffee', pattern: 'coffee', categoryId: food.id });
      // Typed by hand before the import: row 6 matches (skipped), row 1504 too (kept), row 2404 a pending one (posted).
      const typed = async (i: number, posted = 'posted') =>
        record(user.client, {
          title: `Typed ${i}`,
          amount: money(10_000 + i),
          type: 'expense',
          fromAccountId: checking.id,
          date: dayOf(i),
          posted,
        });
      const [skippedOne, keptOne, pendingOne] = [await typed(4), await typed(1502), await typed(2402, 'pending')];
      const file = csv();
      const keep = `&keepDuplicates=${rowOf(1502)}`;

      const preview = await upload(user.client, csvPath(checking.id, `${keep}&dryRun=true`), file);
      expect(preview.status).toBe(200);
      const planned = await preview.json();
      const response = await upload(user.client, csvPath(checking.id, keep), file);
      expect(response.status).toBe(201);
      const summary = await response.json();
      expect({ ...planned, importId: summary.importId }).toEqual(summary);

      const noAmount = Array.from({ length: 25 }, (_, k) => k * 100); // i % 100 === 0
      const declined = Array.from({ length: 10 }, (_, k) => 7 + k * 250); // i % 250 === 7
      const rejected = Array.from({ length: 9 }, (_, k) => 11 + k * 300); // i % 300 === 11: an income category on an expense
      const coffeeAdded = Array.from({ length: 250 }, (_, k) => 1 + k * 10).filter((i) => i % 300 !== 11 && i !== 1201);
      expect(summary).toMatchObject({
        kind: 'bank-csv',
        added: ROWS - 25 - 10 - 9 - 2 - 2, // the hold pair; row 6 skipped and row 2404 posting instead
        skipped: 25 + 10 + 2 + 2,
        posted: 1,
        duplicatesSkipped: 2,
        rejectedCount: 9,
        ruleHitCount: coffeeAdded.length,
      });
      expect(summary.rejected.map((problem: { row: number }) => problem.row)).toEqual(rejected.map(rowOf));
      expect(summary.rejected[0].reason).toMatch(/^Row 13, column 'Category': /);
      expect(summary.ruleHits.map((hit: { row: number }) => hit.row)).toEqual(coffeeAdded.map(rowOf));
      expect(
        summary.duplicates.map((match: { row: number; action: string; transaction: { id: string } }) => [
          match.row,
          match.action,
          match.transaction.id,
        ]),
      ).toEqual([
        [rowOf(4), 'skip', skippedOne.id],
        [rowOf(1502), 'keep', keptOne.id],
        [rowOf(2402), 'post', pendingOne.id],
      ]);
      const skippedRows = [...noAmount, ...declined, 1199, 1201, 4, 2402].sort((a, b) => a - b).map(rowOf);
      expect(summary.skippedRows.map((problem: { row: number }) => problem.row)).toEqual(skippedRows);
      const reason = (i: number) => summary.skippedRows.find((problem: { row: number }) => problem.row === rowOf(i))?.reason;
      expect(reason(0)).toBe("Row 2, column 'Amount': no amount, not a payment (a balance or notice line)");
      expect(reason(7)).toBe("Row 9, column 'Status': the bank marks it 'Declined', nothing was paid");
      expect(reason(1199)).toBe('Row 1201: an authorisation hold released by row 1203: no money moved, neither is recorded');
      expect(reason(1201)).toBe('Row 1203: releases the authorisation hold of row 1201: no money moved, neither is recorded');
      expect(reason(4)).toBe(`Row 6: matches 'Typed 4' of ${dayOf(4)} (-100.04) already recorded`);
      expect(reason(2402)).toBe(`Row 2404: matches the pending 'Typed 2402' of ${dayOf(2402)} (-124.02), which is marked posted instead`);

      if (kind === 'postgres') {
        // Paced by its read models (http/demand.ts readModelPace): at the answer they hold every chunk
        // but the last, asked without waiting (no X-Min-Position).
        const held = await user.client.get(`/api/transactions?accountId=${checking.id}&limit=1`);
        expect(Number(held.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(3 + 2 * MAX_BULK_TRANSACTIONS);
      }
      const position = response.headers.get('x-position')!;
      expect(await countOnAccount(user.client, checking.id, position)).toBe(summary.added + 3);
      const coffee = await user.client.get(`/api/transactions?search=${encodeURIComponent('Coffee shop 2491')}`, {
        'X-Min-Position': position,
      });
      expect((await coffee.json()).map((t: { transactionCategoryIds: string[] }) => t.transactionCategoryIds)).toEqual([[food.id]]);

      // The same file again: every row it adds is recorded now (a retried upload adds nothing).
      const again = await upload(user.client, csvPath(checking.id), file);
      expect(again.status).toBe(201);
      expect(await again.json()).toMatchObject({
        added: 0,
        posted: 0,
        rejectedCount: 9,
        skipped: ROWS - 9,
        duplicatesSkipped: ROWS - 9 - 25 - 10 - 2,
      });

      // Undo of the first batch: its rows go, the pending one it posted is pending again.
      const undo = await user.client.post(`/api/imports/${summary.importId}/undo`);
      expect(undo.status).toBe(200);
      expect((await undo.json()).removed).toBe(summary.added);
      const afterUndo = undo.headers.get('x-position')!;
      expect(await countOnAccount(user.client, checking.id, afterUndo)).toBe(3);
      const typedRows = await user.client.get(`/api/transactions?search=Typed`, { 'X-Min-Position': afterUndo });
      const byId = new Map((await typedRows.json()).map((t: { id: string; posted: string }) => [t.id, t.posted]));
      expect(byId.get(pendingOne.id)).toBe('pending');
    },
    TIMEOUT_MS,
  );

  it(
    'an OFX statement larger than one chunk: a FITID repeated in the file is skipped, a re-upload matches every row by bank id',
    async () => {
      const user = await app.register();
      const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '100.00' });
      const count = MAX_BULK_TRANSACTIONS + 200;
      const transactions = Array.from({ length: count }, (_, i) => {
        const fitId = i === 1100 ? 'FIT-50' : `FIT-${i}`;
        const day = dayOf(i).replaceAll('-', '');
        return `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${day}<TRNAMT>-${money(1_000 + i)}<FITID>${fitId}<NAME>Shop ${i}</STMTTRN>`;
      });
      const ofx = Buffer.from(
        [
          'OFXHEADER:100',
          'DATA:OFXSGML',
          'VERSION:102',
          '',
          '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>2<ACCTTYPE>CHECKING</BANKACCTFROM>',
          `<BANKTRANLIST>${transactions.join('\n')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
        ].join('\n'),
      );
      const path = `/api/imports/ofx?accountId=${checking.id}`;
      const first = await user.client.fetch(path, { method: 'POST', body: ofx, headers: { 'Content-Type': 'application/x-ofx' } });
      expect(first.status).toBe(201);
      const summary = await first.json();
      expect(summary).toMatchObject({ added: count - 1, skipped: 1, duplicatesSkipped: 0, rejectedCount: 0 });
      expect(summary.skippedRows).toEqual([
        { row: 1101, reason: 'Transaction 1101: the same bank id (FITID) as transaction 51, the same transaction' },
      ]);
      expect(await countOnAccount(user.client, checking.id, first.headers.get('x-position')!)).toBe(count - 1);

      const again = await user.client.fetch(path, { method: 'POST', body: ofx, headers: { 'Content-Type': 'application/x-ofx' } });
      expect(again.status).toBe(201);
      const second = await again.json();
      expect(second).toMatchObject({ added: 0, skipped: count, duplicatesSkipped: count - 1 });
      expect(second.duplicates.every((match: { by: string }) => match.by === 'bank-id')).toBe(true);
    },
    TIMEOUT_MS,
  );
});
