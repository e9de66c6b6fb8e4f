import type { ScheduleFields } from '../../schedules/fields';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, displayValues, type FieldDisplays, flagValue, labelledFields, plainValue, textValue } from '../values';

/** Every schedule field's label and display value, in form order. */
const scheduleFields = {
  name: { label: 'Name', value: textValue },
  frequency: { label: 'Frequency', value: choiceValue },
  startDate: { label: 'Start date', value: plainValue },
  endDate: { label: 'End date', value: plainValue },
  recurringTransactionId: { label: 'Recurring transaction', value: textValue, ref: 'recurring-transaction' },
  isActive: { label: 'Active', value: flagValue },
} satisfies FieldDisplays<ScheduleFields>;

/** `schedule-<id>`. */
export const scheduleHistory: RecordHistoryModel = {
  fields: labelledFields<ScheduleFields>(scheduleFields),
  step(_id, event, before) {
    switch (event.type) {
      case 'ScheduleCreated':
        return { label: 'Created', fields: displayValues<ScheduleFields>(scheduleFields, event.data) };
      case 'ScheduleUpdated':
        return { fields: displayValues<ScheduleFields>(scheduleFields, event.data) };
      case 'ScheduleDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
