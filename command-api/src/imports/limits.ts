/**
 * Issue 22: the most records one import request may write (transactions added plus pending ones
 * marked posted; workouts or meals), however small its rows: the upload's byte limit alone lets a
 * 256 MB CSV hold millions. Checked after reading and the duplicate check, before anything is
 * written (a dry run answers the same 400). The bench imports 100,000 rows in one request.
 */
import { ValidationError } from '@life/domain';

export const MAX_IMPORT_RECORDS = 200_000;

export const importLimitMessages = {
  tooManyRecords: 'An import can write at most 200,000 records at once; split the file into smaller ones',
} as const;

/** The limit in force; tests lower it to reach it with a small file. */
export const importLimits = { maxRecords: MAX_IMPORT_RECORDS };

/** 400 on `file` when an import would write more than the limit. */
export function checkImportSize(records: number): void {
  if (records > importLimits.maxRecords) throw ValidationError.of('file', importLimitMessages.tooManyRecords);
}
