import { Router } from '@koa/router';
import {
  accountBookDecider,
  accountBookStreamId,
  accountMessages,
  formatCents,
  NotFoundError,
  reconciliationQuerySchema,
  reconciliationSchema,
  transactionClearedSchema,
  transactionDecider,
  transactionMessages,
  transactionStreamId,
  type ReconciliationJson,
} from '@life/domain';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { MONEY_RECONCILIATION } from '@life/projector/projections/reconciliation/names';
import {
  clearedBalance,
  clearedTransactionIds,
  lastReconciliation,
  lockedTransactions,
  reconcileCandidates,
} from '@life/projector/projections/reconciliation/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { asOfMessages, refuseAsOf } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { commandHandler } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';
import { requestToday } from '../http/today';
import { parseBody, parseQuery } from '../http/validate';
import { writesAwait } from '../http/demand';

/** The cleared balance reads the accounts, the ledger and the ticks. */
const READ_MODELS = [MONEY_ACCOUNTS, MONEY_LEDGER, MONEY_RECONCILIATION];

const handleAccountCommand = commandHandler(accountBookDecider, (command) => accountBookStreamId(command.metadata.userId));
const handleTransactionCommand = commandHandler(transactionDecider, (command) => transactionStreamId(command.data.transactionId));

/**
 * Reconciliation (issue 24; the definitions are in domain/src/accounts/reconciliation.ts):
 * GET /api/accounts/{id}/reconciliation?statementDate= what the reconcile dialog shows,
 * PATCH /api/transactions/{id}/cleared ticks a transaction, POST /api/accounts/{id}/reconciliations
 * finishes one (409 unless the cleared balance equals the statement's to the cent).
 */
export function reconciliationRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const status = async (ctx: Context, userId: string, accountId: string, statementDate: string): Promise<ReconciliationJson> => {
    const balance = await clearedBalance(deps.db, userId, accountId, statementDate);
    if (!balance) throw new NotFoundError(accountMessages.notFound);
    const [candidates, last, locked, clearedIds] = [
      await reconcileCandidates(deps.db, userId, accountId, statementDate),
      await lastReconciliation(deps.db, userId, accountId),
      await lockedTransactions(deps.db, userId, accountId),
      await clearedTransactionIds(deps.db, userId, accountId),
    ];
    return {
      accountId,
      statementDate,
      clearedBalance: formatCents(Number(balance.cleared_cents)),
      lastReconciliation: last
        ? {
            reconciliationId: last.id,
            statementDate: last.statement_date,
            statementBalance: formatCents(Number(last.statement_balance_cents)),
            transactionCount: last.transaction_count,
          }
        : null,
      transactions: candidates.map((row) => ({
        id: row.id,
        date: row.date,
        title: row.title,
        type: row.type,
        amount: formatCents(Number(row.effect_cents)),
        cleared: row.cleared,
      })),
      locked: Object.fromEntries(locked.map((row) => [row.transaction_id, row.statement_date])),
      clearedIds,
    };
  };

  router.get('/api/accounts/:id/reconciliation', async (ctx) => {
    const userId = requireUserId(ctx);
    const accountId = uuidParam(ctx, accountMessages.notFound);
    refuseAsOf(ctx, asOfMessages.presentOnly);
    const { statementDate } = parseQuery(ctx.query, reconciliationQuerySchema);
    await readModel(ctx, deps, READ_MODELS);
    ctx.body = await status(ctx, userId, accountId, statementDate ?? requestToday(ctx, deps.clock()));
  });

  router.post('/api/accounts/:id/reconciliations', async (ctx) => {
    const userId = requireUserId(ctx);
    const accountId = uuidParam(ctx, accountMessages.notFound);
    const draft = await parseBody(ctx, reconciliationSchema);
    await readModel(ctx, deps, READ_MODELS);
    const balance = await clearedBalance(deps.db, userId, accountId, draft.statementDate);
    if (!balance) throw new NotFoundError(accountMessages.notFound);
    const candidates = await reconcileCandidates(deps.db, userId, accountId, draft.statementDate);
    const transactionIds = candidates.filter((row) => row.cleared).map((row) => row.id);
    const reconciliationId = newId(ctx, 'reconciliationId');
    const result = await handleAccountCommand(ctx, deps, {
      type: 'ReconcileAccount',
      data: { accountId, reconciliationId, draft, clearedBalanceCents: Number(balance.cleared_cents), transactionIds },
    });
    await waitForWrite(ctx, deps, [MONEY_RECONCILIATION], result.position);
    ctx.status = 201;
    ctx.body = {
      reconciliationId,
      accountId,
      statementDate: draft.statementDate,
      statementBalance: formatCents(draft.statementBalanceCents),
      transactionIds,
    };
  });

  router.patch('/api/transactions/:id/cleared', async (ctx) => {
    requireUserId(ctx);
    const transactionId = uuidParam(ctx, transactionMessages.notFound);
    const { cleared } = await parseBody(ctx, transactionClearedSchema);
    const result = await handleTransactionCommand(ctx, deps, { type: 'SetTransactionCleared', data: { transactionId, cleared } });
    await waitForWrite(ctx, deps, [MONEY_RECONCILIATION], result.position);
    ctx.body = { transactionId, cleared };
  });

  return router;
}
