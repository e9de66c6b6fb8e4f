import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { eventRegistry } from '../registry';
import { parseOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type { ChangeMealLogged, CreateMeal, DeleteMeal } from './commands';
import { mealDecider } from './decider';
import type { MealCreatedEvent, MealEvent } from './events';
import { mealCreateSchema, mealLoggedSchema, type MealInput } from './schemas';
import { mealStreamId } from './state';
import { loggedMealTotals } from './totals';
import { validateMealInput } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const mealId = 'm0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(mealDecider);

// Commands parse their bodies as the API does, when the spec runs.
const create = (body: MealInput) => (): CreateMeal => ({
  type: 'CreateMeal',
  data: { mealId, draft: parseOrThrow(mealCreateSchema, body) },
  metadata,
});
const setLogged =
  (body: unknown, as = userId) =>
  (): ChangeMealLogged => ({
    type: 'ChangeMealLogged',
    data: { mealId, ...parseOrThrow(mealLoggedSchema, body) },
    metadata: { ...metadata, userId: as },
  });
const remove = (as = userId): DeleteMeal => ({ type: 'DeleteMeal', data: { mealId }, metadata: { ...metadata, userId: as } });

const created = (overrides: Partial<MealCreatedEvent['data']> = {}): MealCreatedEvent => ({
  type: 'MealCreated',
  data: {
    mealId,
    userId,
    name: 'Oatmeal',
    type: 'breakfast',
    calories: 350,
    proteinHundredths: null,
    carbsHundredths: null,
    fatHundredths: null,
    time: null,
    date: '2025-11-05',
    logged: false,
    recipeId: null,
    ...overrides,
  },
});
const loggedChanged = (logged: boolean): MealEvent => ({ type: 'MealLoggedChanged', data: { mealId, logged } });

describe('meals: create', () => {
  it('has one stream per meal', () => {
    expect(mealStreamId(mealId)).toBe(`meal-${mealId}`);
  });

  it('creates with the SPEC defaults: not logged, today, no macros or time', () => {
    spec
      .given([])
      .when(create({ name: ' Oatmeal ', type: 'breakfast', calories: 350 }))
      .then([created()]);
  });

  it('keeps macros as hundredths of a gram, the time and the day', () => {
    spec
      .given([])
      .when(
        create({
          name: 'Chicken salad',
          type: 'lunch',
          calories: '520',
          protein: '42.5',
          carbs: 12.25,
          fat: '0',
          time: '12:30',
          date: '2025-11-04',
          logged: true,
        }),
      )
      .then([
        created({
          name: 'Chicken salad',
          type: 'lunch',
          calories: 520,
          proteinHundredths: 4250,
          carbsHundredths: 1225,
          fatHundredths: 0,
          time: '12:30',
          date: '2025-11-04',
          logged: true,
        }),
      ]);
  });

  it('leaves blank macros and time out', () => {
    spec
      .given([])
      .when(create({ name: 'Oatmeal', type: 'breakfast', calories: 350, protein: '', carbs: null, time: ' ' }))
      .then([created()]);
  });

  it.each([
    [{ name: '' }, { name: 'Meal name is required' }],
    [{ name: 'x'.repeat(101) }, { name: 'Meal name must be 100 characters or fewer' }],
    [{ name: 'a\u0007b' }, { name: 'Meal name must not contain control characters' }],
    [{ type: '' }, { type: 'Meal type is required' }],
    [{ type: 'brunch' }, { type: 'Meal type must be one of breakfast, lunch, dinner, snack' }],
    [{ calories: undefined }, { calories: 'Calories is required' }],
    [{ calories: 12.5 }, { calories: 'Calories must be a whole number from 0 to 10,000' }],
    [{ calories: -1 }, { calories: 'Calories must be a whole number from 0 to 10,000' }],
    [{ calories: 10_001 }, { calories: 'Calories must be a whole number from 0 to 10,000' }],
    [{ protein: '1000' }, { protein: 'Protein must be at most 999.99' }],
    [{ carbs: '1.234' }, { carbs: 'Carbs can have at most 2 decimal places' }],
    [{ fat: '-1' }, { fat: 'Fat must be a valid number of 0 or more' }],
    [{ time: '24:00' }, { time: 'Time must be a time of day (HH:mm)' }],
    [{ time: '8:30' }, { time: 'Time must be a time of day (HH:mm)' }],
    [{ date: '2025-02-30' }, { date: 'Date must be a valid date (yyyy-mm-dd)' }],
    [{ date: '2100-01-01' }, { date: 'Date must be between 1901-01-01 and 2099-12-31' }],
  ] as [MealInput, Record<string, string>][])('refuses %j', (override, fields) => {
    spec
      .given([])
      .when(create({ name: 'Oatmeal', type: 'breakfast', calories: 350, ...override }))
      .thenThrows(ValidationError, { fields });
  });

  it('reports every problem in form order', () => {
    const error = spec
      .given([])
      .when(create({ date: 'x', fat: 'x', calories: 'x' }))
      .thenThrows(ValidationError);
    expect(Object.keys(error.fields)).toEqual(['name', 'type', 'calories', 'fat', 'date']);
    expect(validateMealInput({ name: 'x', type: 'snack', calories: 0 })).toEqual({});
  });

  it('refuses to create the same meal twice', () => {
    spec
      .given([created()])
      .when(create({ name: 'Oatmeal', type: 'breakfast', calories: 350 }))
      .thenThrows(ConflictError, { message: 'Meal already exists' });
  });
});

describe('meals: logged and delete', () => {
  it('logs and unlogs (SPEC section 4: both ways)', () => {
    spec
      .given([created()])
      .when(setLogged({ logged: true }))
      .then([loggedChanged(true)]);
    spec
      .given([created(), loggedChanged(true)])
      .when(setLogged({ logged: false }))
      .then([loggedChanged(false)]);
  });

  it('appends nothing when it already is so', () => {
    spec
      .given([created()])
      .when(setLogged({ logged: false }))
      .then([]);
  });

  it('requires logged as a boolean', () => {
    spec
      .given([created()])
      .when(setLogged({}))
      .thenThrows(ValidationError, { fields: { logged: 'Logged is required' } });
  });

  it('deletes', () => {
    spec
      .given([created()])
      .when(remove())
      .then([{ type: 'MealDeleted', data: { mealId } }]);
  });

  it("is not found when missing, deleted or someone else's", () => {
    spec
      .given([])
      .when(setLogged({ logged: true }))
      .thenThrows(NotFoundError, { message: 'Meal not found' });
    spec.given([]).when(remove()).thenThrows(NotFoundError);
    spec
      .given([created(), { type: 'MealDeleted', data: { mealId } }])
      .when(remove())
      .thenThrows(NotFoundError);
    spec
      .given([created()])
      .when(setLogged({ logged: true }, 'someone-else'))
      .thenThrows(NotFoundError);
    spec.given([created()]).when(remove('someone-else')).thenThrows(NotFoundError);
  });
});

describe('meals: events and totals', () => {
  it.each([created(), loggedChanged(true), { type: 'MealDeleted', data: { mealId } }])('registers $type', (event) => {
    expect(eventRegistry.versionOf(event.type)).toBe(1);
    expect(eventRegistry.parse(event.type, 1, JSON.parse(JSON.stringify(event.data)))).toEqual(event.data);
  });

  it('sums only logged meals, macros in hundredths', () => {
    expect(
      loggedMealTotals([
        { logged: true, calories: 350, protein: '12.50', carbs: '40.25', fat: null },
        { logged: true, calories: 520, protein: '42.50', carbs: null, fat: '18.05' },
        { logged: false, calories: 900, protein: '99.99', carbs: '99.99', fat: '99.99' },
      ]),
    ).toEqual({ calories: 870, protein: 5500, carbs: 4025, fat: 1805 });
  });
});
