import { todayInTimeZone } from '@life/domain/shared/dates';
import { formatUsd, parseMoney } from '@life/domain/shared/money';
import { signedAmountCents } from '@life/domain/transactions/balance';
import type { TransactionType } from '@life/domain/transactions/constants';
import { browserTimeZone } from '../../api/time-zone';

/**
 * Display helpers for money and dates. Amounts arrive from the API as exact decimal strings
 * ("-12.30"); they are turned into integer cents by the domain's parser and only ever summed
 * as cents (never as floats), then shown with the domain's USD formatter (en-US, two decimals).
 */

/** "-1234.50" -> -123450. An unreadable value counts as 0 (and is logged: the API never sends one). */
export function toCents(decimal: string | number | null | undefined): number {
  if (decimal === null || decimal === undefined || decimal === '') return 0;
  const parsed = parseMoney(decimal, { sign: 'any' });
  if (parsed.ok) return parsed.cents;
  console.error('Unreadable amount from the API', decimal);
  return 0;
}

/** "1234.5" -> "$1,234.50", "-12" -> "-$12.00". */
export function formatMoney(decimal: string | number | null | undefined): string {
  return formatUsd(toCents(decimal));
}

export type AmountTone = 'positive' | 'negative' | 'neutral';

/**
 * A transaction's amount as the lists show it: expenses '-$45.00' (negative), income
 * '+$1,200.00' (positive), payments/transfers '$500.00' (neutral: money only moves between
 * the user's own accounts). The sign comes from the type, whatever sign the amount carries.
 */
export function formatTransactionAmount(type: TransactionType, amount: string | number): { text: string; tone: AmountTone } {
  const cents = signedAmountCents(type, toCents(amount));
  if (type === 'payment') return { text: formatUsd(Math.abs(cents)), tone: 'neutral' };
  if (cents < 0) return { text: formatUsd(cents), tone: 'negative' };
  return { text: `+${formatUsd(cents)}`, tone: 'positive' };
}

export const AMOUNT_TONE_COLORS: Record<AmountTone, string> = {
  positive: 'teal.7',
  negative: 'red.7',
  neutral: 'blue.7',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function utcDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** "2026-11-21" -> "Nov 21, 2026" (a calendar day: no time-zone shift). */
export function formatDisplayDate(iso: string | null | undefined): string {
  const date = iso ? utcDate(iso) : null;
  return date ? dayFormat.format(date) : '';
}

/** "2026-11-21" -> "November 2026". */
export function formatMonthLabel(iso: string): string {
  const date = utcDate(iso);
  return date ? monthFormat.format(date) : '';
}

/** Today as yyyy-mm-dd in the user's local time. */
export function localToday(now: Date | number = Date.now()): string {
  return todayInTimeZone(now, browserTimeZone());
}

/** 'Transaction', 'transactions': SPEC's "N transaction(s)". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
