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
 */
import type { CommandMetadata } from '../core/commands';
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { hasFieldMessages } from '../shared/fields';
import type { AccountBalanceContext, AccountCommand, AccountInput } from './commands';
import { accountMessages, MAX_BALANCE_ADJUSTMENT_CENTS } from './constants';
import type { AccountEvent, BalanceAdjustedEvent } from './events';
import { type AccountBookState, type AccountFields, type AccountRecord, findLiveAccount } from './state';
import { type AccountInputValue, checkAccountInput, checkBalanceInput, mergeAccountInput } from './validation';

const FIELD_KEYS = [
  'accountName',
  'accountType',
  'startingBalanceCents',
  'startingBalanceAsOf',
  'creditLimitCents',
  'description',
  'color',
  'isActive',
] as const satisfies readonly (keyof AccountFields)[];

function checkFull(input: AccountInput): AccountInputValue & AccountFields {
  const { messages, value } = checkAccountInput(input);
  if (hasFieldMessages(messages)) throw new ValidationError(messages);
  return value as AccountInputValue & AccountFields;
}

function pickFields(value: AccountFields): AccountFields {
  return Object.fromEntries(FIELD_KEYS.map((key) => [key, value[key]])) as unknown as AccountFields;
}

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

function checkOwner(state: AccountBookState, metadata: CommandMetadata): void {
  // The stream id carries the user id; this guards against a caller mixing them up.
  if (state.userId !== null && state.userId !== metadata.userId) throw new NotFoundError(accountMessages.notFound);
}

export const accountBookDecider: Decider<AccountBookState, AccountCommand, AccountEvent> = {
  initialState: () => ({ userId: null, accounts: {}, primaryAccountId: null }),

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
        const { accountId, adjustmentId, input } = command.data;
        if (state.accounts[accountId]) throw new ConflictError(accountMessages.alreadyExists);
        const value = checkFull(input);
        const fields = pickFields(value);
        return [
          { type: 'AccountOpened', data: { accountId, userId: command.metadata.userId, ...fields } },
          ...primaryEvents(state, accountId, value.isPrimary),
          ...(value.balanceCents === undefined
            ? []
            : adjustment(accountId, adjustmentId, fields.startingBalanceCents, value.balanceCents, command.metadata.today)),
        ];
      }

      case 'UpdateAccount': {
        const { accountId, adjustmentId, input, context } = command.data;
        const record = requireAccount(state, accountId);
        const value = checkFull(mergeAccountInput(record, input));
        const fields = pickFields(value);
        const changed = FIELD_KEYS.some((key) => fields[key] !== record[key]);
        const events: AccountEvent[] = changed ? [{ type: 'AccountUpdated', data: { accountId, ...fields } }] : [];
        events.push(...primaryEvents(state, accountId, value.isPrimary));
        if (value.balanceCents !== undefined) {
          const { currentBalanceCents } = requireContext(context);
          // An unchanged balance field means "not edited": a new starting balance then moves the balance.
          // An edited one is the balance the user wants after this update, starting-balance change included.
          if (value.balanceCents !== currentBalanceCents) {
            const expected = currentBalanceCents + (fields.startingBalanceCents - record.startingBalanceCents);
            events.push(...adjustment(accountId, adjustmentId, expected, value.balanceCents, command.metadata.today));
          }
        }
        return events;
      }

      case 'MakeAccountPrimary': {
        const { accountId } = command.data;
        requireAccount(state, accountId);
        return primaryEvents(state, accountId, true);
      }

      case 'DeleteAccount': {
        const { accountId } = command.data;
        requireAccount(state, accountId);
        return [{ type: 'AccountDeleted', data: { accountId, wasPrimary: state.primaryAccountId === accountId } }];
      }

      case 'AdjustAccountBalance': {
        const { accountId, adjustmentId, balance, date, context } = command.data;
        requireAccount(state, accountId);
        const checked = checkBalanceInput(balance, date);
        if (checked.balanceCents === undefined || hasFieldMessages(checked.messages)) throw new ValidationError(checked.messages);
        const day = date ?? command.metadata.today;
        const { currentBalanceCents } = requireContext(context);
        return adjustment(accountId, adjustmentId, currentBalanceCents, checked.balanceCents, day);
      }

      default:
        return assertNever(command);
    }
  },
};
