import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { checkRecurringCreate, checkRecurringUpdate } from './validation';

/** Types a form sends; every rule (and its message) is in validation.ts and rules.ts. */
export const recurringTransactionBodySchema = z.object({
  title: z.string().nullish(),
  /** The absolute amount, as text or a number. */
  amount: z.union([z.string(), z.number()]).nullish(),
  type: z.string().nullish(),
  category: z.string().nullish(),
  transactionCategoryIds: z.array(z.string()).nullish(),
  fromAccountId: z.string().nullish(),
  toAccountId: z.string().nullish(),
  frequency: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  biMonthlyDates: z.array(z.number()).nullish(),
  isActive: z.boolean().nullish(),
});

/** The recurring form / API body as received, not yet validated. */
export type RecurringTransactionInput = z.input<typeof recurringTransactionBodySchema>;

/** POST /api/recurring-transactions: parses into a RecurringTransactionDraft (SPEC section 5 rules applied). */
export const recurringTransactionCreateSchema = draftSchema(recurringTransactionBodySchema, checkRecurringCreate);

/** PUT /api/recurring-transactions/{id}: parses into a RecurringTransactionUpdateDraft; the decider checks the merged record. */
export const recurringTransactionUpdateSchema = draftSchema(recurringTransactionBodySchema, checkRecurringUpdate);
