import type { Command } from '../core/commands';

/** The transaction form / API body as received (amount as a string or number, ids as strings). */
export interface TransactionInput {
  title?: string | null;
  amount?: string | number | null;
  type?: string | null;
  /** Free text, used only when no category ids are chosen; otherwise the first category's name wins. */
  category?: string | null;
  transactionCategoryIds?: string[] | null;
  fromAccountId?: string | null;
  toAccountId?: string | null;
  posted?: string | null;
  /** yyyy-mm-dd; defaults to metadata.today on record. */
  date?: string | null;
  /** Accepted and ignored (recurring transactions are their own feature). */
  isRecurring?: boolean | null;
}

/** A referenced account or category as the read model knows it. */
export interface ReferencedItem {
  name: string;
  isActive: boolean;
}

/**
 * What the API looks up for the ids a body references, in the signed-in user's read models
 * (non-deleted rows only). An id missing here means "does not exist (for this user)".
 * Only fromAccountId, toAccountId and transactionCategoryIds of the body need to be present.
 */
export interface TransactionReferenceContext {
  accounts: Readonly<Record<string, ReferencedItem>>;
  categories: Readonly<Record<string, ReferencedItem>>;
}

/**
 * `recurringTransactionId` is for the recurring generator only (never from a body); when set,
 * a deterministic transactionId per (recurring id, date) makes the pair unique via the stream.
 */
export type RecordTransaction = Command<
  'RecordTransaction',
  { transactionId: string; input: TransactionInput; context: TransactionReferenceContext; recurringTransactionId?: string | null }
>;

/** Fields left undefined keep their stored values. */
export type UpdateTransaction = Command<
  'UpdateTransaction',
  { transactionId: string; input: TransactionInput; context: TransactionReferenceContext }
>;

export type ChangeTransactionStatus = Command<'ChangeTransactionStatus', { transactionId: string; posted: string }>;

export type DeleteTransaction = Command<'DeleteTransaction', { transactionId: string }>;

export type TransactionCommand = RecordTransaction | UpdateTransaction | ChangeTransactionStatus | DeleteTransaction;

export interface BulkTransactionItem {
  transactionId: string;
  input: TransactionInput;
}

/** Not a single-stream command: see decideRecordTransactions in bulk.ts. */
export type RecordTransactions = Command<
  'RecordTransactions',
  { transactions: BulkTransactionItem[]; context: TransactionReferenceContext }
>;
