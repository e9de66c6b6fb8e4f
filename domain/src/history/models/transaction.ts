import type { TransactionFields } from '../../transactions/fields';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, displayValues, type FieldDisplays, idListValue, labelledFields, moneyValue, plainValue, textValue } from '../values';

/** The fields a transaction and a recurring transaction show alike, before their own ones. */
export const moneyFieldDisplays = {
  title: { label: 'Description', value: textValue },
  type: { label: 'Type', value: choiceValue },
  amountCents: { label: 'Amount', value: moneyValue, field: 'amount' },
} satisfies FieldDisplays<Pick<TransactionFields, 'title' | 'type' | 'amountCents'>>;

/** The accounts and categories both show after their own fields. */
export const referenceFieldDisplays = {
  fromAccountId: { label: 'From account', value: textValue, ref: 'account' },
  toAccountId: { label: 'To account', value: textValue, ref: 'account' },
  transactionCategoryIds: { label: 'Categories', value: idListValue, ref: 'categories' },
} satisfies FieldDisplays<Pick<TransactionFields, 'fromAccountId' | 'toAccountId' | 'transactionCategoryIds'>>;

/** Every field but `category`, the first chosen category's name when written: the ids show the categories. */
type ShownTransactionFields = Omit<TransactionFields, 'category'>;

const transactionFields = {
  ...moneyFieldDisplays,
  date: { label: 'Date', value: plainValue },
  posted: { label: 'Status', value: choiceValue, field: 'status' },
  ...referenceFieldDisplays,
} satisfies FieldDisplays<ShownTransactionFields>;

const DELETED_LABELS = {
  regenerated: 'Removed by its recurring transaction (no longer due)',
  'recurring-deleted': 'Deleted with its recurring transaction',
  'import-undone': 'Removed when its import was undone',
} as const;

/** A transaction's stream, `transaction-<id>` (generated occurrences too: their id names their stream). */
export const transactionHistory: RecordHistoryModel = {
  fields: labelledFields<ShownTransactionFields>(transactionFields),
  step(id, event, before) {
    switch (event.type) {
      case 'TransactionRecorded':
        if (event.data.transactionId !== id) return undefined;
        return {
          label: event.data.recurringTransactionId ? 'Generated from its recurring transaction' : 'Created',
          fields: displayValues<ShownTransactionFields>(transactionFields, event.data),
          // An import keeps a bank text longer than a title here (issue 23).
          ...(event.data.bankDescription
            ? { notes: [{ field: 'bankDescription', label: 'Bank description', before: null, after: event.data.bankDescription }] }
            : {}),
        };
      case 'TransactionUpdated':
        return { fields: displayValues<ShownTransactionFields>(transactionFields, event.data) };
      case 'TransactionStatusChanged':
        return { fields: { ...before, ...displayValues<ShownTransactionFields>(transactionFields, { posted: event.data.posted }) } };
      case 'TransactionDeleted':
        return { label: event.data.reason ? DELETED_LABELS[event.data.reason] : 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
