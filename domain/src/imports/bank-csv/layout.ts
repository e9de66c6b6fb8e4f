/**
 * Where a bank CSV's table starts (issue 23): banks put account number, period and balance lines
 * before the header (DKB, ING, Bank of America, Nationwide). The header is the line, under some
 * delimiter, with the most named cells (at least 3), holding no date itself, whose next lines each hold a
 * date in a column the header names. Pure: the caller hands the first lines of the decoded text.
 */
import { BANK_DATE_FORMATS, BANK_DELIMITERS, detectBankDelimiter, parseBankDate, type BankDelimiter } from './formats';

/** Lines looked at for the header (a preamble is a few lines; ING's is 13). */
export const HEADER_SEARCH_LINES = 200;
const MIN_HEADER_CELLS = 3;
/** Data lines after a header candidate that must hold a date (fewer when the file has fewer). */
const CONFIRMING_LINES = 2;

/** One line split at the delimiter outside double quotes; quotes removed, "" read as one quote. */
export function splitBankCsvLine(line: string, delimiter: BankDelimiter): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    if (char === '"') {
      if (quoted && line[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** Whether the value is a day in one of the formats banks write. */
export function isBankDate(value: string): boolean {
  const text = value.trim();
  return text !== '' && /\d/.test(text) && BANK_DATE_FORMATS.some((format) => parseBankDate(text, format) !== null);
}

export interface BankCsvHeaderLine {
  delimiter: BankDelimiter;
  /** Index of the header among the lines given (0 when there is no preamble). */
  headerLine: number;
}

/**
 * The header line and delimiter. `delimiters` narrows the candidates (a mapping names one). When no
 * line qualifies, the first non-blank line is the header and its delimiter the most frequent one.
 */
export function findBankCsvHeader(lines: readonly string[], delimiters: readonly BankDelimiter[] = BANK_DELIMITERS): BankCsvHeaderLine {
  const searched = lines.slice(0, HEADER_SEARCH_LINES);
  let best: (BankCsvHeaderLine & { cells: number }) | undefined;
  for (const delimiter of delimiters) {
    const rows = searched.map((line) => (line.trim() === '' ? null : splitBankCsvLine(line, delimiter)));
    for (let at = 0; at < rows.length; at++) {
      const header = rows[at];
      if (!header) continue;
      const named = header.filter((cell) => cell.trim() !== '').length;
      if (named < MIN_HEADER_CELLS || (best && named <= best.cells) || header.some(isBankDate)) continue;
      if (confirmedByData(header, rows.slice(at + 1))) best = { delimiter, headerLine: at, cells: named };
    }
  }
  if (best) return { delimiter: best.delimiter, headerLine: best.headerLine };
  const first = Math.max(
    0,
    lines.findIndex((line) => line.trim() !== ''),
  );
  const delimiter = delimiters.length === 1 ? delimiters[0]! : detectBankDelimiter(lines[first] ?? '');
  return { delimiter, headerLine: first };
}

/**
 * Lines between a header and its rows that are no rows: a section title of one cell ("Pending
 * Transactions", "Posted Transactions" in Schwab's export) and that section's total ("Total Pending
 * Check and other Credit(s)"). At most this many are passed over.
 */
const SECTION_LINES = 4;

function isSectionLine(row: readonly string[]): boolean {
  const filled = row.filter((cell) => cell.trim() !== '');
  return filled.length <= 1 || /^total\b/i.test(filled[0]!.trim());
}

/** The next non-blank lines (up to CONFIRMING_LINES, section lines passed over) each hold a date in a column the header names. */
function confirmedByData(header: readonly string[], after: readonly (string[] | null)[]): boolean {
  const lines = after.filter((row): row is string[] => row !== null);
  let skipped = 0;
  while (skipped < SECTION_LINES && skipped < lines.length && isSectionLine(lines[skipped]!)) skipped += 1;
  const next = lines.slice(skipped, skipped + CONFIRMING_LINES);
  if (next.length === 0) return false;
  return next.every((row) => row.some((cell, column) => (header[column] ?? '').trim() !== '' && isBankDate(cell)));
}
