/**
 * What a bank import does with each readable row (issue 23), decided before anything is written:
 * a hold and its release in the file are left out; a row matching a recorded transaction (bank-match.ts)
 * is left out, or posts that transaction when it is pending and the row is not; a row the user keeps
 * anyway is added all the same; a FITID met earlier in the file is the same transaction. Every row
 * left out is listed with why. Pure and deterministic.
 */
import { formatCents } from '../shared/money';
import type { TransactionStatus } from '../transactions/constants';
import { holdMessages, holdReleasePairs, releasesOfRecordedHolds } from './bank-holds';
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
  /** Every matched pair, kept or not (the preview's list). */
  matches: BankImportMatchJson[];
  /** Rows left out though readable, each with why, in row order. */
  skippedRows: ImportRowProblem[];
}

/** How rows are named in reasons: "Row 7" for a CSV, "Transaction 7" for an OFX statement. */
export type RowLabel = (row: number) => string;

const describe = (title: string, date: string, cents: number) => `'${title}' of ${date} (${formatCents(cents)})`;

export function planBankImport(
  rows: readonly PlannedBankRow[],
  recorded: readonly RecordedBankTransaction[],
  keep: ReadonlySet<number>,
  label: RowLabel,
): BankImportPlan {
  const skipped = new Map<number, string>();

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
  }

  const left = rows.filter((row) => !skipped.has(row.row));
  const byRow = new Map(rows.map((row) => [row.row, row]));
  const byId = new Map(recorded.map((transaction) => [transaction.id, transaction]));
  const matches: BankImportMatchJson[] = [];
  const post: BankImportPlan['post'] = [];
  for (const match of matchBankRows(left, recorded)) {
    const row = byRow.get(match.row)!;
    const transaction = byId.get(match.transactionId)!;
    const posts = row.posted === 'posted' && transaction.posted === 'pending';
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
      action: kept ? 'keep' : posts ? 'post' : 'skip',
    });
    if (kept) continue;
    const what = describe(transaction.title, transaction.date, transaction.signedCents);
    if (posts) {
      post.push({ row: row.row, transactionId: transaction.id });
      skipped.set(row.row, `${label(row.row)}: matches the pending ${what}, which is marked posted instead`);
    } else {
      skipped.set(row.row, `${label(row.row)}: matches ${what} already recorded${match.by === 'bank-id' ? ' (same bank id)' : ''}`);
    }
  }

  const skippedRows = [...skipped.entries()].sort(([a], [b]) => a - b).map(([row, reason]) => ({ row, reason }));
  return { add: rows.filter((row) => !skipped.has(row.row)).map((row) => row.row), post, matches, skippedRows };
}
