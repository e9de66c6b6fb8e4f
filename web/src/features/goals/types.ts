/** A goal as GET /api/goals returns it (the shape command-api also returns), and its reviews and weekly figures. */
export type {
  GoalJson as Goal,
  GoalReviewJson as GoalReview,
  GoalWeeklyProgressJson as WeeklyProgress,
  GoalWeekReviewJson as WeekReview,
} from '@life/domain/goals/api';
/** POST /api/goals and PUT /api/goals/{id}: the domain's body shape. */
export type { GoalInput as GoalBody } from '@life/domain/goals/schemas';
export type { GoalReviewInput as GoalReviewBody } from '@life/domain/goals/reviews/schemas';
