/**
 * Body weight (issue 27): one aggregate per entry, stream `body-weight-<entryId>`. Another user's
 * entry is NotFound. Log (form or import), edit (a snapshot when anything changed), delete, and
 * restore (the last values logged again in the same stream).
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError } from '../core/errors';
import { storableImportSource } from '../core/import-source';
import { fieldsDiffer, mergeFields, pickFields } from '../shared/aggregate-fields';
import type { BodyWeightCommand } from './commands';
import { bodyWeightMessages } from './constants';
import type { BodyWeightEvent } from './events';
import { BODY_WEIGHT_FIELD_KEYS } from './fields';
import type { BodyWeightState } from './state';

function requireOwned(state: BodyWeightState, userId: string): Extract<BodyWeightState, { kind: 'live' }> {
  if (state.kind !== 'live' || state.userId !== userId) throw new NotFoundError(bodyWeightMessages.notFound);
  return state;
}

export const bodyWeightDecider: Decider<BodyWeightState, BodyWeightCommand, BodyWeightEvent> = {
  initialState: () => ({ kind: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'BodyWeightLogged': {
        const { entryId, userId } = event.data;
        return { kind: 'live', entryId, userId, fields: pickFields(BODY_WEIGHT_FIELD_KEYS, event.data) };
      }
      case 'BodyWeightChanged':
        return state.kind === 'live' ? { ...state, fields: pickFields(BODY_WEIGHT_FIELD_KEYS, event.data) } : state;
      case 'BodyWeightDeleted':
        return state.kind === 'live' ? { ...state, kind: 'deleted' } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'LogBodyWeight': {
        const { entryId, draft, source } = command.data;
        if (state.kind !== 'none') throw new ConflictError(bodyWeightMessages.alreadyExists);
        const imported = source ? { source: source.app, ...storableImportSource(source) } : {};
        return [{ type: 'BodyWeightLogged', data: { entryId, userId: command.metadata.userId, ...draft, ...imported } }];
      }
      case 'UpdateBodyWeight': {
        const { entryId, draft } = command.data;
        const stored = requireOwned(state, command.metadata.userId).fields;
        const next = mergeFields(stored, draft);
        if (!fieldsDiffer(BODY_WEIGHT_FIELD_KEYS, stored, next)) return [];
        return [{ type: 'BodyWeightChanged', data: { entryId, ...pickFields(BODY_WEIGHT_FIELD_KEYS, next) } }];
      }
      case 'DeleteBodyWeight': {
        const { entryId } = command.data;
        requireOwned(state, command.metadata.userId);
        return [{ type: 'BodyWeightDeleted', data: { entryId } }];
      }
      case 'RestoreBodyWeight': {
        const { entryId } = command.data;
        if (state.kind === 'none' || state.userId !== command.metadata.userId) throw new NotFoundError(bodyWeightMessages.notFound);
        if (state.kind !== 'deleted') throw new ConflictError(bodyWeightMessages.notDeleted);
        return [{ type: 'BodyWeightLogged', data: { entryId, userId: state.userId, ...state.fields } }];
      }
      default:
        return assertNever(command);
    }
  },
};
