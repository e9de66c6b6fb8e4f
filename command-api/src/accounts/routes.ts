import { Router } from '@koa/router';
import {
  accountBookDecider,
  accountBookStreamId,
  accountCreateSchema,
  accountMessages,
  accountUpdateSchema,
  NotFoundError,
  type AccountJson,
  type AccountUsageJson,
} from '@life/domain';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { versionsKnownAt } from '@life/projector/projections/as-of/source';
import { findAccount, listAccounts, listAdjustments } from '@life/projector/projections/accounts/queries';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { asOfMessages, asOfParam, refuseAsOf } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { commandHandler } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';
import { requestToday } from '../http/today';
import { parseBody, parseQuery } from '../http/validate';
import { currentUsage, deleteAccount, USAGE_READ_MODELS } from './delete';
import { toAccountJson, toAdjustmentJson } from './mapping';
import { writesAwait } from '../http/demand';

/** Balances come from the ledger, account fields from the accounts projection. */
const READ_MODELS = [MONEY_ACCOUNTS, MONEY_LEDGER];

/** DELETE's one parameter: `withTransactions=true` deletes the account's transactions with it. */
const deleteQuerySchema = z.object({
  withTransactions: z.enum(['true', 'false'], { message: 'withTransactions must be true or false' }).optional(),
});

/** Every account command goes to the caller's account book. */
const handleAccountCommand = commandHandler(accountBookDecider, (command) => accountBookStreamId(command.metadata.userId));

/**
 * /api/accounts: the user's account book (stream accounts-<userId>). Balances are derived:
 * GET answers `balance` as of the caller's local today (X-Time-Zone); a PUT with a changed
 * `balance` records the difference as a BalanceAdjusted dated today.
 */
export function accountRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/accounts' });
  router.use(writesAwait(deps, READ_MODELS));

  const today = (ctx: Context) => requestToday(ctx, deps.clock());

  /** The stored account after a command, exactly as GET lists it. */
  const readBack = async (ctx: Context, accountId: string, position: string): Promise<AccountJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findAccount(deps.db, requireUserId(ctx), accountId, today(ctx));
    if (!row) throw new NotFoundError(accountMessages.notFound);
    return toAccountJson(row);
  };

  router.get('/', async (ctx) => {
    const userId = requireUserId(ctx);
    // ?asOf=<instant> (issue 10): the list as it was then, balances at the end of the caller's day then.
    const asOf = await asOfParam(ctx, deps);
    if (asOf) {
      ctx.body = (await listAccounts(deps.db, userId, asOf.day, versionsKnownAt(asOf.instant))).map(toAccountJson);
      return;
    }
    await readModel(ctx, deps, READ_MODELS);
    ctx.body = (await listAccounts(deps.db, userId, today(ctx))).map(toAccountJson);
  });

  router.post('/', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, accountCreateSchema);
    const accountId = newId(ctx, 'accountId');
    const result = await handleAccountCommand(ctx, deps, {
      type: 'OpenAccount',
      data: { accountId, adjustmentId: newId(ctx, 'adjustmentId'), draft },
    });
    ctx.status = 201;
    ctx.body = await readBack(ctx, accountId, result.position);
  });

  router.put('/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const accountId = uuidParam(ctx, accountMessages.notFound);
    const draft = await parseBody(ctx, accountUpdateSchema);
    let context: { currentBalanceCents: number } | undefined;
    if (draft.balanceCents !== undefined) {
      // The adjustment is the difference to the balance as of every write so far, not only the
      // caller's own (another tab or an import may have moved it since the form loaded).
      await readModel(ctx, deps, READ_MODELS);
      await waitForWrite(ctx, deps, READ_MODELS, await deps.store.lastWritten());
      const current = await findAccount(deps.db, userId, accountId, today(ctx));
      if (!current) throw new NotFoundError(accountMessages.notFound);
      context = { currentBalanceCents: Number(current.balance_posted_cents) };
    }
    const result = await handleAccountCommand(ctx, deps, {
      type: 'UpdateAccount',
      data: { accountId, adjustmentId: newId(ctx, 'adjustmentId'), draft, ...(context ? { context } : {}) },
    });
    ctx.body = await readBack(ctx, accountId, result.position);
  });

  /**
   * Deleting orphans nothing (issue 13 #4): 409 `{ error, count }` while transactions name the account,
   * unless `?withTransactions=true` deletes them with it; 409 while recurring transactions name it (delete.ts).
   */
  router.delete('/:id', async (ctx) => {
    requireUserId(ctx);
    const accountId = uuidParam(ctx, accountMessages.notFound);
    const { withTransactions } = parseQuery(ctx.query, deleteQuerySchema);
    const position = await deleteAccount(ctx, deps, accountId, withTransactions === 'true');
    await waitForWrite(ctx, deps, USAGE_READ_MODELS, position);
    ctx.status = 204;
  });

  /** What the delete dialog says before the user confirms: AccountUsageJson. */
  router.get('/:id/usage', async (ctx) => {
    const userId = requireUserId(ctx);
    const accountId = uuidParam(ctx, accountMessages.notFound);
    // What a deletion would take now: the delete dialog's question, never one about the past.
    refuseAsOf(ctx, asOfMessages.presentOnly);
    const usage = await currentUsage(ctx, deps, userId, accountId);
    if (!(await findAccount(deps.db, userId, accountId, today(ctx)))) throw new NotFoundError(accountMessages.notFound);
    const body: AccountUsageJson = usage;
    ctx.body = body;
  });

  /** The account's balance adjustments ('Balance adjustment' rows of its history), newest first; `?asOf=` those known then. */
  router.get('/:id/adjustments', async (ctx) => {
    const userId = requireUserId(ctx);
    const accountId = uuidParam(ctx, accountMessages.notFound);
    const asOf = await asOfParam(ctx, deps);
    if (asOf) {
      await readModel(ctx, deps, READ_MODELS);
      const accounts = await listAccounts(deps.db, userId, asOf.day, versionsKnownAt(asOf.instant));
      if (!accounts.some((account) => account.id === accountId)) throw new NotFoundError(accountMessages.notFound);
      ctx.body = (await listAdjustments(deps.db, userId, accountId, asOf.instant)).map(toAdjustmentJson);
      return;
    }
    await readModel(ctx, deps, READ_MODELS);
    if (!(await findAccount(deps.db, userId, accountId, today(ctx)))) throw new NotFoundError(accountMessages.notFound);
    ctx.body = (await listAdjustments(deps.db, userId, accountId)).map(toAdjustmentJson);
  });

  return router;
}
