import type { CategoryCreatedEvent } from '../../categories/events';
import type { FieldValues, RecordHistoryModel } from '../entries';
import { flagValue, textValue } from '../values';

function fieldsOf(data: Omit<CategoryCreatedEvent['data'], 'userId'>): FieldValues {
  return {
    transactionCategory: textValue(data.transactionCategory),
    transactionType: data.transactionType,
    description: textValue(data.description),
    color: textValue(data.color),
    isActive: flagValue(data.isActive),
  };
}

/** A category's events inside the user's category list (`categories-<userId>`), picked by categoryId. */
export const categoryHistory: RecordHistoryModel = {
  sharedStream: true,
  fields: [
    { field: 'transactionCategory', label: 'Name' },
    { field: 'transactionType', label: 'Type' },
    { field: 'description', label: 'Description' },
    { field: 'color', label: 'Color' },
    { field: 'isActive', label: 'Active' },
  ],
  step(id, event, before) {
    switch (event.type) {
      case 'CategoryCreated':
        return event.data.categoryId === id ? { label: 'Created', fields: fieldsOf(event.data) } : undefined;
      case 'CategoryUpdated':
        return event.data.categoryId === id ? { fields: fieldsOf(event.data) } : undefined;
      case 'CategoryDeleted':
        return event.data.categoryId === id ? { label: 'Deleted', fields: before } : undefined;
      default:
        return undefined;
    }
  },
};
