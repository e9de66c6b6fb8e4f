/**
 * The bank import calls (issue 11): the file is the raw body of each (uploadFile: progress via
 * XMLHttpRequest), the choices travel in the query string.
 */
import type { BankCsvMapping, BankCsvPreviewJson, BankImportSummaryJson, OfxPreviewJson } from '@life/domain/imports/bank-csv/index';
import { uploadFile, type UploadProgress } from '../../health-imports';
import type { Area } from '../../../api/areas';

export type BankFileKind = 'csv' | 'ofx';

export const bankFileKind = (file: File): BankFileKind => (/\.(ofx|qfx)$/i.test(file.name) ? 'ofx' : 'csv');

const contentType = (file: File, kind: BankFileKind) => file.type || (kind === 'csv' ? 'text/csv' : 'application/x-ofx');
const noProgress: UploadProgress = () => undefined;

export function previewBankCsv(file: File, onProgress: UploadProgress = noProgress) {
  return uploadFile<BankCsvPreviewJson>('/api/imports/bank-csv/preview', file, contentType(file, 'csv'), onProgress);
}

export function previewOfx(file: File, onProgress: UploadProgress = noProgress) {
  return uploadFile<OfxPreviewJson>('/api/imports/ofx/preview', file, contentType(file, 'ofx'), onProgress);
}

export interface CsvImportChoice {
  accountId: string;
  mapping: BankCsvMapping;
  keepDuplicates: readonly number[];
  dryRun: boolean;
}

export function importBankCsv(file: File, choice: CsvImportChoice, onProgress: UploadProgress = noProgress) {
  const query = new URLSearchParams({
    accountId: choice.accountId,
    mapping: JSON.stringify(choice.mapping),
    fileName: file.name,
    dryRun: String(choice.dryRun),
  });
  if (choice.keepDuplicates.length > 0) query.set('keepDuplicates', choice.keepDuplicates.join(','));
  return uploadFile<BankImportSummaryJson>(`/api/imports/bank-csv?${query.toString()}`, file, contentType(file, 'csv'), onProgress);
}

export interface OfxImportChoice {
  accountId: string;
  statement: number;
  keepDuplicates: readonly number[];
  dryRun: boolean;
}

export function importOfx(file: File, choice: OfxImportChoice, onProgress: UploadProgress = noProgress) {
  const query = new URLSearchParams({
    accountId: choice.accountId,
    statement: String(choice.statement),
    fileName: file.name,
    dryRun: String(choice.dryRun),
  });
  if (choice.keepDuplicates.length > 0) query.set('keepDuplicates', choice.keepDuplicates.join(','));
  return uploadFile<BankImportSummaryJson>(`/api/imports/ofx?${query.toString()}`, file, contentType(file, 'ofx'), onProgress);
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
