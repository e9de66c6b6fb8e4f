import { Router } from '@koa/router';
import {
  NotFoundError,
  transactionCreateSchema,
  transactionDecider,
  transactionMessages,
  transactionStatusSchema,
  transactionStreamId,
  transactionUpdateSchema,
  type TransactionJson,
  type TransactionReferences,
} from '@life/domain';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import {
  countTransactions,
  findTransaction,
  isRegisterRead,
  listTransactions,
  readRegister,
  readSearchFirstPage,
  type RegisterJsonRow,
  type TransactionFilters,
  type TransactionMatch,
  type TransactionRow,
} from '@life/projector/projections/ledger/queries';
import { LIVE } from '@life/projector/projections/as-of/source';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { asOfMessages, asOfParam, refuseAsOf } from '../http/as-of';
import { commandHandler, earlierWrite } from '../http/commands';
import { uuidParam } from '../http/ids';
import { eventIdsFor, newId } from '../http/new-ids';
import { callerPositions } from '../http/positions';
import { readModel, waitForWrite } from '../http/read-model';
import { parseBody } from '../http/validate';
import { BULK_PATH, recordBulk } from './bulk';
import { READ_POSITION_HEADER, setReadPosition, transactionChanges } from './changes';
import { referenceContext } from './context';
import {
  encodeCursor,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  parseTransactionListQuery,
  WINDOW_OF_COUNT_HEADER,
  withoutDates,
} from './list-params';
import { listAsOf } from './list-as-of';
import { toTransactionJson } from './mapping';
import { writesAwait } from '../http/demand';
import { jsonArrayBytes } from '../http/json-bytes';

/** Rows of listRegisterJson (already JSON text) rather than listTransactions'. */
function isJsonRows(rows: RegisterJsonRow[] | TransactionRow[]): rows is RegisterJsonRow[] {
  return rows.length > 0 && 'json' in rows[0]!;
}

/** Every transaction command goes to that transaction's own stream. */
const handleTransactionCommand = commandHandler(transactionDecider, (command) => transactionStreamId(command.data.transactionId));

/**
 * /api/transactions: one stream per transaction (transaction-<id>). Bodies naming accounts or
 * categories are checked against the caller's read models (the decider's context).
 * Balance adjustments are not listed here: they are account history (GET /api/accounts/:id/adjustments).
 */
export function transactionRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, [MONEY_LEDGER]));

  /** Ids named by the body, looked up after the caller's last write (X-Min-Position). */
  const contextFor = async (ctx: Context, references: TransactionReferences) => {
    await readModel(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES]);
    return referenceContext(deps.db, requireUserId(ctx), [references]);
  };

  const readBack = async (ctx: Context, transactionId: string, position: string): Promise<TransactionJson> => {
    await waitForWrite(ctx, deps, [MONEY_LEDGER], position);
    const row = await findTransaction(deps.db, requireUserId(ctx), transactionId);
    if (!row) throw new NotFoundError(transactionMessages.notFound);
    return toTransactionJson(row);
  };

  /**
   * The account register (issue 24): its rows as JSON text (the same bytes as toTransactionJson's),
   * the counts and the ledger's checkpoint (X-Read-Position) in one statement, so in the rows' own
   * snapshot (what the route's separate reads give, one round trip instead of four).
   */
  const registerRead = async (
    ctx: Context,
    userId: string,
    listed: Parameters<typeof readRegister>[2],
    windowed: boolean,
  ): Promise<[RegisterJsonRow[], number | undefined, number | undefined]> => {
    const first = !listed.after;
    const read = await readRegister(deps.db, userId, listed, { checkpoint: MONEY_LEDGER, total: first, whole: first && windowed });
    if (read.position) ctx.set(READ_POSITION_HEADER, read.position);
    return [read.rows, read.total, read.whole];
  };

  /**
   * A search's first page (issue 25 goal 4): its counts first, then the rows knowing how many match
   * (listTransactions' KnownMatches): none reads nothing, a few are found by their indexes and then
   * ordered instead of walking the date index past every other row (a search for a typo read all of
   * them). The read position comes before the counts, so even an empty answer holds everything up to it.
   */
  const searchFirstPage = async (
    ctx: Context,
    userId: string,
    listed: TransactionFilters & { search: string },
    match: TransactionMatch,
    windowed: boolean,
  ): Promise<[TransactionRow[], number, number | undefined]> => {
    const whole = () => (windowed ? countTransactions(deps.db, userId, withoutDates(match)) : undefined);
    /** The matches counted (with the user's count `all`), then the page knowing how many. */
    const countThenList = async (all: number | Promise<number>): Promise<[TransactionRow[], number, number | undefined]> => {
      const [total, allCount, windowOf] = await Promise.all([countTransactions(deps.db, userId, match), all, whole()]);
      return [await listTransactions(deps.db, userId, listed, LIVE, { matches: total, all: allCount }), total, windowOf];
    };
    if (listed.accountId === undefined) {
      // Without an account, few matches (or many the search blocks count) come with their count, the user's and the
      // checkpoint in one statement.
      const read = await readSearchFirstPage(deps.db, userId, listed, MONEY_LEDGER);
      if (read.position) ctx.set(READ_POSITION_HEADER, read.position);
      if (read.rows !== undefined) return [read.rows, read.matches, await whole()];
      return countThenList(read.all);
    }
    await setReadPosition(ctx, deps);
    return countThenList(countTransactions(deps.db, userId, {}));
  };

  /**
   * Newest first; a JSON array (what SPEC's client expects), the next page's cursor in X-Next-Cursor.
   * X-Total-Count (every row matching the filters, whatever the limit) comes with the first page
   * only (no cursor): counting again for each later page would make paging cost a scan of all
   * matching rows per page, so clients keep the first page's total. X-Read-Position: the ledger
   * position the answer reflects; with ?changedSince=<that position> (beyond SPEC) the answer is
   * only what changed since (changes.ts), which is how the list polls.
   */
  router.get('/api/transactions', async (ctx) => {
    const userId = requireUserId(ctx);
    const filters = parseTransactionListQuery(ctx.query, callerPositions(ctx));
    if (ctx.query.changedSince !== undefined) refuseAsOf(ctx, asOfMessages.withChangedSince);
    const asOf = await asOfParam(ctx, deps);
    if (asOf) {
      await listAsOf(ctx, deps, userId, filters, asOf);
      return;
    }
    await readModel(ctx, deps, [MONEY_LEDGER]);
    const windowed = Boolean(filters.startDate || filters.endDate);
    if (ctx.query.changedSince !== undefined) {
      const { after: _cursor, limit: _limit, ...match } = filters;
      const [changes, total, whole] = await Promise.all([
        transactionChanges(ctx, deps, userId, match),
        countTransactions(deps.db, userId, match),
        windowed ? countTransactions(deps.db, userId, withoutDates(match)) : undefined,
      ]);
      ctx.set(TOTAL_COUNT_HEADER, String(total));
      if (whole !== undefined) ctx.set(WINDOW_OF_COUNT_HEADER, String(whole));
      ctx.body = changes;
      return;
    }
    const { after: _cursor, limit: _limit, ...match } = filters;
    const listed = { ...filters, limit: filters.limit + 1 };
    const [rows, total, whole] = isRegisterRead(listed)
      ? await registerRead(ctx, userId, listed, windowed)
      : listed.search && !listed.after
        ? await searchFirstPage(ctx, userId, { ...listed, search: listed.search }, match, windowed)
        : await Promise.all([
            // Before the rows: the answer holds at least everything up to this position (changedSince's base).
            setReadPosition(ctx, deps).then(() => listTransactions(deps.db, userId, listed)),
            filters.after ? undefined : countTransactions(deps.db, userId, match),
            filters.after || !windowed ? undefined : countTransactions(deps.db, userId, withoutDates(match)),
          ]);
    if (total !== undefined) ctx.set(TOTAL_COUNT_HEADER, String(total));
    if (whole !== undefined) ctx.set(WINDOW_OF_COUNT_HEADER, String(whole));
    const page = rows.slice(0, filters.limit);
    const last = page.at(-1);
    const cursor = last && ('json' in last ? last.cursor : { date: last.date, created_position: last.created_position });
    if (rows.length > filters.limit && cursor)
      ctx.set(NEXT_CURSOR_HEADER, encodeCursor({ date: cursor.date, position: cursor.created_position }, callerPositions(ctx)));
    if (isJsonRows(page)) {
      // Bytes: Koa measures a string body and encodes it again on the way out (~300 kB for a month).
      ctx.body = jsonArrayBytes(page.map((row) => row.json));
      ctx.type = 'json';
    } else ctx.body = page.map(toTransactionJson);
  });

  router.post('/api/transactions', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, transactionCreateSchema);
    const transactionId = newId(ctx, 'transactionId');
    const streamId = transactionStreamId(transactionId);
    // A rerun whose first run recorded it: runCommand returns that write; the references were checked then.
    const firstEventId = eventIdsFor(ctx, streamId)?.(0);
    const recorded = firstEventId ? await earlierWrite(ctx, deps.store, streamId, firstEventId) : undefined;
    const context = recorded ? { accounts: {}, categories: {} } : await contextFor(ctx, draft);
    const result = await handleTransactionCommand(ctx, deps, { type: 'RecordTransaction', data: { transactionId, draft, context } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, transactionId, result.position);
  });

  router.post(BULK_PATH, async (ctx) => {
    ctx.body = await recordBulk(ctx, deps);
    ctx.status = 201;
  });

  router.put('/api/transactions/:id', async (ctx) => {
    requireUserId(ctx);
    const transactionId = uuidParam(ctx, transactionMessages.notFound);
    const draft = await parseBody(ctx, transactionUpdateSchema);
    // A type switch keeps the stored categories unless the body names others: the decider checks their types too.
    const kept = draft.type !== undefined && draft.transactionCategoryIds === undefined;
    const stored = kept ? await findTransaction(deps.db, requireUserId(ctx), transactionId) : undefined;
    const storedIds = stored?.category_ids ? stored.category_ids.split(',') : [];
    const context = await contextFor(ctx, { ...draft, transactionCategoryIds: draft.transactionCategoryIds ?? storedIds });
    const result = await handleTransactionCommand(ctx, deps, { type: 'UpdateTransaction', data: { transactionId, draft, context } });
    ctx.body = await readBack(ctx, transactionId, result.position);
  });

  router.patch('/api/transactions/:id/status', async (ctx) => {
    requireUserId(ctx);
    const transactionId = uuidParam(ctx, transactionMessages.notFound);
    const { posted } = await parseBody(ctx, transactionStatusSchema);
    const result = await handleTransactionCommand(ctx, deps, { type: 'ChangeTransactionStatus', data: { transactionId, posted } });
    ctx.body = await readBack(ctx, transactionId, result.position);
  });

  router.delete('/api/transactions/:id', async (ctx) => {
    requireUserId(ctx);
    const transactionId = uuidParam(ctx, transactionMessages.notFound);
    const result = await handleTransactionCommand(ctx, deps, { type: 'DeleteTransaction', data: { transactionId } });
    // Like every single write: answer once lists and balances no longer show it.
    await waitForWrite(ctx, deps, [MONEY_LEDGER], result.position);
    ctx.status = 204;
  });

  return router;
}
