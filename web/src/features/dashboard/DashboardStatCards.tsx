import type { DashboardJson } from '@life/domain/dashboard/api';
import { SimpleGrid } from '@mantine/core';
import { IconBarbell, IconCreditCard, IconFlame, IconTarget } from '@tabler/icons-react';
import { StatCard } from '../../components/StatCard';
import { formatMoney, plural } from '../money/format';
import { formatCount } from './format';

/**
 * SPEC 2's four stat cards: Monthly Spending (this month's expenses, with the month's transaction
 * count), Active Goals (with the completed count), Weekly Workouts (the last 7 days, 'N remaining',
 * trending up at the target) and Calories Today (today's logged meals, 'N remaining').
 */
export function DashboardStatCards({ dashboard, loading }: { dashboard: DashboardJson | undefined; loading: boolean }) {
  const failed = !loading && !dashboard ? 'Could not load your dashboard' : undefined;
  const { monthlySpending, goals, weeklyWorkouts, caloriesToday } = dashboard ?? {};
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="lg">
      <StatCard
        title="Monthly Spending"
        icon={IconCreditCard}
        color="red"
        loading={loading}
        value={monthlySpending ? formatMoney(monthlySpending.spent) : '—'}
        detail={failed ?? (monthlySpending && `${plural(monthlySpending.transactionCount, 'transaction')} this month`)}
      />
      <StatCard
        title="Active Goals"
        icon={IconTarget}
        color="indigo"
        loading={loading}
        value={goals ? formatCount(goals.active) : '—'}
        detail={failed ?? (goals && `${formatCount(goals.completed)} completed`)}
      />
      <StatCard
        title="Weekly Workouts"
        icon={IconBarbell}
        color="teal"
        loading={loading}
        value={weeklyWorkouts ? formatCount(weeklyWorkouts.completed) : '—'}
        trend={
          weeklyWorkouts && {
            text: `${formatCount(weeklyWorkouts.remaining)} remaining`,
            direction: weeklyWorkouts.trend === 'up' ? 'up' : 'none',
            good: true,
          }
        }
        detail={failed}
      />
      <StatCard
        title="Calories Today"
        icon={IconFlame}
        color="orange"
        loading={loading}
        value={caloriesToday ? formatCount(caloriesToday.calories) : '—'}
        detail={failed ?? (caloriesToday && `${formatCount(caloriesToday.remaining)} remaining`)}
      />
    </SimpleGrid>
  );
}
