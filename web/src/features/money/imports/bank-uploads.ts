/**
 * The bank import calls (issue 11): the file is the raw body of each (uploadFile: progress via
 * XMLHttpRequest), the choices travel in the query string.
 */
import type { BankCsvMapping, BankCsvPreviewJson, BankImportSummaryJson, OfxPreviewJson } from '@life/domain/imports/bank-csv/index';
import type { QifPreviewJson } from '@life/domain/imports/qif/index';
import { uploadFile, type UploadProgress } from '../../health-imports';
import type { Area } from '../../../api/areas';

export type BankFileKind = 'csv' | 'ofx' | 'qif';

export const bankFileKind = (file: File): BankFileKind =>
  /\.(ofx|qfx)$/i.test(file.name) ? 'ofx' : /\.qif$/i.test(file.name) ? 'qif' : 'csv';

const CONTENT_TYPES: Record<BankFileKind, string> = { csv: 'text/csv', ofx: 'application/x-ofx', qif: 'application/qif' };
const contentType = (file: File, kind: BankFileKind) => file.type || CONTENT_TYPES[kind];
const noProgress: UploadProgress = () => undefined;

/** With the account chosen, the preview pre-fills the layout of that account's last CSV import (issue 23). */
export function previewBankCsv(file: File, onProgress: UploadProgress = noProgress, accountId?: string | null) {
  const query = accountId ? `?${new URLSearchParams({ accountId }).toString()}` : '';
  return uploadFile<BankCsvPreviewJson>(`/api/imports/bank-csv/preview${query}`, file, contentType(file, 'csv'), onProgress);
}

export function previewOfx(file: File, onProgress: UploadProgress = noProgress) {
  return uploadFile<OfxPreviewJson>('/api/imports/ofx/preview', file, contentType(file, 'ofx'), onProgress);
}

/** What every bank import names: the account, the matched rows kept anyway, and whether it is a dry run. */
interface ImportChoice {
  accountId: string;
  keepDuplicates: readonly number[];
  dryRun: boolean;
}

/** The import route with its query: the account, the kind's own choices, the file's name, dry run, rows kept. */
function importPath(route: string, file: File, choice: ImportChoice, own: Record<string, string> = {}): string {
  const query = new URLSearchParams({ accountId: choice.accountId, ...own, fileName: file.name, dryRun: String(choice.dryRun) });
  if (choice.keepDuplicates.length > 0) query.set('keepDuplicates', choice.keepDuplicates.join(','));
  return `${route}?${query.toString()}`;
}

export interface CsvImportChoice extends ImportChoice {
  mapping: BankCsvMapping;
}

export function importBankCsv(file: File, choice: CsvImportChoice, onProgress: UploadProgress = noProgress) {
  const path = importPath('/api/imports/bank-csv', file, choice, { mapping: JSON.stringify(choice.mapping) });
  return uploadFile<BankImportSummaryJson>(path, file, contentType(file, 'csv'), onProgress);
}

export interface OfxImportChoice extends ImportChoice {
  statement: number;
}

export function importOfx(file: File, choice: OfxImportChoice, onProgress: UploadProgress = noProgress) {
  const path = importPath('/api/imports/ofx', file, choice, { statement: String(choice.statement) });
  return uploadFile<BankImportSummaryJson>(path, file, contentType(file, 'ofx'), onProgress);
}

export function previewQif(file: File, onProgress: UploadProgress = noProgress) {
  return uploadFile<QifPreviewJson>('/api/imports/qif/preview', file, contentType(file, 'qif'), onProgress);
}

export interface QifImportChoice extends ImportChoice {
  /** The file's account when it holds several (the preview's `accounts[].index`). */
  account?: number;
}

/** A QIF file's bank, cash and card transactions (issue 23). */
export function importQif(file: File, choice: QifImportChoice, onProgress: UploadProgress = noProgress) {
  const path = importPath('/api/imports/qif', file, choice, choice.account === undefined ? {} : { account: String(choice.account) });
  return uploadFile<BankImportSummaryJson>(path, file, contentType(file, 'qif'), onProgress);
}

/** What an import or its undo changes: the transactions and everything summing them, and the list of imports. */
export const bankImportAreas: readonly Area[] = [
  'transactions',
  'accounts',
  'money-summary',
  'schedules',
  'dashboard',
  'budgets',
  'imports',
];
