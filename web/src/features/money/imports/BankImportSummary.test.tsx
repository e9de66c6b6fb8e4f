import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankImportMatchJson, BankImportSummaryJson } from '@life/domain/imports/bank-csv/index';
import { renderWithProviders } from '../../../test/render';
import { importHeadline } from '../../health-imports/ImportSummary';
import { fakeImportsApi } from '../../health-imports/testing/fake-imports-api';
import { BankImportSummary } from './BankImportSummary';
import { MatchedPairs } from './MatchedPairs';

const TRANSACTIONS = { one: 'transaction', many: 'transactions' };

const pair = (row: number, action: BankImportMatchJson['action']): BankImportMatchJson => ({
  row,
  date: '2026-11-24',
  amount: '-86.42',
  title: 'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA',
  status: 'posted',
  by: 'amount-and-date',
  transaction: { id: `t-${row}`, date: '2026-11-24', amount: '-86.42', title: 'Whole Foods Market', status: 'posted' },
  action,
});

// One row matched a typed transaction; a hold and its release were left out too (issue 23).
const summary: BankImportSummaryJson = {
  importId: 'i1',
  kind: 'bank-csv',
  added: 3,
  skipped: 3,
  posted: 0,
  duplicates: [pair(2, 'skip')],
  duplicatesSkipped: 1,
  skippedRows: [
    { row: 2, reason: "Row 2: matches 'Whole Foods Market' of 2026-11-24 (-86.42) already recorded" },
    { row: 3, reason: 'Row 3: an authorisation hold released by row 6: no money moved, neither is recorded' },
    { row: 6, reason: 'Row 6: releases the authorisation hold of row 3: no money moved, neither is recorded' },
  ],
  rejected: [],
  rejectedCount: 0,
};

beforeEach(() => vi.stubGlobal('fetch', fakeImportsApi().fetch));
afterEach(() => vi.unstubAllGlobals());

describe('the import headline', () => {
  it('counts duplicates apart from the other rows left out', () => {
    expect(importHeadline(summary, TRANSACTIONS, { duplicates: 1 })).toBe(
      '3 transactions added, 1 duplicate skipped, 2 rows left out, 0 rows rejected.',
    );
    expect(importHeadline({ added: 0, skipped: 1, rejectedCount: 2 }, TRANSACTIONS, { duplicates: 0 })).toBe(
      '0 transactions added, 0 duplicates skipped, 1 row left out, 2 rows rejected.',
    );
    expect(importHeadline(summary, TRANSACTIONS, { duplicates: 1, preview: true })).toBe(
      '3 transactions to add, 1 duplicate to skip, 2 rows to leave out, 0 rows rejected.',
    );
  });

  it('keeps the plain wording when only duplicates are skipped, or when every skipped row is one (health imports)', () => {
    expect(importHeadline(summary, TRANSACTIONS, { duplicates: 3 })).toBe('3 transactions added, 3 duplicates skipped, 0 rows rejected.');
    expect(importHeadline({ added: 4, skipped: 2, rejectedCount: 1 }, { one: 'workout', many: 'workouts' })).toBe(
      '4 workouts added, 2 duplicates skipped, 1 row rejected.',
    );
    expect(importHeadline({ added: 1_200, skipped: 1, rejectedCount: 0 }, TRANSACTIONS, { preview: true })).toBe(
      '1,200 transactions to add, 1 duplicate to skip, 0 rows rejected.',
    );
  });
});

describe('BankImportSummary', () => {
  it('says 1 duplicate skipped and 2 rows left out for a matched row beside a hold and its release', () => {
    renderWithProviders(<BankImportSummary summary={summary} onUndone={() => undefined} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('3 transactions added, 1 duplicate skipped, 2 rows left out, 0 rows rejected.');
    expect(screen.getByRole('list', { name: 'Skipped rows' })).toHaveTextContent('Row 3: an authorisation hold released by row 6');
  });

  it('says which pending holds a later statement removed (released, or replaced by the posted row) and that undo brings them back', () => {
    const later: BankImportSummaryJson = {
      ...summary,
      added: 2,
      skipped: 1,
      removed: 2,
      duplicates: [{ ...pair(3, 'replace'), transaction: { ...pair(3, 'replace').transaction, status: 'pending' } }],
      duplicatesSkipped: 0,
      skippedRows: [
        {
          row: 1,
          reason:
            "Transaction 1: releases the authorisation hold 'AUTH HOLD MARRIOTT SF' of 2026-11-02 (-200.00) already recorded: no money moved, neither is kept (the hold is removed)",
        },
      ],
    };
    renderWithProviders(<BankImportSummary summary={later} onUndone={() => undefined} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('2 transactions added, 0 duplicates skipped, 1 row left out, 0 rows rejected.');
    expect(status).toHaveTextContent(
      '2 pending holds removed: released by the bank, or replaced by the posted transaction. Undo brings them back.',
    );
  });
});

describe('MatchedPairs', () => {
  it('says a posted row with a new bank id is added and replaces the pending hold it settles', () => {
    const settles: BankImportMatchJson = {
      ...pair(3, 'replace'),
      title: 'SHELL OIL 57442',
      transaction: { id: 'h-2', date: '2026-11-22', amount: '-86.42', title: 'PREAUTH SHELL FUEL', status: 'pending' },
    };
    renderWithProviders(<MatchedPairs summary={{ ...summary, duplicates: [settles] }} keep={[]} onKeep={() => undefined} />);
    const pairs = screen.getByRole('table', { name: 'Matched transactions' });
    expect(pairs).toHaveTextContent('2026-11-22 · -86.42 (pending)');
    expect(pairs).toHaveTextContent('Added; replaces the pending one');
  });
});
