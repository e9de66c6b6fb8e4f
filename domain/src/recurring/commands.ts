import type { Command } from '../core/commands';
import type { RecurringTransactionDraft, RecurringTransactionUpdateDraft } from './drafts';

export type CreateRecurringTransaction = Command<
  'CreateRecurringTransaction',
  { recurringTransactionId: string; draft: RecurringTransactionDraft }
>;
/** Fields absent from the draft keep their stored value; isActive switches it on or off. */
export type UpdateRecurringTransaction = Command<
  'UpdateRecurringTransaction',
  { recurringTransactionId: string; draft: RecurringTransactionUpdateDraft }
>;
export type DeleteRecurringTransaction = Command<'DeleteRecurringTransaction', { recurringTransactionId: string }>;

export type RecurringTransactionCommand = CreateRecurringTransaction | UpdateRecurringTransaction | DeleteRecurringTransaction;
