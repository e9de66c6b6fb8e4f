import type { Command } from '../core/commands';
import type { TransactionReferenceContext } from '../transactions/commands';
import type { RecurringTransactionDraft, RecurringTransactionUpdateDraft } from './drafts';
import type { RecurringOccurrencesGeneratedEvent } from './events';

/** `context`: the accounts and categories the body names, as the user's read models know them (as for transactions). */
export type CreateRecurringTransaction = Command<
  'CreateRecurringTransaction',
  { recurringTransactionId: string; draft: RecurringTransactionDraft; context: TransactionReferenceContext }
>;
/** Fields absent from the draft keep their stored value; isActive switches it on or off. */
export type UpdateRecurringTransaction = Command<
  'UpdateRecurringTransaction',
  { recurringTransactionId: string; draft: RecurringTransactionUpdateDraft; context: TransactionReferenceContext }
>;
export type DeleteRecurringTransaction = Command<'DeleteRecurringTransaction', { recurringTransactionId: string }>;
/**
 * Issue 26: a deleted recurring transaction live again (Recently Deleted). `context`: the accounts it
 * names as they are now (each must be live: restore that account first); its categories are kept as they were.
 */
export type RestoreRecurringTransaction = Command<
  'RestoreRecurringTransaction',
  { recurringTransactionId: string; context: TransactionReferenceContext }
>;
/** POST /api/recurring-transactions/{id}/generate. */
export type RequestRecurringGeneration = Command<'RequestRecurringGeneration', { recurringTransactionId: string }>;
/** The worker, after writing the occurrences of the rule as of `forRevision` (metadata.userId is the owner). */
export type RecordRecurringGeneration = Command<'RecordRecurringGeneration', RecurringOccurrencesGeneratedEvent['data']>;

export type RecurringTransactionCommand =
  | CreateRecurringTransaction
  | UpdateRecurringTransaction
  | DeleteRecurringTransaction
  | RestoreRecurringTransaction
  | RequestRecurringGeneration
  | RecordRecurringGeneration;
