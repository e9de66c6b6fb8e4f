import { Router } from '@koa/router';
import { waterDayDecider, waterGlassSchema, waterMessages, waterStreamId, type WaterDayJson } from '@life/domain';
import { NUTRITION_WATER } from '@life/projector/projections/nutrition/names';
import { waterGlassesOn } from '@life/projector/projections/nutrition/queries';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { commandHandler } from '../http/commands';
import { optionalDateParam } from '../http/query-params';
import { readSource } from '../http/as-of';
import { waitForWrite } from '../http/read-model';
import { requestToday } from '../http/today';
import { parseBody, parseQuery } from '../http/validate';
import { writesAwait } from '../http/demand';

const READ_MODELS = [NUTRITION_WATER];

/** A user's day of water: the stream of the session's user and the command's day. */
const handleWaterCommand = commandHandler(waterDayDecider, (command) => waterStreamId(command.metadata.userId, command.data.date));

/** GET /api/water query: `?date=` (yyyy-mm-dd), the caller's today when absent. */
const waterQuerySchema = z.object({ date: optionalDateParam(waterMessages.dateInvalid) });

/**
 * /api/water (beyond SPEC, 'Log Water'): a day's glasses (GET), one more glass (POST `{ date? }`) and one fewer
 * (POST /api/water/remove, issue 26),
 * on the caller's today (X-Time-Zone) unless a day is named.
 */
export function waterRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  router.get('/api/water', async (ctx) => {
    const userId = requireUserId(ctx);
    const { date } = parseQuery(ctx.query, waterQuerySchema);
    const { source, today } = await readSource(ctx, deps, READ_MODELS);
    const day = date ?? today;
    ctx.body = { date: day, glasses: await waterGlassesOn(deps.db, userId, day, source) } satisfies WaterDayJson;
  });

  router.post('/api/water', async (ctx) => {
    const userId = requireUserId(ctx);
    const draft = await parseBody(ctx, waterGlassSchema);
    const date = draft.date ?? requestToday(ctx, deps.clock());
    const result = await handleWaterCommand(ctx, deps, { type: 'LogWaterGlass', data: { date } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.body = { date, glasses: await waterGlassesOn(deps.db, userId, date) } satisfies WaterDayJson;
  });

  /** Issue 26: one glass fewer (`{ date? }`, today when absent); a day with none stays at 0. A POST, so a retried request (Idempotency-Key) removes one glass, not two. */
  router.post('/api/water/remove', async (ctx) => {
    const userId = requireUserId(ctx);
    const draft = await parseBody(ctx, waterGlassSchema);
    const date = draft.date ?? requestToday(ctx, deps.clock());
    const result = await handleWaterCommand(ctx, deps, { type: 'RemoveWaterGlass', data: { date } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.body = { date, glasses: await waterGlassesOn(deps.db, userId, date) } satisfies WaterDayJson;
  });

  return router;
}
