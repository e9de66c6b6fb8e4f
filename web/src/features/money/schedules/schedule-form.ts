import { defaultEndDate } from '@life/domain/recurring/rules';
import { type ScheduleFrequency, scheduleMessages, USE_RECURRING_TRANSACTION } from '@life/domain/schedules/constants';
import { scheduleFormDefaults } from '@life/domain/schedules/rules';
import { validateScheduleInput } from '@life/domain/schedules/validation';
import type { RecurringTransaction } from '../recurring/types';
import type { Schedule, ScheduleBody } from './types';

/** The schedule form's values; field names are the API's, so a 400's messages land on them. */
export interface ScheduleFormValues {
  name: string;
  frequency: ScheduleFrequency;
  /** yyyy-mm-dd, '' when cleared. */
  startDate: string;
  endDate: string;
  /** Only for 'use-recurring-transaction'; '' when none is chosen. */
  recurringTransactionId: string;
  isActive: boolean;
}

/** SPEC 2/9 defaults for a new schedule: monthly, from today, ending 31 December of next year. */
export function scheduleFormValues(schedule: Schedule | undefined, today: string): ScheduleFormValues {
  if (schedule) {
    return {
      name: schedule.name,
      frequency: schedule.frequency,
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      recurringTransactionId: schedule.recurringTransactionId ?? '',
      isActive: schedule.isActive,
    };
  }
  return { name: '', ...scheduleFormDefaults(today), recurringTransactionId: '', isActive: true };
}

export const followsRecurring = (values: Pick<ScheduleFormValues, 'frequency'>) => values.frequency === USE_RECURRING_TRANSACTION;

/** SPEC 7: recurringTransactionId is sent only when the schedule is based on a recurring transaction. */
export function toScheduleBody(values: ScheduleFormValues): ScheduleBody {
  return {
    name: values.name.trim(),
    frequency: values.frequency,
    startDate: values.startDate,
    endDate: values.endDate,
    recurringTransactionId: followsRecurring(values) && values.recurringTransactionId ? values.recurringTransactionId : null,
    isActive: values.isActive,
  };
}

/** SPEC 5's schedule rules and messages, as the domain (and the API) check them. */
export function validateScheduleForm(values: ScheduleFormValues): Record<string, string> {
  return validateScheduleInput(toScheduleBody(values));
}

/** SPEC 5, on submit: the chosen recurring transaction must be in the loaded list. */
export function recurringChoiceProblem(values: ScheduleFormValues, loaded: readonly RecurringTransaction[] | undefined): string | null {
  if (!followsRecurring(values) || !values.recurringTransactionId) return null;
  return loaded?.some((record) => record.id === values.recurringTransactionId) ? null : scheduleMessages.recurringTransactionNotFound;
}

/**
 * The end date after picking a recurring transaction (SPEC 2): its own end date, or, when it
 * has none, the default 31 December of next year. Null keeps the form's end date.
 */
export function endDateForRecurringChoice(record: RecurringTransaction | undefined, today: string): string | null {
  if (!record) return null;
  return record.endDate ?? defaultEndDate(today);
}
