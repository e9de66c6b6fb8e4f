import type { BudgetFields } from '../../budgets/fields';
import type { RecordHistoryModel } from '../entries';
import { displayValues, type FieldDisplays, labelledFields, moneyValue } from '../values';

/** The budget as its history shows it: the month in words ('November 2026') instead of two numbers. */
interface ShownBudgetFields {
  categoryId: string;
  budgetAmountCents: number;
  period: string;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const budgetFields = {
  categoryId: { label: 'Category', value: (id) => id || null, ref: 'categories' },
  budgetAmountCents: { label: 'Amount', value: moneyValue, field: 'budgetAmount', format: 'money' },
  period: { label: 'Month', field: 'month', value: (text) => text || null },
} satisfies FieldDisplays<ShownBudgetFields>;

const show = ({ categoryId, budgetAmountCents, month, year }: BudgetFields) =>
  displayValues<ShownBudgetFields>(budgetFields, { categoryId, budgetAmountCents, period: `${MONTH_NAMES[month - 1] ?? month} ${year}` });

/** A budget's events inside the user's budget book (`budgets-<userId>`), picked by budgetId (issue 26). */
export const budgetHistory: RecordHistoryModel = {
  sharedStream: true,
  fields: labelledFields<ShownBudgetFields>(budgetFields),
  step(id, event, before) {
    switch (event.type) {
      case 'BudgetSet':
        if (event.data.budgetId !== id) return undefined;
        return { label: event.data.copiedFrom ? 'Copied from another month' : 'Created', fields: show(event.data) };
      case 'BudgetUpdated':
        return event.data.budgetId === id ? { fields: show(event.data) } : undefined;
      case 'BudgetDeleted':
        return event.data.budgetId === id ? { label: 'Deleted', fields: before } : undefined;
      default:
        return undefined;
    }
  },
};
