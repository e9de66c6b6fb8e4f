import type { RecordHistoryModel } from '../entries';
import { flagValue, textValue } from '../values';

/** `grocery-item-<id>`. */
export const groceryItemHistory: RecordHistoryModel = {
  fields: [
    { field: 'name', label: 'Name' },
    { field: 'category', label: 'Category' },
    { field: 'checked', label: 'Checked' },
  ],
  step(_id, event, before) {
    switch (event.type) {
      case 'GroceryItemAdded':
        return {
          label: 'Added',
          fields: { name: textValue(event.data.name), category: textValue(event.data.category), checked: flagValue(event.data.checked) },
        };
      case 'GroceryItemCheckedChanged':
        return { label: event.data.checked ? 'Checked off' : 'Unchecked', fields: { ...before, checked: flagValue(event.data.checked) } };
      case 'GroceryItemDeleted':
        return { label: event.data.reason === 'cleared' ? 'Cleared from the list' : 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
