import type { Command } from '../../core/commands';
import type { GoalReviewDraft } from './drafts';

export type SaveGoalReview = Command<'SaveGoalReview', GoalReviewDraft>;

export type GoalReviewCommand = SaveGoalReview;
