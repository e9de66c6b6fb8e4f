import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { categoryFieldsSchema } from './fields';

/* All events live in the per-user stream `categories-<userId>` (see decider.ts); the fields are in fields.ts. */

export const CategoryCreated = defineEvent({
  type: 'CategoryCreated',
  version: 1,
  schema: z.object({ categoryId: z.string(), ...categoryFieldsSchema.shape, userId: z.string() }),
});

/** Full snapshot after the change; only emitted when something changed. */
export const CategoryUpdated = defineEvent({
  type: 'CategoryUpdated',
  version: 1,
  schema: z.object({ categoryId: z.string(), ...categoryFieldsSchema.shape }),
});

/** Soft delete: gone from lists and pickers, its name+type free again; transactions keep the id and their `category` text. */
export const CategoryDeleted = defineEvent({ type: 'CategoryDeleted', version: 1, schema: z.object({ categoryId: z.string() }) });

export const categoryEvents = [CategoryCreated, CategoryUpdated, CategoryDeleted];

export type CategoryCreatedEvent = EventOf<typeof CategoryCreated>;
export type CategoryUpdatedEvent = EventOf<typeof CategoryUpdated>;
export type CategoryDeletedEvent = EventOf<typeof CategoryDeleted>;
export type CategoryEvent = CategoryCreatedEvent | CategoryUpdatedEvent | CategoryDeletedEvent;
