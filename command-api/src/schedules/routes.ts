import { Router } from '@koa/router';
import {
  NotFoundError,
  scheduleCreateSchema,
  scheduleDecider,
  scheduleMessages,
  scheduleStreamId,
  scheduleUpdateSchema,
  ValidationError,
} from '@life/domain';
import type { ScheduleJson } from '@life/domain/schedules/api';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_HISTORY } from '@life/projector/projections/history/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { MONEY_SCHEDULES } from '@life/projector/projections/schedules/names';
import { accountBalancesForRange, scheduleBalances } from '@life/projector/projections/balances/queries';
import { findSchedule, listSchedulePeriods, listSchedules } from '@life/projector/projections/schedules/queries';
import { findRecurringTransaction } from '@life/projector/projections/schedules/recurring';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { versionsKnownAt, type RowSource } from '@life/projector/projections/as-of/source';
import { asOfParam, readSource } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { commandHandler, earlierWrite } from '../http/commands';
import { isUuid, uuidParam } from '../http/ids';
import { eventIdsFor, newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';
import { parseBody, parseInput, parseQuery } from '../http/validate';
import { toAccountBalanceJson, toScheduleBalancesJson, toScheduleJson, toSchedulePeriodJson } from './mapping';
import { balanceRangeParamsSchema, schedulePeriodsQuerySchema } from './params';
import { writesAwait } from '../http/demand';

const READ_MODELS = [MONEY_SCHEDULES];
/** Balances read the ledger and the accounts (starting balances, adjustments); a schedule's also its periods. */
const BALANCE_READ_MODELS = [MONEY_ACCOUNTS, MONEY_LEDGER];

/** Every schedule command goes to that schedule's own stream. */
const handleScheduleCommand = commandHandler(scheduleDecider, (command) => scheduleStreamId(command.data.scheduleId));

/**
 * /api/schedules (stream schedule-<id>), their periods (a read model: from the schedule's own
 * frequency or the recurring transaction it follows) and the per-range account balances the
 * schedule screens show. DELETE takes the periods with it.
 */
export function scheduleRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readBack = async (ctx: Context, scheduleId: string, position: string): Promise<ScheduleJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findSchedule(deps.db, requireUserId(ctx), scheduleId);
    if (!row) throw new NotFoundError(scheduleMessages.notFound);
    return toScheduleJson(row);
  };

  /**
   * The schedule decider cannot see the read models, so the API checks that a chosen recurring
   * transaction is one of the caller's live ones (SPEC section 5's submit check), after the
   * caller's last write. An update that does not name one keeps the stored choice as it is.
   */
  const checkRecurringTransaction = async (ctx: Context, recurringTransactionId: string | null | undefined) => {
    if (recurringTransactionId === null || recurringTransactionId === undefined) return;
    await readModel(ctx, deps, READ_MODELS);
    const found = isUuid(recurringTransactionId) && (await findRecurringTransaction(deps.db, requireUserId(ctx), recurringTransactionId));
    if (!found) throw new ValidationError({ recurringTransactionId: scheduleMessages.recurringTransactionNotFound });
  };

  /** One of the caller's schedules (after their last write), else 404. */
  const ownSchedule = async (ctx: Context, scheduleId: string, source?: RowSource) => {
    const row = await findSchedule(deps.db, requireUserId(ctx), scheduleId, source);
    if (!row) throw new NotFoundError(scheduleMessages.notFound);
    return row;
  };

  router.get('/api/schedules', async (ctx) => {
    const userId = requireUserId(ctx);
    const { source } = await readSource(ctx, deps, READ_MODELS);
    ctx.body = (await listSchedules(deps.db, userId, source)).map(toScheduleJson);
  });

  router.post('/api/schedules', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, scheduleCreateSchema);
    const scheduleId = newId(ctx, 'scheduleId');
    const streamId = scheduleStreamId(scheduleId);
    // A rerun whose first run recorded it: runCommand returns that write; the choice was checked then.
    const firstEventId = eventIdsFor(ctx, streamId)?.(0);
    const recorded = firstEventId ? await earlierWrite(ctx, deps.store, streamId, firstEventId) : undefined;
    if (!recorded) await checkRecurringTransaction(ctx, draft.recurringTransactionId);
    const result = await handleScheduleCommand(ctx, deps, { type: 'CreateSchedule', data: { scheduleId, draft } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, scheduleId, result.position);
  });

  router.put('/api/schedules/:id', async (ctx) => {
    requireUserId(ctx);
    const scheduleId = uuidParam(ctx, scheduleMessages.notFound);
    const draft = await parseBody(ctx, scheduleUpdateSchema);
    await checkRecurringTransaction(ctx, draft.recurringTransactionId);
    const result = await handleScheduleCommand(ctx, deps, { type: 'UpdateSchedule', data: { scheduleId, draft } });
    ctx.body = await readBack(ctx, scheduleId, result.position);
  });

  router.delete('/api/schedules/:id', async (ctx) => {
    requireUserId(ctx);
    const scheduleId = uuidParam(ctx, scheduleMessages.notFound);
    const result = await handleScheduleCommand(ctx, deps, { type: 'DeleteSchedule', data: { scheduleId } });
    // Answer once the list and the periods no longer show it.
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.status = 204;
  });

  router.get('/api/schedule-periods', async (ctx) => {
    const userId = requireUserId(ctx);
    const { scheduleId } = parseQuery(ctx.query, schedulePeriodsQuerySchema);
    const { source } = await readSource(ctx, deps, READ_MODELS);
    await ownSchedule(ctx, scheduleId, source);
    ctx.body = (await listSchedulePeriods(deps.db, userId, scheduleId, source)).map(toSchedulePeriodJson);
  });

  /** Beyond SPEC: every period × every account in one call (the schedule cards and period list); as of an instant too (issue 26). */
  router.get('/api/schedules/:id/balances', async (ctx) => {
    const userId = requireUserId(ctx);
    const scheduleId = uuidParam(ctx, scheduleMessages.notFound);
    const { source } = await readSource(ctx, deps, [...READ_MODELS, ...BALANCE_READ_MODELS, MONEY_HISTORY]);
    await ownSchedule(ctx, scheduleId, source);
    const { periods, balances } = await scheduleBalances(deps.db, userId, scheduleId, source);
    ctx.body = toScheduleBalancesJson(scheduleId, periods, balances);
  });

  /** SPEC section 7: every live account's balances before startDate and after endDate, posted and all. */
  router.get('/api/account-balances/:startDate/:endDate', async (ctx) => {
    const userId = requireUserId(ctx);
    const { startDate, endDate } = parseInput(ctx.params, balanceRangeParamsSchema);
    const asOf = await asOfParam(ctx, deps);
    if (asOf) {
      ctx.body = (await accountBalancesForRange(deps.db, userId, startDate, endDate, versionsKnownAt(asOf.instant))).map(
        toAccountBalanceJson,
      );
      return;
    }
    await readModel(ctx, deps, BALANCE_READ_MODELS);
    ctx.body = (await accountBalancesForRange(deps.db, userId, startDate, endDate)).map(toAccountBalanceJson);
  });

  return router;
}
