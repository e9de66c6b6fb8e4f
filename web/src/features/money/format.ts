import { todayInTimeZone } from '@life/domain/shared/dates';
import { formatUsd, toCents } from '../../format';
import { signedAmountCents } from '@life/domain/transactions/balance';
import type { TransactionType } from '@life/domain/transactions/constants';
import { browserTimeZone } from '../../api/time-zone';

/*
 * Money's display helpers beyond the shared formatter module (web/src/format, issue 26: one per
 * kind); the generic ones are re-exported from it under the names the money screens use.
 */
export { formatMoney, toCents } from '../../format';
export { formatDay as formatDisplayDate, formatMonth as formatMonthLabel } from '../../format';

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

/** Today as yyyy-mm-dd in the user's local time. */
export function localToday(now: Date | number = Date.now()): string {
  return todayInTimeZone(now, browserTimeZone());
}

/** 'Transaction', 'transactions': SPEC's "N transaction(s)". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
