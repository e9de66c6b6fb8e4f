import { z } from 'zod';
import { formatCents } from '../shared/money';
import { checkWithoutNul, draftSchema } from '../shared/zod';
import { transactionMessages } from './constants';
import type { BulkTransactionDraft } from './drafts';
import type { TransactionFields } from './fields';
import { checkBulkTransaction, checkTransactionCreate, checkTransactionStatus, checkTransactionUpdate } from './validation';

/** One split line as a form sends it; its rules are checkSplitLines' (splits.ts). */
export const transactionSplitBodySchema = z.object({
  categoryId: z.string().nullish(),
  amount: z.union([z.string(), z.number()]).nullish(),
  memo: z.string().nullish(),
});

export type TransactionSplitBody = z.input<typeof transactionSplitBodySchema>;

/** Types a form sends; all rules (and their exact messages) are in validation.ts (checkTransactionInput). */
export const transactionBodySchema = z.object({
  title: z.string().nullish(),
  amount: z.union([z.string(), z.number()]).nullish(),
  type: z.string().nullish(),
  /** Free text, used only when no category ids are chosen; otherwise the first category's name wins. */
  category: z.string().nullish(),
  transactionCategoryIds: z.array(z.string()).nullish(),
  fromAccountId: z.string().nullish(),
  toAccountId: z.string().nullish(),
  posted: z.string().nullish(),
  /** yyyy-mm-dd; defaults to metadata.today on record. */
  date: z.string().nullish(),
  /** Free text, newlines allowed (issue 24). */
  notes: z.string().nullish(),
  /**
   * A split's lines (issue 24): each a category and an absolute amount (the type gives the sign),
   * adding up to `amount`. null or [] is not split; absent on update keeps the stored lines.
   */
  splits: z.array(transactionSplitBodySchema).nullish(),
  /** Accepted and ignored (recurring transactions are their own feature). */
  isRecurring: z.boolean().nullish(),
});

/**
 * The transaction form / API body as received, not yet validated (amount as a string or number,
 * ids as strings): the one definition of the shape, used by commands, command-api and web.
 */
export type TransactionInput = z.input<typeof transactionBodySchema>;

/** POST /api/transactions and the transaction form: parses into a TransactionDraft. Account/category existence is the decider's. */
export const transactionCreateSchema = draftSchema(transactionBodySchema, checkTransactionCreate);

/** PUT /api/transactions/{id}: parses into a TransactionUpdateDraft; the decider checks it merged with the stored transaction. */
export const transactionUpdateSchema = draftSchema(transactionBodySchema, checkTransactionUpdate);

/** PATCH /api/transactions/{id}/status: parses into a TransactionStatusDraft. */
export const transactionStatusSchema = draftSchema(z.object({ posted: z.string().nullish() }), checkTransactionStatus);

/**
 * Bulk body (the API generates the ids): each item parses into a BulkTransactionDraft. An item's
 * own problems do not fail the parse: the decider reports them with every item's reference
 * problems, keyed by index, in one answer (decideRecordTransactions).
 */
export const transactionBulkSchema = z.object({
  transactions: z
    .array(transactionBodySchema.transform((item) => bulkItemWithoutNul(item)))
    .min(1, { error: transactionMessages.bulkEmpty }),
});

/** An item with a NUL in a text its draft drops is refused too (see checkWithoutNul). */
function bulkItemWithoutNul(item: unknown): BulkTransactionDraft {
  const checked = checkBulkTransaction(item);
  if (!checked.ok) return checked;
  const withoutNul = checkWithoutNul(item, () => checked);
  return withoutNul.ok ? withoutNul : { ...withoutNul, references: {} };
}

export type TransactionStatusBody = z.infer<typeof transactionStatusSchema>;

/**
 * The body that states `fields` as they are (a restore's PUT): every stored field under its body
 * name, the amount as a decimal string. The free text counts only without category ids (then it is the stored name).
 */
export function transactionBodyOf(fields: TransactionFields): TransactionInput {
  const { amountCents, splits, ...named } = fields;
  return {
    ...named,
    amount: formatCents(amountCents),
    splits: splits.map(({ categoryId, amountCents: cents, memo }) => ({ categoryId, amount: formatCents(cents), memo })),
  };
}
