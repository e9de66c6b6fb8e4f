/**
 * The Weekly Progress card's figures (beyond SPEC, which hard-codes 'Created'): what happened in
 * the user's week (issue 26: their first day, shared/weeks.ts; the weekly review's "this week").
 * The API counts them from the goals' events; the rate's rule is here so the API and the screens
 * say the same thing.
 */

/**
 * Success Rate: of the goals in play this week (created or completed in the window, each goal
 * once), the share completed, as a whole percent (0 when there are none). Only the week's own
 * activity counts (issue 26): moving a goal to the backlog changes neither 'Completed' nor
 * 'Created', so it leaves the rate alone too (it used to count the active goals).
 */
export function goalSuccessRate(completed: number, inPlay: number): number {
  return inPlay === 0 ? 0 : Math.round((100 * Math.min(completed, inPlay)) / inPlay);
}
