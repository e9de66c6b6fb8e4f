import { formatDisplayDate } from '../money';
import type { WorkoutWeek } from './types';

/** One week of /fitness/progress: its label (the first day, 'Nov 3'), range and figures. */
export interface ProgressRow {
  label: string;
  range: string;
  workouts: number;
  activeMinutes: number;
  calories: number;
}

/** 'Nov 3, 2025' -> 'Nov 3'. */
const shortDay = (date: string) => formatDisplayDate(date).replace(/, \d{4}$/, '');

/** The stats' weeks (oldest first) as chart and table rows. */
export function progressRows(weeks: readonly WorkoutWeek[]): ProgressRow[] {
  return weeks.map((week) => ({
    label: shortDay(week.start),
    range: `${formatDisplayDate(week.start)} – ${formatDisplayDate(week.end)}`,
    workouts: week.completed,
    activeMinutes: week.activeMinutes,
    calories: week.calories,
  }));
}
