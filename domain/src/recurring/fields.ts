import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';
import { transactionFieldsSchema } from '../transactions/fields';
import { RECURRING_FREQUENCIES } from './occurrences';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The money fields a recurring transaction stores like a transaction (amountCents absolute, the sign from `type`). */
const { title, amountCents, type, category, transactionCategoryIds, fromAccountId, toAccountId } = transactionFieldsSchema.shape;

/**
 * Every stored field of a recurring transaction (SPEC section 3), declared once: the events
 * (RecurringTransactionCreated and RecurringTransactionUpdated snapshot them), the state, the
 * drafts, the decider's change check, the update merge and the JSON follow it. `nextOccurrence`
 * is not stored: it follows from the rule and the day (occurrences.ts). A field added later gets
 * `.default(...)`: older events lack it.
 */
export const recurringTransactionFieldsSchema = z.object({
  title,
  amountCents,
  type,
  /** The free text ('' when none); the projection names the first chosen category. */
  category,
  transactionCategoryIds,
  /** Set for expense and payment, null for income. */
  fromAccountId,
  /** Set for income and payment, null for expense. */
  toAccountId,
  frequency: z.enum(RECURRING_FREQUENCIES),
  startDate: day,
  /** null: open-ended (the worker generates through a rolling horizon). */
  endDate: day.nullable(),
  /** The two chosen days (1-28) for bi-monthly, in the order chosen; [] for every other frequency. */
  biMonthlyDates: z.array(z.number().int()),
  isActive: z.boolean(),
  /** Beyond SPEC: the daily job marks its due pending occurrences posted. Older events lack it. */
  autoPost: z.boolean().default(false),
});

/** The names of the stored fields, in order: what an update compares, and each rule of the rule history. */
export const RECURRING_TRANSACTION_FIELD_KEYS = fieldKeys(recurringTransactionFieldsSchema);

export type RecurringTransactionFields = z.output<typeof recurringTransactionFieldsSchema>;
