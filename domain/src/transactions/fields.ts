import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';
import { MAX_AMOUNT_CENTS } from '../shared/money';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './constants';

/**
 * One line of a split transaction (issue 24): part of the transaction's amount (absolute cents, the
 * sign from the transaction's type) under one category. The lines of a split add up to its amount
 * exactly; a transaction that is not split has none.
 */
export const transactionSplitSchema = z.object({
  categoryId: z.string(),
  amountCents: z.number().int().positive().max(MAX_AMOUNT_CENTS),
  memo: z.string().default(''),
});

export type TransactionSplit = z.output<typeof transactionSplitSchema>;

/**
 * A transaction's stored fields, declared once: the events (TransactionRecorded and
 * TransactionUpdated snapshot them), the state, the drafts, the decider's change check, the
 * update merge and the JSON follow it. amountCents is the ABSOLUTE amount (> 0); the sign comes
 * from `type` (signedAmountCents in balance.ts: an expense of 12.30 is shown as "-12.30").
 * A field added later gets `.default(...)`: older events lack it.
 */
export const transactionFieldsSchema = z.object({
  title: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amountCents: z.number().int().positive().max(MAX_AMOUNT_CENTS),
  /** Name of the first chosen category at the time of writing ('' when none). */
  category: z.string(),
  transactionCategoryIds: z.array(z.string()),
  /** Set for expense and payment, null for income. */
  fromAccountId: z.string().nullable(),
  /** Set for income and payment, null for expense. */
  toAccountId: z.string().nullable(),
  posted: z.enum(TRANSACTION_STATUSES),
  /** yyyy-mm-dd. New events hold 1901-2099 days only (the decider's rule); the schema stays as loose as what is stored (see defineEvent). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Free text (issue 24), newlines allowed; '' when none. */
  notes: z.string().default(''),
  /**
   * The split's lines (issue 24), [] when not split. When split, transactionCategoryIds are the
   * lines' distinct categories in line order and `category` the first line's name.
   */
  splits: z.array(transactionSplitSchema).default([]),
});

/** The names of the stored fields, in order: what an update compares. */
export const TRANSACTION_FIELD_KEYS = fieldKeys(transactionFieldsSchema);

/** The normalised, stored fields of a transaction (amount absolute, in cents). */
export type TransactionFields = z.output<typeof transactionFieldsSchema>;

/**
 * The fields a body may leave for the decider: no date is the user's today, and the category's
 * name follows the first chosen category (references.ts). A create body settles every other one.
 */
export type TransactionDecidedField = 'date' | 'category';
export const TRANSACTION_BODY_SETTLED_KEYS = TRANSACTION_FIELD_KEYS.filter(
  (key): key is Exclude<keyof TransactionFields, TransactionDecidedField> => key !== 'date' && key !== 'category',
);
