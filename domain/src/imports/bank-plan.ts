/**
 * What a bank import does with each readable row (issue 23), decided before anything is written:
 * a hold and its release in the file are left out; a row matching a recorded transaction (bank-match.ts)
 * is left out, or posts that transaction when it is pending and the row is not; a row the user keeps
 * anyway is added all the same; a FITID met earlier in the file is the same transaction. Every row
 * left out is listed with why. Pure and deterministic.
 * Holds across files (issue 23): a row worded as a hold is recorded pending; a later file's release removes
 * it, its settlement posts it (or, coming with a new bank id, replaces it: the row is added, the hold removed).
 */
import { formatCents } from '../shared/money';
import type { TransactionStatus } from '../transactions/constants';
import { holdMessages, holdReleasePairs, isWordedHold, isWordedHoldRelease, releasesOfRecordedHolds } from './bank-holds';
import { matchBankRows, type RecordedBankTransaction } from './bank-match';
import type { BankImportMatchJson } from './bank-csv/api';
import type { ImportRowProblem } from './row-problem';

export interface PlannedBankRow {
  row: number;
  date: string;
  signedCents: number;
  title: string;
  posted: TransactionStatus;
  externalId?: string;
}

export interface BankImportPlan {
  /** Row numbers to record as new transactions, in file order. */
  add: number[];
  /** Recorded pending transactions a posted row matched: the import marks them posted. */
  post: { row: number; transactionId: string }[];
  /** Rows added pending though the file says posted (or nothing): worded as holds. */
  pending: number[];
  /**
   * Recorded pending transactions the import removes: holds a row releases ('hold-released'), or
   * settled by a row with a new bank id, which is added instead ('replaced-by-import'). The undo restores them.
   */
  remove: { row: number; transactionId: string; reason: BankImportRemoval }[];
  /** Every matched pair, kept or not (the preview's list). */
  matches: BankImportMatchJson[];
  /** Rows left out though readable, each with why, in row order. */
  skippedRows: ImportRowProblem[];
}

export type BankImportRemoval = 'hold-released' | 'replaced-by-import';

/** How rows are named in reasons: "Row 7" for a CSV, "Transaction 7" for an OFX statement. */
export type RowLabel = (row: number) => string;

const describe = (title: string, date: string, cents: number) => `'${title}' of ${date} (${formatCents(cents)})`;

export function planBankImport(
  fileRows: readonly PlannedBankRow[],
  recorded: readonly RecordedBankTransaction[],
  keep: ReadonlySet<number>,
  label: RowLabel,
): BankImportPlan {
  const skipped = new Map<number, string>();
  // A hold is pending whatever the file says, so a later file's release or settlement finds it.
  const pending = fileRows.filter((row) => row.posted === 'posted' && isWordedHold(row)).map((row) => row.row);
  const heldRows = new Set(pending);
  const rows = fileRows.map((row) => (heldRows.has(row.row) ? { ...row, posted: 'pending' as const } : row));
  const remove: BankImportPlan['remove'] = [];

  const seenIds = new Map<string, number>();
  for (const row of rows) {
    if (row.externalId === undefined) continue;
    const first = seenIds.get(row.externalId);
    if (first === undefined) seenIds.set(row.externalId, row.row);
    else skipped.set(row.row, `${label(row.row)}: the same bank id (FITID) as ${label(first).toLowerCase()}, the same transaction`);
  }
  for (const { hold, release } of holdReleasePairs(rows.filter((row) => !skipped.has(row.row)))) {
    skipped.set(hold, `${label(hold)}: ${holdMessages.hold(label(release).toLowerCase())}`);
    skipped.set(release, `${label(release)}: ${holdMessages.release(label(hold).toLowerCase())}`);
  }

  for (const { release, hold } of releasesOfRecordedHolds(
    rows.filter((row) => !skipped.has(row.row)),
    recorded,
  )) {
    skipped.set(release, `${label(release)}: ${holdMessages.recordedHold(describe(hold.title, hold.date, hold.signedCents))}`);
    remove.push({ row: release, transactionId: hold.id, reason: 'hold-released' });
  }
  // A hold's release whose hold is not here (removed by an earlier import of this file, or older than the account's records).
  for (const row of rows) {
    if (!skipped.has(row.row) && isWordedHoldRelease(row)) skipped.set(row.row, `${label(row.row)}: ${holdMessages.unrecordedHold()}`);
  }

  const left = rows.filter((row) => !skipped.has(row.row));
  const byRow = new Map(rows.map((row) => [row.row, row]));
  const byId = new Map(recorded.map((transaction) => [transaction.id, transaction]));
  const matches: BankImportMatchJson[] = [];
  const post: BankImportPlan['post'] = [];
  const removed = new Set(remove.map((removal) => removal.transactionId));
  for (const match of matchBankRows(
    left,
    recorded.filter((transaction) => !removed.has(transaction.id)),
  )) {
    const row = byRow.get(match.row)!;
    const transaction = byId.get(match.transactionId)!;
    const posts = row.posted === 'posted' && transaction.posted === 'pending';
    // Settled under a new bank id: the row comes in with its id (a later file matches it by that), the pending one goes.
    const replaces = posts && row.externalId !== undefined && transaction.externalId !== null && row.externalId !== transaction.externalId;
    const kept = keep.has(row.row);
    matches.push({
      row: row.row,
      date: row.date,
      amount: formatCents(row.signedCents),
      title: row.title,
      status: row.posted,
      by: match.by,
      transaction: {
        id: transaction.id,
        date: transaction.date,
        amount: formatCents(transaction.signedCents),
        title: transaction.title,
        status: transaction.posted,
      },
      action: kept ? 'keep' : replaces ? 'replace' : posts ? 'post' : 'skip',
    });
    if (kept) continue;
    if (replaces) {
      remove.push({ row: row.row, transactionId: transaction.id, reason: 'replaced-by-import' });
      continue;
    }
    const what = describe(transaction.title, transaction.date, transaction.signedCents);
    if (posts) {
      post.push({ row: row.row, transactionId: transaction.id });
      skipped.set(row.row, `${label(row.row)}: matches the pending ${what}, which is marked posted instead`);
    } else {
      skipped.set(row.row, `${label(row.row)}: matches ${what} already recorded${match.by === 'bank-id' ? ' (same bank id)' : ''}`);
    }
  }

  const skippedRows = [...skipped.entries()].sort(([a], [b]) => a - b).map(([row, reason]) => ({ row, reason }));
  const add = rows.filter((row) => !skipped.has(row.row)).map((row) => row.row);
  const adding = new Set(add);
  return { add, pending: pending.filter((row) => adding.has(row)), post, remove, matches, skippedRows };
}
