import {
  hasControlCharacters,
  isSupportedDate,
  MAX_TRANSACTION_SEARCH_LENGTH,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionMessages,
} from '@life/domain';
import type { ListCursor, TransactionFilters } from '@life/projector/projections/ledger/queries';
import { z } from 'zod';
import { isUuid } from '../http/ids';
import { parseQuery } from '../http/validate';
import type { CallerPositions } from '../http/positions';
import { isOrderedRange, optionalDateParam, optionalLimitParam, rangeReversedMessage } from '../http/query-params';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;
/** Response header carrying the cursor of the next page (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** Response header of the first page (no cursor): how many transactions match the filters in all. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * Beside X-Total-Count when a date bound is set (issue 24): how many match the other filters at any
 * date, so the ledger can say "14 in this window of 22".
 */
export const WINDOW_OF_COUNT_HEADER = 'X-Total-Without-Dates';

/** The filters without their date window. */
export function withoutDates<F extends { startDate?: string; endDate?: string }>(filters: F): Omit<F, 'startDate' | 'endDate'> {
  const { startDate: _start, endDate: _end, ...rest } = filters;
  return rest;
}

const listMessages = {
  cursorInvalid: 'Invalid cursor',
  accountIdInvalid: 'Account id must be a valid id',
  categoryIdInvalid: 'Category id must be a valid id',
};

/**
 * Opaque to clients: "<date>.<token>", the last row's date and its log position as a token sealed
 * for the caller (http/positions.ts), so paging shows no global counter (issue 22).
 */
export function encodeCursor(cursor: ListCursor, positions: Pick<CallerPositions, 'seal'>): string {
  return `${cursor.date}.${positions.seal(cursor.position) ?? ''}`;
}

/** The cursor, or undefined for anything but one this caller was given (another user's, tampered, made up). */
export function decodeCursor(text: string, positions: Pick<CallerPositions, 'open'>): ListCursor | undefined {
  const [, date, token] = /^(\d{4}-\d{2}-\d{2})\.([\w-]{1,200})$/.exec(text) ?? [];
  if (!token || !isSupportedDate(date)) return undefined;
  const position = positions.open(token);
  return position ? { date, position } : undefined;
}

/** '' and 'all' mean "no filter", like the form's "All Types" / "All Status". */
const optionalChoice = <T extends string>(choices: readonly T[], message: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' || value === 'all' ? undefined : value))
    .refine((value) => value === undefined || (choices as readonly string[]).includes(value), { message })
    .transform((value) => value as T | undefined);

const optionalDate = optionalDateParam(transactionMessages.dateInvalid);

/** Title search: trimmed, '' is none; control characters and texts longer than any title are 400s. */
const optionalSearch = z
  .string()
  .optional()
  .refine((value) => value === undefined || !hasControlCharacters(value), {
    message: transactionMessages.searchControlCharacters,
    abort: true,
  })
  .transform((value) => value?.trim() || undefined)
  .refine((value) => value === undefined || value.length <= MAX_TRANSACTION_SEARCH_LENGTH, { message: transactionMessages.searchTooLong });

/**
 * The caller's positions the cursor is opened with, set around each parse of `listQuery` (zod parses
 * synchronously, so no other request's parse comes between).
 */
let cursorPositions: Pick<CallerPositions, 'open'> | undefined;
const openCursor = (text: string) => (cursorPositions ? decodeCursor(text, cursorPositions) : undefined);

/**
 * GET /api/transactions query string. Built once: zod compiles an object schema on its first parse,
 * ~0.3 ms a request when the schema was built per request around the caller's positions.
 */
const listQuery = z
  .object({
    transactionType: optionalChoice(TRANSACTION_TYPES, transactionMessages.typeInvalid),
    status: optionalChoice(TRANSACTION_STATUSES, transactionMessages.statusInvalid),
    startDate: optionalDate,
    endDate: optionalDate,
    search: optionalSearch,
    accountId: z
      .string()
      .optional()
      .refine((value) => value === undefined || value === '' || isUuid(value), { message: listMessages.accountIdInvalid }),
    categoryId: z
      .string()
      .optional()
      .refine((value) => value === undefined || value === '' || isUuid(value), { message: listMessages.categoryIdInvalid }),
    limit: optionalLimitParam(MAX_PAGE_SIZE),
    cursor: z
      .string()
      .optional()
      .refine((value) => value === undefined || value === '' || openCursor(value) !== undefined, {
        message: listMessages.cursorInvalid,
      }),
  })
  .refine(isOrderedRange, { message: rangeReversedMessage, path: ['endDate'] })
  .transform((query): TransactionFilters => ({
    ...(query.transactionType ? { transactionType: query.transactionType } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.startDate ? { startDate: query.startDate } : {}),
    ...(query.endDate ? { endDate: query.endDate } : {}),
    ...(query.accountId ? { accountId: query.accountId } : {}),
    ...(query.categoryId ? { categoryId: query.categoryId } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.cursor ? { after: openCursor(query.cursor)! } : {}),
    limit: query.limit ? Number(query.limit) : DEFAULT_PAGE_SIZE,
  }));

/** GET /api/transactions' query as filters; `positions` opens the cursor (`callerPositions(ctx)`). */
export function parseTransactionListQuery(
  query: Record<string, string | string[] | undefined>,
  positions: Pick<CallerPositions, 'open'>,
): TransactionFilters {
  cursorPositions = positions;
  try {
    return parseQuery(query, listQuery);
  } finally {
    cursorPositions = undefined;
  }
}
