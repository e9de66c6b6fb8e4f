import { dateOutOfRangeMessage, isIsoDate, isSupportedDate } from '@life/domain';
import { z } from 'zod';
import { isUuid } from '../http/ids';

export const scheduleParamMessages = {
  scheduleIdRequired: 'Schedule id is required',
  scheduleIdInvalid: 'Schedule id must be a valid id',
  startDateInvalid: 'Start date must be a valid date (yyyy-mm-dd)',
  endDateInvalid: 'End date must be a valid date (yyyy-mm-dd)',
  rangeReversed: 'End date must be on or after start date',
} as const;

/** GET /api/schedule-periods?scheduleId=: a schedule is named by a uuid; anything else is the caller's mistake (400). */
export const schedulePeriodsQuerySchema = z.object({
  scheduleId: z
    .string({ error: scheduleParamMessages.scheduleIdRequired })
    .refine((value) => value !== '', { message: scheduleParamMessages.scheduleIdRequired, abort: true })
    .refine(isUuid, { message: scheduleParamMessages.scheduleIdInvalid }),
});

const day = (invalid: string) =>
  z
    .string()
    .refine(isIsoDate, { message: invalid, abort: true })
    // Outside the stored window no balance is kept, and year 0000 is no date to PostgreSQL at all.
    .refine(isSupportedDate, { message: dateOutOfRangeMessage });

/** GET /api/account-balances/:startDate/:endDate route params: two supported days, in order (a one-day range is fine). */
export const balanceRangeParamsSchema = z
  .object({ startDate: day(scheduleParamMessages.startDateInvalid), endDate: day(scheduleParamMessages.endDateInvalid) })
  .refine((range) => range.startDate <= range.endDate, { message: scheduleParamMessages.rangeReversed, path: ['endDate'] });
