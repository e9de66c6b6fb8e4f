import { dateOutOfRangeMessage, dateRangeReversedMessage, isIsoDate, isSupportedDate } from '@life/domain';
import { z } from 'zod';

/**
 * Query-string parameters several lists share (transactions, workouts): each a zod schema over
 * the raw text, so a feature's query schema is a list of them and its own rules.
 */

/** An optional yyyy-mm-dd day ('' is none); outside 1901-2099 a 400 (such days match nothing, and year 0000 is no date to PostgreSQL). */
export function optionalDateParam(invalidMessage: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || isIsoDate(value), { message: invalidMessage, abort: true })
    .refine((value) => value === undefined || isSupportedDate(value), { message: dateOutOfRangeMessage });
}

/** An optional page size: digits only, 1..max. */
export function optionalLimitParam(max: number) {
  return z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= max), {
      message: limitInvalidMessage(max),
    });
}

export const limitInvalidMessage = (max: number) => `Limit must be a whole number from 1 to ${max}`;
export const rangeReversedMessage = dateRangeReversedMessage;

/** A range whose end comes before its start is a 400 on endDate. */
export function isOrderedRange(query: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return !query.startDate || !query.endDate || query.startDate <= query.endDate;
}
