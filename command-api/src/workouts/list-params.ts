import { workoutMessages } from '@life/domain';
import type { WorkoutListFilters } from '@life/projector/projections/fitness/queries';
import { z } from 'zod';
import { isOrderedRange, optionalDateParam, optionalLimitParam, rangeReversedMessage } from '../http/query-params';

export const MAX_WORKOUT_PAGE_SIZE = 1000;

/** GET /api/workouts query string: an optional range of days (the user's, inclusive) and a limit; none means every workout. */
export const workoutListQuerySchema = z
  .object({
    startDate: optionalDateParam(workoutMessages.dateInvalid),
    endDate: optionalDateParam(workoutMessages.dateInvalid),
    limit: optionalLimitParam(MAX_WORKOUT_PAGE_SIZE),
  })
  .refine(isOrderedRange, { message: rangeReversedMessage, path: ['endDate'] })
  .transform((query): WorkoutListFilters => ({
    ...(query.startDate ? { startDate: query.startDate } : {}),
    ...(query.endDate ? { endDate: query.endDate } : {}),
    ...(query.limit ? { limit: Number(query.limit) } : {}),
  }));
