/**
 * Schedules: one aggregate per schedule, stream `schedule-<scheduleId>` (scheduleStreamId).
 * Commands carry drafts the schemas parsed; `decide` checks existence and ownership, and on update
 * runs the schedule rules on the merged schedule. Whether a chosen recurring transaction exists
 * (and is the user's) needs the read model: the API checks it before the command.
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { fieldsDiffer, pickFields } from '../shared/aggregate-fields';
import { type FieldMessages, hasFieldMessages } from '../shared/fields';
import type { ScheduleCommand } from './commands';
import { scheduleMessages } from './constants';
import type { ScheduleEvent } from './events';
import { SCHEDULE_FIELD_KEYS, type ScheduleFields } from './fields';
import { applyScheduleRules, mergeScheduleUpdate } from './rules';
import type { ScheduleState } from './state';

/** Only the stored fields (a record also holds its id and owner). */
const fieldsOf = (record: ScheduleFields) => pickFields(SCHEDULE_FIELD_KEYS, record);

function checkedSchedule(fields: ScheduleFields): ScheduleFields {
  const messages: FieldMessages = {};
  const normalised = applyScheduleRules(fields, messages);
  if (hasFieldMessages(messages)) throw new ValidationError(messages);
  return normalised;
}

export const scheduleDecider: Decider<ScheduleState, ScheduleCommand, ScheduleEvent> = {
  initialState: () => ({ record: null, deleted: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'ScheduleCreated':
        return { record: { ...event.data }, deleted: false };
      case 'ScheduleUpdated':
        return state.record ? { ...state, record: { ...state.record, ...event.data } } : state;
      case 'ScheduleDeleted':
        return { ...state, deleted: true };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { record } = state;
    // Someone else's schedule is as missing as one that never existed.
    if (record && record.userId !== command.metadata.userId) throw new NotFoundError(scheduleMessages.notFound);
    switch (command.type) {
      case 'CreateSchedule': {
        const { scheduleId, draft } = command.data;
        if (record) throw new ConflictError(scheduleMessages.alreadyExists);
        return [{ type: 'ScheduleCreated', data: { scheduleId, userId: command.metadata.userId, ...checkedSchedule(fieldsOf(draft)) } }];
      }
      case 'UpdateSchedule': {
        const { scheduleId, draft } = command.data;
        if (!record || state.deleted) throw new NotFoundError(scheduleMessages.notFound);
        const stored = fieldsOf(record);
        const fields = checkedSchedule(mergeScheduleUpdate(stored, draft));
        if (!fieldsDiffer(SCHEDULE_FIELD_KEYS, stored, fields)) return [];
        return [{ type: 'ScheduleUpdated', data: { scheduleId, ...fields } }];
      }
      case 'DeleteSchedule': {
        if (!record || state.deleted) throw new NotFoundError(scheduleMessages.notFound);
        return [{ type: 'ScheduleDeleted', data: { scheduleId: command.data.scheduleId } }];
      }
      default:
        return assertNever(command);
    }
  },
};
