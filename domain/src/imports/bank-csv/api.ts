/** JSON of the bank CSV and OFX/QFX imports (issue 11). Types only. */
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
}

/** A row that matches a transaction already recorded on the account (day, signed amount, description). */
export interface BankImportDuplicateJson {
  row: number;
  date: string;
  /** Signed decimal: "-12.30" for an expense. */
  amount: string;
  title: string;
}

/**
 * POST /api/imports/bank-csv and /api/imports/ofx answer (201): the batch's summary. With
 * `?dryRun=true` nothing is written (importId ''): the duplicates to choose from and what would be added.
 */
export interface BankImportSummaryJson {
  importId: string;
  kind: 'bank-csv' | 'ofx';
  added: number;
  /** Duplicates left out (not listed in keepDuplicates; for OFX: FITIDs imported before). */
  skipped: number;
  duplicates: BankImportDuplicateJson[];
  /** The first 100 rows the transaction rules refused, with why; `rejectedCount` counts them all. */
  rejected: ImportRowProblem[];
  rejectedCount: number;
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
