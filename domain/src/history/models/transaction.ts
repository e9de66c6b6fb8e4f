import type { TransactionRecordedEvent } from '../../transactions/events';
import type { FieldValues, RecordHistoryModel } from '../entries';
import { choiceValue, idListValue, moneyValue, textValue } from '../values';

type TransactionFields = Omit<TransactionRecordedEvent['data'], 'userId' | 'recurringTransactionId' | 'isRecurring'>;

/** Shared with recurring transactions, which store the same money fields. */
export const moneyFieldsOf = (
  data: Pick<TransactionFields, 'title' | 'type' | 'amountCents' | 'fromAccountId' | 'toAccountId' | 'transactionCategoryIds'>,
) => ({
  title: textValue(data.title),
  type: choiceValue(data.type),
  amount: moneyValue(data.amountCents),
  fromAccountId: textValue(data.fromAccountId),
  toAccountId: textValue(data.toAccountId),
  transactionCategoryIds: idListValue(data.transactionCategoryIds),
});

function fieldsOf(data: TransactionFields): FieldValues {
  return { ...moneyFieldsOf(data), date: data.date, status: choiceValue(data.posted) };
}

const DELETED_LABELS = {
  regenerated: 'Removed by its recurring transaction (no longer due)',
  'recurring-deleted': 'Deleted with its recurring transaction',
  'import-undone': 'Removed when its import was undone',
} as const;

/** A transaction's stream, `transaction-<id>` (generated occurrences too: their id names their stream). */
export const transactionHistory: RecordHistoryModel = {
  fields: [
    { field: 'title', label: 'Description' },
    { field: 'type', label: 'Type' },
    { field: 'amount', label: 'Amount' },
    { field: 'date', label: 'Date' },
    { field: 'status', label: 'Status' },
    { field: 'fromAccountId', label: 'From account', ref: 'account' },
    { field: 'toAccountId', label: 'To account', ref: 'account' },
    { field: 'transactionCategoryIds', label: 'Categories', ref: 'categories' },
  ],
  step(id, event, before) {
    switch (event.type) {
      case 'TransactionRecorded':
        if (event.data.transactionId !== id) return undefined;
        return {
          label: event.data.recurringTransactionId ? 'Generated from its recurring transaction' : 'Created',
          fields: fieldsOf(event.data),
        };
      case 'TransactionUpdated':
        return { fields: fieldsOf(event.data) };
      case 'TransactionStatusChanged':
        return { fields: { ...before, status: choiceValue(event.data.posted) } };
      case 'TransactionDeleted':
        return { label: event.data.reason ? DELETED_LABELS[event.data.reason] : 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
