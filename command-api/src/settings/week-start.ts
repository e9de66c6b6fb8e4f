import { settingsDecider, settingsEvents, settingsStreamId, type SettingsState } from '@life/domain';
import { aggregateStream } from '@life/infra';
import type { AppDeps } from '../deps';

/**
 * The caller's settings, folded from their own stream (issue 26): a handful of events, read like
 * the user's stream, so a change counts at once (no read model to wait for).
 */
export async function userSettings(deps: Pick<AppDeps, 'store'>, userId: string): Promise<SettingsState> {
  const { state } = await aggregateStream(deps.store, settingsStreamId(userId), { decider: settingsDecider, events: settingsEvents });
  return state;
}
