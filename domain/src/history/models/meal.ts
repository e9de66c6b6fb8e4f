import type { RecordHistoryModel } from '../entries';
import { choiceValue, flagValue, hundredthsValue, numberValue, textValue } from '../values';

/** `meal-<id>`. Macros in grams with two decimals, as entered ('12.50'). */
export const mealHistory: RecordHistoryModel = {
  fields: [
    { field: 'name', label: 'Name' },
    { field: 'type', label: 'Meal' },
    { field: 'date', label: 'Date' },
    { field: 'time', label: 'Time' },
    { field: 'calories', label: 'Calories' },
    { field: 'protein', label: 'Protein (g)' },
    { field: 'carbs', label: 'Carbs (g)' },
    { field: 'fat', label: 'Fat (g)' },
    { field: 'logged', label: 'Logged' },
  ],
  step(_id, event, before) {
    switch (event.type) {
      case 'MealCreated': {
        const data = event.data;
        return {
          label: 'Created',
          fields: {
            name: textValue(data.name),
            type: choiceValue(data.type),
            date: data.date,
            time: data.time,
            calories: numberValue(data.calories),
            protein: hundredthsValue(data.proteinHundredths),
            carbs: hundredthsValue(data.carbsHundredths),
            fat: hundredthsValue(data.fatHundredths),
            logged: flagValue(data.logged),
          },
        };
      }
      case 'MealLoggedChanged':
        return { label: event.data.logged ? 'Logged' : 'Unlogged', fields: { ...before, logged: flagValue(event.data.logged) } };
      case 'MealDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
