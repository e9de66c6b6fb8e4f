import {
  dashboardTargets,
  formatCents,
  remainingToTarget,
  signedAmountCents,
  weeklyWorkoutTrend,
  type DashboardActivityJson,
  type DashboardJson,
} from '@life/domain';
import type { DashboardActivityRow, DashboardStats } from '@life/projector/projections/dashboard/queries';

function toActivityJson(row: DashboardActivityRow): DashboardActivityJson {
  switch (row.kind) {
    case 'transaction':
      return {
        kind: 'transaction',
        id: row.id,
        title: row.title,
        type: row.type,
        amount: formatCents(signedAmountCents(row.type, row.amount_cents)),
        date: row.date,
        at: row.at,
      };
    case 'workout':
      return { kind: 'workout', id: row.id, name: row.title, duration: row.minutes, date: row.date, at: row.at };
    case 'meal':
      return { kind: 'meal', id: row.id, name: row.title, calories: row.calories, date: row.date, at: row.at };
    case 'goal':
      return { kind: 'goal', id: row.id, title: row.title, status: row.status, progress: row.progress, at: row.at };
  }
}

/** The dashboard's JSON: the read model's sums measured against the targets in effect. */
export function toDashboardJson(stats: DashboardStats): DashboardJson {
  const targets = dashboardTargets(stats.targets);
  return {
    today: stats.today,
    monthlySpending: {
      month: stats.monthStart.slice(0, 7),
      spent: formatCents(stats.monthExpenseCents),
      transactionCount: stats.monthTransactions,
      upcomingCount: stats.monthUpcomingTransactions,
    },
    goals: { active: stats.activeGoals, completed: stats.completedGoals },
    weeklyWorkouts: {
      startDate: stats.weekStart,
      endDate: stats.today,
      completed: stats.weekWorkouts,
      target: targets.weeklyWorkouts,
      remaining: remainingToTarget(stats.weekWorkouts, targets.weeklyWorkouts),
      trend: weeklyWorkoutTrend(stats.weekWorkouts, targets.weeklyWorkouts),
    },
    caloriesToday: {
      calories: stats.todayMealCalories,
      target: targets.calories,
      remaining: remainingToTarget(stats.todayMealCalories, targets.calories),
    },
    activeGoals: stats.goals.map((goal) => ({
      id: goal.id,
      title: goal.title,
      status: goal.status,
      progress: goal.progress,
      dueDate: goal.due_date === '' ? null : goal.due_date,
      updatedAt: goal.updated_at,
    })),
    recentActivity: stats.recent.map(toActivityJson),
  };
}
