import type { Command } from '../../core/commands';
import type { WeekDay } from '../../shared/weeks';
import type { GoalReviewDraft } from './drafts';

/** `weekStartsOn`: the user's setting (issue 26; Monday when absent), which their weeks start on. */
export type SaveGoalReview = Command<'SaveGoalReview', GoalReviewDraft & { weekStartsOn?: WeekDay }>;

export type GoalReviewCommand = SaveGoalReview;
