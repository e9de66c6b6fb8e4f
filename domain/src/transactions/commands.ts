import type { CategoryType } from '../categories/constants';
import type { Command } from '../core/commands';
import type { TransactionFields } from './state';
import type { BulkTransactionDraft, TransactionDraft, TransactionStatusDraft, TransactionUpdateDraft } from './drafts';

/** A referenced account or category as the read model knows it. */
export interface ReferencedItem {
  name: string;
  isActive: boolean;
}

/** A referenced category also names its type: a transaction takes only the types that fit it (category-fit.ts). */
export interface ReferencedCategory extends ReferencedItem {
  type: CategoryType;
}

/**
 * What the API looks up for the ids a body references, in the signed-in user's read models
 * (non-deleted rows only). An id missing here means "does not exist (for this user)".
 * Only fromAccountId, toAccountId and transactionCategoryIds of the body need to be present.
 */
export interface TransactionReferenceContext {
  accounts: Readonly<Record<string, ReferencedItem>>;
  categories: Readonly<Record<string, ReferencedCategory>>;
}

/**
 * `recurringTransactionId` is for the recurring generator only (never from a body); when set,
 * a deterministic transactionId per (recurring id, date) makes the pair unique via the stream.
 */
export type RecordTransaction = Command<
  'RecordTransaction',
  { transactionId: string; draft: TransactionDraft; context: TransactionReferenceContext; recurringTransactionId?: string | null }
>;

/** Fields absent from the draft keep their stored values. */
export type UpdateTransaction = Command<
  'UpdateTransaction',
  { transactionId: string; draft: TransactionUpdateDraft; context: TransactionReferenceContext }
>;

export type ChangeTransactionStatus = Command<'ChangeTransactionStatus', { transactionId: string } & TransactionStatusDraft>;

/** Reconciliation (issue 24): tick the transaction as on the bank's statement, or take the tick back. */
export type SetTransactionCleared = Command<'SetTransactionCleared', { transactionId: string; cleared: boolean }>;

export type DeleteTransaction = Command<
  'DeleteTransaction',
  {
    transactionId: string;
    /** The recurring generator's and import undo's removals say why (see TransactionDeleted). */
    reason?: 'regenerated' | 'recurring-deleted' | 'import-undone' | 'hold-released' | 'replaced-by-import';
    /** Deleted with this account (its deletion with its transactions): the event says so, for the account's restore. */
    withAccountId?: string;
  }
>;

/**
 * The recurring generator (worker) writes an occurrence: fields decided by recurring/generation.ts
 * from the recurring transaction, whose references were checked when it was written.
 */
export type RecordRecurringOccurrence = Command<
  'RecordRecurringOccurrence',
  { transactionId: string; recurringTransactionId: string; fields: TransactionFields }
>;

/** The recurring generator brings an untouched pending occurrence in line with an edited rule. */
export type RefreshRecurringOccurrence = Command<'RefreshRecurringOccurrence', { transactionId: string; fields: TransactionFields }>;

/**
 * Undelete (issue 10): a deleted transaction recorded again with its last values; `context` as for a record.
 * `withAccountId` (issue 26): restored with that account, which its deletion went with: exactly as it was
 * (generated occurrences and cleared ticks too); `context` then only needs its accounts, the restored one included.
 */
export type RestoreTransaction = Command<
  'RestoreTransaction',
  {
    transactionId: string;
    context: TransactionReferenceContext;
    withAccountId?: string;
    /**
     * Issue 26: restored with that recurring transaction, whose deletion took it (an occurrence): exactly
     * as it was; `context` then only needs its accounts, which must be live.
     */
    withRecurringTransactionId?: string;
  }
>;

export type TransactionCommand =
  | RecordTransaction
  | RestoreTransaction
  | UpdateTransaction
  | ChangeTransactionStatus
  | SetTransactionCleared
  | DeleteTransaction
  | RecordRecurringOccurrence
  | RefreshRecurringOccurrence;

export interface BulkTransactionItem {
  transactionId: string;
  item: BulkTransactionDraft;
  /** The bank's id of it (OFX FITID), kept on the event (issue 11). */
  externalId?: string;
  /** The bank's whole description when the title is a shortened one (issue 23), kept on the event. */
  bankDescription?: string;
}

/** Not a single-stream command: see decideRecordTransactions in bulk.ts. */
export type RecordTransactions = Command<
  'RecordTransactions',
  /** `importId`: the import batch writing them (issue 11), kept on every event. */
  { transactions: BulkTransactionItem[]; context: TransactionReferenceContext; importId?: string }
>;
