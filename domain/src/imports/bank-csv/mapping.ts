/**
 * A bank CSV row into a transaction draft (issue 11). The user maps header names to our fields
 * (date, description, amount or debit/credit, optional category by name and status) and confirms the
 * detected formats; each row then becomes an income (amount > 0) or expense (amount < 0) on the
 * chosen account, pending when its status says so (issue 23), a description longer than a title
 * shortened with the whole text kept beside it; a declined row is left out. A value that does not read in the mapped format makes the file a 400 ("malformed");
 * a row that reads but the transaction rules refuse (e.g. a day outside 1901-2099) is rejected and
 * listed in the summary. A row with no amount or 0 is a notice (skipped, listed); a date that does not read is
 * `notADate`, which the reader skips after the last transaction (a trailer) and refuses before one. Row
 * numbers count the file's non-blank lines (the header is row 1 when nothing precedes it).
 */
import { z } from 'zod';
import type { CategoryType } from '../../categories/constants';
import { categoryFitsTransactionType, categoryMismatchMessage } from '../../transactions/category-fit';
import type { TransactionDraft } from '../../transactions/drafts';
import { checkTransactionCreate } from '../../transactions/validation';
import { bankLineInput, bankTitle, oneLine } from '../bank-line';
import type { ImportRowProblem } from '../row-problem';
import {
  BANK_DATE_FORMATS,
  BANK_DELIMITERS,
  BANK_NUMBER_FORMATS,
  parseBankAmountCents,
  parseBankDate,
  type BankDateFormat,
  type BankNumberFormat,
} from './formats';
import { bankRowStatus } from './status';

const columnName = z.string().trim().min(1).max(200);

/** `?mapping=<json>` of POST /api/imports/bank-csv: which header names hold what, and how values are written. */
export const bankCsvMappingSchema = z
  .object({
    delimiter: z.enum(BANK_DELIMITERS, { message: 'delimiter must be one of , ; tab |' }).default(','),
    dateFormat: z.enum(BANK_DATE_FORMATS, { message: `dateFormat must be one of ${BANK_DATE_FORMATS.join(', ')}` }),
    numberFormat: z.enum(BANK_NUMBER_FORMATS, { message: `numberFormat must be one of ${BANK_NUMBER_FORMATS.join(', ')}` }),
    date: columnName,
    description: columnName,
    amount: columnName.optional(),
    debit: columnName.optional(),
    credit: columnName.optional(),
    category: columnName.optional(),
    /** Posted or pending per row ("Pending", "Ausstehend", ...; see status.ts). */
    status: columnName.optional(),
    /** The bank's transaction type (DEBIT_CARD, Lastschrift): the title of a row without description, never a category (issue 23). */
    type: columnName.optional(),
  })
  .refine((mapping) => mapping.amount !== undefined || (mapping.debit !== undefined && mapping.credit !== undefined), {
    message: 'Map an amount column, or both a debit and a credit column',
    path: ['amount'],
  });

export type BankCsvMapping = z.infer<typeof bankCsvMappingSchema>;
type MappedField = 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'category' | 'status' | 'type';

/** Where each mapped field sits in the header (index), and its header name for messages. */
export interface BankCsvColumns {
  index: Partial<Record<MappedField, number>>;
  name: Partial<Record<MappedField, string>>;
  dateFormat: BankDateFormat;
  numberFormat: BankNumberFormat;
}

export type BankCsvColumnsResult = { ok: true; columns: BankCsvColumns } | { ok: false; problem: ImportRowProblem };

const MAPPED_FIELDS: readonly MappedField[] = ['date', 'description', 'amount', 'debit', 'credit', 'category', 'status', 'type'];

/** The mapping against the file's header: every mapped name must be a column (trimmed, case-insensitive). */
export function bankCsvColumns(header: readonly string[], mapping: BankCsvMapping): BankCsvColumnsResult {
  const names = header.map((name) => name.trim().toLowerCase());
  const columns: BankCsvColumns = { index: {}, name: {}, dateFormat: mapping.dateFormat, numberFormat: mapping.numberFormat };
  for (const field of MAPPED_FIELDS) {
    const wanted = mapping[field];
    if (wanted === undefined) continue;
    const index = names.indexOf(wanted.toLowerCase());
    if (index < 0) {
      return { ok: false, problem: { row: 1, column: wanted, reason: `Row 1: expected a column named '${wanted}' (mapped to ${field})` } };
    }
    columns.index[field] = index;
    columns.name[field] = header[index]!.trim();
  }
  return { ok: true, columns };
}

/** The user's categories by lower-cased name (the first of a name wins). */
export type CategoriesByName = ReadonlyMap<string, { id: string; name: string; type: CategoryType }>;

export interface BankCsvItem {
  row: number;
  draft: TransactionDraft;
  /** Signed: income positive, expense negative. */
  signedCents: number;
  /** The bank's whole description when the title had to be shortened. */
  fullText?: string;
}

export type BankCsvRowResult =
  | { ok: true; item: BankCsvItem }
  /** `notADate`: the date cell is no day (a summary or note line after the rows is one: the reader decides). */
  | { ok: false; malformed: boolean; notADate?: true; problem: ImportRowProblem }
  /** A readable line that records no payment (no amount, an amount of 0: a balance or notice line): skipped, listed with why. */
  | { ok: false; notice: true; problem: ImportRowProblem }
  /** The bank says it never happened (declined, reverted): left out, listed with why. */
  | { ok: false; void: true; problem: ImportRowProblem }
  /** A row without any value: skipped silently (banks end files with them). */
  | { ok: false; blank: true };

const DRAFT_FIELD_COLUMNS: Record<string, MappedField> = { title: 'description', date: 'date', category: 'category' };

/** One data row (cells in header order) on account `accountId`. */
export function mapBankCsvRow(
  cells: readonly string[],
  row: number,
  columns: BankCsvColumns,
  accountId: string,
  categories: CategoriesByName,
): BankCsvRowResult {
  if (cells.every((cell) => cell.trim() === '')) return { ok: false, blank: true };
  const cell = (field: MappedField) => {
    const index = columns.index[field];
    return index === undefined ? undefined : (cells[index] ?? '').trim();
  };
  const malformed = (field: MappedField, expected: string): BankCsvRowResult => {
    const column = columns.name[field] ?? field;
    return { ok: false, malformed: true, problem: { row, column, reason: `Row ${row}, column '${column}': ${expected}` } };
  };

  const rawDate = cell('date') ?? '';
  const date = parseBankDate(rawDate, columns.dateFormat);
  if (date === null) {
    const column = columns.name.date ?? 'date';
    const reason = `Row ${row}, column '${column}': expected a date like ${columns.dateFormat}, found '${clip(rawDate)}'`;
    return { ok: false, malformed: true, notADate: true, problem: { row, column, reason } };
  }
  const notice = (field: MappedField, reason: string): BankCsvRowResult => {
    const column = columns.name[field] ?? field;
    return { ok: false, notice: true, problem: { row, column, reason: `Row ${row}, column '${column}': ${reason}` } };
  };

  const example = columns.numberFormat === '1,234.56' ? '-1,234.56' : '-1.234,56';
  let signedCents: number;
  if (columns.index.amount !== undefined) {
    const raw = cell('amount') ?? '';
    if (raw === '') return notice('amount', 'no amount, not a payment (a balance or notice line)');
    const cents = parseBankAmountCents(raw, columns.numberFormat);
    if (cents === null) return malformed('amount', `expected an amount like ${example}, found '${clip(raw)}'`);
    signedCents = cents;
  } else {
    const rawDebit = cell('debit') ?? '';
    const rawCredit = cell('credit') ?? '';
    if (rawDebit === '' && rawCredit === '')
      return notice('debit', 'no amount in the debit or the credit column, not a payment (a balance or notice line)');
    const debit = rawDebit === '' ? 0 : parseBankAmountCents(rawDebit, columns.numberFormat);
    if (debit === null) return malformed('debit', `expected an amount like ${example}, found '${clip(rawDebit)}'`);
    const credit = rawCredit === '' ? 0 : parseBankAmountCents(rawCredit, columns.numberFormat);
    if (credit === null) return malformed('credit', `expected an amount like ${example}, found '${clip(rawCredit)}'`);
    signedCents = Math.abs(credit) - Math.abs(debit);
  }
  const amountField: MappedField = columns.index.amount !== undefined ? 'amount' : signedCents < 0 ? 'debit' : 'credit';
  const reject = (field: MappedField, reason: string): BankCsvRowResult => {
    const column = columns.name[field] ?? field;
    return { ok: false, malformed: false, problem: { row, column, reason: `Row ${row}, column '${column}': ${reason}` } };
  };
  if (signedCents === 0) return notice(amountField, 'the amount is 0, nothing was paid (a notice)');

  const rawStatus = oneLine(cell('status'));
  const status = bankRowStatus(rawStatus);
  if (status === 'void') {
    const column = columns.name.status ?? 'status';
    return {
      ok: false,
      void: true,
      problem: { row, column, reason: `Row ${row}, column '${column}': the bank marks it '${clip(rawStatus)}', nothing was paid` },
    };
  }
  // Descriptions may hold quoted line breaks; a transaction title is one line, a long one shortened.
  const { title, fullText } = bankTitle(oneLine(cell('description')) || oneLine(cell('type')));
  const line = bankLineInput(accountId, signedCents, date, title, status);
  const categoryName = oneLine(cell('category'));
  const known = categoryName === '' ? undefined : categories.get(categoryName.toLowerCase());
  if (known && !categoryFitsTransactionType(known.type, line.type)) {
    return reject('category', categoryMismatchMessage(known.name, known.type, line.type));
  }
  const checked = checkTransactionCreate({
    ...line,
    // An unknown name is kept as the free-text category.
    ...(known
      ? { transactionCategoryIds: [known.id] }
      : { transactionCategoryIds: [], ...(categoryName ? { category: categoryName } : {}) }),
  });
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.messages)[0]!;
    return reject(field === 'amount' ? amountField : (DRAFT_FIELD_COLUMNS[field] ?? amountField), message);
  }
  return { ok: true, item: { row, draft: checked.draft, signedCents, ...(fullText === undefined ? {} : { fullText }) } };
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
