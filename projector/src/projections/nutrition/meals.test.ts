import { randomUUID } from 'node:crypto';
import { mealStreamId } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { nutritionMealsProjection } from './meals';
import { dayMealTotals, listMeals } from './queries';

describe.each(testDbKinds())('nutrition-meals projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const spec = () => projectionSpec(nutritionMealsProjection, env, { userId });
  const later = { occurredAt: '2025-11-16T08:30:00.000Z' };

  const meal = (
    mealId: string,
    overrides: Partial<{
      name: string;
      type: 'breakfast' | 'lunch' | 'dinner' | 'snack';
      calories: number;
      proteinHundredths: number | null;
      carbsHundredths: number | null;
      fatHundredths: number | null;
      time: string | null;
      logged: boolean;
      date: string;
    }> = {},
  ) =>
    ({
      streamId: mealStreamId(mealId),
      type: 'MealCreated',
      data: {
        mealId,
        userId,
        name: 'Oatmeal',
        type: 'breakfast',
        calories: 350,
        proteinHundredths: 1250,
        carbsHundredths: null,
        fatHundredths: 5,
        time: '08:15',
        logged: false,
        recipeId: null,
        date: '2025-11-15',
        ...overrides,
      },
    }) as const;
  const logged = (mealId: string, value: boolean) =>
    ({ streamId: mealStreamId(mealId), type: 'MealLoggedChanged', data: { mealId, logged: value }, metadata: later }) as const;

  it('MealCreated inserts the meal, macros as decimal(5,2)', async () => {
    const id = randomUUID();
    await spec()
      .given([])
      .when([meal(id)])
      .then('nutrition_meals', [
        {
          user_id: userId,
          id,
          name: 'Oatmeal',
          type: 'breakfast',
          calories: 350,
          protein: 12.5,
          carbs: null,
          fat: 0.05,
          time: '08:15',
          logged: false,
          recipe_id: null,
          date: '2025-11-15',
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-15T12:00:00.000Z',
        },
      ]);
  });

  it('MealLoggedChanged flips logged both ways and moves updated_at', async () => {
    const id = randomUUID();
    await spec()
      .given([meal(id)])
      .when([logged(id, true)])
      .then('nutrition_meals', [{ id, logged: true, updated_at: '2025-11-16T08:30:00.000Z' }]);
    const other = randomUUID();
    await spec()
      .given([meal(other, { logged: true })])
      .when([logged(other, false)])
      .then('nutrition_meals', [
        { id, logged: true },
        { id: other, logged: false },
      ]);
  });

  it('MealDeleted removes the row', async () => {
    const id = randomUUID();
    await spec()
      .given([meal(id)])
      .when([{ streamId: mealStreamId(id), type: 'MealDeleted', data: { mealId: id } }])
      .then('nutrition_meals', []);
  });

  it("lists a day's meals by time and sums only the logged ones", async () => {
    const [breakfast, lunch, snack, yesterday] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const given = spec().given([
      meal(breakfast, { logged: true, proteinHundredths: 1250, carbsHundredths: 4025, fatHundredths: null }),
      meal(lunch, { name: 'Salad', type: 'lunch', time: '12:30', calories: 520, proteinHundredths: 4250, fatHundredths: 1805 }),
      meal(snack, { name: 'Apple', type: 'snack', time: null, calories: 95, proteinHundredths: null, fatHundredths: null }),
      meal(yesterday, { date: '2025-11-14', logged: true, calories: 999 }),
    ]);
    await given.when([logged(lunch, true)]).thenRows(
      async (q) => ({
        names: (await listMeals(q, userId, { startDate: '2025-11-15', endDate: '2025-11-15' })).map((row) => row.name),
        totals: await dayMealTotals(q, userId, '2025-11-15'),
        otherUser: await dayMealTotals(q, randomUUID(), '2025-11-15'),
      }),
      {
        names: ['Oatmeal', 'Salad', 'Apple'],
        totals: { calories: 870, protein: '55.00', carbs: '40.25', fat: '18.05', loggedMeals: 2, meals: 3 },
        otherUser: { calories: 0, protein: '0.00', carbs: '0.00', fat: '0.00', loggedMeals: 0, meals: 0 },
      },
    );
  });
});
