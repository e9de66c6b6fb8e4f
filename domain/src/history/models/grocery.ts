import type { GroceryItemFields } from '../../groceries/fields';
import type { RecordHistoryModel } from '../entries';
import { displayValues, type FieldDisplays, flagValue, labelledFields, textValue } from '../values';

/** Every grocery item field's label and display value, in form order. */
const groceryItemFields = {
  name: { label: 'Name', value: textValue },
  category: { label: 'Category', value: textValue },
  checked: { label: 'Checked', value: flagValue },
  quantity: { label: 'Quantity', value: textValue },
  unit: { label: 'Unit', value: textValue },
} satisfies FieldDisplays<GroceryItemFields>;

const show = (fields: Partial<GroceryItemFields>) => displayValues<GroceryItemFields>(groceryItemFields, fields);

/** `grocery-item-<id>`. */
export const groceryItemHistory: RecordHistoryModel = {
  fields: labelledFields<GroceryItemFields>(groceryItemFields),
  step(_id, event, before) {
    switch (event.type) {
      case 'GroceryItemAdded':
        return { label: 'Added', fields: show(event.data) };
      case 'GroceryItemCheckedChanged':
        return { label: event.data.checked ? 'Checked off' : 'Unchecked', fields: { ...before, ...show(event.data) } };
      case 'GroceryItemQuantityAdded':
        return { label: `${event.data.added} added`, fields: { ...before, ...show({ quantity: event.data.quantity }) } };
      case 'GroceryItemDeleted':
        return { label: event.data.reason === 'cleared' ? 'Cleared from the list' : 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
