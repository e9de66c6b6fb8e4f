import type { RecurringTransactionJson, RecurringTransactionWriteJson } from '@life/domain/recurring/api';
import { RECURRING_FREQUENCIES, type RecurringFrequency } from '@life/domain/recurring/constants';
import type { RecurringTransactionInput } from '@life/domain/recurring/schemas';

/** A recurring transaction as GET /api/recurring-transactions lists it (amount signed like a transaction's). */
export type RecurringTransaction = RecurringTransactionJson;

/** What POST, PUT and POST .../generate answer: the record plus whether its occurrences were written before the answer. */
export type RecurringTransactionWrite = RecurringTransactionWriteJson;

/** POST /api/recurring-transactions and PUT /api/recurring-transactions/{id}: the domain's body shape (amount absolute). */
export type RecurringTransactionBody = RecurringTransactionInput;

export const FREQUENCY_LABELS: Record<RecurringFrequency, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  'bi-monthly': 'Bi-monthly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
};

/** Select options of every recurring frequency, in the domain's order. */
export const FREQUENCY_OPTIONS = RECURRING_FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }));

/** 1 -> '1st', 2 -> '2nd', 22 -> '22nd', 11 -> '11th'. */
export function ordinalDay(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** A bi-monthly rule's two days in calendar order: [15, 1] -> '1st & 15th'. */
export function biMonthlyDaysLabel(days: readonly number[]): string {
  return [...days]
    .sort((a, b) => a - b)
    .map(ordinalDay)
    .join(' & ');
}
