/**
 * A user's settings (issue 26): one aggregate per user, stream `settings-<userId>`, named from the
 * session's user, so nobody reaches another's. Only the first day of the week so far.
 */
import { assertNever, type Decider } from '../core/decider';
import { NotFoundError } from '../core/errors';
import type { SettingsCommand } from './commands';
import type { SettingsEvent } from './events';
import { INITIAL_SETTINGS, type SettingsState } from './state';

export const settingsDecider: Decider<SettingsState, SettingsCommand, SettingsEvent> = {
  initialState: () => INITIAL_SETTINGS,

  evolve(_state, event) {
    switch (event.type) {
      case 'WeekStartSet':
        return { userId: event.data.userId, weekStartsOn: event.data.weekStartsOn };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SetWeekStart': {
        const { userId } = command.metadata;
        if (state.userId !== null && state.userId !== userId) throw new NotFoundError();
        // Already so: nothing to record.
        if (state.weekStartsOn === command.data.weekStartsOn && state.userId !== null) return [];
        return [{ type: 'WeekStartSet', data: { userId, weekStartsOn: command.data.weekStartsOn } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
