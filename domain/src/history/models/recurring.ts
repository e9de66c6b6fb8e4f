import type { RecurringTransactionUpdatedEvent } from '../../recurring/events';
import type { FieldValues, RecordHistoryModel } from '../entries';
import { choiceValue, daysValue, flagValue } from '../values';
import { moneyFieldsOf } from './transaction';

function fieldsOf(data: RecurringTransactionUpdatedEvent['data']): FieldValues {
  return {
    ...moneyFieldsOf(data),
    frequency: choiceValue(data.frequency),
    startDate: data.startDate,
    endDate: data.endDate,
    biMonthlyDates: daysValue(data.biMonthlyDates),
    isActive: flagValue(data.isActive),
    autoPost: flagValue(data.autoPost),
  };
}

/** `recurring-transaction-<id>`: the rule's own events and the worker's generation reports. */
export const recurringTransactionHistory: RecordHistoryModel = {
  fields: [
    { field: 'title', label: 'Description' },
    { field: 'type', label: 'Type' },
    { field: 'amount', label: 'Amount' },
    { field: 'frequency', label: 'Frequency' },
    { field: 'startDate', label: 'Start date' },
    { field: 'endDate', label: 'End date' },
    { field: 'biMonthlyDates', label: 'Dates in month' },
    { field: 'fromAccountId', label: 'From account', ref: 'account' },
    { field: 'toAccountId', label: 'To account', ref: 'account' },
    { field: 'transactionCategoryIds', label: 'Categories', ref: 'categories' },
    { field: 'isActive', label: 'Active' },
    { field: 'autoPost', label: 'Post automatically' },
  ],
  step(_id, event, before) {
    switch (event.type) {
      case 'RecurringTransactionCreated':
        return { label: 'Created', fields: fieldsOf(event.data) };
      case 'RecurringTransactionUpdated':
        return { fields: fieldsOf(event.data) };
      case 'RecurringTransactionDeleted':
        return { label: 'Deleted', fields: before };
      case 'RecurringGenerationRequested':
        return { label: 'Generation requested', fields: before };
      case 'RecurringOccurrencesGenerated': {
        const { created, updated, deleted, posted, through } = event.data;
        const counts = `${created} created, ${updated} updated, ${deleted} removed, ${posted} posted`;
        return {
          label: through ? `Occurrences generated through ${through}` : 'Occurrences generated',
          fields: before,
          notes: [{ field: 'occurrences', label: 'Occurrences', before: null, after: counts }],
        };
      }
      default:
        return undefined;
    }
  },
};
