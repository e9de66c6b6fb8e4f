/**
 * Issue 23 through the routes: authorisation holds across two statements. The first file's holds are
 * recorded pending; the next file's release removes one, and its settlement (a new FITID, as banks
 * write it) replaces the other: never both standing. Re-importing the second file adds nothing; its
 * undo brings the holds back.
 */
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, UPLOAD } from '../../testing/api-spec';
import { positionToken } from '../../testing/position-tokens';
import { createAccount, useTestApp } from '../../testing/route-test';
import type { TestClient } from '../../testing/test-app';

/** An OFX 1.02 statement as banks write it (SGML, leaves not closed): [day yyyymmdd, amount, FITID, NAME]. */
function ofx(rows: readonly [string, string, string, string][]): Buffer {
  const transactions = rows
    .map(
      ([day, amount, fitId, name]) =>
        `<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>${day}\n<TRNAMT>${amount}\n<FITID>${fitId}\n<NAME>${name}\n</STMTTRN>`,
    )
    .join('\n');
  return Buffer.from(
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>USD\n' +
      '<BANKACCTFROM>\n<BANKID>121000248\n<ACCTID>000123456789\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n' +
      `<BANKTRANLIST>\n${transactions}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`,
  );
}

const NOVEMBER = ofx([
  ['20261102', '-200.00', 'H-1', 'AUTH HOLD MARRIOTT SF'],
  ['20261102', '-45.00', 'H-2', 'PREAUTH SHELL FUEL'],
  ['20261103', '-5.75', 'C-1', 'BLUE BOTTLE COFFEE'],
]);
const DECEMBER = ofx([
  ['20261105', '200.00', 'R-1', 'HOLD RELEASE MARRIOTT SF'],
  ['20261105', '-187.45', 'M-1', 'MARRIOTT SAN FRANCISCO'],
  ['20261104', '-45.00', 'S-9', 'SHELL OIL 57442'],
]);

async function ledger(client: TestClient, position: string | null) {
  const response = await client.get('/api/transactions?limit=100&startDate=2026-10-01&endDate=2026-12-31', {
    'X-Min-Position': position ?? '',
  });
  const rows = (await response.json()) as { title: string; amount: string; posted: string }[];
  return rows.map((row) => `${row.title} ${row.amount} ${row.posted}`).sort();
}

describe.each(oneTestDbKind())('bank imports: holds across statements (%s)', (kind) => {
  const app = useTestApp(kind);

  it('a hold recorded pending is removed by its release and replaced by its settlement in the next file; undo brings it back', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '1000.00' });
    const path = `/api/imports/ofx?accountId=${checking.id}`;

    const first = await apiSpec(app)
      .given(user)
      .when(UPLOAD(path, NOVEMBER, 'application/x-ofx'))
      .then(
        201,
        expectNewEvents([
          expect.objectContaining({ type: 'ImportStarted' }),
          expect.objectContaining({
            data: expect.objectContaining({ title: 'AUTH HOLD MARRIOTT SF', amountCents: 20000, posted: 'pending' }),
          }),
          expect.objectContaining({ data: expect.objectContaining({ title: 'PREAUTH SHELL FUEL', amountCents: 4500, posted: 'pending' }) }),
          expect.objectContaining({ data: expect.objectContaining({ title: 'BLUE BOTTLE COFFEE', amountCents: 575, posted: 'posted' }) }),
          expect.objectContaining({ type: 'ImportCompleted', data: expect.objectContaining({ added: 3, skipped: 0 }) }),
        ] as never),
      );
    const holds = (first.newEvents as { type: string; streamId: string; data: { transactionId: string; title: string } }[]).filter(
      (event) => event.type === 'TransactionRecorded' && event.data.title !== 'BLUE BOTTLE COFFEE',
    );
    const [marriott, shell] = holds.map((event) => event.data.transactionId);

    const { body, position } = await apiSpec(app)
      .given(user)
      .when(UPLOAD(path, DECEMBER, 'application/x-ofx'))
      .then(
        201,
        expectNewEvents([
          expect.objectContaining({ type: 'ImportStarted' }),
          expect.objectContaining({
            data: expect.objectContaining({ title: 'MARRIOTT SAN FRANCISCO', amountCents: 18745, posted: 'posted' }),
          }),
          expect.objectContaining({ data: expect.objectContaining({ title: 'SHELL OIL 57442', amountCents: 4500, posted: 'posted' }) }),
          { streamId: `transaction-${marriott}`, type: 'TransactionDeleted', data: { transactionId: marriott, reason: 'hold-released' } },
          { streamId: `transaction-${shell}`, type: 'TransactionDeleted', data: { transactionId: shell, reason: 'replaced-by-import' } },
          expect.objectContaining({
            type: 'ImportCompleted',
            data: expect.objectContaining({ added: 2, skipped: 1, removedIds: [marriott, shell] }),
          }),
        ] as never),
      );
    expect(body).toMatchObject({
      added: 2,
      skipped: 1,
      posted: 0,
      removed: 2,
      duplicatesSkipped: 0,
      duplicates: [
        expect.objectContaining({ row: 3, by: 'amount-and-date', action: 'replace', transaction: expect.objectContaining({ id: shell }) }),
      ],
      skippedRows: [
        {
          row: 1,
          reason:
            "Transaction 1: releases the authorisation hold 'AUTH HOLD MARRIOTT SF' of 2026-11-02 (-200.00) already recorded: no money moved, neither is kept (the hold is removed)",
        },
      ],
    });
    const caughtUp = positionToken(app, user, position!);
    expect(await ledger(user.client, caughtUp)).toEqual([
      'BLUE BOTTLE COFFEE -5.75 posted',
      'MARRIOTT SAN FRANCISCO -187.45 posted',
      'SHELL OIL 57442 -45.00 posted',
    ]);

    // The same statement again adds nothing: its rows by their bank ids, the release with no hold left is no money in.
    const again = await user.client.fetch(`${path}&dryRun=true`, {
      method: 'POST',
      body: DECEMBER,
      headers: { 'X-Min-Position': caughtUp },
    });
    expect(await again.json()).toMatchObject({ added: 0, skipped: 3, posted: 0 });

    // Undone: its rows go, the holds come back pending.
    const undone = await user.client.post(`/api/imports/${body.importId}/undo`);
    expect(undone.status).toBe(200);
    expect(await ledger(user.client, undone.headers.get('x-position'))).toEqual([
      'AUTH HOLD MARRIOTT SF -200.00 pending',
      'BLUE BOTTLE COFFEE -5.75 posted',
      'PREAUTH SHELL FUEL -45.00 pending',
    ]);
  });

  it('a CSV hold recorded pending is posted by the same amount posted in the next CSV (no bank id): one transaction', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking', startingBalance: '1000.00' });
    const mapping = {
      delimiter: ',',
      dateFormat: 'mm/dd/yyyy',
      numberFormat: '1,234.56',
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
    };
    const path = `/api/imports/bank-csv?accountId=${checking.id}&mapping=${encodeURIComponent(JSON.stringify(mapping))}`;
    const first = Buffer.from('Date,Description,Amount\n11/02/2026,PREAUTH SHELL FUEL,-45.00\n11/03/2026,BLUE BOTTLE COFFEE,-5.75\n');
    const firstAnswer = await user.client.fetch(path, { method: 'POST', body: first, headers: { 'Content-Type': 'text/csv' } });
    expect(firstAnswer.status).toBe(201);
    const { body, position } = await apiSpec(app)
      .given(user)
      .when(UPLOAD(path, Buffer.from('Date,Description,Amount\n11/04/2026,SHELL OIL 57442,-45.00\n'), 'text/csv'))
      .then(
        201,
        expectNewEvents([
          expect.objectContaining({ type: 'ImportStarted' }),
          expect.objectContaining({ type: 'TransactionStatusChanged', data: expect.objectContaining({ posted: 'posted' }) }),
          expect.objectContaining({ type: 'ImportCompleted', data: expect.objectContaining({ added: 0, skipped: 1 }) }),
        ] as never),
      );
    expect(body).toMatchObject({ added: 0, posted: 1, duplicates: [expect.objectContaining({ action: 'post' })] });
    expect(await ledger(user.client, positionToken(app, user, position!))).toEqual([
      'BLUE BOTTLE COFFEE -5.75 posted',
      'PREAUTH SHELL FUEL -45.00 posted',
    ]);
  });
});
