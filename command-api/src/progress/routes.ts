import { Router } from '@koa/router';
import {
  bodyWeightCreateSchema,
  bodyWeightDecider,
  bodyWeightMessages,
  bodyWeightStreamId,
  bodyWeightUpdateSchema,
  NotFoundError,
  nutritionReport,
  reportDays,
  WORKOUT_PROGRESS_RANGES,
  type BodyWeightCommand,
  type BodyWeightEntryJson,
  type BodyWeightLogJson,
  type NutritionReportJson,
  type WorkoutProgressJson,
} from '@life/domain';
import { LIVE, versionsKnownAt, type RowSource } from '@life/projector/projections/as-of/source';
import { BODY_WEIGHT, PROGRESS_HISTORY } from '@life/projector/projections/progress/names';
import {
  findBodyWeight,
  listBodyWeights,
  nutritionDaySums,
  nutritionTargets,
  workoutProgress,
} from '@life/projector/projections/progress/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { asOfParam } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { type CommandBody, commandHandler } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';
import { requestToday } from '../http/today';
import { parseBody, parseQuery } from '../http/validate';
import { toBodyWeightEntryJson, toBodyWeightLogJson } from './mapping';
import { bodyWeightQuerySchema, nutritionReportQuerySchema, progressQuerySchema, reportRange } from './params';
import { writesAwait } from '../http/demand';

const handleBodyWeightCommand = commandHandler(bodyWeightDecider, (command) => bodyWeightStreamId(command.data.entryId));

/**
 * Issue 27: /api/fitness/progress (workouts per week and type), /api/body-weight (the log: list,
 * log, edit, delete, restore) and /api/nutrition/report. Every read answers `?asOf=` from the
 * versions progress-history and body-weight keep, through the same SQL as the live read.
 */
export function progressRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, [BODY_WEIGHT]));

  /** The moment a read answers at: the live read models (after the caller's writes) or the versions known then. */
  const source = async (ctx: Context, names: readonly string[]): Promise<{ source: RowSource; today: string; asOf: string | null }> => {
    const asOf = await asOfParam(ctx, deps, names);
    if (asOf) return { source: versionsKnownAt(asOf.instant), today: asOf.day, asOf: asOf.instant };
    await readModel(ctx, deps, names);
    return { source: LIVE, today: requestToday(ctx, deps.clock()), asOf: null };
  };

  router.get('/api/fitness/progress', async (ctx) => {
    const userId = requireUserId(ctx);
    const { range } = parseQuery(ctx.query, progressQuerySchema);
    const at = await source(ctx, [PROGRESS_HISTORY]);
    const { weeks, totals } = await workoutProgress(deps.db, userId, { today: at.today, weeks: WORKOUT_PROGRESS_RANGES[range] }, at.source);
    ctx.body = { range, today: at.today, asOf: at.asOf, weeks, totals } satisfies WorkoutProgressJson;
  });

  router.get('/api/nutrition/report', async (ctx) => {
    const userId = requireUserId(ctx);
    const query = parseQuery(ctx.query, nutritionReportQuerySchema);
    const at = await source(ctx, [PROGRESS_HISTORY]);
    const range = reportRange(query, at.today);
    const [sums, targets] = await Promise.all([
      nutritionDaySums(deps.db, userId, range, at.source),
      nutritionTargets(deps.db, userId, at.source),
    ]);
    ctx.body = nutritionReport(
      { ...range, asOf: at.asOf },
      reportDays(range.startDate, range.endDate, sums),
      targets,
    ) satisfies NutritionReportJson;
  });

  router.get('/api/body-weight', async (ctx) => {
    const userId = requireUserId(ctx);
    const { unit } = parseQuery(ctx.query, bodyWeightQuerySchema);
    const at = await source(ctx, [BODY_WEIGHT]);
    ctx.body = toBodyWeightLogJson(await listBodyWeights(deps.db, userId, at.source), unit) satisfies BodyWeightLogJson;
  });

  const readBack = async (ctx: Context, entryId: string, position: string): Promise<BodyWeightEntryJson> => {
    await waitForWrite(ctx, deps, [BODY_WEIGHT], position);
    const row = await findBodyWeight(deps.db, requireUserId(ctx), entryId);
    if (!row) throw new NotFoundError(bodyWeightMessages.notFound);
    return toBodyWeightEntryJson(row);
  };

  /** Runs a command on the `:id` entry (a malformed id is a 404 before the body is read) and answers with it. */
  const onEntry = async (
    ctx: Context & { params: Record<string, string | undefined> },
    command: (entryId: string) => Promise<CommandBody<BodyWeightCommand>>,
  ) => {
    requireUserId(ctx);
    const entryId = uuidParam(ctx, bodyWeightMessages.notFound);
    const result = await handleBodyWeightCommand(ctx, deps, await command(entryId));
    ctx.body = await readBack(ctx, entryId, result.position);
  };

  router.post('/api/body-weight', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, bodyWeightCreateSchema);
    const entryId = newId(ctx, 'entryId');
    const result = await handleBodyWeightCommand(ctx, deps, { type: 'LogBodyWeight', data: { entryId, draft } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, entryId, result.position);
  });

  router.put('/api/body-weight/:id', (ctx) =>
    onEntry(ctx, async (entryId) => ({ type: 'UpdateBodyWeight', data: { entryId, draft: await parseBody(ctx, bodyWeightUpdateSchema) } })),
  );

  /** Undelete: the entry logged again with its last values. No body. */
  router.post('/api/body-weight/:id/restore', (ctx) =>
    onEntry(ctx, (entryId) => Promise.resolve({ type: 'RestoreBodyWeight', data: { entryId } })),
  );

  router.delete('/api/body-weight/:id', async (ctx) => {
    requireUserId(ctx);
    const entryId = uuidParam(ctx, bodyWeightMessages.notFound);
    const result = await handleBodyWeightCommand(ctx, deps, { type: 'DeleteBodyWeight', data: { entryId } });
    await waitForWrite(ctx, deps, [BODY_WEIGHT], result.position);
    ctx.status = 204;
  });

  return router;
}
