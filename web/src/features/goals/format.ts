import { formatDayRange } from '../../format';
import type { GoalPriority, GoalStatus } from '@life/domain/goals/constants';

/** SPEC 2: priority badges are red (high), yellow (medium), green (low). */
export const PRIORITY_COLORS: Record<GoalPriority, string> = { high: 'red', medium: 'yellow', low: 'green' };
export const PRIORITY_LABELS: Record<GoalPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const STATUS_LABELS: Record<GoalStatus, string> = { active: 'Active', completed: 'Completed', paused: 'Paused' };

/** '2025-11-10', '2025-11-16' -> 'Nov 10 – Nov 16' (calendar days: no time-zone shift). */
export function formatWeekRange(start: string, end: string): string {
  return formatDayRange(start, end, { short: true });
}

/** SPEC 2: 'Due: {text}' or 'No due date'. */
export function dueText(dueDate: string | null): string {
  return dueDate ? `Due: ${dueDate}` : 'No due date';
}
