import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';

/* All events live in the per-user stream `budgets-<userId>` (the budget book, see decider.ts). */

const budgetFields = {
  budgetId: z.string(),
  categoryId: z.string(),
  budgetAmountCents: z.number(),
  month: z.number(),
  year: z.number(),
};

/** A new budget (created, or copied from another month: `copiedFrom` names the source budget). */
export const BudgetSet = defineEvent({
  type: 'BudgetSet',
  version: 1,
  schema: z.object({ ...budgetFields, userId: z.string(), copiedFrom: z.string().nullable().default(null) }),
});

/** Full snapshot after the change; only emitted when something changed. */
export const BudgetUpdated = defineEvent({
  type: 'BudgetUpdated',
  version: 1,
  schema: z.object(budgetFields),
});

export const BudgetDeleted = defineEvent({
  type: 'BudgetDeleted',
  version: 1,
  schema: z.object({ budgetId: z.string() }),
});

export const budgetEvents = [BudgetSet, BudgetUpdated, BudgetDeleted];

export type BudgetSetEvent = EventOf<typeof BudgetSet>;
export type BudgetUpdatedEvent = EventOf<typeof BudgetUpdated>;
export type BudgetDeletedEvent = EventOf<typeof BudgetDeleted>;
export type BudgetEvent = BudgetSetEvent | BudgetUpdatedEvent | BudgetDeletedEvent;
