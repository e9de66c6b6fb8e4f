/** One user's reflection on one week (stream `goal-review-<userId>-<weekStart>`). */
export interface GoalReviewState {
  userId: string | null;
  reflection: string | null;
}

export const GOAL_REVIEW_STREAM_PREFIX = 'goal-review-';

export function goalReviewStreamId(userId: string, weekStart: string): string {
  return `${GOAL_REVIEW_STREAM_PREFIX}${userId}-${weekStart}`;
}
