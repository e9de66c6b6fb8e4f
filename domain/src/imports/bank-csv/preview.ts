/**
 * What the preview of a bank CSV suggests (issues 11 and 23): the mapping guessed from the header
 * names and the values under them, with the formats detected from the sample rows. The date column
 * is the one whose cells are days; the amount column the one whose cells are numbers (a header
 * that merely contains "amount" or "betrag" is not enough: PayPal's "Shipping and Handling Amount",
 * Deutsche Bank's empty "Betrag" beside Soll/Haben), never a balance or fee; without one, a debit
 * and a credit column. A bank's transaction type (DEBIT_CARD, Lastschrift) is not a category: it
 * only titles a row that has no description. The user may correct it all before importing.
 */
import { detectBankDateFormat, detectBankNumberFormat, type BankDateFormat, type BankDelimiter, type BankNumberFormat } from './formats';
import { isBankDate } from './layout';
import { bankCsvColumns, bankCsvMappingSchema, mapBankCsvRow, type BankCsvMapping } from './mapping';
import { isKnownBankStatus, STATUS_HEADER_HINTS } from './status';

/** Header names banks use, lower-cased, per field (exact names first, in this order, then names containing one). */
const HEADER_HINTS = {
  date: [
    'date',
    'transaction date',
    'posting date',
    'posted date',
    'booking date',
    'buchungstag',
    'buchung',
    'buchungsdatum',
    'datum',
    'started date',
    'completed date',
    'valuta',
    'value date',
    'wertstellung',
  ],
  description: [
    'description',
    'payee',
    'name',
    'memo',
    'narrative',
    'verwendungszweck',
    'beschreibung',
    'text',
    'title',
    'partner name',
    'auftraggeber/empfänger',
    'beguenstigter/zahlungspflichtiger',
    'begünstigter / auftraggeber',
    'details',
  ],
  // PayPal: Net is what moved the PayPal balance (Gross less Fee), so it comes before Gross.
  amount: [
    'amount',
    'betrag',
    'net',
    'amount (eur)',
    'amount (usd)',
    'amount (gbp)',
    'betrag (eur)',
    'montant',
    'importe',
    'value',
    'gross',
  ],
  debit: ['debit', 'debit amount', 'withdrawal', 'withdrawals', 'money out', 'paid out', 'soll', 'ausgang'],
  credit: ['credit', 'credit amount', 'deposit', 'deposits', 'money in', 'paid in', 'haben', 'eingang'],
  category: ['category', 'kategorie', 'categorie', 'categoría'],
  // Barclays' "Subcategory" holds PAYMENT, DIRECT DEBIT: a type, not a category.
  type: ['type', 'transaction type', 'subcategory', 'buchungstext', 'umsatzart', 'transaktionstyp'],
} as const;

/** Numbers that are not the row's amount: balances, fees, rates, ids, foreign-currency originals. */
const NOT_AN_AMOUNT =
  /saldo|balance|kontostand|fee|gebühr|gebuehr|rate|kurs|original|foreign|fremd|\bid\b|number|nummer|\bnr\b|#|blz|iban|konto|check|cheque|reference|referenz|tax|steuer|shipping|insurance|quantity|menge|ursprungs/;

/** A single amount column must be filled on most rows (a balance line or two may lack it). */
const FILLED_SHARE = 0.8;

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
  /** The bank's transaction type (titles a row without description). */
  type?: string;
}

// "transaction_date" reads as "transaction date" (the csb43 converter of Spanish statements writes snake case).
const lower = (header: readonly string[]) => header.map((name) => name.trim().toLowerCase().replace(/_/g, ' '));

/** Exact names in hint order, then names containing a hint; only free columns `fits` accepts. */
function byHints(names: readonly string[], hints: readonly string[], free: (at: number) => boolean, fits = (_at: number) => true) {
  for (const hint of hints) {
    const index = names.findIndex((name, at) => free(at) && name === hint && fits(at));
    if (index >= 0) return index;
  }
  for (const hint of hints) {
    const index = names.findIndex((name, at) => free(at) && name.includes(hint) && fits(at));
    if (index >= 0) return index;
  }
  return undefined;
}

/** The mapping the header and the sample rows suggest. */
export function guessBankCsvMapping(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  delimiter: BankDelimiter,
): BankCsvGuess {
  const names = lower(header);
  const taken = new Set<number>();
  const free = (at: number) => !taken.has(at);
  const take = (index: number | undefined) => {
    if (index !== undefined) taken.add(index);
    return index;
  };
  const cellsOf = (index: number, of: readonly (readonly string[])[]) => of.map((row) => (row[index] ?? '').trim());
  const present = (values: readonly string[]) => values.filter((value) => value !== '');

  // Date: a hinted column whose cells are mostly days (a trailer line may not be), else the first column of days.
  const dateCells = (at: number, share: number) => {
    const values = present(cellsOf(at, rows));
    return values.length > 0 && values.filter(isBankDate).length >= values.length * share;
  };
  const anyDates = names.findIndex((_, at) => dateCells(at, FILLED_SHARE));
  const dateIndex = take(byHints(names, HEADER_HINTS.date, free, (at) => dateCells(at, 0.5)) ?? (anyDates < 0 ? undefined : anyDates));
  // Values are judged on the transaction rows only (not a summary or note the sample may end with).
  const data = dateIndex === undefined ? rows : rows.filter((row) => isBankDate(row[dateIndex] ?? ''));

  const numeric = (at: number, filled: number) => {
    const values = cellsOf(at, data);
    const numbers = present(values);
    return (
      numbers.length > 0 &&
      numbers.length >= values.length * filled &&
      detectBankNumberFormat(numbers) !== null &&
      !numbers.every(isBankDate)
    );
  };
  const anAmount = (at: number) => !NOT_AN_AMOUNT.test(names[at]!);
  const nonZero = (at: number) => present(cellsOf(at, data)).filter((value) => /[1-9]/.test(value)).length;
  let amount = byHints(names, HEADER_HINTS.amount, free, (at) => anAmount(at) && numeric(at, FILLED_SHARE) && nonZero(at) > 0);
  let debit: number | undefined;
  let credit: number | undefined;
  if (amount === undefined) {
    debit = byHints(names, HEADER_HINTS.debit, free, (at) => numeric(at, 0));
    credit = byHints(
      names,
      HEADER_HINTS.credit,
      (at) => free(at) && at !== debit,
      (at) => numeric(at, 0),
    );
    if (debit === undefined || credit === undefined) {
      [debit, credit] = [undefined, undefined];
      // No amount name at all: the filled numeric column with the most non-zero values, with decimals somewhere.
      const unnamed = names
        .map((_, at) => at)
        .filter(
          (at) =>
            free(at) && anAmount(at) && numeric(at, FILLED_SHARE) && present(cellsOf(at, data)).some((v) => /[.,]\d{1,2}\)?$/.test(v)),
        );
      amount = unnamed.sort((a, b) => nonZero(b) - nonZero(a))[0];
    }
  }
  take(amount);
  take(debit);
  take(credit);
  // A text that is the same on every row (the account holder's "short_name") describes no payment: when the
  // hinted column is such a text, the first column whose texts differ from row to row is taken instead.
  const text = (at: number) => !numeric(at, 0) && !dateCells(at, FILLED_SHARE);
  const varies = (at: number) => data.length < 2 || new Set(cellsOf(at, data)).size > 1;
  const hinted = byHints(names, HEADER_HINTS.description, free, (at) => text(at) && varies(at));
  const constant = hinted === undefined ? byHints(names, HEADER_HINTS.description, free, (at) => !numeric(at, 0)) : undefined;
  const anyVarying = names.findIndex((_, at) => free(at) && text(at) && varies(at) && present(cellsOf(at, data)).length > 0);
  const description = take(hinted ?? (constant !== undefined && anyVarying >= 0 ? anyVarying : constant));
  const category = take(byHints(names, HEADER_HINTS.category, free, (at) => !HEADER_HINTS.type.some((hint) => names[at] === hint)));
  // Status before type: a column of status words named like a type (Umsatzart: "Vorgemerkt") is the status.
  const status = statusColumn(names, data, taken);
  const type = take(byHints(names, HEADER_HINTS.type, free));

  const values = (index: number | undefined) => (index === undefined ? [] : present(cellsOf(index, data)));
  const numberFormat = detectBankNumberFormat([...values(amount), ...values(debit), ...values(credit)]);
  const guess: BankCsvGuess = {
    delimiter,
    dateFormat: detectBankDateFormat(values(dateIndex).filter(isBankDate), numberFormat === '1.234,56'),
    numberFormat,
  };
  const fields = { date: dateIndex, description, amount, debit, credit, category, status, type };
  for (const [field, index] of Object.entries(fields) as [keyof typeof fields, number | undefined][]) {
    if (index !== undefined) guess[field] = header[index]!.trim();
  }
  return guess;
}

/**
 * The status column (issue 23): a status header name (exact, or one containing 'status'), else a
 * column whose sample values are all status words ("Pending", "Gebucht", ...), at least one not blank.
 */
function statusColumn(names: readonly string[], rows: readonly (readonly string[])[], taken: Set<number>): number | undefined {
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

/** The guess as a mapping the import can use, or what it could not tell (a 400 asks to choose in the preview). */
export function bankCsvMappingFromGuess(guess: BankCsvGuess): { ok: true; mapping: BankCsvMapping } | { ok: false; missing: string[] } {
  const missing = [
    guess.date === undefined && 'the date column',
    guess.description === undefined && 'the description column',
    guess.amount === undefined &&
      (guess.debit === undefined || guess.credit === undefined) &&
      'the amount column (or debit and credit columns)',
    guess.dateFormat === null && 'how dates are written',
    guess.numberFormat === null && 'how amounts are written',
  ].filter((what): what is string => what !== false);
  const parsed = bankCsvMappingSchema.safeParse(guess);
  if (missing.length > 0 || !parsed.success) return { ok: false, missing: missing.length > 0 ? missing : ['the columns'] };
  return { ok: true, mapping: parsed.data };
}

/**
 * Whether a layout remembered from an earlier import reads this file: its columns are in the header
 * and the sample's dates and amounts read in its formats (rows that are no transaction aside).
 */
export function bankCsvLayoutFits(layout: BankCsvMapping, header: readonly string[], rows: readonly (readonly string[])[]): boolean {
  const columns = bankCsvColumns(header, layout);
  if (!columns.ok) return false;
  const anyAccount = '00000000-0000-4000-8000-000000000000';
  return rows.every((cells, index) => {
    const result = mapBankCsvRow(cells, index + 2, columns.columns, anyAccount, new Map());
    return result.ok || !('malformed' in result) || !result.malformed || result.notADate === true;
  });
}
