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

export function previewQif(file: File, onProgress: UploadProgress = noProgress) {
  return uploadFile<QifPreviewJson>('/api/imports/qif/preview', file, contentType(file, 'qif'), onProgress);
}

export interface QifImportChoice {
  accountId: string;
  /** The file's account when it holds several (the preview's `accounts[].index`). */
  account?: number;
  keepDuplicates: readonly number[];
  dryRun: boolean;
}

/** A QIF file's bank, cash and card transactions (issue 23). */
export function importQif(file: File, choice: QifImportChoice, onProgress: UploadProgress = noProgress) {
  const query = new URLSearchParams({ accountId: choice.accountId, fileName: file.name, dryRun: String(choice.dryRun) });
  if (choice.account !== undefined) query.set('account', String(choice.account));
  if (choice.keepDuplicates.length > 0) query.set('keepDuplicates', choice.keepDuplicates.join(','));
  return uploadFile<BankImportSummaryJson>(`/api/imports/qif?${query.toString()}`, file, contentType(file, 'qif'), onProgress);
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
