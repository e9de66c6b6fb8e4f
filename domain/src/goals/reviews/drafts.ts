/** POST /api/goal-reviews parsed (goalReviewSaveSchema). Types only. */
export interface GoalReviewDraft {
  /** A Monday; null means the caller's current week. */
  weekStart: string | null;
  reflection: string;
}
