import { DEFAULT_FITNESS_TARGETS } from '@life/domain/workouts/constants';
import { useQuery } from '@tanstack/react-query';
import { targetQueries } from '../targets/queries';

export interface FitnessTargets {
  workouts: number;
  calories: number;
  activeMinutes: number;
}

/**
 * The weekly targets the fitness screens measure against: the user's own (their 'Set Goals',
 * GET /api/targets) once loaded, SPEC's 6 workouts, 2000 calories and 300 active minutes until then
 * or when they cannot be read. The one place the screens get them from.
 */
export function useFitnessTargets(): FitnessTargets {
  const { data } = useQuery(targetQueries.current());
  if (!data) return { ...DEFAULT_FITNESS_TARGETS };
  return { workouts: data.weeklyWorkouts, calories: data.weeklyCaloriesBurned, activeMinutes: data.weeklyActiveMinutes };
}

/**
 * A day's share of a weekly target, for the activity rings (today's figures): a seventh, rounded
 * up, never below 1 (6 workouts a week: 1 a day; 2000 calories: 286; 300 minutes: 43).
 */
export function dailyShare(weeklyTarget: number): number {
  return Math.max(1, Math.ceil(weeklyTarget / 7));
}
