import { DEFAULT_BI_MONTHLY_DATES, MAX_BI_MONTHLY_DAY, type RecurringFrequency } from '@life/domain/recurring/constants';
import { validateRecurringInput } from '@life/domain/recurring/validation';
import { formatCents, parseAmount } from '@life/domain/shared/money';
import { formatAmountText } from '../../../components/currency-text';
import { toCents } from '../format';
import type { RecurringTransaction, RecurringTransactionBody } from './types';

/** The 'Edit Recurring Transaction' form's values; field names are the API's, so a 400's messages land on them. */
export interface RecurringEditValues {
  title: string;
  amount: string;
  frequency: RecurringFrequency;
  startDate: string;
  endDate: string;
  /** The two bi-monthly days as select values ('1'..'28'). */
  firstDay: string;
  secondDay: string;
  isActive: boolean;
  autoPost: boolean;
  /** Asked anew on each edit (unticked): without it the edit's occurrences start one year before today. */
  includeOlderOccurrences: boolean;
}

/** SPEC 5: the edit form offers bi-monthly days 1 to 28 (every month has them). */
export const EDIT_DAY_OPTIONS = Array.from({ length: MAX_BI_MONTHLY_DAY }, (_, index) => String(index + 1));

/** SPEC 5: a missing bi-monthly date defaults to 15 (first) and 1 (second). */
export function recurringEditValues(record: RecurringTransaction): RecurringEditValues {
  const [firstDefault, secondDefault] = DEFAULT_BI_MONTHLY_DATES;
  const day = (value: number | undefined, fallback: number) =>
    String(value !== undefined && value >= 1 && value <= MAX_BI_MONTHLY_DAY ? value : fallback);
  return {
    title: record.title,
    // The API signs expenses; the form holds the absolute amount (sent absolute, SPEC 7).
    amount: formatAmountText(formatCents(Math.abs(toCents(record.amount)))),
    frequency: record.frequency,
    startDate: record.startDate,
    endDate: record.endDate ?? '',
    firstDay: day(record.biMonthlyDates[0], firstDefault),
    secondDay: day(record.biMonthlyDates[1], secondDefault),
    isActive: record.isActive,
    autoPost: record.autoPost,
    includeOlderOccurrences: false,
  };
}

/** The whole record with the form's changes: PUT sends every field, so the rules check exactly what is stored. */
export function toRecurringUpdateBody(record: RecurringTransaction, values: RecurringEditValues): RecurringTransactionBody {
  const amount = parseAmount(values.amount);
  return {
    title: values.title.trim(),
    amount: amount.ok ? formatCents(amount.cents) : values.amount.trim(),
    type: record.type,
    category: record.category,
    transactionCategoryIds: record.transactionCategoryIds,
    fromAccountId: record.fromAccountId,
    toAccountId: record.toAccountId,
    frequency: values.frequency,
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
    biMonthlyDates: values.frequency === 'bi-monthly' ? [Number(values.firstDay), Number(values.secondDay)] : [],
    isActive: values.isActive,
    autoPost: values.autoPost,
    includeOlderOccurrences: values.includeOlderOccurrences,
  };
}

/** The domain's recurring rules on the updated record; bi-monthly messages go under the day selects. */
export function validateRecurringEdit(record: RecurringTransaction, values: RecurringEditValues): Record<string, string> {
  const messages: Record<string, string> = { ...validateRecurringInput(toRecurringUpdateBody(record, values)) };
  if (messages.biMonthlyDates) {
    messages.secondDay = messages.biMonthlyDates;
    delete messages.biMonthlyDates;
  }
  return messages;
}
