/**
 * What the transaction schemas parse a body into (schemas.ts), and what transaction commands
 * carry: cents as integers, calendar days as checked yyyy-mm-dd strings, trimmed texts and ids
 * (ids trimmed and without repeats).
 * Types only.
 */
import type { FieldMessages } from '../shared/fields';
import type { TransactionStatus } from './constants';
import type { TransactionDecidedField, TransactionFields } from './fields';

/** POST /api/transactions (transactionCreateSchema): the stored fields (fields.ts). The account a type does not use is null. */
export interface TransactionDraft extends Omit<TransactionFields, TransactionDecidedField> {
  /** Absent: the user's today (metadata.today), or the stored day on update. */
  date?: string;
  /** The free text as given (trimmed); used only when no category is chosen. */
  category?: string;
}

/**
 * PUT /api/transactions/{id} (transactionUpdateSchema): an absent field keeps its stored value;
 * an account emptied (null) is checked against the merged type by the decider.
 */
export type TransactionUpdateDraft = Partial<TransactionDraft>;

/** PATCH /api/transactions/{id}/status (transactionStatusSchema). */
export interface TransactionStatusDraft {
  posted: TransactionStatus;
}

/** The ids a body names, as far as they could be read: what the API looks up for the decider's context. */
export type TransactionReferences = Pick<TransactionUpdateDraft, 'fromAccountId' | 'toAccountId' | 'transactionCategoryIds' | 'splits'>;

/**
 * One item of a bulk body (transactionBulkSchema): its draft, or its body's messages with the ids it
 * names, so the decider reports every item's problems, body and references, in one answer.
 */
export type BulkTransactionDraft =
  { ok: true; draft: TransactionDraft } | { ok: false; messages: FieldMessages; references: TransactionReferences };
