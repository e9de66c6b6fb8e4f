/**
 * How a bank writes dates and amounts in its CSV (issue 11): detected from the values, then used
 * to read every row. Pure rules; no float arithmetic (amounts go digit by digit into cents).
 */
import { daysInMonth, formatIsoDate } from '../../shared/dates';

export const BANK_DATE_FORMATS = ['yyyy-mm-dd', 'mm/dd/yyyy', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd mmm yyyy'] as const;
export type BankDateFormat = (typeof BANK_DATE_FORMATS)[number];

/** '1,234.56': comma groups, dot decimals; '1.234,56': dot (or space) groups, comma decimals. */
export const BANK_NUMBER_FORMATS = ['1,234.56', '1.234,56'] as const;
export type BankNumberFormat = (typeof BANK_NUMBER_FORMATS)[number];

export const BANK_DELIMITERS = [',', ';', '\t', '|'] as const;
export type BankDelimiter = (typeof BANK_DELIMITERS)[number];

const DATE_PATTERNS: Record<BankDateFormat, RegExp> = {
  // Year first is never read day-month: "2025-12-04", and "2025.12.04" or "2025/12/04" as Hungarian,
  // Japanese and Chinese banks write it.
  'yyyy-mm-dd': /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/,
  'mm/dd/yyyy': /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  'dd/mm/yyyy': /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  'dd.mm.yyyy': /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/,
  // UK banks (Nationwide, Monzo's older exports): "01 Mar 2024", "01-Mar-2024", "1 March 2024".
  'dd mmm yyyy': /^(\d{1,2})[ -]([a-z]{3})[a-z]*\.?[ -](\d{4})$/i,
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The day as yyyy-mm-dd, or null when the value is not a real day in that format. */
export function parseBankDate(value: string, format: BankDateFormat): string | null {
  // Some banks append a time ("2024-03-01 00:00:00", "01.03.2024 12:00"): the day is what counts.
  const text = value.trim();
  const dayText = format === 'dd mmm yyyy' ? text.replace(/[ T]\d{1,2}:\d{2}(:\d{2})?$/, '') : (text.split(/[ T]/)[0] ?? '');
  const match = DATE_PATTERNS[format].exec(dayText);
  if (!match) return null;
  const monthOf = format === 'dd mmm yyyy' ? MONTHS.indexOf(match[2]!.toLowerCase()) + 1 : Number(match[2]);
  const [a, b, c] = [Number(match[1]), monthOf, Number(match[3])];
  const [year, month, day] = format === 'yyyy-mm-dd' ? [a, b, c] : format === 'mm/dd/yyyy' ? [c, a, b] : [c, b, a];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return formatIsoDate({ year, month, day });
}

/**
 * The format every value reads in (blank values ignored); between mm/dd and dd/mm a day above 12
 * decides. When none does (every day <= 12), the order whose days lie closer together wins (a
 * statement covers weeks, the wrong order spreads them over months); on a tie mm/dd/yyyy, or
 * dd/mm/yyyy when `dayFirst` (the file writes decimal commas, as day-first countries do). Null when none fits all.
 */
export function detectBankDateFormat(values: readonly string[], dayFirst = false): BankDateFormat | null {
  const present = values.map((value) => value.trim()).filter((value) => value !== '');
  if (present.length === 0) return null;
  const fits = BANK_DATE_FORMATS.filter((format) => present.every((value) => parseBankDate(value, format) !== null));
  if (fits[0] === 'mm/dd/yyyy' && fits.includes('dd/mm/yyyy')) {
    const [us, eu] = [spanOf(present, 'mm/dd/yyyy'), spanOf(present, 'dd/mm/yyyy')];
    if (us !== eu) return us < eu ? 'mm/dd/yyyy' : 'dd/mm/yyyy';
    return dayFirst ? 'dd/mm/yyyy' : 'mm/dd/yyyy';
  }
  return fits[0] ?? null;
}

/** Days from the earliest to the latest value read in `format` (every value reads). */
function spanOf(values: readonly string[], format: BankDateFormat): number {
  let [first, last] = ['9999-99-99', '0000-00-00'];
  for (const value of values) {
    const day = parseBankDate(value, format)!;
    if (day < first) first = day;
    if (day > last) last = day;
  }
  return (Date.parse(last) - Date.parse(first)) / 86_400_000;
}

/** The signed amount in cents, or null when the text is not a number in that format (or has more than 2 decimals). */
export function parseBankAmountCents(value: string, format: BankNumberFormat): number | null {
  let text = value.trim().replace(/[\s\u00a0\u202f]/g, '');
  let negative = false;
  // Accounting style: (12.30) is negative; so are a leading or trailing minus and "CR/DR"-less signs.
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  // A currency symbol or code around the number ("US$", "EUR", "kr"), never words: a description
  // such as "CARD PAYMENT SHOP 0 LONDON GB" is not the amount 0.
  text = text.replace(/^[^\d+\-.,]{1,4}(?=[\d+\-.,])|(?<=[\d+\-.,])[^\d+\-.,]{1,4}$/g, '');
  if (text.startsWith('-') || text.startsWith('+')) {
    negative = negative !== text.startsWith('-');
    text = text.slice(1);
  } else if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  text = text.replace(/^[^\d.,]+/, '');
  const [group, decimal] = format === '1,234.56' ? [',', '.'] : ['.', ','];
  const pattern = new RegExp(`^(\\d{1,3}(?:\\${group}\\d{3})+|\\d+)?(?:\\${decimal}(\\d{1,2}))?$`);
  const match = pattern.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const integer = (match[1] ?? '0').replaceAll(group, '').replace(/^0+(?=\d)/, '');
  if (integer.length > 12) return null;
  const cents = Number(integer) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return negative && cents !== 0 ? -cents : cents;
}

/**
 * The number format the values read in: a value like "1.234,56" or "12,50" (comma then 1-2 digits
 * at the end) means comma decimals; otherwise dot decimals. Null when a value reads in neither.
 */
export function detectBankNumberFormat(values: readonly string[]): BankNumberFormat | null {
  const present = values.map((value) => value.trim()).filter((value) => value !== '');
  if (present.length === 0) return null;
  const fits = BANK_NUMBER_FORMATS.filter((format) => present.every((value) => parseBankAmountCents(value, format) !== null));
  if (fits.length <= 1) return fits[0] ?? null;
  // Both read every value (e.g. "12" or "1,234" alone): a comma with 1-2 digits after it decides.
  return present.some((value) => /,\d{1,2}\)?$/.test(value.replace(/[^\d,.()]/g, ''))) ? '1.234,56' : '1,234.56';
}

/** The delimiter of the header line: the candidate that occurs most outside quotes (',' when none). */
export function detectBankDelimiter(headerLine: string): BankDelimiter {
  const counts = new Map<BankDelimiter, number>();
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (BANK_DELIMITERS as readonly string[]).includes(char)) {
      counts.set(char as BankDelimiter, (counts.get(char as BankDelimiter) ?? 0) + 1);
    }
  }
  let best: BankDelimiter = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}
