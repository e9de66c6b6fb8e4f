import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { MEAL_TYPES } from './constants';

/*
 * One stream per meal: `meal-<mealId>` (mealStreamId). No invariant spans a user's meals. Later
 * events carry no userId: only the owner may write to the stream (the decider), so projections
 * read it off metadata.userId. Schemas stay as loose as what is stored (see defineEvent).
 */

export const MealCreated = defineEvent({
  type: 'MealCreated',
  version: 1,
  schema: z.object({
    mealId: z.string(),
    userId: z.string(),
    name: z.string(),
    type: z.enum(MEAL_TYPES),
    calories: z.number().int(),
    /** Hundredths of a gram (decimal(5,2) at the edge); null: not given. */
    proteinHundredths: z.number().int().nullable(),
    carbsHundredths: z.number().int().nullable(),
    fatHundredths: z.number().int().nullable(),
    /** The user's wall-clock time (HH:mm) and local day, as entered: "today" compares with these as they are. */
    time: z.string().nullable(),
    date: z.string(),
    logged: z.boolean(),
    /** Set by an import (issue 11): its batch (`import-<importId>`) and the source's own key (duplicates). */
    importId: z.string().optional(),
    externalId: z.string().optional(),
  }),
});

/** 'Log Meal' and its undo (SPEC section 4: togglable both ways). */
export const MealLoggedChanged = defineEvent({
  type: 'MealLoggedChanged',
  version: 1,
  schema: z.object({ mealId: z.string(), logged: z.boolean() }),
});

export const MealDeleted = defineEvent({
  type: 'MealDeleted',
  version: 1,
  schema: z.object({ mealId: z.string() }),
});

export const mealEvents = [MealCreated, MealLoggedChanged, MealDeleted];

export type MealCreatedEvent = EventOf<typeof MealCreated>;
export type MealLoggedChangedEvent = EventOf<typeof MealLoggedChanged>;
export type MealDeletedEvent = EventOf<typeof MealDeleted>;
export type MealEvent = MealCreatedEvent | MealLoggedChangedEvent | MealDeletedEvent;
