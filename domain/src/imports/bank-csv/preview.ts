/**
 * What the preview of a bank CSV suggests (issue 11): the mapping guessed from the header names
 * and the formats detected from the sample rows. The user corrects it before importing.
 */
import { detectBankDateFormat, detectBankNumberFormat, type BankDateFormat, type BankDelimiter, type BankNumberFormat } from './formats';
import { isKnownBankStatus, STATUS_HEADER_HINTS } from './status';

/** Header names banks use, lower-cased, per field (first match wins). */
const HEADER_HINTS = {
  date: ['date', 'transaction date', 'posting date', 'posted date', 'booking date', 'buchungstag', 'datum', 'valuta', 'value date'],
  description: ['description', 'payee', 'name', 'memo', 'details', 'narrative', 'verwendungszweck', 'beschreibung', 'text', 'title'],
  amount: ['amount', 'betrag', 'value', 'amount (usd)', 'amount (eur)', 'montant', 'importe'],
  debit: ['debit', 'withdrawal', 'withdrawals', 'money out', 'paid out', 'soll'],
  credit: ['credit', 'deposit', 'deposits', 'money in', 'paid in', 'haben'],
  category: ['category', 'kategorie', 'type'],
} as const;

export interface BankCsvGuess {
  delimiter: BankDelimiter;
  dateFormat: BankDateFormat | null;
  numberFormat: BankNumberFormat | null;
  date?: string;
  description?: string;
  amount?: string;
  debit?: string;
  credit?: string;
  category?: string;
  status?: string;
}

function findColumn(header: readonly string[], hints: readonly string[], taken: Set<number>): number | undefined {
  const names = header.map((name) => name.trim().toLowerCase());
  for (const hint of hints) {
    const index = names.findIndex((name, at) => !taken.has(at) && name === hint);
    if (index >= 0) return index;
  }
  for (const hint of hints) {
    const index = names.findIndex((name, at) => !taken.has(at) && name.includes(hint));
    if (index >= 0) return index;
  }
  return undefined;
}

/** The mapping the header suggests, with the formats read off the sample rows' values. */
export function guessBankCsvMapping(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  delimiter: BankDelimiter,
): BankCsvGuess {
  const taken = new Set<number>();
  const pick = (field: keyof typeof HEADER_HINTS) => {
    const index = findColumn(header, HEADER_HINTS[field], taken);
    if (index !== undefined) taken.add(index);
    return index;
  };
  const date = pick('date');
  const amount = pick('amount');
  const debit = amount === undefined ? pick('debit') : undefined;
  const credit = amount === undefined ? pick('credit') : undefined;
  const description = pick('description');
  const category = pick('category');
  const status = statusColumn(header, rows, taken);
  const values = (index: number | undefined) => (index === undefined ? [] : rows.map((row) => row[index] ?? ''));
  const name = (index: number | undefined) => (index === undefined ? undefined : header[index]!.trim());
  const guess: BankCsvGuess = {
    delimiter,
    dateFormat: detectBankDateFormat(values(date)),
    numberFormat: detectBankNumberFormat([...values(amount), ...values(debit), ...values(credit)]),
  };
  const fields = { date, description, amount, debit, credit, category, status };
  for (const [field, index] of Object.entries(fields) as [keyof typeof fields, number | undefined][]) {
    const columnName = name(index);
    if (columnName !== undefined) guess[field] = columnName;
  }
  return guess;
}

/**
 * The status column (issue 23): a status header name (exact, or one containing 'status'), else a
 * column whose sample values are all status words ("Pending", "Gebucht", ...), at least one not blank.
 */
function statusColumn(header: readonly string[], rows: readonly (readonly string[])[], taken: Set<number>): number | undefined {
  const names = header.map((name) => name.trim().toLowerCase());
  const free = (at: number) => !taken.has(at);
  let index = names.findIndex((name, at) => free(at) && (STATUS_HEADER_HINTS as readonly string[]).includes(name));
  if (index < 0) index = names.findIndex((name, at) => free(at) && name.includes('status'));
  if (index < 0) {
    index = names.findIndex((_, at) => {
      const values = rows.map((row) => (row[at] ?? '').trim()).filter((value) => value !== '');
      return free(at) && values.length > 0 && values.every(isKnownBankStatus);
    });
  }
  if (index < 0) return undefined;
  taken.add(index);
  return index;
}
