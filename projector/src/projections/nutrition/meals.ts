import { formatHundredths } from '@life/domain';
import { fieldColumns } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { ownerOf } from '../rows';
import { recordRows } from '../record-rows';
import { NUTRITION_MEALS } from './names';

const meals = recordRows('nutrition_meals', { versions: 'nutrition_meals_versions' }); // issue 26: as-of reads

/** Hundredths of a gram as the decimal(5,2) column takes them ('12.50'); null stays null. */
const grams = (hundredths: number | null) => (hundredths === null ? null : formatHundredths(hundredths));

/** nutrition_meals: one row per live meal (stream `meal-<id>`, one record per stream). */
export const nutritionMealsProjection = projection({
  name: NUTRITION_MEALS,
  canHandle: ['MealCreated', 'MealLoggedChanged', 'MealDeleted'],
  tables: ['nutrition_meals', 'nutrition_meals_versions'],
  // Deleting removes the row whatever came before: a parked meal resumes there.
  resetsStream: ['MealDeleted'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});

async function applyOne(tx: Queryable, event: LifeProjectedEvent<'MealCreated' | 'MealLoggedChanged' | 'MealDeleted'>): Promise<void> {
  switch (event.type) {
    case 'MealCreated': {
      const { mealId, userId, importId, externalId, proteinHundredths, carbsHundredths, fatHundredths, ...fields } = event.data;
      await meals.insert(tx, event, userId, mealId, {
        ...fieldColumns(fields),
        protein: grams(proteinHundredths),
        carbs: grams(carbsHundredths),
        fat: grams(fatHundredths),
        import_id: importId ?? null,
        external_id: externalId ?? null,
      });
      return;
    }
    case 'MealLoggedChanged':
      await meals.update(tx, event, ownerOf(event), event.data.mealId, { logged: event.data.logged });
      return;
    case 'MealDeleted':
      await meals.remove(tx, ownerOf(event), event.data.mealId, event);
      return;
  }
}
