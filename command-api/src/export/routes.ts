import { Readable } from 'node:stream';
import { Router } from '@koa/router';
import { isUpcomingOccurrence } from '@life/domain';
import { exportUserEvents } from '@life/infra/event-export/index';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { listAccounts } from '@life/projector/projections/accounts/queries';
import { listCategories } from '@life/projector/projections/categories/queries';
import { listTransactions, type TransactionRow } from '@life/projector/projections/ledger/queries';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { readModel } from '../http/read-model';
import { requestToday } from '../http/today';
import { parseQuery } from '../http/validate';
import { toTransactionJson } from '../transactions/mapping';
import { csvLine } from './csv';

const PAGE = 1000;

/** `upcoming=include` adds recurring occurrences dated after today, which the CSV leaves out by default. */
const transactionsCsvQuerySchema = z.object({
  upcoming: z.enum(['include', 'exclude'], { message: 'upcoming must be include or exclude' }).optional(),
});

/**
 * Downloads of the signed-in user's data (issue 10), streamed so memory stays flat however much
 * there is: GET /api/export (every event of theirs with metadata as NDJSON, hash-chained, password
 * hashes redacted; `npm run projector -- verify-export FILE` checks it) and GET /api/export/transactions.csv.
 * The CSV is what happened: recurring occurrences generated ahead (to 31 Dec next year by default)
 * would flood it with pending rows (issue 24), so they come only with `?upcoming=include`; the full
 * history keeps every event.
 */
export function exportRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/api/export', (ctx) => {
    const userId = requireUserId(ctx);
    const now = deps.clock();
    // Positions numbered within the file: the log's own would show how much everyone writes (issue 22).
    const lines = exportUserEvents(deps.store, userId, { secrets: 'redacted', exportedAt: now.toISOString(), positions: 'sequence' });
    download(ctx, 'application/x-ndjson; charset=utf-8', `life-events-${now.toISOString().slice(0, 10)}.ndjson`);
    ctx.body = Readable.from(withNewlines(lines));
  });

  router.get('/api/export/transactions.csv', async (ctx) => {
    const userId = requireUserId(ctx);
    const query = parseQuery(ctx.query, transactionsCsvQuerySchema);
    await readModel(ctx, deps, [MONEY_LEDGER, MONEY_ACCOUNTS, MONEY_CATEGORIES]);
    const today = requestToday(ctx, deps.clock());
    const upcomingAfter = query.upcoming === 'include' ? null : today;
    const [accounts, categories] = await Promise.all([listAccounts(deps.db, userId, today), listCategories(deps.db, userId)]);
    const accountNames = new Map(accounts.map((account) => [account.id, account.accountName]));
    const categoryNames = new Map(categories.map((category) => [category.id, category.transaction_category]));
    download(ctx, 'text/csv; charset=utf-8', `life-transactions-${today}.csv`);
    ctx.body = Readable.from(transactionLines(deps, userId, { accountNames, categoryNames, upcomingAfter }));
  });

  return router;
}

function download(ctx: Context, type: string, filename: string): void {
  ctx.type = type;
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
}

async function* withNewlines(lines: AsyncIterable<string>): AsyncGenerator<string> {
  for await (const line of lines) yield `${line}\n`;
}

interface TransactionLinesOptions {
  accountNames: ReadonlyMap<string, string>;
  categoryNames: ReadonlyMap<string, string>;
  /** The caller's today, after which recurring occurrences are left out; null keeps them. */
  upcomingAfter: string | null;
}

async function* transactionLines(
  deps: AppDeps,
  userId: string,
  { accountNames, categoryNames, upcomingAfter }: TransactionLinesOptions,
): AsyncGenerator<string> {
  // Issue 24: Notes and Split (each line's category, absolute amount and memo) after the Id, so older readers keep their columns.
  yield csvLine([
    'Date',
    'Title',
    'Type',
    'Amount',
    'Status',
    'From Account',
    'To Account',
    'Categories',
    'Recurring',
    'Id',
    'Notes',
    'Split',
  ]);
  const name = (id: string | null) => (id === null ? '' : (accountNames.get(id) ?? id));
  let after: { date: string; position: string } | undefined;
  for (;;) {
    const rows: TransactionRow[] = await listTransactions(deps.db, userId, { limit: PAGE, ...(after ? { after } : {}) });
    for (const row of rows) {
      const json = toTransactionJson(row);
      if (upcomingAfter !== null && isUpcomingOccurrence(json, upcomingAfter)) continue;
      const categories = json.transactionCategoryIds.map((id) => categoryNames.get(id) ?? id).join('; ');
      yield csvLine([
        json.date,
        json.title,
        json.type,
        json.amount,
        json.posted,
        name(json.fromAccountId),
        name(json.toAccountId),
        categories || json.category,
        json.isRecurring ? 'yes' : '',
        json.id,
        json.notes,
        json.splits
          .map((line) => `${categoryNames.get(line.categoryId) ?? line.categoryId} ${line.amount}${line.memo ? ` (${line.memo})` : ''}`)
          .join('; '),
      ]);
    }
    const last = rows.at(-1);
    if (rows.length < PAGE || !last) return;
    after = { date: last.date, position: last.created_position };
  }
}
