import type { MealStoredFields } from '../../meals/fields';
import type { RecordHistoryModel } from '../entries';
import {
  choiceValue,
  displayValues,
  type FieldDisplays,
  flagValue,
  hundredthsValue,
  labelledFields,
  numberValue,
  plainValue,
  textValue,
} from '../values';

/** Every meal field's label and display value, in form order. Macros in grams with two decimals, as entered ('12.50'). */
const mealFields = {
  name: { label: 'Name', value: textValue },
  type: { label: 'Meal', value: choiceValue },
  date: { label: 'Date', value: plainValue },
  time: { label: 'Time', value: plainValue },
  calories: { label: 'Calories', value: numberValue },
  proteinHundredths: { label: 'Protein (g)', field: 'protein', value: hundredthsValue },
  carbsHundredths: { label: 'Carbs (g)', field: 'carbs', value: hundredthsValue },
  fatHundredths: { label: 'Fat (g)', field: 'fat', value: hundredthsValue },
  logged: { label: 'Logged', value: flagValue },
  recipeId: { label: 'Recipe', value: plainValue },
} satisfies FieldDisplays<MealStoredFields>;

const show = (fields: Partial<MealStoredFields>) => displayValues<MealStoredFields>(mealFields, fields);

/** `meal-<id>`. */
export const mealHistory: RecordHistoryModel = {
  fields: labelledFields<MealStoredFields>(mealFields),
  step(_id, event, before) {
    switch (event.type) {
      case 'MealCreated':
        return { label: 'Created', fields: show(event.data) };
      case 'MealLoggedChanged':
        return { label: event.data.logged ? 'Logged' : 'Unlogged', fields: { ...before, ...show(event.data) } };
      case 'MealDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
