/** JSON of the bank CSV and OFX/QFX imports (issue 11). Types only. */
import type { ImportRuleHitJson } from '../../rules/api';
import type { ImportRowProblem } from '../row-problem';
import type { BankCsvGuess } from './preview';

/** POST /api/imports/bank-csv/preview answer. */
export interface BankCsvPreviewJson {
  header: string[];
  /** The first data rows (up to 20), cells in header order. */
  rows: string[][];
  /** Data rows in the file (blank ones included). */
  rowCount: number;
  /** The suggested mapping and detected formats (null: not detectable from the values). */
  detected: BankCsvGuess;
  /** `detected` is the layout of the account's last CSV import (issue 23: `?accountId=`), not a fresh guess. */
  remembered: boolean;
  /** How the file's bytes were read: 'utf-8', 'utf-16le', 'utf-16be' or 'windows-1252'. */
  encoding: string;
  /** The header's row: above 1 when the bank wrote account or period lines before it (skipped on import). */
  headerRow: number;
}

/** A transaction already recorded on the account, as a matched pair shows it. */
export interface BankImportRecordedJson {
  id: string;
  date: string;
  /** Signed decimal as the account sees it: "-86.42" for money out. */
  amount: string;
  title: string;
  status: 'posted' | 'pending';
}

/**
 * An incoming row paired with a transaction already recorded on the account (issue 23): by the bank's
 * id (OFX FITID), or by the same amount within a few days. `action`: 'skip' (not added), 'post' (not
 * added; the recorded pending transaction is marked posted), 'replace' (a posted row with a new bank id
 * settling a pending one recorded with another: added, the pending one removed), 'keep' (the user keeps
 * it: added anyway).
 */
export interface BankImportMatchJson {
  row: number;
  date: string;
  /** Signed decimal: "-12.30" for an expense. */
  amount: string;
  title: string;
  status: 'posted' | 'pending';
  by: 'bank-id' | 'amount-and-date';
  transaction: BankImportRecordedJson;
  action: 'skip' | 'post' | 'replace' | 'keep';
}

/**
 * POST /api/imports/bank-csv, /api/imports/ofx and /api/imports/qif answer (201): the batch's summary. With
 * `?dryRun=true` nothing is written (importId ''): the preview of matched pairs to keep or not.
 */
export interface BankImportSummaryJson {
  importId: string;
  kind: 'bank-csv' | 'ofx' | 'qif';
  added: number;
  /** Rows left out though readable: matched and not kept, holds and their releases, declined rows. */
  skipped: number;
  /** Of the skipped rows, those whose match was a pending transaction the import marked posted. */
  posted: number;
  /** Pending transactions the import removed (issue 23): holds its rows released, or replaced by their posted row. */
  removed?: number;
  /** The matched pairs (first MAX_LISTED_DUPLICATES), kept or not. */
  duplicates: BankImportMatchJson[];
  /** Of the skipped rows, those that matched a recorded transaction and were not kept (all, not only those listed). */
  duplicatesSkipped: number;
  /** The first 100 skipped rows, each with why; `skipped` counts them all. */
  skippedRows: ImportRowProblem[];
  /** The first 100 rows the transaction rules refused, with why; `rejectedCount` counts them all. */
  rejected: ImportRowProblem[];
  rejectedCount: number;
  /** QIF: category names (L) that matched none of the user's, kept as the free-text category. */
  unmatchedCategories?: string[];
  /** QIF: transfers (`L[Account]`) naming none of the user's other accounts (the rows kept, uncategorised). */
  unmatchedTransferAccounts?: string[];
  /** Rows the user's categorisation rules filled in (issue 23): the first 1,000, and how many in all. */
  ruleHits?: ImportRuleHitJson[];
  ruleHitCount?: number;
}

/** One statement of an OFX/QFX file (a file may hold several accounts). */
export interface OfxStatementJson {
  index: number;
  accountType: 'bank' | 'creditcard';
  /** ACCTID as the bank wrote it. */
  accountId: string;
  bankId: string | null;
  currency: string | null;
  transactionCount: number;
  firstDate: string | null;
  lastDate: string | null;
}

/** POST /api/imports/ofx/preview answer. */
export interface OfxPreviewJson {
  version: 1 | 2;
  statements: OfxStatementJson[];
}
