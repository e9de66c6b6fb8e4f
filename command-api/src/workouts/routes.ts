import { Router } from '@koa/router';
import {
  localTimeInTimeZone,
  NotFoundError,
  workoutCompletionSchema,
  workoutCreateSchema,
  workoutDecider,
  workoutMessages,
  workoutStreamId,
  workoutUpdateSchema,
  type WorkoutCommand,
  type WorkoutJson,
} from '@life/domain';
import { FITNESS_WORKOUTS } from '@life/projector/projections/fitness/names';
import { findWorkout, listWorkouts, workoutStats } from '@life/projector/projections/fitness/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { readSource } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { type CommandBody, commandHandler } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { waitForWrite } from '../http/read-model';
import { requestTimeZone } from '../http/today';
import { parseBody, parseQuery } from '../http/validate';
import { workoutListQuerySchema } from './list-params';
import { toWorkoutJson, toWorkoutStatsJson } from './mapping';
import { writesAwait } from '../http/demand';

const READ_MODELS = [FITNESS_WORKOUTS];

/** Every workout command goes to that workout's own stream. */
const handleWorkoutCommand = commandHandler(workoutDecider, (command) => workoutStreamId(command.data.workoutId));

/**
 * /api/workouts (SPEC section 7: list, PATCH `completed`, delete; beyond SPEC: log, edit, the timer's
 * start and finish, and the overview's figures). One stream per workout (workout-<id>). Every write
 * answers with the workout as the next GET shows it (read-your-writes), deletes with 204.
 */
export function workoutRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readBack = async (ctx: Context, workoutId: string, position: string): Promise<WorkoutJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findWorkout(deps.db, requireUserId(ctx), workoutId);
    if (!row) throw new NotFoundError(workoutMessages.notFound);
    return toWorkoutJson(row);
  };

  /** Runs a command on the `:id` workout (a malformed id is a 404 before the body is read) and answers with it. */
  const onWorkout = async (
    ctx: Context & { params: Record<string, string | undefined> },
    command: (workoutId: string) => Promise<CommandBody<WorkoutCommand>>,
  ) => {
    requireUserId(ctx);
    const workoutId = uuidParam(ctx, workoutMessages.notFound);
    const result = await handleWorkoutCommand(ctx, deps, await command(workoutId));
    ctx.body = await readBack(ctx, workoutId, result.position);
  };

  /** Newest first; `?startDate=&endDate=` (the user's days, inclusive) and `?limit=` narrow it. */
  router.get('/api/workouts', async (ctx) => {
    const userId = requireUserId(ctx);
    const filters = parseQuery(ctx.query, workoutListQuerySchema);
    const { source } = await readSource(ctx, deps, READ_MODELS);
    ctx.body = (await listWorkouts(deps.db, userId, filters, source)).map(toWorkoutJson);
  });

  /** The overview's and /fitness/progress's figures as of the caller's today (X-Time-Zone). */
  router.get('/api/workouts/stats', async (ctx) => {
    const userId = requireUserId(ctx);
    const { source, today } = await readSource(ctx, deps, READ_MODELS);
    ctx.body = toWorkoutStatsJson(await workoutStats(deps.db, userId, today, source));
  });

  router.post('/api/workouts', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, workoutCreateSchema);
    const workoutId = newId(ctx, 'workoutId');
    // No date given: now, as the user's clock reads it (their day comes in the metadata's today).
    const localTime = localTimeInTimeZone(deps.clock(), requestTimeZone(ctx));
    const result = await handleWorkoutCommand(ctx, deps, { type: 'LogWorkout', data: { workoutId, draft, localTime } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, workoutId, result.position);
  });

  /** The Edit dialog (issue 26): every field, with the create's rules; no date keeps the workout's day and time. */
  router.put('/api/workouts/:id', (ctx) =>
    onWorkout(ctx, async (workoutId) => {
      const draft = await parseBody(ctx, workoutUpdateSchema);
      return { type: 'UpdateWorkout', data: { workoutId, draft } };
    }),
  );

  router.patch('/api/workouts/:id', (ctx) =>
    onWorkout(ctx, async (workoutId) => {
      const { completed } = await parseBody(ctx, workoutCompletionSchema);
      return { type: 'SetWorkoutCompleted', data: { workoutId, completed } };
    }),
  );

  /** 'Start Workout': the timer runs from now (a second start keeps the first). No body. */
  router.post('/api/workouts/:id/start', (ctx) =>
    onWorkout(ctx, (workoutId) => Promise.resolve({ type: 'StartWorkout', data: { workoutId } })),
  );

  /** 'Finish': completed with the minutes measured since the start (409 when not started or already completed). No body. */
  router.post('/api/workouts/:id/finish', (ctx) =>
    onWorkout(ctx, (workoutId) => Promise.resolve({ type: 'FinishWorkout', data: { workoutId } })),
  );

  router.delete('/api/workouts/:id', async (ctx) => {
    requireUserId(ctx);
    const workoutId = uuidParam(ctx, workoutMessages.notFound);
    const result = await handleWorkoutCommand(ctx, deps, { type: 'DeleteWorkout', data: { workoutId } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.status = 204;
  });

  return router;
}
