import type { AccountOpenedEvent } from '../../accounts/events';
import type { FieldValues, RecordHistoryModel } from '../entries';
import { choiceValue, flagValue, moneyValue, textValue } from '../values';

function fieldsOf(data: AccountOpenedEvent['data'], primary: string | null): FieldValues {
  return {
    accountName: textValue(data.accountName),
    accountType: choiceValue(data.accountType),
    startingBalance: moneyValue(data.startingBalanceCents),
    startingBalanceAsOf: data.startingBalanceAsOf,
    creditLimit: moneyValue(data.creditLimitCents),
    description: textValue(data.description),
    color: textValue(data.color),
    isActive: flagValue(data.isActive),
    isPrimary: primary,
  };
}

/** An account's events inside the user's account book (`accounts-<userId>`), picked by accountId. */
export const accountHistory: RecordHistoryModel = {
  sharedStream: true,
  fields: [
    { field: 'accountName', label: 'Name' },
    { field: 'accountType', label: 'Type' },
    { field: 'startingBalance', label: 'Starting balance' },
    { field: 'startingBalanceAsOf', label: 'Starting balance as of' },
    { field: 'creditLimit', label: 'Credit limit' },
    { field: 'description', label: 'Description' },
    { field: 'color', label: 'Color' },
    { field: 'isActive', label: 'Active' },
    { field: 'isPrimary', label: 'Primary' },
  ],
  step(id, event, before) {
    switch (event.type) {
      case 'AccountOpened':
        return event.data.accountId === id ? { label: 'Created', fields: fieldsOf(event.data, flagValue(false)) } : undefined;
      case 'AccountUpdated':
        return event.data.accountId === id ? { fields: fieldsOf({ ...event.data, userId: '' }, before.isPrimary ?? null) } : undefined;
      case 'AccountMadePrimary':
        if (event.data.accountId === id) return { label: 'Made primary', fields: { ...before, isPrimary: flagValue(true) } };
        if (event.data.previousPrimaryId === id) return { label: 'No longer primary', fields: { ...before, isPrimary: flagValue(false) } };
        return undefined;
      case 'AccountPrimaryUnset':
        return event.data.accountId === id ? { label: 'No longer primary', fields: { ...before, isPrimary: flagValue(false) } } : undefined;
      case 'BalanceAdjusted':
        if (event.data.accountId !== id) return undefined;
        return {
          label: `Balance adjusted on ${event.data.date}`,
          fields: before,
          notes: [
            {
              field: 'balance',
              label: 'Balance',
              before: moneyValue(event.data.previousBalanceCents),
              after: moneyValue(event.data.newBalanceCents),
            },
          ],
        };
      case 'AccountDeleted':
        return event.data.accountId === id ? { label: 'Deleted', fields: { ...before, isPrimary: flagValue(false) } } : undefined;
      default:
        return undefined;
    }
  },
};
