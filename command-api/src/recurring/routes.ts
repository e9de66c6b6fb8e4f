import { Router } from '@koa/router';
import {
  NotFoundError,
  recurringMessages,
  recurringTransactionCreateSchema,
  recurringTransactionDecider,
  recurringTransactionStreamId,
  recurringTransactionUpdateSchema,
  type RecurringTransactionState,
  type TransactionReferences,
} from '@life/domain';
import type { RecurringTransactionWriteJson } from '@life/domain/recurring/api';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_SCHEDULES } from '@life/projector/projections/schedules/names';
import { findRecurringTransaction, listRecurringTransactions } from '@life/projector/projections/schedules/recurring';
import type { Context } from 'koa';
import { DEFAULT_GENERATION_WAIT_MS } from '../config';
import type { AppDeps } from '../deps';
import { readSource } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { commandHandler, earlierWrite } from '../http/commands';
import { uuidParam } from '../http/ids';
import { eventIdsFor, newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';
import { requestToday } from '../http/today';
import { parseBody } from '../http/validate';
import { referenceContext } from '../transactions/context';
import { toRecurringTransactionJson } from './mapping';
import { waitForGeneration } from './wait-for-generation';
import { writesAwait } from '../http/demand';

const READ_MODELS = [MONEY_SCHEDULES];

/** Every recurring command goes to that recurring transaction's own stream. */
const handleRecurringCommand = commandHandler(recurringTransactionDecider, (command) =>
  recurringTransactionStreamId(command.data.recurringTransactionId),
);

/**
 * /api/recurring-transactions: one stream per recurring transaction (recurring-transaction-<id>).
 * The worker writes the occurrences (transactions) from the event log; every write here waits for
 * its report (RecurringOccurrencesGenerated) up to GENERATION_WAIT_MS, then answers:
 * - `generation: 'complete'`, X-Position = the report's position: a read sent with it as
 *   X-Min-Position (GET /api/transactions) already lists the occurrences;
 * - `generation: 'pending'`, X-Position = the command's own position, when the worker had not
 *   reported in time (busy, or down): nothing is lost, the occurrences appear as it catches up.
 * DELETE answers 204 after the same wait (its pending occurrences removed, posted ones kept).
 */
export function recurringRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  /** Ids named by the body, looked up after the caller's last write (X-Min-Position). */
  const contextFor = async (ctx: Context, references: TransactionReferences) => {
    await readModel(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES]);
    return referenceContext(deps.db, requireUserId(ctx), [references]);
  };

  /**
   * Waits for the worker's report on the rule as it stands after the command (`ruleRevision`: also
   * right when the command appended nothing, or was an earlier run's write) and moves X-Position to it.
   */
  const awaitGeneration = async (ctx: Context, recurringTransactionId: string, state: RecurringTransactionState, position: string) => {
    const streamId = recurringTransactionStreamId(recurringTransactionId);
    const waitMs = deps.config.generationWaitMs ?? DEFAULT_GENERATION_WAIT_MS;
    const reported = await waitForGeneration(deps.store, streamId, state.ruleRevision, waitMs);
    if (reported) ctx.set('X-Position', reported);
    return { complete: reported !== null, position: reported ?? position };
  };

  const writeAnswer = async (
    ctx: Context,
    recurringTransactionId: string,
    result: { state: RecurringTransactionState; position: string },
  ): Promise<RecurringTransactionWriteJson> => {
    const generation = await awaitGeneration(ctx, recurringTransactionId, result.state, result.position);
    await waitForWrite(ctx, deps, READ_MODELS, generation.position);
    const row = await findRecurringTransaction(deps.db, requireUserId(ctx), recurringTransactionId);
    if (!row) throw new NotFoundError(recurringMessages.notFound);
    const json = toRecurringTransactionJson(row, requestToday(ctx, deps.clock()));
    return { ...json, generation: generation.complete ? 'complete' : 'pending' };
  };

  router.get('/api/recurring-transactions', async (ctx) => {
    const userId = requireUserId(ctx);
    const { source, today } = await readSource(ctx, deps, READ_MODELS);
    ctx.body = (await listRecurringTransactions(deps.db, userId, source)).map((row) => toRecurringTransactionJson(row, today));
  });

  router.post('/api/recurring-transactions', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, recurringTransactionCreateSchema);
    const recurringTransactionId = newId(ctx, 'recurringTransactionId');
    const streamId = recurringTransactionStreamId(recurringTransactionId);
    // A rerun whose first run recorded it: runCommand returns that write; the references were checked then.
    const firstEventId = eventIdsFor(ctx, streamId)?.(0);
    const recorded = firstEventId ? await earlierWrite(ctx, deps.store, streamId, firstEventId) : undefined;
    const context = recorded ? { accounts: {}, categories: {} } : await contextFor(ctx, draft);
    const result = await handleRecurringCommand(ctx, deps, {
      type: 'CreateRecurringTransaction',
      data: { recurringTransactionId, draft, context },
    });
    ctx.status = 201;
    ctx.body = await writeAnswer(ctx, recurringTransactionId, result);
  });

  router.put('/api/recurring-transactions/:id', async (ctx) => {
    requireUserId(ctx);
    const recurringTransactionId = uuidParam(ctx, recurringMessages.notFound);
    const draft = await parseBody(ctx, recurringTransactionUpdateSchema);
    // A type switch keeps the stored categories unless the body names others: the decider checks their types too.
    const kept = draft.type !== undefined && draft.transactionCategoryIds === undefined;
    const stored = kept ? await findRecurringTransaction(deps.db, requireUserId(ctx), recurringTransactionId) : null;
    const context = await contextFor(ctx, {
      ...draft,
      transactionCategoryIds: draft.transactionCategoryIds ?? stored?.transaction_category_ids ?? [],
    });
    const result = await handleRecurringCommand(ctx, deps, {
      type: 'UpdateRecurringTransaction',
      data: { recurringTransactionId, draft, context },
    });
    ctx.body = await writeAnswer(ctx, recurringTransactionId, result);
  });

  router.delete('/api/recurring-transactions/:id', async (ctx) => {
    requireUserId(ctx);
    const recurringTransactionId = uuidParam(ctx, recurringMessages.notFound);
    const result = await handleRecurringCommand(ctx, deps, { type: 'DeleteRecurringTransaction', data: { recurringTransactionId } });
    const generation = await awaitGeneration(ctx, recurringTransactionId, result.state, result.position);
    await waitForWrite(ctx, deps, READ_MODELS, generation.position);
    ctx.status = 204;
  });

  /** SPEC section 7: defined, not triggered by any screen; runs the generation again (e.g. after the worker was down). */
  router.post('/api/recurring-transactions/:id/generate', async (ctx) => {
    requireUserId(ctx);
    const recurringTransactionId = uuidParam(ctx, recurringMessages.notFound);
    const result = await handleRecurringCommand(ctx, deps, { type: 'RequestRecurringGeneration', data: { recurringTransactionId } });
    ctx.body = await writeAnswer(ctx, recurringTransactionId, result);
  });

  return router;
}
