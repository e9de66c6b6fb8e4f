import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { recipeFieldsSchema } from './fields';

/*
 * One stream per recipe: `recipe-<recipeId>` (recipeStreamId). No invariant spans a user's
 * recipes. Later events carry no userId: only the owner may write to the stream (the decider), so
 * projections read it off metadata.userId. Schemas stay as loose as what is stored.
 */
export const RecipeCreated = defineEvent({
  type: 'RecipeCreated',
  version: 1,
  schema: z.object({ recipeId: z.string(), userId: z.string(), ...recipeFieldsSchema.shape }),
});

/** An edit: the recipe's full new snapshot (a form sends the whole recipe). */
export const RecipeUpdated = defineEvent({
  type: 'RecipeUpdated',
  version: 1,
  schema: z.object({ recipeId: z.string(), ...recipeFieldsSchema.shape }),
});

/** Gone from the list (restorable: RecipeCreated again with its last values). */
export const RecipeDeleted = defineEvent({
  type: 'RecipeDeleted',
  version: 1,
  schema: z.object({ recipeId: z.string() }),
});

export const recipeEvents = [RecipeCreated, RecipeUpdated, RecipeDeleted];
export type RecipeCreatedEvent = EventOf<typeof RecipeCreated>;
/** Any recipe event (the union of recipeEvents). */
export type RecipeEvent = EventOf<(typeof recipeEvents)[number]>;
