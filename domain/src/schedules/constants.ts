import { dateOutOfRangeMessage } from '../shared/dates';
import { textRule } from '../shared/text-rules';
import { RECURRING_FREQUENCIES } from '../recurring/occurrences';
import { isOneOf } from '../shared/choices';

/** SPEC section 9: a schedule repeats like a recurring transaction, or follows one (a pay schedule). */
export const USE_RECURRING_TRANSACTION = 'use-recurring-transaction';
export const SCHEDULE_FREQUENCIES = [...RECURRING_FREQUENCIES, USE_RECURRING_TRANSACTION] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const isScheduleFrequency = isOneOf(SCHEDULE_FREQUENCIES);

/** SPEC section 9: default schedule frequency. */
export const DEFAULT_SCHEDULE_FREQUENCY: ScheduleFrequency = 'monthly';
/** SPEC section 9: a schedule's frequency is at most 50 characters (SPEC section 3 column). */
export const MAX_SCHEDULE_FREQUENCY_LENGTH = 50;
export const MAX_SCHEDULE_NAME_LENGTH = 100;
/** A bi-monthly schedule of its own (not following a recurring transaction) starts its periods on these days. */
export const SCHEDULE_BI_MONTHLY_DAYS = [1, 16] as const;

/** The name's rule, with its messages (nameTooLong... below are its). */
export const scheduleNameRule = textRule('Schedule name', MAX_SCHEDULE_NAME_LENGTH);

/** Field messages; the SPEC section 5 texts are exact, the rest are ours. */
export const scheduleMessages = {
  nameRequired: 'Schedule name is required',
  nameTooLong: scheduleNameRule.tooLong,
  nameControlCharacters: scheduleNameRule.controlCharacters,
  frequencyTooLong: `Frequency must be ${MAX_SCHEDULE_FREQUENCY_LENGTH} characters or fewer`,
  frequencyInvalid: `Frequency must be one of ${SCHEDULE_FREQUENCIES.join(', ')}`,
  recurringTransactionRequired: 'Please select a recurring transaction',
  /** The form's check on submit against the loaded list (SPEC section 5). */
  recurringTransactionNotFound: 'Selected recurring transaction not found. Please try selecting again.',
  startDateRequired: 'Start date is required',
  startDateInvalid: 'Start date must be a valid date (yyyy-mm-dd)',
  endDateRequired: 'End date is required',
  endDateInvalid: 'End date must be a valid date (yyyy-mm-dd)',
  dateOutOfRange: dateOutOfRangeMessage,
  endBeforeStart: 'End date must be after start date',
  isActiveInvalid: 'Status must be Active or Inactive',
  notFound: 'Schedule not found',
  alreadyExists: 'Schedule already exists',
} as const;
