import { versionsKnownAt } from '@life/projector/projections/as-of/source';
import { countTransactions, listTransactions, type TransactionFilters } from '@life/projector/projections/ledger/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import type { AsOf } from '../http/as-of';
import { callerPositions } from '../http/positions';
import { encodeCursor, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from './list-params';
import { toTransactionJson } from './mapping';

/**
 * GET /api/transactions?asOf=<instant> (issue 10): the page as the list showed it then, from
 * money-history, with the same filters, order, cursor and total as the live list. No X-Read-Position:
 * a past answer does not change, so there is nothing to poll (changedSince with asOf is a 400).
 */
export async function listAsOf(ctx: Context, deps: AppDeps, userId: string, filters: TransactionFilters, asOf: AsOf): Promise<void> {
  const [rows, total] = await Promise.all([
    listTransactions(deps.db, userId, { ...filters, limit: filters.limit + 1 }, versionsKnownAt(asOf.instant)),
    filters.after ? undefined : countTransactions(deps.db, userId, filters, versionsKnownAt(asOf.instant)),
  ]);
  if (total !== undefined) ctx.set(TOTAL_COUNT_HEADER, String(total));
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  if (rows.length > filters.limit && last) {
    ctx.set(NEXT_CURSOR_HEADER, encodeCursor({ date: last.date, position: last.created_position }, callerPositions(ctx)));
  }
  ctx.body = page.map(toTransactionJson);
}
