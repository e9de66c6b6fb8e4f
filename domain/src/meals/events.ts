import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { mealFieldsSchema } from './fields';

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
    ...mealFieldsSchema.shape,
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
/** Any meal event (the union of mealEvents). */
export type MealEvent = EventOf<(typeof mealEvents)[number]>;
