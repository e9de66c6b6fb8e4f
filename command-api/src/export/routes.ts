import { Readable } from 'node:stream';
import { Router } from '@koa/router';
import { exportUserEvents } from '@life/infra/event-export/index';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { listAccounts } from '@life/projector/projections/accounts/queries';
import { listCategories } from '@life/projector/projections/categories/queries';
import { listTransactions, type TransactionRow } from '@life/projector/projections/ledger/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { readModel } from '../http/read-model';
import { requestToday } from '../http/today';
import { toTransactionJson } from '../transactions/mapping';
import { csvLine } from './csv';

const PAGE = 1000;

/**
 * Downloads of the signed-in user's data (issue 10), streamed so memory stays flat however much
 * there is: GET /api/export (every event of theirs with metadata as NDJSON, hash-chained, password
 * hashes redacted; `npm run projector -- verify-export FILE` checks it) and GET /api/export/transactions.csv.
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
    await readModel(ctx, deps, [MONEY_LEDGER, MONEY_ACCOUNTS, MONEY_CATEGORIES]);
    const today = requestToday(ctx, deps.clock());
    const [accounts, categories] = await Promise.all([listAccounts(deps.db, userId, today), listCategories(deps.db, userId)]);
    const accountNames = new Map(accounts.map((account) => [account.id, account.accountName]));
    const categoryNames = new Map(categories.map((category) => [category.id, category.transaction_category]));
    download(ctx, 'text/csv; charset=utf-8', `life-transactions-${today}.csv`);
    ctx.body = Readable.from(transactionLines(deps, userId, accountNames, categoryNames));
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

async function* transactionLines(
  deps: AppDeps,
  userId: string,
  accountNames: ReadonlyMap<string, string>,
  categoryNames: ReadonlyMap<string, string>,
): AsyncGenerator<string> {
  yield csvLine(['Date', 'Title', 'Type', 'Amount', 'Status', 'From Account', 'To Account', 'Categories', 'Recurring', 'Id']);
  const name = (id: string | null) => (id === null ? '' : (accountNames.get(id) ?? id));
  let after: { date: string; position: string } | undefined;
  for (;;) {
    const rows: TransactionRow[] = await listTransactions(deps.db, userId, { limit: PAGE, ...(after ? { after } : {}) });
    for (const row of rows) {
      const json = toTransactionJson(row);
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
      ]);
    }
    const last = rows.at(-1);
    if (rows.length < PAGE || !last) return;
    after = { date: last.date, position: last.created_position };
  }
}
