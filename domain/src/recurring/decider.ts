/**
 * Recurring transactions: one aggregate per recurring transaction, stream
 * `recurring-transaction-<id>` (recurringTransactionStreamId). Commands carry drafts the schemas
 * parsed; `decide` checks existence and ownership, and on update runs SPEC section 5's rules on the
 * record merged with the stored one. Delete is final (the id is never used again).
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import type { FieldMessages } from '../shared/fields';
import { hasFieldMessages } from '../shared/fields';
import type { RecurringTransactionCommand } from './commands';
import { recurringMessages } from './constants';
import type { RecurringTransactionEvent } from './events';
import { applyRecurringRules, mergeRecurringUpdate } from './rules';
import type { RecurringTransactionFields, RecurringTransactionState } from './state';

const FIELD_KEYS = [
  'title',
  'amountCents',
  'type',
  'category',
  'transactionCategoryIds',
  'fromAccountId',
  'toAccountId',
  'frequency',
  'startDate',
  'endDate',
  'biMonthlyDates',
  'isActive',
] as const satisfies readonly (keyof RecurringTransactionFields)[];

/** Only the stored fields (a record also holds its id and owner, which an update event does not repeat). */
function fieldsOf(record: RecurringTransactionFields): RecurringTransactionFields {
  return Object.fromEntries(FIELD_KEYS.map((key) => [key, record[key]])) as unknown as RecurringTransactionFields;
}

function sameFields(a: RecurringTransactionFields, b: RecurringTransactionFields): boolean {
  return FIELD_KEYS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** The record after SPEC section 5's rules, or the 400 with their messages. */
function checkedRecord(fields: RecurringTransactionFields): RecurringTransactionFields {
  const messages: FieldMessages = {};
  const normalised = applyRecurringRules(fields, messages);
  if (hasFieldMessages(messages)) throw new ValidationError(messages);
  return normalised;
}

export const recurringTransactionDecider: Decider<RecurringTransactionState, RecurringTransactionCommand, RecurringTransactionEvent> = {
  initialState: () => ({ record: null, deleted: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'RecurringTransactionCreated':
        return { record: { ...event.data }, deleted: false };
      case 'RecurringTransactionUpdated':
        return state.record ? { ...state, record: { ...state.record, ...event.data } } : state;
      case 'RecurringTransactionDeleted':
        return { ...state, deleted: true };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { record } = state;
    // Someone else's recurring transaction is as missing as one that never existed.
    if (record && record.userId !== command.metadata.userId) throw new NotFoundError(recurringMessages.notFound);
    switch (command.type) {
      case 'CreateRecurringTransaction': {
        const { recurringTransactionId, draft } = command.data;
        if (record) throw new ConflictError(recurringMessages.alreadyExists);
        const fields = checkedRecord(fieldsOf(draft));
        return [{ type: 'RecurringTransactionCreated', data: { recurringTransactionId, userId: command.metadata.userId, ...fields } }];
      }
      case 'UpdateRecurringTransaction': {
        const { recurringTransactionId, draft } = command.data;
        if (!record || state.deleted) throw new NotFoundError(recurringMessages.notFound);
        const fields = checkedRecord(mergeRecurringUpdate(fieldsOf(record), draft));
        if (sameFields(fields, record)) return [];
        return [{ type: 'RecurringTransactionUpdated', data: { recurringTransactionId, ...fields } }];
      }
      case 'DeleteRecurringTransaction': {
        if (!record || state.deleted) throw new NotFoundError(recurringMessages.notFound);
        return [{ type: 'RecurringTransactionDeleted', data: { recurringTransactionId: command.data.recurringTransactionId } }];
      }
      default:
        return assertNever(command);
    }
  },
};
