import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { draftOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type { CreateSchedule, DeleteSchedule, UpdateSchedule } from './commands';
import { scheduleMessages as m } from './constants';
import { scheduleDecider } from './decider';
import type { ScheduleCreatedEvent } from './events';
import { scheduleFormDefaults } from './rules';
import type { ScheduleInput } from './schemas';
import { scheduleStreamId } from './state';
import { checkScheduleCreate, checkScheduleUpdate } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const otherUserId = 'a0000000-0000-4000-8000-000000000002';
const scheduleId = 's0000000-0000-4000-8000-000000000001';
const paycheckId = 'r0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(scheduleDecider);

const body: ScheduleInput = { name: ' Pay periods ', frequency: 'monthly', startDate: '2025-01-01', endDate: '2026-12-31' };

const create =
  (input: ScheduleInput, meta = metadata) =>
  (): CreateSchedule => ({ type: 'CreateSchedule', data: { scheduleId, draft: draftOrThrow(checkScheduleCreate(input)) }, metadata: meta });
const update =
  (input: ScheduleInput, meta = metadata) =>
  (): UpdateSchedule => ({ type: 'UpdateSchedule', data: { scheduleId, draft: draftOrThrow(checkScheduleUpdate(input)) }, metadata: meta });
const remove = (meta = metadata): DeleteSchedule => ({ type: 'DeleteSchedule', data: { scheduleId }, metadata: meta });

const created: ScheduleCreatedEvent = {
  type: 'ScheduleCreated',
  data: {
    scheduleId,
    userId,
    name: 'Pay periods',
    frequency: 'monthly',
    startDate: '2025-01-01',
    endDate: '2026-12-31',
    recurringTransactionId: null,
    isActive: true,
  },
};
const { scheduleId: _id, userId: _user, ...fields } = created.data;

describe('schedule decider: create', () => {
  it('creates with the name trimmed, active, no recurring transaction', () => {
    spec.given([]).when(create(body)).then([created]);
  });

  it('defaults the frequency to monthly', () => {
    spec
      .given([])
      .when(create({ ...body, frequency: undefined }))
      .then([created]);
  });

  it('follows a recurring transaction with use-recurring-transaction', () => {
    spec
      .given([])
      .when(create({ ...body, frequency: 'use-recurring-transaction', recurringTransactionId: paycheckId }))
      .then([{ ...created, data: { ...created.data, frequency: 'use-recurring-transaction', recurringTransactionId: paycheckId } }]);
  });

  it('drops the recurring transaction for another frequency (the form clears it too)', () => {
    spec
      .given([])
      .when(create({ ...body, recurringTransactionId: paycheckId }))
      .then([created]);
  });

  it('asks for a recurring transaction when following one without an id', () => {
    spec
      .given([])
      .when(create({ ...body, frequency: 'use-recurring-transaction' }))
      .thenThrows(ValidationError, { fields: { recurringTransactionId: 'Please select a recurring transaction' } });
  });

  it('requires name, start date and end date with the SPEC texts', () => {
    spec
      .given([])
      .when(create({ name: '  ', frequency: 'weekly', startDate: '', endDate: null }))
      .thenThrows(ValidationError, {
        fields: { name: 'Schedule name is required', startDate: 'Start date is required', endDate: 'End date is required' },
      });
  });

  it.each(['2025-01-01', '2024-12-31'])('puts "End date must be after start date" on endDate for %s', (endDate) => {
    spec
      .given([])
      .when(create({ ...body, endDate }))
      .thenThrows(ValidationError, { fields: { endDate: 'End date must be after start date' } });
  });

  it('refuses an unknown frequency, and one over 50 characters', () => {
    spec
      .given([])
      .when(create({ ...body, frequency: 'daily' }))
      .thenThrows(ValidationError, { fields: { frequency: m.frequencyInvalid } });
    spec
      .given([])
      .when(create({ ...body, frequency: 'x'.repeat(51) }))
      .thenThrows(ValidationError, { fields: { frequency: 'Frequency must be 50 characters or fewer' } });
  });

  it('takes ISO datetimes as their dates and refuses days outside the window', () => {
    spec
      .given([])
      .when(create({ ...body, startDate: '2025-01-01T00:00:00.000Z', endDate: '2026-12-31T23:59:59Z' }))
      .then([created]);
    spec
      .given([])
      .when(create({ ...body, startDate: '1900-12-31' }))
      .thenThrows(ValidationError, { fields: { startDate: m.dateOutOfRange } });
  });

  it('refuses a second create of the same id (409)', () => {
    spec.given([created]).when(create(body)).thenThrows(ConflictError);
  });

  it('lives on its own stream and the form starts monthly, ending 31 December of next year', () => {
    expect(scheduleStreamId(scheduleId)).toBe(`schedule-${scheduleId}`);
    expect(scheduleFormDefaults('2025-11-05')).toEqual({ frequency: 'monthly', startDate: '2025-11-05', endDate: '2026-12-31' });
  });
});

describe('schedule decider: update and delete', () => {
  it('updates with the merged snapshot', () => {
    spec
      .given([created])
      .when(update({ name: 'Paydays', frequency: 'bi-weekly' }))
      .then([{ type: 'ScheduleUpdated', data: { scheduleId, ...fields, name: 'Paydays', frequency: 'bi-weekly' } }]);
  });

  it('appends nothing when nothing changes', () => {
    spec
      .given([created])
      .when(update({ name: 'Pay periods' }))
      .then([]);
  });

  it('checks the merged schedule: an end before the stored start, use-recurring-transaction without one', () => {
    spec
      .given([created])
      .when(update({ endDate: '2024-06-30' }))
      .thenThrows(ValidationError, { fields: { endDate: m.endBeforeStart } });
    spec
      .given([created])
      .when(update({ frequency: 'use-recurring-transaction' }))
      .thenThrows(ValidationError, { fields: { recurringTransactionId: m.recurringTransactionRequired } });
  });

  it('leaving use-recurring-transaction clears the recurring transaction', () => {
    const following: ScheduleCreatedEvent = {
      ...created,
      data: { ...created.data, frequency: 'use-recurring-transaction', recurringTransactionId: paycheckId },
    };
    spec
      .given([following])
      .when(update({ frequency: 'monthly' }))
      .then([{ type: 'ScheduleUpdated', data: { scheduleId, ...fields } }]);
  });

  it('deletes; a deleted, missing or foreign schedule is 404', () => {
    const deleted = { type: 'ScheduleDeleted' as const, data: { scheduleId } };
    spec.given([created]).when(remove()).then([deleted]);
    spec.given([created, deleted]).when(remove()).thenThrows(NotFoundError, { message: m.notFound });
    spec
      .given([created, deleted])
      .when(update({ name: 'x' }))
      .thenThrows(NotFoundError);
    spec
      .given([])
      .when(update({ name: 'x' }))
      .thenThrows(NotFoundError);
    const other = { ...metadata, userId: otherUserId };
    spec
      .given([created])
      .when(update({ name: 'Mine' }, other))
      .thenThrows(NotFoundError);
    spec.given([created]).when(remove(other)).thenThrows(NotFoundError);
  });
});
