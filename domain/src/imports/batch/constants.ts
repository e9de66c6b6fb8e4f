import { controlCharactersMessage } from '../../shared/text';

/** The kinds of import (issue 11). */
export const IMPORT_KINDS = ['bank-csv', 'ofx', 'qif', 'apple-health', 'mfp'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export function isImportKind(value: unknown): value is ImportKind {
  return typeof value === 'string' && (IMPORT_KINDS as readonly string[]).includes(value);
}

export const MAX_IMPORT_FILE_NAME_LENGTH = 200;
/** A summary lists this many rejected rows (the count is always whole). */
export const MAX_LISTED_IMPORT_PROBLEMS = 100;
export const MAX_IMPORT_PROBLEM_REASON_LENGTH = 300;
export const MAX_IMPORT_PROBLEM_COLUMN_LENGTH = 100;

export const importMessages = {
  notFound: 'Import not found',
  alreadyUndone: 'This import was already undone',
  notFinished: 'This import has not finished yet',
  alreadyExists: 'Import already exists',
  alreadyCompleted: 'This import is already completed',
  alreadyRunning: 'Another import of this kind is still running: try again when it has finished',
  fileNameTooLong: `File name must be ${MAX_IMPORT_FILE_NAME_LENGTH} characters or fewer`,
  fileNameControlCharacters: controlCharactersMessage('File name'),
} as const;
