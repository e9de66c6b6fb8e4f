import { formatUsd as usd, parseMoney } from '@life/domain/shared/money';

/*
 * Money as every screen shows it (SPEC: USD, en-US, two decimals, always with its sign '$').
 * Amounts arrive from the API as exact decimal strings ("-12.30"); they become integer cents by
 * the domain's parser and are only ever summed as cents (never as floats).
 */

/** "-1234.50" -> -123450. An unreadable value counts as 0 (and is logged: the API never sends one). */
export function toCents(decimal: string | number | null | undefined): number {
  if (decimal === null || decimal === undefined || decimal === '') return 0;
  const parsed = parseMoney(decimal, { sign: 'any' });
  if (parsed.ok) return parsed.cents;
  console.error('Unreadable amount from the API', decimal);
  return 0;
}

/** 123450 -> "$1,234.50", -123450 -> "-$1,234.50". */
export function formatUsd(cents: number): string {
  return usd(cents);
}

/** "1234.5" -> "$1,234.50", "-12" -> "-$12.00". */
export function formatMoney(decimal: string | number | null | undefined): string {
  return usd(toCents(decimal));
}

/** Dollars as a chart draws them (a float) back to money text: 12.3 -> "$12.30". */
export function formatDollars(value: number): string {
  return usd(Math.round(value * 100));
}

/** A decimal string that is a money value ("12.30", "-5.00") shown with its sign; any other text as it is. */
export function formatMoneyText(value: string): string {
  return /^-?\d+\.\d{2}$/.test(value) ? formatMoney(value) : value;
}
