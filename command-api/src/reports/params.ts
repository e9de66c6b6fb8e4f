import { addMonths, EARLIEST_SUPPORTED_DATE, endOfMonth, LATEST_SUPPORTED_DATE, startOfMonth } from '@life/domain';
import { lastTwelveMonths, NO_CATEGORY_FILTER } from '@life/domain/reports/figures';
import { z } from 'zod';
import { isUuid } from '../http/ids';
import { isOrderedRange, optionalDateParam, rangeReversedMessage } from '../http/query-params';

/** Most ids a filter takes (more than anyone has accounts; keeps the statement small). */
export const MAX_REPORT_FILTER_IDS = 100;

export const reportMessages = {
  startInvalid: 'Start date must be a date (yyyy-mm-dd)',
  endInvalid: 'End date must be a date (yyyy-mm-dd)',
  accountIdsInvalid: 'Account ids must be valid ids, separated by commas',
  categoryIdsInvalid: "Category ids must be valid ids or 'none', separated by commas",
  tooManyIds: `At most ${MAX_REPORT_FILTER_IDS} ids`,
  accountNotFound: 'Account not found',
  categoryNotFound: 'Category not found',
};

/** A comma-separated id list ('' or absent: no filter), each id once. */
function idListParam(invalidMessage: string, allowed: (id: string) => boolean) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value.split(',')))
    .refine((ids) => ids === undefined || ids.length <= MAX_REPORT_FILTER_IDS, { message: reportMessages.tooManyIds, abort: true })
    .refine((ids) => ids === undefined || ids.every(allowed), { message: invalidMessage })
    .transform((ids) => (ids === undefined ? undefined : [...new Set(ids)]));
}

/** GET /api/reports/summary(.csv) query string, before the ids are checked against the caller's records. */
export const reportQuerySchema = z
  .object({
    start: optionalDateParam(reportMessages.startInvalid),
    end: optionalDateParam(reportMessages.endInvalid),
    accountIds: idListParam(reportMessages.accountIdsInvalid, isUuid),
    categoryIds: idListParam(reportMessages.categoryIdsInvalid, (id) => id === NO_CATEGORY_FILTER || isUuid(id)),
  })
  .refine((query) => isOrderedRange({ startDate: query.start, endDate: query.end }), { message: rangeReversedMessage, path: ['end'] });

export type ReportQuery = z.infer<typeof reportQuerySchema>;

/**
 * The range: both ends as given; a missing end 12 months from the start, a missing start 12 months
 * back from the end; neither: the 12 months ending with the caller's current month (Spending Trends).
 */
export function reportRange(query: ReportQuery, today: string): { start: string; end: string } {
  if (query.start && query.end) return { start: query.start, end: query.end };
  if (query.end) return { start: latest(lastTwelveMonths(query.end).start, EARLIEST_SUPPORTED_DATE), end: query.end };
  if (query.start)
    return { start: query.start, end: earliest(endOfMonth(addMonths(startOfMonth(query.start), 11)), LATEST_SUPPORTED_DATE) };
  return lastTwelveMonths(today);
}

const latest = (a: string, b: string) => (a > b ? a : b);
const earliest = (a: string, b: string) => (a < b ? a : b);
