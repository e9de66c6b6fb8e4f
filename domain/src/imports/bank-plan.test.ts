import { describe, expect, it } from 'vitest';
import type { RecordedBankTransaction } from './bank-match';
import { planBankImport, type PlannedBankRow } from './bank-plan';

const label = (row: number) => `Row ${row}`;
const row = (number: number, date: string, signedCents: number, title: string, more: Partial<PlannedBankRow> = {}): PlannedBankRow => ({
  row: number,
  date,
  signedCents,
  title,
  posted: 'posted',
  ...more,
});
const typed: RecordedBankTransaction = {
  id: 't1',
  date: '2026-11-24',
  signedCents: -8642,
  title: 'Whole Foods Market',
  externalId: null,
  posted: 'posted',
};
const bankRow = row(2, '2026-11-24', -8642, 'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA');

describe('planning a bank import', () => {
  it('given a typed transaction, when its bank row arrives, then the row is skipped with why and the pair listed', () => {
    const plan = planBankImport([bankRow, row(3, '2026-11-26', 325000, 'PAYROLL')], [typed], new Set(), label);
    expect(plan.add).toEqual([3]);
    expect(plan.post).toEqual([]);
    expect(plan.matches).toEqual([
      {
        row: 2,
        date: '2026-11-24',
        amount: '-86.42',
        title: 'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA',
        status: 'posted',
        by: 'amount-and-date',
        transaction: { id: 't1', date: '2026-11-24', amount: '-86.42', title: 'Whole Foods Market', status: 'posted' },
        action: 'skip',
      },
    ]);
    expect(plan.skippedRows).toEqual([{ row: 2, reason: "Row 2: matches 'Whole Foods Market' of 2026-11-24 (-86.42) already recorded" }]);
  });

  it('when the user keeps the row anyway, then it is added and the pair still listed', () => {
    const plan = planBankImport([bankRow], [typed], new Set([2]), label);
    expect(plan.add).toEqual([2]);
    expect(plan.matches.map((match) => match.action)).toEqual(['keep']);
    expect(plan.skippedRows).toEqual([]);
  });

  it('given a pending typed transaction, when the posted row arrives, then it is posted instead of added', () => {
    const plan = planBankImport([bankRow], [{ ...typed, posted: 'pending' }], new Set(), label);
    expect(plan).toMatchObject({ add: [], post: [{ row: 2, transactionId: 't1' }], matches: [{ action: 'post' }] });
    // A pending row matching it posts nothing.
    const pendingRow = planBankImport([{ ...bankRow, posted: 'pending' }], [{ ...typed, posted: 'pending' }], new Set(), label);
    expect(pendingRow).toMatchObject({ add: [], post: [], matches: [{ action: 'skip' }] });
  });

  it('skips a FITID repeated in the file, and a hold with its release', () => {
    const plan = planBankImport(
      [
        row(1, '2026-11-01', -999, 'STREAMING', { externalId: 'F-1' }),
        row(2, '2026-11-01', -999, 'STREAMING', { externalId: 'F-1' }),
        row(3, '2026-11-02', -20000, 'AUTH HOLD HOTEL', { posted: 'pending' }),
        row(4, '2026-11-04', 20000, 'HOLD RELEASE HOTEL'),
      ],
      [],
      new Set(),
      (n) => `Transaction ${n}`,
    );
    expect(plan.add).toEqual([1]);
    expect(plan.skippedRows.map((skipped) => skipped.reason)).toEqual([
      'Transaction 2: the same bank id (FITID) as transaction 1, the same transaction',
      'Transaction 3: an authorisation hold released by transaction 4: no money moved, neither is recorded',
      'Transaction 4: releases the authorisation hold of transaction 3: no money moved, neither is recorded',
    ]);
  });

  it('given a hold recorded pending by an earlier import, when the release comes, then the release is left out and the hold removed', () => {
    const hold: RecordedBankTransaction = {
      id: 'h1',
      date: '2026-11-25',
      signedCents: -20000,
      title: 'AUTH HOLD MARRIOTT SF',
      externalId: null,
      posted: 'pending',
    };
    const plan = planBankImport(
      [row(2, '2026-11-28', 20000, 'HOLD RELEASE MARRIOTT SF'), row(3, '2026-11-28', 20000, 'ACME PAYROLL')],
      [hold],
      new Set(),
      label,
    );
    expect(plan.add).toEqual([3]);
    expect(plan.remove).toEqual([{ row: 2, transactionId: 'h1', reason: 'hold-released' }]);
    expect(plan.skippedRows).toEqual([
      {
        row: 2,
        reason:
          "Row 2: releases the authorisation hold 'AUTH HOLD MARRIOTT SF' of 2026-11-25 (-200.00) already recorded: no money moved, neither is kept (the hold is removed)",
      },
    ]);
    // The same file again (the hold is gone): its release is still no money in.
    const again = planBankImport([row(2, '2026-11-28', 20000, 'HOLD RELEASE MARRIOTT SF')], [], new Set(), label);
    expect(again).toMatchObject({ add: [], remove: [] });
    expect(again.skippedRows).toEqual([
      { row: 2, reason: 'Row 2: releases an authorisation hold not recorded on this account: no money moved, not recorded' },
    ]);
  });

  it('given a hold an older import recorded posted, when its release comes, then the hold is removed too', () => {
    const hold: RecordedBankTransaction = {
      id: 'h1',
      date: '2026-11-25',
      signedCents: -20000,
      title: 'AUTH HOLD MARRIOTT SF',
      externalId: 'H-1',
      posted: 'posted',
    };
    const plan = planBankImport([row(2, '2026-11-27', 20000, 'MARRIOTT HOLD RELEASE', { externalId: 'R-1' })], [hold], new Set(), label);
    expect(plan).toMatchObject({ add: [], remove: [{ row: 2, transactionId: 'h1', reason: 'hold-released' }], matches: [] });
  });

  it('records a row worded as a hold pending, whatever the file says; a bare "AUTH" or a household bill stays posted', () => {
    const plan = planBankImport(
      [
        row(1, '2026-11-02', -20000, 'AUTH HOLD MARRIOTT SF', { externalId: 'H-1' }),
        row(2, '2026-11-02', -4500, 'PREAUTH SHELL FUEL', { externalId: 'H-2' }),
        row(3, '2026-11-03', -1250, 'POS AUTH BLUE BOTTLE', { externalId: 'P-3' }),
        row(4, '2026-11-03', -9900, 'HOUSEHOLD INSURANCE', { externalId: 'P-4' }),
        row(5, '2026-11-04', 20000, 'PAYROLL HOLDINGS', { externalId: 'P-5' }),
      ],
      [],
      new Set(),
      label,
    );
    expect(plan).toMatchObject({ add: [1, 2, 3, 4, 5], pending: [1, 2], remove: [] });
  });

  it('given a hold recorded pending with its bank id, when it settles under a new bank id, then the row replaces it', () => {
    const hold: RecordedBankTransaction = {
      id: 'h1',
      date: '2026-11-02',
      signedCents: -4500,
      title: 'PREAUTH SHELL FUEL',
      externalId: 'H-2',
      posted: 'pending',
    };
    const settled = row(7, '2026-11-04', -4500, 'SHELL OIL 57442', { externalId: 'S-9' });
    const plan = planBankImport([settled], [hold], new Set(), label);
    expect(plan).toMatchObject({
      add: [7],
      pending: [],
      post: [],
      remove: [{ row: 7, transactionId: 'h1', reason: 'replaced-by-import' }],
      matches: [{ row: 7, by: 'amount-and-date', action: 'replace', transaction: { id: 'h1', status: 'pending' } }],
      skippedRows: [],
    });
    // The same bank id (the file holds the hold again, still pending) is the same transaction: skipped.
    const same = planBankImport([row(1, '2026-11-02', -4500, 'PREAUTH SHELL FUEL', { externalId: 'H-2' })], [hold], new Set(), label);
    expect(same).toMatchObject({ add: [], pending: [], remove: [], matches: [{ by: 'bank-id', action: 'skip' }] });
    // Kept anyway: added beside it, the hold stays.
    expect(planBankImport([settled], [hold], new Set([7]), label)).toMatchObject({ add: [7], remove: [], matches: [{ action: 'keep' }] });
  });
});
