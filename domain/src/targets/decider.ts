/**
 * A user's targets (beyond SPEC, 'Set Goals'): one aggregate per user, stream `targets-<userId>`.
 * The stream id comes from the signed-in user, so nobody can reach another user's targets.
 * Each change appends the whole set (TargetsSet); an unchanged set appends nothing.
 */
import { assertNever, type Decider } from '../core/decider';
import type { TargetsCommand } from './commands';
import type { TargetsEvent } from './events';
import { effectiveTargets, mergeTargets, sameTargets } from './rules';
import type { TargetsState } from './state';

export const targetsDecider: Decider<TargetsState, TargetsCommand, TargetsEvent> = {
  initialState: () => ({ targets: null }),

  evolve(_state, event) {
    switch (event.type) {
      case 'TargetsSet': {
        const { userId: _userId, ...targets } = event.data;
        return { targets };
      }
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SetTargets': {
        const current = effectiveTargets(state.targets);
        const next = mergeTargets(current, command.data.draft);
        if (sameTargets(current, next)) return [];
        return [{ type: 'TargetsSet', data: { userId: command.metadata.userId, ...next } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
