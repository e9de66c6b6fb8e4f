import type { DashboardJson } from '@life/domain/dashboard/api';
import { IconBarbell, IconCreditCard, IconFlame, IconTarget } from '@tabler/icons-react';
import { StatCardGrid, type StatFigures } from '../../components/StatCard';
import { formatMoney, plural } from '../money';
import { formatCount } from './format';

const CARDS = [
  { key: 'spending', title: 'Monthly Spending', icon: IconCreditCard, color: 'red' },
  { key: 'goals', title: 'Active Goals', icon: IconTarget, color: 'indigo' },
  { key: 'workouts', title: 'Weekly Workouts', icon: IconBarbell, color: 'teal' },
  { key: 'calories', title: 'Calories Today', icon: IconFlame, color: 'orange' },
] as const;

/**
 * What the count under Monthly Spending covers (issue 24): every transaction dated this month, and how
 * many of them are dated after today (a recurring rule's projected ones): '5 transactions this month,
 * 2 dated after today'; '3 transactions this month' when none is.
 */
export function monthTransactionsText(spending: DashboardJson['monthlySpending']): string {
  const count = `${plural(spending.transactionCount, 'transaction')} this month`;
  return spending.upcomingCount > 0 ? `${count}, ${formatCount(spending.upcomingCount)} dated after today` : count;
}

function figures(dashboard: DashboardJson): Record<(typeof CARDS)[number]['key'], StatFigures> {
  const { monthlySpending: spending, goals, weeklyWorkouts: workouts, caloriesToday: calories } = dashboard;
  return {
    spending: { value: formatMoney(spending.spent), detail: monthTransactionsText(spending) },
    goals: { value: formatCount(goals.active), detail: `${formatCount(goals.completed)} completed` },
    workouts: {
      value: formatCount(workouts.completed),
      trend: { text: `${formatCount(workouts.remaining)} remaining`, direction: workouts.trend === 'up' ? 'up' : 'none', good: true },
    },
    calories: { value: formatCount(calories.calories), detail: `${formatCount(calories.remaining)} remaining` },
  };
}

/**
 * SPEC 2's four stat cards: Monthly Spending (this month's expenses, with the month's transaction
 * count), Active Goals (with the completed count), Weekly Workouts (the last 7 days, 'N remaining',
 * trending up at the target) and Calories Today (today's logged meals, 'N remaining').
 */
export function DashboardStatCards({ dashboard, loading }: { dashboard: DashboardJson | undefined; loading: boolean }) {
  const failed = !loading && !dashboard ? 'Could not load your dashboard' : undefined;
  return <StatCardGrid cards={CARDS} figures={dashboard && figures(dashboard)} loading={loading} failed={failed} />;
}
