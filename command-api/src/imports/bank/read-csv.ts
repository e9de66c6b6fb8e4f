/**
 * A bank CSV upload read into what the import writes (issues 11 and 23): the mapped drafts, each handed
 * to the caller as it is read (issue 25: a 100,000-row file is never held as drafts), the rows the transaction rules refused and the rows skipped with why (preamble,
 * declined, no amount or 0, summary or note lines after the last transaction). Without a mapping the
 * layout is the one remembered for the account when it still reads the file, else the one detected
 * from the first rows. A malformed value, a mapping the header does not match or a layout that cannot
 * be told is a 400 naming row and column (nothing written).
 */
import { MAX_LISTED_IMPORT_PROBLEMS, ValidationError } from '@life/domain';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import {
  bankCsvColumns,
  bankCsvLayoutFits,
  bankCsvMappingFromGuess,
  guessBankCsvMapping,
  mapBankCsvRow,
  type BankCsvColumns,
  type BankCsvItem,
  type BankCsvMapping,
  type BankCsvPreviewJson,
  type CategoriesByName,
} from '@life/domain/imports/bank-csv/index';
import { openBankCsv, type CsvRecord } from '@life/infra/imports/bank-csv/parse-csv';

/** Takes each mapped row in file order; the next row is read once it resolves. */
export type OnBankCsvItem = (item: BankCsvItem) => void | Promise<void>;

export interface ReadBankCsv {
  rejected: ImportRowProblem[];
  rejectedCount: number;
  /** Rows left out with why: preamble, declined or reverted, no amount or 0, summary lines after the rows. */
  skipped: ProblemList;
  /** The layout the rows were read with (remembered for the account by the batch). */
  layout: BankCsvMapping;
}

/** The problem as a 400: the column is the field, the message names row and column and what was expected. */
export function badFile(problem: ImportRowProblem): ValidationError {
  return new ValidationError({ [problem.column ?? 'file']: problem.reason });
}

export const noRowsMessage = 'The file has a header but no rows: expected one transaction per line after it';
const undetectedMessage = (missing: readonly string[]) =>
  `Could not tell ${missing.join(', ')} of this file: choose the columns in the preview`;

export class ProblemList {
  rejected: ImportRowProblem[] = [];
  rejectedCount = 0;

  add(problem: ImportRowProblem): void {
    this.rejectedCount += 1;
    if (this.rejected.length < MAX_LISTED_IMPORT_PROBLEMS) this.rejected.push(problem);
  }
}

const PREVIEW_ROWS = 20;
/** Formats and columns are detected from this many rows (a day above 12 may come late in a month). */
const DETECTION_ROWS = 1000;
/** Lines without a date after the last transaction (totals, disclaimers) are skipped; more than this is no trailer. */
const MAX_TRAILER_LINES = 50;

/** The layout to read with: the mapping given, else the remembered one if it reads the sample, else the detected one. */
export function chooseLayout(
  given: BankCsvMapping | undefined,
  remembered: BankCsvMapping | undefined,
  header: readonly string[],
  sample: readonly (readonly string[])[],
  delimiter: BankCsvMapping['delimiter'],
): { layout: BankCsvMapping; remembered: boolean } {
  if (given) return { layout: given, remembered: false };
  if (remembered && remembered.delimiter === delimiter && bankCsvLayoutFits(remembered, header, sample)) {
    return { layout: remembered, remembered: true };
  }
  const guessed = bankCsvMappingFromGuess(guessBankCsvMapping(header, sample, delimiter));
  if (!guessed.ok) throw ValidationError.of('mapping', undetectedMessage(guessed.missing));
  return { layout: guessed.mapping, remembered: false };
}

/** The header, the first DETECTION_ROWS data rows, and the rest still to read. */
async function headOf(
  records: AsyncGenerator<CsvRecord>,
): Promise<{ header: CsvRecord; sample: CsvRecord[]; rest: AsyncGenerator<CsvRecord> }> {
  const first = await records.next();
  if (first.done) throw ValidationError.of('file', noRowsMessage);
  const sample: CsvRecord[] = [];
  while (sample.length < DETECTION_ROWS) {
    const next = await records.next();
    if (next.done) break;
    sample.push(next.value);
  }
  return { header: first.value, sample, rest: records };
}

export async function readBankCsvUpload(
  upload: AsyncIterable<Uint8Array>,
  mapping: BankCsvMapping | undefined,
  remembered: BankCsvMapping | undefined,
  accountId: string,
  categories: CategoriesByName,
  onItem: OnBankCsvItem,
): Promise<ReadBankCsv> {
  const opened = await openBankCsv(upload, mapping?.delimiter);
  const skipped = new ProblemList();
  for (const line of opened.preamble) skipped.add(line);
  const { header, sample, rest } = await headOf(opened.records);
  const headerCells = header.cells.map((cell) => cell.trim());
  const { layout } = chooseLayout(
    mapping,
    remembered,
    headerCells,
    sample.map((record) => record.cells),
    opened.delimiter,
  );
  const found = bankCsvColumns(headerCells, layout);
  if (!found.ok)
    throw badFile({ ...found.problem, row: header.row, reason: found.problem.reason.replace(/^Row 1:/, `Row ${header.row}:`) });
  const reader = new RowReader(found.columns, accountId, categories, skipped, opened.delimiter);
  for (const record of sample) {
    const item = reader.read(record);
    if (item) await onItem(item);
  }
  for await (const record of rest) {
    const item = reader.read(record);
    if (item) await onItem(item);
  }
  return reader.finish(layout);
}

/**
 * A line of one cell naming a section of the statement (Schwab: "Pending Transactions" then
 * "Posted Transactions"): the rows under a pending one are imported pending, as a status column would say.
 */
const SECTION_TITLE = /^(pending|posted|cleared|completed|booked|ausstehend|vorgemerkt|gebucht)\b[\w\s()-]{0,40}$/i;
const PENDING_SECTION = /^(pending|ausstehend|vorgemerkt)/i;
/** A section's total between the rows (Schwab: "Total Pending Check and other Credit(s)"): no transaction. */
const SECTION_TOTAL = /^total\b/i;

/** Rows into drafts; date-less lines wait: skipped if no transaction follows them (a trailer), else the first is a 400. */
class RowReader {
  private items = 0;
  private readonly problems = new ProblemList();
  private readonly trailer: { row: number; text: string; problem: ImportRowProblem }[] = [];
  private dataRows = 0;
  /** Under a "Pending Transactions" section title. */
  private pendingSection = false;

  constructor(
    private readonly columns: BankCsvColumns,
    private readonly accountId: string,
    private readonly categories: CategoriesByName,
    private readonly skipped: ProblemList,
    private readonly delimiter: string,
  ) {}

  /** The row's transaction, if it is one. */
  read({ row, cells }: CsvRecord): BankCsvItem | undefined {
    const result = mapBankCsvRow(cells, row, this.columns, this.accountId, this.categories);
    if (!result.ok && 'blank' in result) return undefined;
    const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
    if (!result.ok && 'malformed' in result && result.notADate && this.sectionLine(row, filled)) return undefined;
    this.dataRows += 1;
    if (!result.ok && 'malformed' in result && result.notADate) {
      if (this.trailer.length >= MAX_TRAILER_LINES) throw badFile(this.trailer[0]!.problem);
      this.trailer.push({ row, text: cells.join(this.delimiter).trim(), problem: result.problem });
      return undefined;
    }
    if (this.trailer.length > 0) throw badFile(this.trailer[0]!.problem);
    if (result.ok) {
      const { item } = result;
      this.items += 1;
      return this.pendingSection && item.draft.posted === 'posted' ? { ...item, draft: { ...item.draft, posted: 'pending' } } : item;
    }
    if ('void' in result || 'notice' in result) this.skipped.add(result.problem);
    else if (result.malformed) throw badFile(result.problem);
    else this.problems.add(result.problem);
    return undefined;
  }

  /** A section title or a section's total before more rows (never after the last: that is the trailer's): skipped, listed. */
  private sectionLine(row: number, filled: readonly string[]): boolean {
    const first = filled[0] ?? '';
    if (filled.length === 1 && SECTION_TITLE.test(first)) {
      this.pendingSection = PENDING_SECTION.test(first);
      this.skipped.add({ row, reason: `Row ${row}: a section title, not a transaction: '${first.slice(0, 60)}'` });
      return true;
    }
    if (SECTION_TOTAL.test(first) && this.items === 0 && this.trailer.length === 0) {
      this.skipped.add({ row, reason: `Row ${row}: a section's total, not a transaction: '${first.slice(0, 60)}'` });
      return true;
    }
    return false;
  }

  finish(layout: BankCsvMapping): ReadBankCsv {
    if (this.dataRows === 0) throw ValidationError.of('file', noRowsMessage);
    // Every line a date-less trailer: the date column is not what the layout says.
    if (this.items === 0 && this.trailer.length === this.dataRows) throw badFile(this.trailer[0]!.problem);
    for (const { row, text } of this.trailer) {
      const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
      this.skipped.add({ row, reason: `Row ${row}: after the last transaction, not one (a summary or note): '${shown}'` });
    }
    const { rejected, rejectedCount } = this.problems;
    return { rejected, rejectedCount, skipped: this.skipped, layout };
  }
}

export async function previewBankCsvUpload(upload: AsyncIterable<Uint8Array>, remembered?: BankCsvMapping): Promise<BankCsvPreviewJson> {
  const opened = await openBankCsv(upload);
  const { header, sample, rest } = await headOf(opened.records);
  let rowCount = sample.length;
  for await (const record of rest) {
    void record;
    rowCount += 1;
  }
  if (rowCount === 0) throw ValidationError.of('file', noRowsMessage);
  const headerCells = header.cells.map((cell) => cell.trim());
  const cells = sample.map((record) => record.cells);
  const detected = guessBankCsvMapping(headerCells, cells, opened.delimiter);
  const chosen = remembered && remembered.delimiter === opened.delimiter && bankCsvLayoutFits(remembered, headerCells, cells);
  return {
    header: headerCells,
    rows: cells.slice(0, PREVIEW_ROWS),
    rowCount,
    detected: chosen ? { ...remembered, delimiter: opened.delimiter } : detected,
    remembered: Boolean(chosen),
    encoding: opened.encoding,
    headerRow: header.row,
  };
}
