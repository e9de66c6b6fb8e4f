import { ValidationError } from '@life/domain';
import { countTransactionsAsOf, listTransactionsAsOf } from '@life/projector/projections/money/history/queries';
import type { TransactionFilters } from '@life/projector/projections/money/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { asOfMessages, asOfParam } from '../http/as-of';
import { encodeCursor, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from './list-params';
import { toTransactionJson } from './mapping';

/**
 * GET /api/transactions?asOf=<instant> (issue 10): the page as the list showed it then, from
 * money-history, with the same filters, order, cursor and total as the live list. No X-Read-Position:
 * a past answer does not change, so there is nothing to poll (changedSince with asOf is a 400).
 */
export async function listAsOf(ctx: Context, deps: AppDeps, userId: string, filters: TransactionFilters): Promise<void> {
  if (ctx.query.changedSince !== undefined) throw ValidationError.of('asOf', asOfMessages.withChangedSince);
  const asOf = (await asOfParam(ctx, deps))!;
  const [rows, total] = await Promise.all([
    listTransactionsAsOf(deps.db, userId, { ...filters, limit: filters.limit + 1 }, asOf.instant),
    filters.after ? undefined : countTransactionsAsOf(deps.db, userId, filters, asOf.instant),
  ]);
  if (total !== undefined) ctx.set(TOTAL_COUNT_HEADER, String(total));
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  if (rows.length > filters.limit && last) ctx.set(NEXT_CURSOR_HEADER, encodeCursor({ date: last.date, position: last.created_position }));
  ctx.body = page.map(toTransactionJson);
}
