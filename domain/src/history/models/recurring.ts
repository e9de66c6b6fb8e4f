import type { RecurringTransactionFields } from '../../recurring/fields';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, daysValue, displayValues, type FieldDisplays, flagValue, labelledFields, plainValue } from '../values';
import { moneyFieldDisplays, referenceFieldDisplays } from './transaction';

/** Every field but `category`, the first chosen category's name: the ids show the categories. */
type ShownRecurringFields = Omit<RecurringTransactionFields, 'category'>;

const recurringFields = {
  ...moneyFieldDisplays,
  frequency: { label: 'Frequency', value: choiceValue },
  startDate: { label: 'Start date', value: plainValue },
  endDate: { label: 'End date', value: plainValue },
  biMonthlyDates: { label: 'Dates in month', value: daysValue },
  ...referenceFieldDisplays,
  isActive: { label: 'Active', value: flagValue },
  autoPost: { label: 'Post automatically', value: flagValue },
} satisfies FieldDisplays<ShownRecurringFields>;

/** `recurring-transaction-<id>`: the rule's own events and the worker's generation reports. */
export const recurringTransactionHistory: RecordHistoryModel = {
  fields: labelledFields<ShownRecurringFields>(recurringFields),
  step(_id, event, before) {
    switch (event.type) {
      case 'RecurringTransactionCreated':
        return { label: 'Created', fields: displayValues<ShownRecurringFields>(recurringFields, event.data) };
      case 'RecurringTransactionUpdated':
        return { fields: displayValues<ShownRecurringFields>(recurringFields, event.data) };
      case 'RecurringTransactionDeleted':
        return { label: 'Deleted', fields: before };
      case 'RecurringTransactionRestored':
        // Issue 26: back with its last values (and the occurrences its deletion removed).
        return { label: 'Restored', fields: displayValues<ShownRecurringFields>(recurringFields, event.data) };
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
