/** Schedule rules shared by the create body (validation.ts) and the decider's merged update: one definition. */
import type { IsoDate } from '../shared/dates';
import { mergeFields } from '../shared/aggregate-fields';
import type { FieldMessages } from '../shared/fields';
import { defaultEndDate } from '../recurring/rules';
import { DEFAULT_SCHEDULE_FREQUENCY, type ScheduleFrequency, scheduleMessages as m, USE_RECURRING_TRANSACTION } from './constants';
import type { ScheduleUpdateDraft } from './drafts';
import type { ScheduleFields } from './fields';

/**
 * SPEC section 5 on a whole schedule, messages into `messages`: the end after the start (on
 * endDate), a recurring transaction chosen for 'use-recurring-transaction'. Returns the schedule
 * normalised: any other frequency drops the recurring transaction (the form clears it too).
 */
export function applyScheduleRules(fields: ScheduleFields, messages: FieldMessages): ScheduleFields {
  if (fields.endDate <= fields.startDate) messages.endDate = m.endBeforeStart;
  if (fields.frequency !== USE_RECURRING_TRANSACTION) return { ...fields, recurringTransactionId: null };
  if (fields.recurringTransactionId === null) messages.recurringTransactionId = m.recurringTransactionRequired;
  return fields;
}

/** An update draft laid over the stored schedule (applyScheduleRules then runs on the result). */
export function mergeScheduleUpdate(stored: ScheduleFields, draft: ScheduleUpdateDraft): ScheduleFields {
  return mergeFields(stored, draft);
}

/** The schedule form's starting values (SPEC sections 2 and 9): monthly, ending 31 December of next year. */
export function scheduleFormDefaults(today: IsoDate): { frequency: ScheduleFrequency; startDate: IsoDate; endDate: IsoDate } {
  return { frequency: DEFAULT_SCHEDULE_FREQUENCY, startDate: today, endDate: defaultEndDate(today) };
}
