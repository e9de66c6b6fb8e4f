import type { CategoryFields } from '../../categories/fields';
import type { RecordHistoryModel } from '../entries';
import { displayValues, type FieldDisplays, flagValue, labelledFields, plainValue, textValue } from '../values';

/** Every category field's label and display value, in form order (the type shows as stored). */
const categoryFields = {
  transactionCategory: { label: 'Name', value: textValue },
  transactionType: { label: 'Type', value: plainValue },
  description: { label: 'Description', value: textValue },
  color: { label: 'Color', value: textValue },
  isActive: { label: 'Active', value: flagValue },
} satisfies FieldDisplays<CategoryFields>;

/** A category's events inside the user's category list (`categories-<userId>`), picked by categoryId. */
export const categoryHistory: RecordHistoryModel = {
  sharedStream: true,
  fields: labelledFields<CategoryFields>(categoryFields),
  step(id, event, before) {
    switch (event.type) {
      case 'CategoryCreated':
        return event.data.categoryId === id
          ? { label: 'Created', fields: displayValues<CategoryFields>(categoryFields, event.data) }
          : undefined;
      case 'CategoryUpdated':
        return event.data.categoryId === id ? { fields: displayValues<CategoryFields>(categoryFields, event.data) } : undefined;
      case 'CategoryDeleted':
        return event.data.categoryId === id ? { label: 'Deleted', fields: before } : undefined;
      default:
        return undefined;
    }
  },
};
