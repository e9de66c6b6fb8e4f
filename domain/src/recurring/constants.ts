import { dateOutOfRangeMessage } from '../shared/dates';

export { isRecurringFrequency, RECURRING_FREQUENCIES, type RecurringFrequency } from './occurrences';

/** SPEC section 9: bi-monthly days are 1 to 28 in the recurring rule, so every month has both. */
export const MIN_BI_MONTHLY_DAY = 1;
export const MAX_BI_MONTHLY_DAY = 28;
/** SPEC section 5: the recurring edit form's defaults for a missing bi-monthly date (first, second). */
export const DEFAULT_BI_MONTHLY_DATES = [15, 1] as const;

/**
 * The most occurrences one request may set a generation run to write (issue 22): a rule whose
 * window (window.ts) holds more is refused with `recurringMessages.tooManyOccurrences` on startDate.
 */
export const MAX_OCCURRENCES_AT_ONCE = 10_000;
/** Without includeOlderOccurrences a rule's occurrences start at most this many months before the user's today. */
export const OCCURRENCE_LOOKBACK_MONTHS = 12;

/** 10000 -> "10,000" (no locale data needed). */
const withThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Field messages; the SPEC section 5 texts are exact (the recurring rules), the rest are ours. The fields a
 * recurring body shares with a transaction's (title, amount, type, category) give the transaction's messages.
 */
export const recurringMessages = {
  expenseFromAccountRequired: 'Expense recurring transactions require fromAccountId (account paying expense)',
  incomeToAccountRequired: 'Income recurring transactions require toAccountId (account receiving income)',
  paymentFromAccountRequired: 'Payment recurring transactions require fromAccountId (account sending payment)',
  paymentToAccountRequired: 'Payment recurring transactions require toAccountId (account receiving payment)',
  sameAccount: 'Payment recurring transactions cannot have the same account as both sender and receiver',
  frequencyInvalid: 'Frequency must be one of weekly, bi-weekly, bi-monthly, monthly, quarterly, annually',
  startDateRequired: 'Start date is required',
  startDateInvalid: 'Start date must be a valid date (yyyy-mm-dd)',
  endDateInvalid: 'End date must be a valid date (yyyy-mm-dd)',
  dateOutOfRange: dateOutOfRangeMessage,
  endBeforeStart: 'End date must be after start date',
  biMonthlyDatesCount: 'Bi-monthly recurring transactions require exactly 2 dates in biMonthlyDates array',
  biMonthlyDatesRange: 'Bi-monthly dates must be between 1 and 28 to work for all months',
  biMonthlyDatesUnique: 'Bi-monthly dates must be unique (cannot have duplicate days)',
  /** The transaction form's own text for its recurring part (SPEC section 5, transaction form). */
  formBiMonthlyDatesCount: 'Bi-monthly transactions require exactly 2 dates to be selected',
  categoryInvalid: 'Category must be text',
  isActiveInvalid: 'Status must be Active or Inactive',
  autoPostInvalid: 'Mark posted automatically must be true or false',
  includeOlderOccurrencesInvalid: 'Also create occurrences older than a year must be true or false',
  tooManyOccurrences: `A recurring transaction can create at most ${withThousands(MAX_OCCURRENCES_AT_ONCE)} occurrences at once`,
  notFound: 'Recurring transaction not found',
  alreadyExists: 'Recurring transaction already exists',
  notDeleted: 'This recurring transaction is not deleted',
  accountDeleted: 'This recurring transaction names a deleted account: restore that account first',
  stillRemoving: 'Its occurrences are still being removed: try again in a moment',
  changedMeanwhile: 'The recurring transaction or its occurrences changed while it was being restored; try again',
} as const;
