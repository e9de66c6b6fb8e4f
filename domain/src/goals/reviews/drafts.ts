/** POST /api/goal-reviews parsed (goalReviewSaveSchema). Types only. */
export interface GoalReviewDraft {
  /** The first day of a week (the user's first day, checked by the decider); null means the caller's current week. */
  weekStart: string | null;
  reflection: string;
}
