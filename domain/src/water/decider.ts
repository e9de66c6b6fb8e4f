/**
 * Water (beyond SPEC, 'Log Water'): one aggregate per user and day, stream `water-<userId>-<day>`,
 * named from the session's user, so nobody reaches another user's water. Each glass is an event
 * carrying the day's new count, so a projection needs no earlier event.
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
        return { glasses: event.data.glasses };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'LogWaterGlass': {
        if (state.glasses >= MAX_WATER_GLASSES_PER_DAY) throw ValidationError.of('date', waterMessages.tooMany);
        const { date } = command.data;
        return [{ type: 'WaterGlassLogged', data: { userId: command.metadata.userId, date, glasses: state.glasses + 1 } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
