import type { RecipeFields, RecipeIngredient } from '../../recipes/fields';
import type { RecordHistoryModel } from '../entries';
import { displayValues, type FieldDisplays, hundredthsValue, labelledFields, numberValue, textValue } from '../values';

/** '2 cup flour (sifted); salt' */
function ingredientsValue(ingredients: readonly RecipeIngredient[]): string | null {
  if (ingredients.length === 0) return null;
  return ingredients
    .map(({ quantity, unit, food, note }) => [quantity, unit, food].filter(Boolean).join(' ') + (note ? ` (${note})` : ''))
    .join('; ');
}

const listValue = (items: readonly string[]) => (items.length === 0 ? null : items.join('; '));

/** Every recipe field's label and display value, in form order. Nutrition is per serving. */
const recipeFields = {
  name: { label: 'Name', value: textValue },
  servings: { label: 'Servings', value: numberValue },
  ingredients: { label: 'Ingredients', value: ingredientsValue },
  steps: { label: 'Steps', value: listValue },
  tags: { label: 'Tags', value: (tags: readonly string[]) => (tags.length === 0 ? null : tags.join(', ')) },
  calories: { label: 'Calories per serving', value: numberValue },
  proteinHundredths: { label: 'Protein per serving (g)', field: 'protein', value: hundredthsValue },
  carbsHundredths: { label: 'Carbs per serving (g)', field: 'carbs', value: hundredthsValue },
  fatHundredths: { label: 'Fat per serving (g)', field: 'fat', value: hundredthsValue },
} satisfies FieldDisplays<RecipeFields>;

const show = (fields: Partial<RecipeFields>) => displayValues<RecipeFields>(recipeFields, fields);

/** `recipe-<id>`. */
export const recipeHistory: RecordHistoryModel = {
  fields: labelledFields<RecipeFields>(recipeFields),
  step(_id, event, before) {
    switch (event.type) {
      case 'RecipeCreated':
        return { label: 'Created', fields: show(event.data) };
      case 'RecipeUpdated':
        return { fields: show(event.data) };
      case 'RecipeDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
