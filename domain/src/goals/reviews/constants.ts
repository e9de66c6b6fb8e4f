import { dateOutOfRangeMessage } from '../../shared/dates';

export const MAX_GOAL_REFLECTION_LENGTH = 5000;

export const goalReviewMessages = {
  reflectionRequired: 'Write a reflection before saving',
  weekStartInvalid: 'Week start must be a date (yyyy-mm-dd)',
  weekStartOutOfRange: dateOutOfRangeMessage,
  weekStartNotFirstDay: 'Week start must be the first day of your week',
  weekInFuture: 'You can reflect on this week or an earlier one',
} as const;
