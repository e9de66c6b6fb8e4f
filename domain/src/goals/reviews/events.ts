import { z } from 'zod';
import { defineEvent, type EventOf } from '../../core/events';

/**
 * A weekly reflection saved (beyond SPEC): one stream per user and week,
 * `goal-review-<userId>-<weekStart>` (goalReviewStreamId); saving again replaces the text.
 */
export const GoalReviewSaved = defineEvent({
  type: 'GoalReviewSaved',
  version: 1,
  schema: z.object({ userId: z.string(), weekStart: z.string(), reflection: z.string() }),
});

export const goalReviewEvents = [GoalReviewSaved];

export type GoalReviewSavedEvent = EventOf<typeof GoalReviewSaved>;
export type GoalReviewEvent = GoalReviewSavedEvent;
