import type { ScheduleUpdatedEvent } from '../../schedules/events';
import type { FieldValues, RecordHistoryModel } from '../entries';
import { choiceValue, flagValue, textValue } from '../values';

function fieldsOf(data: ScheduleUpdatedEvent['data']): FieldValues {
  return {
    name: textValue(data.name),
    frequency: choiceValue(data.frequency),
    startDate: data.startDate,
    endDate: data.endDate,
    recurringTransactionId: textValue(data.recurringTransactionId),
    isActive: flagValue(data.isActive),
  };
}

/** `schedule-<id>`. */
export const scheduleHistory: RecordHistoryModel = {
  fields: [
    { field: 'name', label: 'Name' },
    { field: 'frequency', label: 'Frequency' },
    { field: 'startDate', label: 'Start date' },
    { field: 'endDate', label: 'End date' },
    { field: 'recurringTransactionId', label: 'Recurring transaction', ref: 'recurring-transaction' },
    { field: 'isActive', label: 'Active' },
  ],
  step(_id, event, before) {
    switch (event.type) {
      case 'ScheduleCreated':
        return { label: 'Created', fields: fieldsOf(event.data) };
      case 'ScheduleUpdated':
        return { fields: fieldsOf(event.data) };
      case 'ScheduleDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
