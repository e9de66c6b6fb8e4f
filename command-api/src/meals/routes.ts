import { Router } from '@koa/router';
import { mealCreateSchema, mealDecider, mealLoggedSchema, mealMessages, mealStreamId, NotFoundError, type MealJson } from '@life/domain';
import { NUTRITION_MEALS } from '@life/projector/projections/nutrition/names';
import { findMeal, listMeals } from '@life/projector/projections/nutrition/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { commandHandler } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readSource } from '../http/as-of';
import { waitForWrite } from '../http/read-model';
import { parseBody, parseQuery } from '../http/validate';
import { mealListQuerySchema } from './list-params';
import { toMealJson } from './mapping';
import { writesAwait } from '../http/demand';

const READ_MODELS = [NUTRITION_MEALS];

/** Every meal command goes to that meal's own stream. */
const handleMealCommand = commandHandler(mealDecider, (command) => mealStreamId(command.data.mealId));

/**
 * /api/meals (SPEC section 7: list, PATCH `logged`, delete; beyond SPEC: POST, the 'Log Food'
 * form). One stream per meal (meal-<id>). Every write answers with the meal as the next GET shows
 * it (read-your-writes), deletes with 204.
 */
export function mealRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readBack = async (ctx: Context, mealId: string, position: string): Promise<MealJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findMeal(deps.db, requireUserId(ctx), mealId);
    if (!row) throw new NotFoundError(mealMessages.notFound);
    return toMealJson(row);
  };

  /** Newest day first, a day's meals by time; `?startDate=&endDate=` (the user's days, inclusive) narrow it. */
  router.get('/api/meals', async (ctx) => {
    const userId = requireUserId(ctx);
    const filters = parseQuery(ctx.query, mealListQuerySchema);
    const { source } = await readSource(ctx, deps, READ_MODELS);
    ctx.body = (await listMeals(deps.db, userId, filters, source)).map(toMealJson);
  });

  router.post('/api/meals', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, mealCreateSchema);
    const mealId = newId(ctx, 'mealId');
    const result = await handleMealCommand(ctx, deps, { type: 'CreateMeal', data: { mealId, draft } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, mealId, result.position);
  });

  router.patch('/api/meals/:id', async (ctx) => {
    requireUserId(ctx);
    const mealId = uuidParam(ctx, mealMessages.notFound);
    const { logged } = await parseBody(ctx, mealLoggedSchema);
    const result = await handleMealCommand(ctx, deps, { type: 'ChangeMealLogged', data: { mealId, logged } });
    ctx.body = await readBack(ctx, mealId, result.position);
  });

  router.delete('/api/meals/:id', async (ctx) => {
    requireUserId(ctx);
    const mealId = uuidParam(ctx, mealMessages.notFound);
    const result = await handleMealCommand(ctx, deps, { type: 'DeleteMeal', data: { mealId } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.status = 204;
  });

  return router;
}
