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
import type { TransactionCommand } from './commands';
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
      case 'TransactionDeleted':
        if (state.status !== 'recorded') return state;
        return { status: 'deleted', ...pick(state) };
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

      case 'DeleteTransaction': {
        const { transactionId, reason } = command.data;
        requireOwned(state, command.metadata.userId);
        return [{ type: 'TransactionDeleted', data: reason ? { transactionId, reason } : { transactionId } }];
      }

      // Undelete (issue 10): the same stream records it again with its last values, checked against
      // the caller's accounts and categories now (one deleted since is a 400 on its field).
      case 'RestoreTransaction': {
        const { transactionId, context } = command.data;
        if (state.status === 'none' || state.userId !== command.metadata.userId) throw new NotFoundError(transactionMessages.notFound);
        if (state.status !== 'deleted') throw new ConflictError(transactionMessages.notDeleted);
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
