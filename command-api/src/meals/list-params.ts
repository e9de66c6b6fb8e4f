import { mealMessages } from '@life/domain';
import type { MealFilters } from '@life/projector/projections/nutrition/queries';
import { z } from 'zod';
import { isOrderedRange, optionalDateParam, rangeReversedMessage } from '../http/query-params';

/** GET /api/meals query string: an optional range of the user's days (inclusive); none means every meal. */
export const mealListQuerySchema = z
  .object({
    startDate: optionalDateParam(mealMessages.dateInvalid),
    endDate: optionalDateParam(mealMessages.dateInvalid),
  })
  .refine(isOrderedRange, { message: rangeReversedMessage, path: ['endDate'] })
  .transform((query): MealFilters => ({
    ...(query.startDate ? { startDate: query.startDate } : {}),
    ...(query.endDate ? { endDate: query.endDate } : {}),
  }));
