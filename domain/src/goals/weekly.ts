/**
 * The Weekly Progress card's figures (beyond SPEC, which hard-codes 'Created'): what happened in
 * the user's last 7 local days, today included. The API counts them from the goals' events; the
 * rules of the window and the rate are here so the API and the screens say the same thing.
 */
import { addDays, type IsoDate } from '../shared/dates';

/** SPEC section 9: the week window is the last 7 days. */
export const GOAL_WEEK_DAYS = 7;

/** The last 7 days ending `today` (both ends inclusive). */
export function lastSevenDays(today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  return { startDate: addDays(today, -(GOAL_WEEK_DAYS - 1)), endDate: today };
}

/**
 * Success Rate: of the goals in play this week (completed in the window, plus those still
 * active), the share completed, as a whole percent (0 when there are none).
 */
export function goalSuccessRate(completed: number, totalActive: number): number {
  const inPlay = completed + totalActive;
  return inPlay === 0 ? 0 : Math.round((100 * completed) / inPlay);
}
