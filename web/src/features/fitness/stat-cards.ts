import { IconActivity, IconClock, IconFlame, IconTrophy } from '@tabler/icons-react';
import type { StatFigures } from '../../components/StatCard';
import { formatCount } from './format';
import type { FitnessTargets } from './targets';
import type { WorkoutStats } from './types';

/** The fitness overview's four stat cards (SPEC 2), in order. */
export const STAT_CARDS = [
  { key: 'week', title: 'This Week', icon: IconActivity, color: 'indigo' },
  { key: 'calories', title: 'Calories Burned', icon: IconFlame, color: 'orange' },
  { key: 'minutes', title: 'Active Minutes', icon: IconClock, color: 'teal' },
  { key: 'total', title: 'Total Workouts', icon: IconTrophy, color: 'grape' },
] as const;

/** Their figures: the last 7 days against the user's weekly target, and all completed workouts. */
export function statFigures(
  { week, totalCompleted }: WorkoutStats,
  targets: FitnessTargets,
): Record<(typeof STAT_CARDS)[number]['key'], StatFigures> {
  return {
    week: { value: `${week.completed}/${targets.workouts}`, detail: 'workouts done' },
    calories: { value: formatCount(week.calories), detail: 'this week' },
    minutes: { value: formatCount(week.activeMinutes), detail: 'this week' },
    total: { value: formatCount(totalCompleted), detail: 'completed' },
  };
}
