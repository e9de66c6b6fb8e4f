import { z } from 'zod';
import { draftSchema } from '../../shared/zod';
import { checkGoalReviewSave, checkGoalReviewWeek } from './validation';

/** POST /api/goal-reviews: the week (a Monday; absent for this week) and the reflection. */
export const goalReviewBodySchema = z.object({
  weekStart: z.string().nullish(),
  reflection: z.string().nullish(),
});

export type GoalReviewInput = z.input<typeof goalReviewBodySchema>;

export const goalReviewSaveSchema = draftSchema(goalReviewBodySchema, checkGoalReviewSave);

/** GET /api/goal-reviews/week's query: `weekStart` (a Monday), absent for the caller's current week. */
export const goalReviewWeekQuerySchema = draftSchema(z.object({ weekStart: z.string().optional() }), checkGoalReviewWeek);
