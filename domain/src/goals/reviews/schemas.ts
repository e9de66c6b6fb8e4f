import { z } from 'zod';
import { draftSchema } from '../../shared/zod';
import { checkGoalReviewSave, checkGoalReviewWeek } from './validation';

/** POST /api/goal-reviews: the week (the first day of one of the user's weeks; absent for this week) and the reflection. */
export const goalReviewBodySchema = z.object({
  weekStart: z.string().nullish(),
  reflection: z.string().nullish(),
});

export type GoalReviewInput = z.input<typeof goalReviewBodySchema>;

export const goalReviewSaveSchema = draftSchema(goalReviewBodySchema, checkGoalReviewSave);

/** GET /api/goal-reviews/week's query: `weekStart` (the first day of one of the user's weeks), absent for the caller's current week. */
export const goalReviewWeekQuerySchema = draftSchema(z.object({ weekStart: z.string().optional() }), checkGoalReviewWeek);
