/**
 * Water (beyond SPEC, 'Log Water'): one aggregate per user and day, stream `water-<userId>-<day>`,
 * named from the session's user, so nobody reaches another user's water. Each glass is an event
 * (logged or removed, issue 26) carrying the day's new count, so a projection needs no earlier event.
 */
import { assertNever, type Decider } from '../core/decider';
import { ValidationError } from '../core/errors';
import type { WaterCommand } from './commands';
import { MAX_WATER_GLASSES_PER_DAY, waterMessages } from './constants';
import type { WaterEvent } from './events';
import type { WaterDayState } from './state';

export const waterDayDecider: Decider<WaterDayState, WaterCommand, WaterEvent> = {
  initialState: () => ({ glasses: 0 }),

  evolve(_state, event) {
    switch (event.type) {
      case 'WaterGlassLogged':
      case 'WaterGlassRemoved':
        return { glasses: event.data.glasses };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'LogWaterGlass': {
        if (state.glasses >= MAX_WATER_GLASSES_PER_DAY) throw ValidationError.of('date', waterMessages.tooMany);
        const { date } = command.data;
        return [{ type: 'WaterGlassLogged', data: { userId: command.metadata.userId, date, glasses: state.glasses + 1 } }];
      }
      case 'RemoveWaterGlass': {
        // None left that day: nothing to take back (a second tap, another tab), so nothing recorded.
        if (state.glasses <= 0) return [];
        const { date } = command.data;
        return [{ type: 'WaterGlassRemoved', data: { userId: command.metadata.userId, date, glasses: state.glasses - 1 } }];
      }
      default:
        return assertNever(command);
    }
  },
};
