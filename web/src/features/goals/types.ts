import type { GoalJson, GoalReviewJson, GoalWeeklyProgressJson, GoalWeekReviewJson } from '@life/domain/goals/api';
import type { GoalInput } from '@life/domain/goals/schemas';
import type { GoalReviewInput } from '@life/domain/goals/reviews/schemas';

/** A goal as GET /api/goals returns it: the shape command-api also returns. */
export type Goal = GoalJson;
/** POST /api/goals and PUT /api/goals/{id}: the domain's body shape. */
export type GoalBody = GoalInput;
export type WeeklyProgress = GoalWeeklyProgressJson;
export type WeekReview = GoalWeekReviewJson;
export type GoalReview = GoalReviewJson;
export type GoalReviewBody = GoalReviewInput;
