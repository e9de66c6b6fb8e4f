import { formatHundredths } from '@life/domain';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { ownerOf } from '../money/rows';
import { recordRows } from '../record-rows';
import { NUTRITION_MEALS } from './names';

const meals = recordRows('nutrition_meals');

/** Hundredths of a gram as the decimal(5,2) column takes them ('12.50'); null stays null. */
const grams = (hundredths: number | null) => (hundredths === null ? null : formatHundredths(hundredths));

/** nutrition_meals: one row per live meal (stream `meal-<id>`, one record per stream). */
export const nutritionMealsProjection = projection({
  name: NUTRITION_MEALS,
  canHandle: ['MealCreated', 'MealLoggedChanged', 'MealDeleted'],
  tables: ['nutrition_meals'],
  // Deleting removes the row whatever came before: a parked meal resumes there.
  resetsStream: ['MealDeleted'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});

async function applyOne(tx: Queryable, event: LifeProjectedEvent<'MealCreated' | 'MealLoggedChanged' | 'MealDeleted'>): Promise<void> {
  switch (event.type) {
    case 'MealCreated': {
      const d = event.data;
      await meals.insert(tx, event, d.userId, d.mealId, {
        name: d.name,
        type: d.type,
        calories: d.calories,
        protein: grams(d.proteinHundredths),
        carbs: grams(d.carbsHundredths),
        fat: grams(d.fatHundredths),
        time: d.time,
        logged: d.logged,
        date: d.date,
        import_id: d.importId ?? null,
        external_id: d.externalId ?? null,
      });
      return;
    }
    case 'MealLoggedChanged':
      await meals.update(tx, event, ownerOf(event), event.data.mealId, { logged: event.data.logged });
      return;
    case 'MealDeleted':
      await meals.remove(tx, ownerOf(event), event.data.mealId);
      return;
  }
}
