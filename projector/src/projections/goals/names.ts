/** Checkpoint name of the goals projection (goals, their activity, the weekly reflections); query handlers wait on it. */
export const GOALS = 'goals';
