/**
 * Accounts: one aggregate per user, the "account book", stream `accounts-<userId>`
 * (accountBookStreamId). It holds every account of the user, so "only one primary account"
 * is decided against one expected revision and recorded in one event
 * (AccountMadePrimary { accountId, previousPrimaryId }): a read model applying events in order
 * can never see two primaries. Account ids (caller-generated uuids) are never reused, even
 * after the soft delete (AccountDeleted), after which every command on the id is NotFound.
 *
 * The current balance is derived, never stored: startingBalanceCents plus the balance effects
 * (transactions/balance.ts) of transactions and of BalanceAdjusted events dated from
 * startingBalanceAsOf to today. Editing the balance field therefore records the difference.
 *
 * Commands carry drafts the schemas parsed (drafts.ts): `decide` checks only what needs the
 * book: existence, one primary account, an update merged with the stored account (rules.ts),
 * the adjustment bound against the current balance, and that a deletion orphans nothing (the
 * usage the API counted: recurring rules naming the account refuse it, transactions unless the
 * caller deletes them together with it).
 */
import type { CommandMetadata } from '../core/commands';
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { fieldsDiffer } from '../shared/aggregate-fields';
import { formatCents } from '../shared/money';
import type { AccountBalanceContext, AccountCommand, AccountUsage } from './commands';
import { accountDeletionMessages, accountMessages, MAX_BALANCE_ADJUSTMENT_CENTS } from './constants';
import type { AccountEvent, BalanceAdjustedEvent } from './events';
import { ACCOUNT_FIELD_KEYS } from './fields';
import { reconciliationMessages } from './reconciliation';
import { mergeAccountUpdate } from './rules';
import { type AccountBookState, type AccountRecord, findLiveAccount } from './state';

function requireAccount(state: AccountBookState, accountId: string): AccountRecord {
  const record = findLiveAccount(state, accountId);
  if (!record) throw new NotFoundError(accountMessages.notFound);
  return record;
}

function requireContext(context: AccountBalanceContext | undefined): AccountBalanceContext {
  if (!context || !Number.isSafeInteger(context.currentBalanceCents)) {
    throw new Error('Balance commands need context.currentBalanceCents (the derived current balance)');
  }
  return context;
}

function adjustment(
  accountId: string,
  adjustmentId: string,
  expectedBalanceCents: number,
  newBalanceCents: number,
  date: string,
): BalanceAdjustedEvent[] {
  const amountCents = newBalanceCents - expectedBalanceCents;
  if (amountCents === 0) return [];
  // The entered balance keeps to the amount bound; its difference from the derived balance need not
  // (up to twice it, or more when transactions pushed the balance past it). An adjustment is listed
  // like a transaction amount, so it keeps to the same decimal(10,2) bound.
  if (Math.abs(amountCents) > MAX_BALANCE_ADJUSTMENT_CENTS) throw ValidationError.of('balance', accountMessages.adjustmentTooLarge);
  return [
    {
      type: 'BalanceAdjusted',
      data: { accountId, adjustmentId, amountCents, date, previousBalanceCents: expectedBalanceCents, newBalanceCents },
    },
  ];
}

function primaryEvents(state: AccountBookState, accountId: string, isPrimary: boolean | undefined): AccountEvent[] {
  if (isPrimary === true && state.primaryAccountId !== accountId) {
    return [{ type: 'AccountMadePrimary', data: { accountId, previousPrimaryId: state.primaryAccountId } }];
  }
  if (isPrimary === false && state.primaryAccountId === accountId) {
    return [{ type: 'AccountPrimaryUnset', data: { accountId } }];
  }
  return [];
}

/** Deleting must not orphan: recurring rules naming the account refuse it, transactions unless deleted with it. */
function checkDeletable(usage: AccountUsage, withTransactions: boolean): void {
  const { transactions, recurringTransactions } = usage;
  if (recurringTransactions > 0) {
    throw new ConflictError(accountDeletionMessages.usedByRecurring(recurringTransactions), { recurringTransactions });
  }
  if (transactions > 0 && !withTransactions) {
    throw new ConflictError(accountDeletionMessages.hasTransactions(transactions), { count: transactions });
  }
}

function checkOwner(state: AccountBookState, metadata: CommandMetadata): void {
  // The stream id carries the user id; this guards against a caller mixing them up.
  if (state.userId !== null && state.userId !== metadata.userId) throw new NotFoundError(accountMessages.notFound);
}

export const accountBookDecider: Decider<AccountBookState, AccountCommand, AccountEvent> = {
  initialState: () => ({ userId: null, accounts: {}, primaryAccountId: null, reconciledThrough: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'AccountOpened': {
        const { userId, ...record } = event.data;
        return { ...state, userId, accounts: { ...state.accounts, [record.accountId]: { ...record, deleted: false } } };
      }
      case 'AccountUpdated': {
        const previous = state.accounts[event.data.accountId];
        if (!previous) return state;
        return { ...state, accounts: { ...state.accounts, [previous.accountId]: { ...previous, ...event.data } } };
      }
      case 'AccountMadePrimary':
        return { ...state, primaryAccountId: event.data.accountId };
      case 'AccountPrimaryUnset':
        return state.primaryAccountId === event.data.accountId ? { ...state, primaryAccountId: null } : state;
      case 'BalanceAdjusted':
        return state;
      case 'AccountReconciled': {
        const { accountId, statementDate } = event.data;
        const previous = state.reconciledThrough[accountId];
        if (previous !== undefined && previous >= statementDate) return state;
        return { ...state, reconciledThrough: { ...state.reconciledThrough, [accountId]: statementDate } };
      }
      case 'AccountDeleted': {
        const previous = state.accounts[event.data.accountId];
        if (!previous) return state;
        return {
          ...state,
          accounts: { ...state.accounts, [previous.accountId]: { ...previous, deleted: true } },
          primaryAccountId: state.primaryAccountId === previous.accountId ? null : state.primaryAccountId,
        };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    checkOwner(state, command.metadata);
    switch (command.type) {
      case 'OpenAccount': {
        const { accountId, adjustmentId, draft } = command.data;
        if (state.accounts[accountId]) throw new ConflictError(accountMessages.alreadyExists);
        const { balanceCents, isPrimary, ...fields } = draft;
        return [
          { type: 'AccountOpened', data: { accountId, userId: command.metadata.userId, ...fields } },
          ...primaryEvents(state, accountId, isPrimary),
          ...(balanceCents === undefined
            ? []
            : adjustment(accountId, adjustmentId, fields.startingBalanceCents, balanceCents, command.metadata.today)),
        ];
      }

      case 'UpdateAccount': {
        const { accountId, adjustmentId, draft, context } = command.data;
        const record = requireAccount(state, accountId);
        const { accountId: _accountId, deleted: _deleted, ...stored } = record;
        const merged = mergeAccountUpdate(stored, draft);
        if (!merged.ok) throw new ValidationError(merged.messages);
        const { fields } = merged;
        const changed = fieldsDiffer(ACCOUNT_FIELD_KEYS, stored, fields);
        const events: AccountEvent[] = changed ? [{ type: 'AccountUpdated', data: { accountId, ...fields } }] : [];
        events.push(...primaryEvents(state, accountId, draft.isPrimary));
        const { balanceCents } = draft;
        if (balanceCents !== undefined) {
          const { currentBalanceCents } = requireContext(context);
          // An unchanged balance field means "not edited": a new starting balance then moves the balance.
          // An edited one is the balance the user wants after this update, starting-balance change included.
          if (balanceCents !== currentBalanceCents) {
            const expected = currentBalanceCents + (fields.startingBalanceCents - record.startingBalanceCents);
            events.push(...adjustment(accountId, adjustmentId, expected, balanceCents, command.metadata.today));
          }
        }
        return events;
      }

      case 'MakeAccountPrimary': {
        const { accountId } = command.data;
        requireAccount(state, accountId);
        return primaryEvents(state, accountId, true);
      }

      case 'RestoreAccount': {
        const { accountId } = command.data;
        const record = state.accounts[accountId];
        if (!record) throw new NotFoundError(accountMessages.notFound);
        if (!record.deleted) throw new ConflictError(accountMessages.notDeleted);
        const { deleted: _deleted, ...fields } = record;
        return [{ type: 'AccountOpened', data: { ...fields, userId: command.metadata.userId } }];
      }
      case 'DeleteAccount': {
        const { accountId, usage, withTransactions } = command.data;
        requireAccount(state, accountId);
        if (usage) checkDeletable(usage, withTransactions === true);
        return [{ type: 'AccountDeleted', data: { accountId, wasPrimary: state.primaryAccountId === accountId } }];
      }

      case 'AdjustAccountBalance': {
        const { accountId, adjustmentId, draft, context } = command.data;
        requireAccount(state, accountId);
        const { currentBalanceCents } = requireContext(context);
        return adjustment(accountId, adjustmentId, currentBalanceCents, draft.balanceCents, draft.date ?? command.metadata.today);
      }

      // Issue 24: locked in only at a difference of exactly 0 cents (reconciliation.ts defines the cleared balance),
      // and never before the account's latest reconciliation (what that one locked would be counted again).
      case 'ReconcileAccount': {
        const { accountId, reconciliationId, draft, clearedBalanceCents, transactionIds } = command.data;
        requireAccount(state, accountId);
        const latest = state.reconciledThrough[accountId];
        if (latest !== undefined && draft.statementDate < latest)
          throw new ValidationError({ statementDate: reconciliationMessages.beforeLatest(latest) });
        const difference = draft.statementBalanceCents - clearedBalanceCents;
        if (difference !== 0)
          throw new ConflictError(reconciliationMessages.notBalanced(difference), { difference: formatCents(difference) });
        return [{ type: 'AccountReconciled', data: { accountId, reconciliationId, ...draft, transactionIds } }];
      }

      default:
        return assertNever(command);
    }
  },
};
