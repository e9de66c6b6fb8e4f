import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { budgetFieldsSchema } from './fields';

/* All events live in the per-user stream `budgets-<userId>` (the budget book, see decider.ts); the fields are in fields.ts. */

/** A new budget (created, or copied from another month: `copiedFrom` names the source budget). */
export const BudgetSet = defineEvent({
  type: 'BudgetSet',
  version: 1,
  schema: z.object({
    budgetId: z.string(),
    ...budgetFieldsSchema.shape,
    userId: z.string(),
    copiedFrom: z.string().nullable().default(null),
  }),
});

/** Full snapshot after the change; only emitted when something changed. */
export const BudgetUpdated = defineEvent({
  type: 'BudgetUpdated',
  version: 1,
  schema: z.object({ budgetId: z.string(), ...budgetFieldsSchema.shape }),
});

export const BudgetDeleted = defineEvent({ type: 'BudgetDeleted', version: 1, schema: z.object({ budgetId: z.string() }) });

export const budgetEvents = [BudgetSet, BudgetUpdated, BudgetDeleted];

export type BudgetSetEvent = EventOf<typeof BudgetSet>;
export type BudgetUpdatedEvent = EventOf<typeof BudgetUpdated>;
export type BudgetDeletedEvent = EventOf<typeof BudgetDeleted>;
export type BudgetEvent = BudgetSetEvent | BudgetUpdatedEvent | BudgetDeletedEvent;
