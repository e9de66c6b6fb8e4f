import { Router } from '@koa/router';
import {
  groceryItemCheckedSchema,
  groceryItemCreateSchema,
  groceryItemDecider,
  groceryItemStreamId,
  groceryMessages,
  NotFoundError,
  type ClearedGroceryItemsJson,
  type GroceryItemJson,
} from '@life/domain';
import { NUTRITION_GROCERIES } from '@life/projector/projections/nutrition/names';
import { checkedGroceryItemIds, findGroceryItem, listGroceryItems } from '@life/projector/projections/nutrition/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { commandHandler } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readSource } from '../http/as-of';
import { readModel, waitForWrite } from '../http/read-model';
import { parseBody } from '../http/validate';
import { toGroceryItemJson } from './mapping';
import { writesAwait } from '../http/demand';

const READ_MODELS = [NUTRITION_GROCERIES];

/** Every grocery command goes to that item's own stream. */
const handleGroceryCommand = commandHandler(groceryItemDecider, (command) => groceryItemStreamId(command.data.groceryItemId));

/**
 * /api/grocery-items (SPEC section 7: list, add, PUT `checked`; beyond SPEC: delete and
 * 'clear completed' for the full list at /nutrition/grocery). One stream per item.
 */
export function groceryRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readBack = async (ctx: Context, groceryItemId: string, position: string): Promise<GroceryItemJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findGroceryItem(deps.db, requireUserId(ctx), groceryItemId);
    if (!row) throw new NotFoundError(groceryMessages.notFound);
    return toGroceryItemJson(row);
  };

  /** In the order the items were added. */
  router.get('/api/grocery-items', async (ctx) => {
    const userId = requireUserId(ctx);
    const { source } = await readSource(ctx, deps, READ_MODELS);
    ctx.body = (await listGroceryItems(deps.db, userId, source)).map(toGroceryItemJson);
  });

  router.post('/api/grocery-items', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, groceryItemCreateSchema);
    const groceryItemId = newId(ctx, 'groceryItemId');
    const result = await handleGroceryCommand(ctx, deps, { type: 'AddGroceryItem', data: { groceryItemId, draft } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, groceryItemId, result.position);
  });

  /**
   * Removes every checked item: the ones the read model lists after the caller's last write
   * (X-Min-Position), each through its own stream, which deletes it only if it is still checked
   * (an item unticked meanwhile stays; one deleted meanwhile is skipped). Answers how many went,
   * once the list no longer shows them. With an Idempotency-Key a retry finds its earlier writes.
   */
  router.post('/api/grocery-items/clear-completed', async (ctx) => {
    const userId = requireUserId(ctx);
    await readModel(ctx, deps, READ_MODELS);
    let cleared = 0;
    let lastPosition = '';
    for (const groceryItemId of await checkedGroceryItemIds(deps.db, userId)) {
      try {
        const result = await handleGroceryCommand(ctx, deps, { type: 'ClearCompletedGroceryItem', data: { groceryItemId } });
        if (result.events.length > 0) cleared += 1;
        if (result.position > lastPosition) lastPosition = result.position;
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    if (lastPosition) ctx.set('X-Position', lastPosition);
    else ctx.remove('X-Position');
    await waitForWrite(ctx, deps, READ_MODELS, lastPosition);
    ctx.body = { cleared } satisfies ClearedGroceryItemsJson;
  });

  router.put('/api/grocery-items/:id', async (ctx) => {
    requireUserId(ctx);
    const groceryItemId = uuidParam(ctx, groceryMessages.notFound);
    const { checked } = await parseBody(ctx, groceryItemCheckedSchema);
    const result = await handleGroceryCommand(ctx, deps, { type: 'ChangeGroceryItemChecked', data: { groceryItemId, checked } });
    ctx.body = await readBack(ctx, groceryItemId, result.position);
  });

  router.delete('/api/grocery-items/:id', async (ctx) => {
    requireUserId(ctx);
    const groceryItemId = uuidParam(ctx, groceryMessages.notFound);
    const result = await handleGroceryCommand(ctx, deps, { type: 'DeleteGroceryItem', data: { groceryItemId } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.status = 204;
  });

  return router;
}
