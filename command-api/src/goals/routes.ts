import { Router } from '@koa/router';
import {
  goalCreateSchema,
  goalDecider,
  goalMessages,
  goalReviewDecider,
  goalReviewSaveSchema,
  goalReviewStreamOf,
  goalReviewWeekQuerySchema,
  goalStreamId,
  goalUpdateSchema,
  NotFoundError,
  reviewedWeek,
  ValidationError,
  goalReviewMessages,
  isWeekStart,
  weekEndOf,
  weekStartOf,
  type GoalJson,
} from '@life/domain';
import { GOALS } from '@life/projector/projections/goals/names';
import {
  countActiveGoals,
  findGoal,
  findGoalReview,
  goalActivityBetween,
  listGoalReviews,
  listGoals,
} from '@life/projector/projections/goals/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { readSource } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { commandHandler, commandMetadata } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { waitForWrite } from '../http/read-model';
import { parseBody, parseQuery } from '../http/validate';
import { userSettings } from '../settings/week-start';
import { toGoalJson, toGoalReviewJson, toWeeklyProgressJson, toWeekReviewJson } from './mapping';
import { writesAwait } from '../http/demand';

const READ_MODELS = [GOALS];

const handleGoalCommand = commandHandler(goalDecider, (command) => goalStreamId(command.data.goalId));
const handleReviewCommand = commandHandler(goalReviewDecider, goalReviewStreamOf);

/**
 * Goals (SPEC /api/goals: one stream per goal) and, beyond SPEC, the Weekly Progress figures and
 * the weekly review (reflections: one stream per user and week). "Today" and "this week" (the user's week,
 * from their first day) are the caller's local days (X-Time-Zone).
 */
export function goalRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readAt = (ctx: Context) => readSource(ctx, deps, READ_MODELS);

  const readBack = async (ctx: Context, goalId: string, position: string): Promise<GoalJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findGoal(deps.db, requireUserId(ctx), goalId);
    if (!row) throw new NotFoundError(goalMessages.notFound);
    return toGoalJson(row);
  };

  router.get('/api/goals', async (ctx) => {
    const userId = requireUserId(ctx);
    const { source } = await readAt(ctx);
    ctx.body = (await listGoals(deps.db, userId, source)).map(toGoalJson);
  });

  router.post('/api/goals', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, goalCreateSchema);
    const goalId = newId(ctx, 'goalId');
    const result = await handleGoalCommand(ctx, deps, { type: 'CreateGoal', data: { goalId, draft } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, goalId, result.position);
  });

  router.put('/api/goals/:id', async (ctx) => {
    requireUserId(ctx);
    const goalId = uuidParam(ctx, goalMessages.notFound);
    const draft = await parseBody(ctx, goalUpdateSchema);
    const result = await handleGoalCommand(ctx, deps, { type: 'UpdateGoal', data: { goalId, draft } });
    ctx.body = await readBack(ctx, goalId, result.position);
  });

  router.delete('/api/goals/:id', async (ctx) => {
    requireUserId(ctx);
    const goalId = uuidParam(ctx, goalMessages.notFound);
    const result = await handleGoalCommand(ctx, deps, { type: 'DeleteGoal', data: { goalId } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.status = 204;
  });

  /** Beyond SPEC: the Weekly Progress card over the caller's week (issue 26: from their first day, as the review). */
  router.get('/api/goals/weekly-progress', async (ctx) => {
    const userId = requireUserId(ctx);
    // Issue 26: the user's week (their first day), the same week the review calls "this week".
    const { weekStartsOn } = await userSettings(deps, userId);
    const { source, today } = await readAt(ctx);
    const startDate = weekStartOf(today, weekStartsOn);
    const window = { startDate, endDate: weekEndOf(startDate) };
    const [activity, totalActive] = await Promise.all([
      goalActivityBetween(deps.db, userId, window.startDate, window.endDate, source),
      countActiveGoals(deps.db, userId, source),
    ]);
    ctx.body = toWeeklyProgressJson(window, activity, totalActive);
  });

  /** Beyond SPEC: a week's review (this week unless `weekStart` names an earlier week's first day). */
  router.get('/api/goal-reviews/week', async (ctx) => {
    const userId = requireUserId(ctx);
    const query = parseQuery(ctx.query, goalReviewWeekQuerySchema);
    const { weekStartsOn } = await userSettings(deps, userId);
    if (query.weekStart && !isWeekStart(query.weekStart, weekStartsOn)) {
      throw ValidationError.of('weekStart', goalReviewMessages.weekStartNotFirstDay);
    }
    const { source, today } = await readAt(ctx);
    const weekStart = query.weekStart ?? weekStartOf(today, weekStartsOn);
    const [activity, review] = await Promise.all([
      goalActivityBetween(deps.db, userId, weekStart, weekEndOf(weekStart), source),
      findGoalReview(deps.db, userId, weekStart, source),
    ]);
    ctx.body = toWeekReviewJson(weekStart, activity, review);
  });

  /** Beyond SPEC: the saved reflections, latest week first. */
  router.get('/api/goal-reviews', async (ctx) => {
    const userId = requireUserId(ctx);
    const { source } = await readAt(ctx);
    ctx.body = (await listGoalReviews(deps.db, userId, source)).map(toGoalReviewJson);
  });

  /** Beyond SPEC: save (or replace) a week's reflection; answers the saved review. */
  router.post('/api/goal-reviews', async (ctx) => {
    const userId = requireUserId(ctx);
    const draft = await parseBody(ctx, goalReviewSaveSchema);
    const { weekStartsOn } = await userSettings(deps, userId);
    const weekStart = reviewedWeek({ data: { ...draft, weekStartsOn }, metadata: commandMetadata(ctx, deps.clock) });
    // The week is settled here, so the command, its stream and the answer name the same one.
    const result = await handleReviewCommand(ctx, deps, { type: 'SaveGoalReview', data: { ...draft, weekStart, weekStartsOn } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    const row = await findGoalReview(deps.db, userId, weekStart);
    if (!row) throw new NotFoundError('Review not found');
    ctx.body = toGoalReviewJson(row);
  });

  return router;
}
