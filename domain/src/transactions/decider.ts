/**
 * Transactions: one aggregate per transaction, stream `transaction-<transactionId>`.
 * There is no cross-transaction invariant, so nothing bigger is needed. The decider cannot read
 * the account and category streams, so each Record/Update command carries a
 * TransactionReferenceContext the API looks up in the user's read models (see commands.ts).
 * Ownership: a transaction of another user is NotFound (the stream id alone proves nothing).
 * Commands carry drafts the schemas parsed (drafts.ts); `decide` checks what needs state: the
 * references, and an update's account rules once merged with the stored fields (rules.ts).
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { fieldsDiffer } from '../shared/aggregate-fields';
import type { TransactionCommand, TransactionReferenceContext } from './commands';
import { transactionMessages } from './constants';
import type { TransactionEvent } from './events';
import { TRANSACTION_FIELD_KEYS } from './fields';
import { resolveTransaction, resolveTransactionUpdate } from './references';
import type { TransactionState } from './state';

const pick = ({ transactionId, userId, fields, recurringTransactionId }: Extract<TransactionState, { status: 'recorded' }>) => ({
  transactionId,
  userId,
  fields,
  recurringTransactionId,
});

function requireOwned(state: TransactionState, userId: string): Extract<TransactionState, { status: 'recorded' }> {
  if (state.status !== 'recorded' || state.userId !== userId) throw new NotFoundError(transactionMessages.notFound);
  return state;
}

/**
 * Issue 26: a transaction deleted with its account comes back with it exactly as it was: its fields,
 * its recurring rule (the rule was deleted before the account could be) and its cleared tick. Only
 * when this deletion was the account's, and when every account it names is live again (the
 * restored one is in `context`); its categories are kept as they were, as an edit keeps them.
 */
function restoredWithAccount(
  state: Extract<TransactionState, { status: 'deleted' }>,
  accountId: string,
  context: TransactionReferenceContext,
): TransactionEvent[] {
  if (state.deletedWithAccountId !== accountId) throw new ConflictError(transactionMessages.notDeletedWithAccount);
  const { fromAccountId, toAccountId } = state.fields;
  for (const id of [fromAccountId, toAccountId]) {
    if (id && !context.accounts[id]) throw new ConflictError(transactionMessages.otherAccountDeleted);
  }
  return recordedAgain(state);
}

/**
 * Issue 26: an occurrence deleted with its recurring transaction comes back with it exactly as it
 * was (its fields, pending or posted, its cleared tick), only when this deletion was the rule's and
 * every account it names is live (an account deleted since is a 409: restore that account first).
 */
function restoredWithRecurring(
  state: Extract<TransactionState, { status: 'deleted' }>,
  recurringTransactionId: string,
  context: TransactionReferenceContext,
): TransactionEvent[] {
  if (state.deletedWithRecurringTransactionId !== recurringTransactionId)
    throw new ConflictError(transactionMessages.notDeletedWithRecurring);
  const { fromAccountId, toAccountId } = state.fields;
  for (const id of [fromAccountId, toAccountId]) {
    if (id && !context.accounts[id]) throw new ConflictError(transactionMessages.recurringAccountDeleted);
  }
  return recordedAgain(state);
}

/** The deleted transaction recorded again as it was, with its cleared tick. */
function recordedAgain(state: Extract<TransactionState, { status: 'deleted' }>): TransactionEvent[] {
  const { transactionId, userId, fields, recurringTransactionId } = state;
  return [
    {
      type: 'TransactionRecorded',
      data: { transactionId, userId, ...fields, recurringTransactionId, isRecurring: recurringTransactionId !== null },
    },
    ...(state.cleared ? [{ type: 'TransactionCleared' as const, data: { transactionId } }] : []),
  ];
}

export const transactionDecider: Decider<TransactionState, TransactionCommand, TransactionEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'TransactionRecorded': {
        const { transactionId, userId, recurringTransactionId, isRecurring, ...fields } = event.data;
        return { status: 'recorded', transactionId, userId, fields, recurringTransactionId, isRecurring };
      }
      case 'TransactionUpdated': {
        if (state.status !== 'recorded') return state;
        const { transactionId: _id, ...fields } = event.data;
        return { ...state, fields };
      }
      case 'TransactionStatusChanged':
        return state.status === 'recorded' ? { ...state, fields: { ...state.fields, posted: event.data.posted } } : state;
      case 'TransactionCleared':
      case 'TransactionUncleared':
        return state.status === 'recorded' ? { ...state, cleared: event.type === 'TransactionCleared' } : state;
      case 'TransactionDeleted': {
        if (state.status !== 'recorded') return state;
        const { accountId, reason } = event.data;
        // Deletions written before the event named the rule: the occurrence's own rule.
        const withRecurring = reason === 'recurring-deleted' ? (event.data.recurringTransactionId ?? state.recurringTransactionId) : null;
        return {
          status: 'deleted',
          ...pick(state),
          ...(state.cleared ? { cleared: true } : {}),
          ...(reason === 'account-deleted' && accountId ? { deletedWithAccountId: accountId } : {}),
          ...(withRecurring ? { deletedWithRecurringTransactionId: withRecurring } : {}),
        };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RecordTransaction': {
        const { transactionId, draft, context } = command.data;
        if (state.status !== 'none') throw new ConflictError(transactionMessages.alreadyExists);
        const resolved = resolveTransaction(draft, context, { today: command.metadata.today });
        if (!resolved.ok) throw new ValidationError(resolved.messages);
        const recurringTransactionId = command.data.recurringTransactionId ?? null;
        return [
          {
            type: 'TransactionRecorded',
            data: {
              transactionId,
              userId: command.metadata.userId,
              ...resolved.fields,
              recurringTransactionId,
              isRecurring: recurringTransactionId !== null,
            },
          },
        ];
      }

      case 'UpdateTransaction': {
        const { transactionId, draft, context } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        // SPEC section 4: generated transactions are not edited (their status switch still works).
        if (current.recurringTransactionId !== null) throw new ConflictError(transactionMessages.generatedNotEditable);
        const resolved = resolveTransactionUpdate(draft, context, { today: command.metadata.today, previous: current.fields });
        if (!resolved.ok) throw new ValidationError(resolved.messages);
        if (!fieldsDiffer(TRANSACTION_FIELD_KEYS, current.fields, resolved.fields)) return [];
        return [{ type: 'TransactionUpdated', data: { transactionId, ...resolved.fields } }];
      }

      case 'ChangeTransactionStatus': {
        const { transactionId, posted } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        if (current.fields.posted === posted) return [];
        return [{ type: 'TransactionStatusChanged', data: { transactionId, posted } }];
      }

      case 'SetTransactionCleared': {
        const { transactionId, cleared } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        if ((current.cleared ?? false) === cleared) return [];
        return [{ type: cleared ? 'TransactionCleared' : 'TransactionUncleared', data: { transactionId } }];
      }

      case 'DeleteTransaction': {
        const { transactionId, reason, withAccountId } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        if (withAccountId) {
          // Only an account it names takes it along (the event keeps that id, and the restore matches it).
          const { fromAccountId, toAccountId } = current.fields;
          if (withAccountId !== fromAccountId && withAccountId !== toAccountId) throw new ConflictError(transactionMessages.notOnAccount);
          return [{ type: 'TransactionDeleted', data: { transactionId, reason: 'account-deleted', accountId: withAccountId } }];
        }
        // Issue 26: the rule its deletion went with, so the rule's restore finds it.
        if (reason === 'recurring-deleted' && current.recurringTransactionId !== null) {
          return [{ type: 'TransactionDeleted', data: { transactionId, reason, recurringTransactionId: current.recurringTransactionId } }];
        }
        return [{ type: 'TransactionDeleted', data: reason ? { transactionId, reason } : { transactionId } }];
      }

      // Undelete (issue 10): the same stream records it again with its last values, checked against
      // the caller's accounts and categories now (one deleted since is a 400 on its field).
      case 'RestoreTransaction': {
        const { transactionId, context } = command.data;
        if (state.status === 'none' || state.userId !== command.metadata.userId) throw new NotFoundError(transactionMessages.notFound);
        if (state.status !== 'deleted') throw new ConflictError(transactionMessages.notDeleted);
        if (command.data.withAccountId !== undefined) return restoredWithAccount(state, command.data.withAccountId, context);
        if (command.data.withRecurringTransactionId !== undefined) {
          return restoredWithRecurring(state, command.data.withRecurringTransactionId, context);
        }
        // The generator owns its occurrences (it may have written the day again): not restored by hand.
        if (state.recurringTransactionId !== null) throw new ConflictError(transactionMessages.generatedNotEditable);
        const resolved = resolveTransaction(state.fields, context, { today: command.metadata.today });
        if (!resolved.ok) throw new ValidationError(resolved.messages);
        return [
          {
            type: 'TransactionRecorded',
            data: { transactionId, userId: state.userId, ...resolved.fields, recurringTransactionId: null, isRecurring: false },
          },
        ];
      }

      case 'RecordRecurringOccurrence': {
        const { transactionId, recurringTransactionId, fields } = command.data;
        if (state.status !== 'none') throw new ConflictError(transactionMessages.alreadyExists);
        return [
          {
            type: 'TransactionRecorded',
            data: { transactionId, userId: command.metadata.userId, ...fields, recurringTransactionId, isRecurring: true },
          },
        ];
      }

      case 'RefreshRecurringOccurrence': {
        const { transactionId, fields } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        if (!fieldsDiffer(TRANSACTION_FIELD_KEYS, current.fields, fields)) return [];
        return [{ type: 'TransactionUpdated', data: { transactionId, ...fields } }];
      }

      default:
        return assertNever(command);
    }
  },
};
