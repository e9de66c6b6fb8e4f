/**
 * Recurring transactions: one aggregate per recurring transaction, stream
 * `recurring-transaction-<id>` (recurringTransactionStreamId). Commands carry drafts the schemas
 * parsed; `decide` checks existence and ownership, and on update runs SPEC section 5's rules on the
 * record merged with the stored one. A deleted one can be restored (issue 26), never created again.
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { fieldsDiffer, pickFields } from '../shared/aggregate-fields';
import { type FieldMessages, hasFieldMessages } from '../shared/fields';
import type { RecurringTransactionCommand } from './commands';
import { recurringMessages } from './constants';
import type { RecurringTransactionEvent } from './events';
import { RECURRING_TRANSACTION_FIELD_KEYS, type RecurringTransactionFields } from './fields';
import { checkTransactionReferences } from '../transactions/references';
import type { TransactionReferenceContext } from '../transactions/commands';
import { applyRecurringRules, mergeRecurringUpdate } from './rules';
import type { RecurringTransactionRule, RecurringTransactionState } from './state';
import { generationHorizon, occurrenceLimitMessages, occurrencesFromFor, runHorizon, windowStart } from './window';

/** Only the stored fields (a record also holds its id and owner, which an update event does not repeat). */
const fieldsOf = (record: RecurringTransactionFields) => pickFields(RECURRING_TRANSACTION_FIELD_KEYS, record);
/** A rule as the generation runs read it (state.rules). */
const ruleOf = (record: RecurringTransactionRule): RecurringTransactionRule => ({
  ...fieldsOf(record),
  occurrencesFrom: record.occurrencesFrom,
});

/** Refuses a rule whose window [from, through] holds more than MAX_OCCURRENCES_AT_ONCE occurrences (window.ts). */
function checkOccurrenceLimit(rule: RecurringTransactionFields, from: string, through: string): void {
  const messages = occurrenceLimitMessages(rule, from, through);
  if (messages) throw new ValidationError(messages);
}

/**
 * The record after SPEC section 5's rules and the reference check (its accounts and categories exist
 * for the user and are active; on update, ids it already had are kept as they are), or the 400.
 * `category` becomes the first chosen category's name, as for transactions.
 */
function checkedRecord(
  fields: RecurringTransactionFields,
  context: TransactionReferenceContext,
  previous?: RecurringTransactionFields,
): RecurringTransactionFields {
  const messages: FieldMessages = {};
  const normalised = applyRecurringRules(fields, messages);
  checkTransactionReferences(normalised, context, messages, previous);
  if (hasFieldMessages(messages)) throw new ValidationError(messages);
  const first = normalised.transactionCategoryIds[0];
  if (first === undefined) return normalised;
  const name = context.categories[first]?.name ?? (previous?.transactionCategoryIds[0] === first ? previous.category : undefined);
  return name === undefined ? normalised : { ...normalised, category: name };
}

export const recurringTransactionDecider: Decider<RecurringTransactionState, RecurringTransactionCommand, RecurringTransactionEvent> = {
  initialState: () => ({
    record: null,
    deleted: false,
    eventCount: 0,
    ruleRevision: -1,
    generatedRevision: -1,
    generatedThrough: null,
    rules: [],
  }),

  evolve(current, event) {
    const revision = current.eventCount;
    const state = { ...current, eventCount: revision + 1 };
    switch (event.type) {
      case 'RecurringTransactionCreated':
        return { ...state, record: { ...event.data }, deleted: false, ruleRevision: revision, rules: [ruleOf(event.data)] };
      case 'RecurringTransactionUpdated': {
        if (!state.record) return state;
        const record = { ...state.record, ...event.data };
        return { ...state, record, ruleRevision: revision, rules: [...state.rules, ruleOf(record)] };
      }
      case 'RecurringTransactionDeleted':
        return { ...state, deleted: true, ruleRevision: revision };
      case 'RecurringTransactionRestored':
        // The rule it had when deleted (already in `rules`): live again, a run generates for it.
        return { ...state, record: { ...event.data }, deleted: false, ruleRevision: revision };
      case 'RecurringGenerationRequested':
        return { ...state, ruleRevision: revision };
      case 'RecurringOccurrencesGenerated': {
        const { forRevision, through } = event.data;
        const generatedThrough =
          through !== null && (state.generatedThrough === null || through > state.generatedThrough) ? through : state.generatedThrough;
        return { ...state, generatedRevision: Math.max(state.generatedRevision, forRevision), generatedThrough };
      }
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
        const { recurringTransactionId, draft, context } = command.data;
        if (record) throw new ConflictError(recurringMessages.alreadyExists);
        const fields = checkedRecord(fieldsOf(draft), context);
        const { today } = command.metadata;
        const occurrencesFrom = occurrencesFromFor(fields.startDate, today, draft.includeOlderOccurrences);
        checkOccurrenceLimit(fields, occurrencesFrom, generationHorizon(today));
        const data = { recurringTransactionId, userId: command.metadata.userId, ...fields, occurrencesFrom };
        return [{ type: 'RecurringTransactionCreated', data }];
      }
      case 'UpdateRecurringTransaction': {
        const { recurringTransactionId, draft, context } = command.data;
        if (!record || state.deleted) throw new NotFoundError(recurringMessages.notFound);
        const { includeOlderOccurrences, ...changes } = draft;
        const stored = fieldsOf(record);
        const fields = checkedRecord(mergeRecurringUpdate(stored, changes), context, stored);
        const { today } = command.metadata;
        const includeOlder = includeOlderOccurrences ?? false;
        // Each edit gets the window of its own day: older occurrences stay as they are (window.ts).
        const occurrencesFrom = occurrencesFromFor(fields.startDate, today, includeOlder);
        const widened = includeOlder && occurrencesFrom < (record.occurrencesFrom ?? record.startDate);
        if (!fieldsDiffer(RECURRING_TRANSACTION_FIELD_KEYS, stored, fields) && !widened) return [];
        checkOccurrenceLimit(fields, occurrencesFrom, runHorizon(state, today));
        return [{ type: 'RecurringTransactionUpdated', data: { recurringTransactionId, ...fields, occurrencesFrom } }];
      }
      case 'DeleteRecurringTransaction': {
        if (!record || state.deleted) throw new NotFoundError(recurringMessages.notFound);
        return [{ type: 'RecurringTransactionDeleted', data: { recurringTransactionId: command.data.recurringTransactionId } }];
      }
      case 'RestoreRecurringTransaction': {
        // Issue 26: with its last values. Only once the deletion's run reported (every pending
        // occurrence it removed is known, so the restore brings them all back with it).
        if (!record) throw new NotFoundError(recurringMessages.notFound);
        if (!state.deleted) throw new ConflictError(recurringMessages.notDeleted);
        if (state.generatedRevision < state.ruleRevision) throw new ConflictError(recurringMessages.stillRemoving);
        for (const id of [record.fromAccountId, record.toAccountId]) {
          if (id && !command.data.context.accounts[id]) throw new ConflictError(recurringMessages.accountDeleted);
        }
        return [{ type: 'RecurringTransactionRestored', data: { ...record } }];
      }
      case 'RequestRecurringGeneration': {
        if (!record || state.deleted) throw new NotFoundError(recurringMessages.notFound);
        const { today } = command.metadata;
        checkOccurrenceLimit(record, windowStart(record, today), runHorizon(state, today));
        return [{ type: 'RecurringGenerationRequested', data: { recurringTransactionId: command.data.recurringTransactionId } }];
      }
      case 'RecordRecurringGeneration': {
        // The worker's report; after a deletion too (it removed the pending occurrences). A stale report is dropped.
        if (!record) throw new NotFoundError(recurringMessages.notFound);
        if (command.data.forRevision < state.generatedRevision) return [];
        return [{ type: 'RecurringOccurrencesGenerated', data: command.data }];
      }
      default:
        return assertNever(command);
    }
  },
};
