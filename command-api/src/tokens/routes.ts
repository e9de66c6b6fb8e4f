import { NotFoundError } from '@life/domain';
import { createTokenSchema } from '@life/domain/users/index';
import { Router } from '@koa/router';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { parseBody } from '../http/validate';
import { createToken, listTokens, revokeToken } from './store';

/** Personal API tokens: the secret is returned once, at creation; lists never include it. */
export function tokenRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/auth/tokens' });

  router.post('/', async (ctx) => {
    const userId = requireUserId(ctx);
    const { name } = await parseBody(ctx, createTokenSchema);
    ctx.status = 201;
    ctx.body = await createToken(deps.db, userId, name, deps.clock());
  });

  router.get('/', async (ctx) => {
    ctx.body = await listTokens(deps.db, requireUserId(ctx));
  });

  router.delete('/:id', async (ctx) => {
    // Someone else's token is "not found", never "forbidden": ids reveal nothing.
    if (!(await revokeToken(deps.db, requireUserId(ctx), ctx.params.id ?? ''))) throw new NotFoundError('Token not found');
    ctx.status = 204;
  });

  return router;
}
