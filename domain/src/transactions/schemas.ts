import { z } from 'zod';
import { addFieldIssues } from '../shared/zod';
import { transactionMessages } from './constants';
import { validateTransactionInput } from './validation';

/** Types a form sends; all rules (and their exact messages) are in validateTransactionInput. */
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
  /** Accepted and ignored (recurring transactions are their own feature). */
  isRecurring: z.boolean().nullish(),
});

/**
 * The transaction form / API body as received, not yet validated (amount as a string or number,
 * ids as strings): the one definition of the shape, used by commands, command-api and web.
 */
export type TransactionInput = z.input<typeof transactionBodySchema>;

/** POST /api/transactions and the transaction form. Account/category existence is the decider's. */
export const transactionCreateSchema = transactionBodySchema.superRefine((input, ctx) =>
  addFieldIssues(ctx, validateTransactionInput(input)),
);

/** PUT /api/transactions/{id}: absent fields keep their stored values; the decider checks the merged whole. */
export const transactionUpdateSchema = transactionBodySchema.superRefine((input, ctx) =>
  addFieldIssues(ctx, validateTransactionInput(input, { partial: true })),
);

/** PATCH /api/transactions/{id}/status */
export const transactionStatusSchema = z
  .object({ posted: z.string().nullish() })
  .superRefine((input, ctx) => addFieldIssues(ctx, validateTransactionInput({ posted: input.posted ?? '' }, { partial: true })));

/** Bulk body (the API generates the ids): item rules come from validateBulk / decideRecordTransactions, which need the context. */
export const transactionBulkSchema = z.object({
  transactions: z.array(transactionBodySchema).min(1, { error: transactionMessages.bulkEmpty }),
});

export type TransactionStatusBody = z.infer<typeof transactionStatusSchema>;
