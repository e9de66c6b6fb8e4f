import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';

/**
 * A budget's stored fields, declared once: the events (BudgetSet and BudgetUpdated snapshot them),
 * the state, the drafts, the decider's change check, the update merge and the JSON follow it.
 * A field added later gets `.default(...)`: older events lack it.
 */
export const budgetFieldsSchema = z.object({
  categoryId: z.string(),
  budgetAmountCents: z.number(),
  /** 1..12 */
  month: z.number(),
  /** 1901..2099 */
  year: z.number(),
});

/** The names of the stored fields, in order: what an update compares. */
export const BUDGET_FIELD_KEYS = fieldKeys(budgetFieldsSchema);

export type BudgetFields = z.output<typeof budgetFieldsSchema>;
