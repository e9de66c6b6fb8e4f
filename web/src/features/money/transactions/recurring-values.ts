import { recurringMessages } from '@life/domain/recurring/constants';
import { validateRecurringInput } from '@life/domain/recurring/validation';
import type { RecurringTransactionBody } from '../recurring/types';
import { moneyBodyFields, type TransactionFormValues } from './form-fields';

/** SPEC 2: the 'Dates in Month' grid offers 1 to 31 and takes at most 2 picks. */
export const GRID_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
export const MAX_BI_MONTHLY_PICKS = 2;

/** The grid's click: a picked day is unpicked; a new day is added while fewer than 2 are picked. */
export function toggleBiMonthlyDay(days: readonly number[], day: number): number[] {
  if (days.includes(day)) return days.filter((picked) => picked !== day);
  return days.length < MAX_BI_MONTHLY_PICKS ? [...days, day] : [...days];
}

/**
 * POST /api/recurring-transactions from the transaction form: the amount absolute (SPEC 7), no
 * end date when left empty (open-ended), the days only for bi-monthly, the unused account null.
 * includeOlderOccurrences as ticked: for a start within the last year it changes nothing. autoPost as
 * ticked: the occurrences dated up to today are created posted (issue 24).
 */
export function toRecurringBody(values: TransactionFormValues): RecurringTransactionBody {
  return {
    ...moneyBodyFields(values),
    frequency: values.frequency,
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
    biMonthlyDates: values.frequency === 'bi-monthly' ? [...values.biMonthlyDates].sort((a, b) => a - b) : [],
    includeOlderOccurrences: values.includeOlderOccurrences,
    // Off is the API's default: sent only when ticked.
    ...(values.autoPost ? { autoPost: true } : {}),
  };
}

const RECURRING_FIELDS = ['frequency', 'startDate', 'endDate', 'biMonthlyDates'] as const;

/**
 * The recurrence's own messages (the domain's recurring rules on the body the form sends); the
 * money and account fields keep the transaction form's texts. SPEC 5 words the day count for this
 * form: 'Bi-monthly transactions require exactly 2 dates to be selected'.
 */
export function validateRecurringPart(values: TransactionFormValues): Record<string, string> {
  const all = validateRecurringInput(toRecurringBody(values));
  const messages: Record<string, string> = {};
  for (const field of RECURRING_FIELDS) {
    const message = all[field];
    if (message) messages[field] = message;
  }
  if (messages.biMonthlyDates === recurringMessages.biMonthlyDatesCount) {
    messages.biMonthlyDates = recurringMessages.formBiMonthlyDatesCount;
  }
  return messages;
}
