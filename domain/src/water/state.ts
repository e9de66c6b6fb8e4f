/** A user's water on one day. */
export interface WaterDayState {
  glasses: number;
}

export const WATER_STREAM_PREFIX = 'water-';

/** The stream of one user's day: the user from the session, the day from the request. */
export function waterStreamId(userId: string, date: string): string {
  return `${WATER_STREAM_PREFIX}${userId}-${date}`;
}
