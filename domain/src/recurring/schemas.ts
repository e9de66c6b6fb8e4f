import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { transactionBodySchema } from '../transactions/schemas';
import { checkRecurringCreate, checkRecurringUpdate } from './validation';

/**
 * Types a form sends: a transaction's money fields (the same body shape) plus the recurrence;
 * every rule (and its message) is in validation.ts and rules.ts.
 */
export const recurringTransactionBodySchema = transactionBodySchema
  .pick({ title: true, amount: true, type: true, category: true, transactionCategoryIds: true, fromAccountId: true, toAccountId: true })
  .extend({
    frequency: z.string().nullish(),
    startDate: z.string().nullish(),
    endDate: z.string().nullish(),
    biMonthlyDates: z.array(z.number()).nullish(),
    isActive: z.boolean().nullish(),
    autoPost: z.boolean().nullish(),
    /** Not stored: asks for occurrences older than a year (window.ts); default false, on create and on each edit. */
    includeOlderOccurrences: z.boolean().nullish(),
  });

/** The recurring form / API body as received, not yet validated. */
export type RecurringTransactionInput = z.input<typeof recurringTransactionBodySchema>;

/** POST /api/recurring-transactions: parses into a RecurringTransactionDraft (SPEC section 5 rules applied). */
export const recurringTransactionCreateSchema = draftSchema(recurringTransactionBodySchema, checkRecurringCreate);

/** PUT /api/recurring-transactions/{id}: parses into a RecurringTransactionUpdateDraft; the decider checks the merged record. */
export const recurringTransactionUpdateSchema = draftSchema(recurringTransactionBodySchema, checkRecurringUpdate);
