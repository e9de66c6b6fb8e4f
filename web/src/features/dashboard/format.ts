import type { DashboardActivityJson } from '@life/domain/dashboard/api';
import type { TransactionType } from '@life/domain/transactions/constants';
import { formatCount } from '../../format';
import { AMOUNT_TONE_COLORS, formatTransactionAmount, plural } from '../money';

/** SPEC 2: 'Expense Added' or 'Income Added'; a payment (a move between the user's own accounts) says so. */
const TRANSACTION_LABELS: Record<TransactionType, string> = {
  expense: 'Expense Added',
  income: 'Income Added',
  payment: 'Payment Added',
};

/** A whole number as the cards show it: '1,350'. */
export { formatCount };

/** One Recent Activity line as shown: SPEC's label, the record's title or name, and its figure. */
export interface ActivityLine {
  label: string;
  title: string;
  value: string;
  /** Mantine colour of the value. */
  color?: string;
}

export function activityLine(item: DashboardActivityJson): ActivityLine {
  switch (item.kind) {
    case 'transaction': {
      const amount = formatTransactionAmount(item.type, item.amount);
      return { label: TRANSACTION_LABELS[item.type], title: item.title, value: amount.text, color: AMOUNT_TONE_COLORS[amount.tone] };
    }
    case 'workout':
      return { label: 'Workout Completed', title: item.name, value: plural(item.duration, 'minute') };
    case 'meal':
      return {
        label: 'Meal Logged',
        title: item.name,
        value: `${formatCount(item.calories)} ${item.calories === 1 ? 'calorie' : 'calories'}`,
      };
    case 'goal':
      return { label: item.status === 'completed' ? 'Goal Completed' : 'Goal Updated', title: item.title, value: `${item.progress}%` };
  }
}

/** SPEC 2 (dashboard): 'Due: date' or 'No deadline'. */
export function deadlineText(dueDate: string | null): string {
  return dueDate ? `Due: ${dueDate}` : 'No deadline';
}
