import { Router } from '@koa/router';
import {
  categoryCreateSchema,
  categoryListDecider,
  categoryListStreamId,
  categoryMessages,
  categoryUpdateSchema,
  NotFoundError,
  type CategoryJson,
} from '@life/domain';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { versionsKnownAt } from '@life/projector/projections/as-of/source';
import { findCategory, listCategories } from '@life/projector/projections/categories/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { asOfParam } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { commandHandler } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';
import { parseBody } from '../http/validate';
import { toCategoryJson } from './mapping';
import { writesAwait } from '../http/demand';

const READ_MODELS = [MONEY_CATEGORIES];

/** Every category command goes to the caller's category list. */
const handleCategoryCommand = commandHandler(categoryListDecider, (command) => categoryListStreamId(command.metadata.userId));

/**
 * Transaction categories, written at the SPEC route /api/expense-types and read by the
 * transaction form as /api/transaction-categories (same list: the form itself offers only active ones).
 * All of a user's categories live in one stream, categories-<userId>, which keeps name+type unique (409).
 */
export function categoryRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readBack = async (ctx: Context, categoryId: string, position: string): Promise<CategoryJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findCategory(deps.db, requireUserId(ctx), categoryId);
    if (!row) throw new NotFoundError(categoryMessages.notFound);
    return toCategoryJson(row);
  };

  // ?asOf=<instant> (issue 10): the list as it was then, from money-history's versions.
  const list = async (ctx: Context) => {
    const userId = requireUserId(ctx);
    const asOf = await asOfParam(ctx, deps);
    if (asOf) {
      ctx.body = (await listCategories(deps.db, userId, versionsKnownAt(asOf.instant))).map(toCategoryJson);
      return;
    }
    await readModel(ctx, deps, READ_MODELS);
    ctx.body = (await listCategories(deps.db, userId)).map(toCategoryJson);
  };
  router.get('/api/expense-types', list);
  router.get('/api/transaction-categories', list);

  router.post('/api/expense-types', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, categoryCreateSchema);
    const categoryId = newId(ctx, 'categoryId');
    const result = await handleCategoryCommand(ctx, deps, { type: 'CreateCategory', data: { categoryId, draft } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, categoryId, result.position);
  });

  router.put('/api/expense-types/:id', async (ctx) => {
    requireUserId(ctx);
    const categoryId = uuidParam(ctx, categoryMessages.notFound);
    const draft = await parseBody(ctx, categoryUpdateSchema);
    const result = await handleCategoryCommand(ctx, deps, { type: 'UpdateCategory', data: { categoryId, draft } });
    ctx.body = await readBack(ctx, categoryId, result.position);
  });

  router.delete('/api/expense-types/:id', async (ctx) => {
    requireUserId(ctx);
    const categoryId = uuidParam(ctx, categoryMessages.notFound);
    const result = await handleCategoryCommand(ctx, deps, { type: 'DeleteCategory', data: { categoryId } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.status = 204;
  });

  return router;
}
