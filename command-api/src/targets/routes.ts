import { Router } from '@koa/router';
import { targetsDecider, targetsStreamId, targetsUpdateSchema, type TargetsJson } from '@life/domain';
import { PROGRESS_HISTORY } from '@life/projector/projections/progress/names';
import { TARGETS } from '@life/projector/projections/targets/names';
import { targetsOf } from '@life/projector/projections/targets/queries';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { commandHandler } from '../http/commands';
import { readSource } from '../http/as-of';
import { waitForWrite } from '../http/read-model';
import { parseBody } from '../http/validate';
import { writesAwait } from '../http/demand';

const READ_MODELS = [TARGETS];

/** The caller's targets: one stream per user, named by the session's user, never by the body. */
const handleTargetsCommand = commandHandler(targetsDecider, (command) => targetsStreamId(command.metadata.userId));

/**
 * /api/targets (beyond SPEC, 'Set Goals'): the targets the nutrition bars, the fitness weekly goals
 * and the dashboard measure against; the SPEC constants until the user sets their own.
 * PUT takes any of the targets; the ones it leaves out keep their value.
 */
export function targetRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  router.get('/api/targets', async (ctx) => {
    const userId = requireUserId(ctx);
    // As of a moment the versions progress-history keeps (issue 26).
    const { source } = await readSource(ctx, deps, [...READ_MODELS, PROGRESS_HISTORY]);
    ctx.body = (await targetsOf(deps.db, userId, source)) satisfies TargetsJson;
  });

  router.put('/api/targets', async (ctx) => {
    const userId = requireUserId(ctx);
    const draft = await parseBody(ctx, targetsUpdateSchema);
    const result = await handleTargetsCommand(ctx, deps, { type: 'SetTargets', data: { draft } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.body = (await targetsOf(deps.db, userId)) satisfies TargetsJson;
  });

  return router;
}
