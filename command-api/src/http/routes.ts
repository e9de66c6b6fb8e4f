import type { Router } from '@koa/router';
import type Koa from 'koa';
import { authRoutes } from '../auth/routes';
import type { AppDeps } from '../deps';
import { healthRoutes } from '../health/routes';
import { tokenRoutes } from '../tokens/routes';

/** Every feature router, one per feature (`<feature>/routes.ts`). Add new features to this list. */
const featureRoutes: ReadonlyArray<(deps: AppDeps) => Router> = [
  authRoutes,
  tokenRoutes,
  healthRoutes,
];

export function mountRoutes(app: Koa, deps: AppDeps): void {
  for (const makeRouter of featureRoutes) app.use(makeRouter(deps).routes());
}
