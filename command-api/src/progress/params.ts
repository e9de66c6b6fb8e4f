import {
  addDays,
  DEFAULT_NUTRITION_REPORT_DAYS,
  DEFAULT_WORKOUT_PROGRESS_RANGE,
  daysBetween,
  isBodyWeightUnit,
  isWorkoutProgressRange,
  MAX_NUTRITION_REPORT_DAYS,
  bodyWeightMessages,
  nutritionReportMessages,
  workoutProgressMessages,
  type BodyWeightUnit,
  type WorkoutProgressRange,
} from '@life/domain';
import { z } from 'zod';
import { isOrderedRange, optionalDateParam, rangeReversedMessage } from '../http/query-params';

/** GET /api/fitness/progress: `range` 12w (default) or 1y. */
export const progressQuerySchema = z.object({
  range: z
    .string()
    .optional()
    .refine((value) => value === undefined || isWorkoutProgressRange(value), { message: workoutProgressMessages.rangeInvalid })
    .transform((value): WorkoutProgressRange => (isWorkoutProgressRange(value) ? value : DEFAULT_WORKOUT_PROGRESS_RANGE)),
});

/** GET /api/body-weight: `unit` the points are given in (default: the newest entry's, else kg). */
export const bodyWeightQuerySchema = z.object({
  unit: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || isBodyWeightUnit(value), { message: bodyWeightMessages.unitInvalid })
    .transform((value): BodyWeightUnit | undefined => (isBodyWeightUnit(value) ? value : undefined)),
});

/**
 * GET /api/nutrition/report: `startDate`..`endDate` (the user's days, inclusive); either left out
 * is the last DEFAULT_NUTRITION_REPORT_DAYS days ending today (or ending at endDate).
 */
export const nutritionReportQuerySchema = z
  .object({
    startDate: optionalDateParam(nutritionReportMessages.startInvalid),
    endDate: optionalDateParam(nutritionReportMessages.endInvalid),
  })
  .refine(isOrderedRange, { message: rangeReversedMessage, path: ['endDate'] })
  .refine((query) => !query.startDate || !query.endDate || daysBetween(query.startDate, query.endDate) < MAX_NUTRITION_REPORT_DAYS, {
    message: nutritionReportMessages.rangeTooLong,
    path: ['endDate'],
  });

/** The report's range on the user's `today`. */
export function reportRange(query: { startDate?: string | undefined; endDate?: string | undefined }, today: string) {
  const endDate = query.endDate ?? (query.startDate && query.startDate > today ? query.startDate : today);
  const startDate = query.startDate ?? addDays(endDate, -(DEFAULT_NUTRITION_REPORT_DAYS - 1));
  return { startDate, endDate };
}
