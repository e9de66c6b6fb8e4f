import { dateOutOfRangeMessage } from '../shared/dates';

/** Beyond SPEC ('Log Water'): more glasses a day than this is a mis-click, not water. */
export const MAX_WATER_GLASSES_PER_DAY = 50;

export const waterMessages = {
  dateInvalid: 'Date must be a valid date (yyyy-mm-dd)',
  dateOutOfRange: dateOutOfRangeMessage,
  tooMany: `At most ${MAX_WATER_GLASSES_PER_DAY} glasses of water can be logged in a day`,
} as const;
