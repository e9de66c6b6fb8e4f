import { formatUsd } from '../../shared/money';
import type { AccountFields } from '../../accounts/fields';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, displayValues, type FieldDisplays, flagValue, labelledFields, moneyValue, plainValue, textValue } from '../values';

/** An account's fields and whether it is the user's primary one (book-level, with events of its own). */
type ShownAccountFields = AccountFields & { isPrimary: boolean };

const accountFields = {
  accountName: { label: 'Name', value: textValue },
  accountType: { label: 'Type', value: choiceValue },
  startingBalanceCents: { label: 'Starting balance', value: moneyValue, field: 'startingBalance', format: 'money' },
  startingBalanceAsOf: { label: 'Starting balance as of', value: plainValue },
  creditLimitCents: { label: 'Credit limit', value: moneyValue, field: 'creditLimit', format: 'money' },
  description: { label: 'Description', value: textValue },
  color: { label: 'Color', value: textValue },
  isActive: { label: 'Active', value: flagValue },
  isPrimary: { label: 'Primary', value: flagValue },
} satisfies FieldDisplays<ShownAccountFields>;

/** An account's events inside the user's account book (`accounts-<userId>`), picked by accountId. */
export const accountHistory: RecordHistoryModel = {
  sharedStream: true,
  fields: labelledFields<ShownAccountFields>(accountFields),
  step(id, event, before) {
    switch (event.type) {
      case 'AccountOpened':
        return event.data.accountId === id
          ? { label: 'Created', fields: displayValues<ShownAccountFields>(accountFields, { ...event.data, isPrimary: false }) }
          : undefined;
      case 'AccountUpdated':
        return event.data.accountId === id
          ? { fields: { ...displayValues<ShownAccountFields>(accountFields, event.data), isPrimary: before.isPrimary ?? null } }
          : undefined;
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
              format: 'money',
            },
          ],
        };
      // Issue 24: a finished reconciliation, the statement it matched.
      case 'AccountReconciled':
        if (event.data.accountId !== id) return undefined;
        return {
          label: `Reconciled to ${formatUsd(event.data.statementBalanceCents)} on ${event.data.statementDate}`,
          fields: before,
        };
      case 'AccountDeleted':
        return event.data.accountId === id ? { label: 'Deleted', fields: { ...before, isPrimary: flagValue(false) } } : undefined;
      default:
        return undefined;
    }
  },
};
