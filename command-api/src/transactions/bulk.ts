import {
  decideRecordTransactions,
  MAX_BULK_TRANSACTIONS,
  transactionBulkSchema,
  transactionMessages,
  transactionStreamId,
} from '@life/domain';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { readJsonBody } from '../http/body';
import { commandMetadata, earlierWrite } from '../http/commands';
import { HttpError } from '../http/errors';
import { newId } from '../http/new-ids';
import { readModel } from '../http/read-model';
import { parseBody } from '../http/validate';
import { referenceContext } from './context';
import { newTransactionStreams } from './new-streams';

/** 1,000 transactions with long titles and many categories stay well below this. */
export const BULK_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
export const BULK_PATH = '/api/transactions/bulk';

/** POST /api/transactions/bulk answer: the new ids in body order. */
export interface BulkResult {
  count: number;
  ids: string[];
}

/**
 * POST /api/transactions/bulk { transactions: [...] }: up to 1,000 bodies, all or nothing.
 * Every item is validated (shape, then references against the user's read models) before
 * anything is written; then all new streams are appended in ONE store call (appendMany: one
 * SQL transaction). Each event's id is its transaction id, so a retried append is a no-op.
 * Answers 201 with the ids and X-Position (send it back as X-Min-Position to list them); it
 * does not wait for the projector, so importers are not slowed to its pace.
 */
export async function recordBulk(ctx: Context, deps: AppDeps): Promise<BulkResult> {
  const userId = requireUserId(ctx);
  const raw = (await readJsonBody(ctx, BULK_BODY_LIMIT_BYTES)) as { transactions?: unknown } | undefined;
  if (Array.isArray(raw?.transactions) && raw.transactions.length > MAX_BULK_TRANSACTIONS) {
    throw new HttpError(413, transactionMessages.bulkTooMany);
  }
  const { transactions } = await parseBody(ctx, transactionBulkSchema);
  const transactionIds = transactions.map((_, index) => newId(ctx, `transaction:${index}`));
  // A rerun after a crash: the last stream is appended last (SQL: all in one transaction), so
  // holding it means the whole batch was written; answer with that write, checking nothing again.
  const lastId = transactionIds[transactionIds.length - 1]!;
  const written = await earlierWrite(ctx, deps.store, transactionStreamId(lastId), lastId);
  if (written) {
    ctx.set('X-Position', written.position);
    return { count: transactionIds.length, ids: transactionIds };
  }
  await readModel(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES]);
  const context = await referenceContext(
    deps.db,
    userId,
    transactions.map((item) => (item.ok ? item.draft : item.references)),
  );
  const metadata = commandMetadata(ctx, deps.clock);
  const writes = decideRecordTransactions({
    type: 'RecordTransactions',
    data: { transactions: transactions.map((item, index) => ({ transactionId: transactionIds[index]!, item })), context },
    metadata,
  });
  const results = await deps.store.appendMany(newTransactionStreams(writes, metadata));
  const position = results.reduce((max, result) => (result.position > max ? result.position : max), '');
  if (position) ctx.set('X-Position', position);
  const ids = writes.map((write) => write.events[0]!.data.transactionId);
  return { count: ids.length, ids };
}
