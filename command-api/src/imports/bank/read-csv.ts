/**
 * A bank CSV upload read into what the import writes (issue 11): the mapped drafts (compact, never
 * the file), the rows the transaction rules refused (listed in the summary) and, for a malformed
 * value or a mapping the header does not match, a 400 naming row and column (nothing written).
 */
import { MAX_LISTED_IMPORT_PROBLEMS, ValidationError } from '@life/domain';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import {
  bankCsvColumns,
  guessBankCsvMapping,
  mapBankCsvRow,
  type BankCsvItem,
  type BankCsvPreviewJson,
  type BankCsvMapping,
  type CategoriesByName,
} from '@life/domain/imports/bank-csv/index';
import { bankCsvRecords, detectDelimiterOfUpload } from '@life/infra/imports/bank-csv/parse-csv';

export interface ReadBankCsv {
  items: BankCsvItem[];
  rejected: ImportRowProblem[];
  rejectedCount: number;
  /** Rows the bank marks as never having happened (declined, reverted): skipped, listed with why. */
  voided: ProblemList;
}

/** The problem as a 400: the column is the field, the message names row and column and what was expected. */
export function badFile(problem: ImportRowProblem): ValidationError {
  return new ValidationError({ [problem.column ?? 'file']: problem.reason });
}

export const noRowsMessage = 'The file has a header but no rows: expected one transaction per line after it';

export class ProblemList {
  rejected: ImportRowProblem[] = [];
  rejectedCount = 0;

  add(problem: ImportRowProblem): void {
    this.rejectedCount += 1;
    if (this.rejected.length < MAX_LISTED_IMPORT_PROBLEMS) this.rejected.push(problem);
  }
}

export async function readBankCsvUpload(
  upload: AsyncIterable<Uint8Array>,
  mapping: BankCsvMapping,
  accountId: string,
  categories: CategoriesByName,
): Promise<ReadBankCsv> {
  const items: BankCsvItem[] = [];
  const problems = new ProblemList();
  const voided = new ProblemList();
  let columns: Parameters<typeof mapBankCsvRow>[2] | undefined;
  let rows = 0;
  for await (const { row, cells } of bankCsvRecords(upload, mapping.delimiter)) {
    rows = row;
    if (!columns) {
      const header = bankCsvColumns(cells, mapping);
      if (!header.ok) throw badFile(header.problem);
      columns = header.columns;
      continue;
    }
    const result = mapBankCsvRow(cells, row, columns, accountId, categories);
    if (result.ok) items.push(result.item);
    else if ('blank' in result) continue;
    else if ('void' in result) voided.add(result.problem);
    else if (result.malformed) throw badFile(result.problem);
    else problems.add(result.problem);
  }
  if (rows < 2) throw ValidationError.of('file', noRowsMessage);
  return { items, rejected: problems.rejected, rejectedCount: problems.rejectedCount, voided };
}

const PREVIEW_ROWS = 20;
/** Formats are detected from this many rows (a day above 12 may come late in a month). */
const DETECTION_ROWS = 1000;

export async function previewBankCsvUpload(upload: AsyncIterable<Uint8Array>): Promise<BankCsvPreviewJson> {
  const { delimiter, chunks } = await detectDelimiterOfUpload(upload);
  let header: string[] = [];
  const sample: string[][] = [];
  let rowCount = 0;
  for await (const { row, cells } of bankCsvRecords(chunks, delimiter)) {
    if (row === 1) {
      header = cells.map((cell) => cell.trim());
      continue;
    }
    rowCount += 1;
    if (sample.length < DETECTION_ROWS) sample.push(cells);
  }
  if (rowCount === 0) throw ValidationError.of('file', noRowsMessage);
  return { header, rows: sample.slice(0, PREVIEW_ROWS), rowCount, detected: guessBankCsvMapping(header, sample, delimiter) };
}
