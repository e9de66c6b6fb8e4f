import { Router } from '@koa/router';
import { settingsBodySchema, settingsDecider, settingsStreamId, type UserSettingsJson } from '@life/domain';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { commandHandler } from '../http/commands';
import { parseBody } from '../http/validate';
import { userSettings } from './week-start';

/** The session's user's settings stream. */
const handleSettingsCommand = commandHandler(settingsDecider, (command) => settingsStreamId(command.metadata.userId));

/**
 * /api/settings (issue 26): the user's settings, so far the first day of their week (GET; PUT
 * `{ weekStartsOn }`), which every "this week" of goals starts on. Another user's are never reached:
 * the stream is the session's user's.
 */
export function settingsRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/api/settings', async (ctx) => {
    const { weekStartsOn } = await userSettings(deps, requireUserId(ctx));
    ctx.body = { weekStartsOn } satisfies UserSettingsJson;
  });

  router.put('/api/settings', async (ctx) => {
    const userId = requireUserId(ctx);
    const { weekStartsOn } = await parseBody(ctx, settingsBodySchema);
    await handleSettingsCommand(ctx, deps, { type: 'SetWeekStart', data: { weekStartsOn } });
    ctx.body = { weekStartsOn: (await userSettings(deps, userId)).weekStartsOn } satisfies UserSettingsJson;
  });

  return router;
}
