/**
 * Money inside the domain is integer cents (`number`, always a safe integer).
 * At the edges it is a decimal string with two decimals ("12.30", "-12.30").
 * No float arithmetic anywhere: numbers are converted through their shortest
 * string form (`String(n)`) and then parsed digit by digit.
 */

/** Amounts are decimal(10,2): strictly below 100,000,000 dollars. */
export const MAX_AMOUNT_CENTS = 9_999_999_999;
const MAX_INTEGER_DIGITS = 8;

export type MoneyErrorCode = 'required' | 'invalid' | 'not_positive' | 'negative' | 'too_many_decimals' | 'too_large';

export type MoneyParseResult = { ok: true; cents: number } | { ok: false; code: MoneyErrorCode; message: string };

export interface MoneyParseOptions {
  /** 'positive': > 0 (transaction amounts); 'non-negative': >= 0 (credit limits); 'any': signed (balances). Default 'positive'. */
  sign?: 'positive' | 'non-negative' | 'any';
  /** Field label used in messages, e.g. 'Amount' -> 'Amount is required'. Default 'Amount'. */
  label?: string;
}

/** The messages parseMoney produces for a label and sign mode. */
export function moneyMessages(label: string, sign: NonNullable<MoneyParseOptions['sign']>): Record<MoneyErrorCode, string> {
  const invalid =
    sign === 'positive'
      ? `${label} must be a valid number greater than 0`
      : sign === 'non-negative'
        ? `${label} must be a valid number of 0 or more`
        : `${label} must be a valid number`;
  return {
    required: `${label} is required`,
    invalid,
    not_positive: invalid,
    negative: invalid,
    too_many_decimals: `${label} can have at most 2 decimal places`,
    too_large: sign === 'any' ? `${label} must be between -100,000,000 and 100,000,000` : `${label} must be less than 100,000,000`,
  };
}

interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ('' for zero). */
  integer: string;
  /** Fraction digits without trailing zeros. */
  fraction: string;
}

const DECIMAL_PATTERN = /^(-)?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

function parseDecimalString(text: string): Decimal | null {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const integerPart = (match[2] ?? '').replaceAll(',', '');
  const fractionPart = match[3] ?? '';
  if (integerPart === '' && fractionPart === '') return null;
  return {
    negative: match[1] === '-',
    integer: integerPart.replace(/^0+/, ''),
    fraction: fractionPart.replace(/0+$/, ''),
  };
}

/** Shortest round-trip string of a finite number, with any exponent expanded ("1e-7" -> "0.0000001"). */
export function numberToDecimalString(value: number): string {
  const text = String(value);
  const match = /^(-)?(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const sign = match[1] ?? '';
  const digits = (match[2] ?? '') + (match[3] ?? '');
  const pointAt = (match[2] ?? '').length + Number(match[4]);
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/**
 * Parses a user-entered amount ("12.3", "1,234.50", ".5", 12.3) into integer cents.
 * Checks in order: required, a valid number, sign, at most 2 decimals, below 100,000,000.
 * Blank strings, null and undefined are 'required'.
 */
export function parseMoney(input: unknown, options: MoneyParseOptions = {}): MoneyParseResult {
  const sign = options.sign ?? 'positive';
  const messages = moneyMessages(options.label ?? 'Amount', sign);
  const fail = (code: MoneyErrorCode): MoneyParseResult => ({ ok: false, code, message: messages[code] });

  if (input === undefined || input === null) return fail('required');
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return fail('invalid');
    text = numberToDecimalString(input);
  } else if (typeof input === 'string') {
    text = input.trim();
    if (text === '') return fail('required');
  } else {
    return fail('invalid');
  }

  const decimal = parseDecimalString(text);
  if (!decimal) return fail('invalid');
  const isZero = decimal.integer === '' && decimal.fraction === '';
  const negative = decimal.negative && !isZero;
  if (sign === 'positive' && (negative || isZero)) return fail('not_positive');
  if (sign === 'non-negative' && negative) return fail('negative');
  if (decimal.fraction.length > 2) return fail('too_many_decimals');
  if (decimal.integer.length > MAX_INTEGER_DIGITS) return fail('too_large');

  const cents = Number(decimal.integer || '0') * 100 + Number(decimal.fraction.padEnd(2, '0'));
  return { ok: true, cents: negative ? -cents : cents };
}

/** A transaction amount: > 0, at most 2 decimals, below 100,000,000; messages labelled 'Amount'. */
export function parseAmount(input: string | number | null | undefined): MoneyParseResult {
  return parseMoney(input, { sign: 'positive', label: 'Amount' });
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer number of cents: ${cents}`);
}

function splitCents(cents: number): { sign: string; dollars: string; fraction: string } {
  assertCents(cents);
  const absolute = Math.abs(cents);
  return {
    sign: cents < 0 ? '-' : '',
    dollars: String(Math.floor(absolute / 100)),
    fraction: String(absolute % 100).padStart(2, '0'),
  };
}

/** 1230 -> "12.30", -1230 -> "-12.30", 0 -> "0.00". The API's decimal-string form. */
export function formatCents(cents: number): string {
  const { sign, dollars, fraction } = splitCents(cents);
  return `${sign}${dollars}.${fraction}`;
}

/** 123450 -> "$1,234.50", -123450 -> "-$1,234.50" (USD, en-US). */
export function formatUsd(cents: number): string {
  const { sign, dollars, fraction } = splitCents(cents);
  const grouped = dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}.${fraction}`;
}
