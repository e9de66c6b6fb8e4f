import { formatUsd } from '../../shared/money';
import type { TransactionFields } from '../../transactions/fields';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, displayValues, type FieldDisplays, idListValue, labelledFields, moneyValue, plainValue, textValue } from '../values';

/** The fields a transaction and a recurring transaction show alike, before their own ones. */
export const moneyFieldDisplays = {
  title: { label: 'Description', value: textValue },
  type: { label: 'Type', value: choiceValue },
  amountCents: { label: 'Amount', value: moneyValue, field: 'amount', format: 'money' },
} satisfies FieldDisplays<Pick<TransactionFields, 'title' | 'type' | 'amountCents'>>;

/** The accounts and categories both show after their own fields. */
export const referenceFieldDisplays = {
  fromAccountId: { label: 'From account', value: textValue, ref: 'account' },
  toAccountId: { label: 'To account', value: textValue, ref: 'account' },
  transactionCategoryIds: { label: 'Categories', value: idListValue, ref: 'categories' },
} satisfies FieldDisplays<Pick<TransactionFields, 'fromAccountId' | 'toAccountId' | 'transactionCategoryIds'>>;

/** Every field but `category`, the first chosen category's name when written: the ids show the categories. */
type ShownTransactionFields = Omit<TransactionFields, 'category'>;

/**
 * A split's lines in line order, e.g. '$30.00; $12.50 (Snacks)': the amounts and memos (the categories
 * field beside it names the lines' categories, in the same order); none -> null.
 */
function splitsValue(splits: TransactionFields['splits'] | undefined): string | null {
  if (!splits || splits.length === 0) return null;
  return splits.map((line) => (line.memo ? `${formatUsd(line.amountCents)} (${line.memo})` : formatUsd(line.amountCents))).join('; ');
}

const transactionFields = {
  ...moneyFieldDisplays,
  date: { label: 'Date', value: plainValue },
  posted: { label: 'Status', value: choiceValue, field: 'status' },
  ...referenceFieldDisplays,
  // Issue 24.
  splits: { label: 'Split', value: splitsValue },
  notes: { label: 'Notes', value: textValue },
} satisfies FieldDisplays<ShownTransactionFields>;

const DELETED_LABELS = {
  regenerated: 'Removed by its recurring transaction (no longer due)',
  'recurring-deleted': 'Deleted with its recurring transaction',
  'import-undone': 'Removed when its import was undone',
  'account-deleted': 'Deleted with its account',
  'hold-released': 'Removed by an import: the bank released this hold',
  'replaced-by-import': 'Replaced by its posted row from an import',
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
      // Issue 24: reconciliation's tick.
      case 'TransactionCleared':
        return { label: 'Marked cleared', fields: before };
      case 'TransactionUncleared':
        return { label: 'Cleared mark removed', fields: before };
      case 'TransactionDeleted':
        return { label: event.data.reason ? DELETED_LABELS[event.data.reason] : 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
