import { WORKOUT_TYPES, type WorkoutType } from '@life/domain/workouts/constants';
import { formatDisplayDate } from '../money';
import type { WorkoutFigures, WorkoutProgressWeek } from './types';

/** What a weekly chart and its table show: workouts, minutes or calories. */
export type ProgressFigure = keyof WorkoutFigures;

export const PROGRESS_FIGURES: readonly { figure: ProgressFigure; title: string; unit: string }[] = [
  { figure: 'workouts', title: 'Workouts per week', unit: '' },
  { figure: 'minutes', title: 'Active minutes per week', unit: ' min' },
  { figure: 'calories', title: 'Calories burned per week', unit: ' cal' },
];

/** 'Nov 3, 2025' -> 'Nov 3'. */
export const shortDay = (date: string) => formatDisplayDate(date).replace(/, \d{4}$/, '');

/** A chart row: the week's label (its Monday, 'Nov 3') and the figure per type. */
export type ProgressChartRow = { label: string } & Record<WorkoutType, number>;

/** The weeks (oldest first) as rows of one figure, split by type. */
export function progressChartRows(weeks: readonly WorkoutProgressWeek[], figure: ProgressFigure): ProgressChartRow[] {
  return weeks.map((week) => ({
    label: shortDay(week.start),
    ...(Object.fromEntries(WORKOUT_TYPES.map((type) => [type, week.byType[type][figure]])) as Record<WorkoutType, number>),
  }));
}
