import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { draftOrThrow, parseOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type { BodyWeightCommand } from './commands';
import { bodyWeightDecider } from './decider';
import type { BodyWeightEvent, BodyWeightLoggedEvent } from './events';
import { bodyWeightCreateSchema, type BodyWeightInput } from './schemas';
import { bodyWeightStreamId } from './state';
import { checkBodyWeightCreate, checkBodyWeightUpdate, validateBodyWeightInput } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const otherUserId = 'a0000000-0000-4000-8000-000000000002';
const entryId = 'c0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2026-11-05T10:00:00.000Z', today: '2026-11-05' };
const spec = deciderSpec(bodyWeightDecider);

const log =
  (input: BodyWeightInput, meta = metadata) =>
  (): BodyWeightCommand => ({
    type: 'LogBodyWeight',
    data: { entryId, draft: draftOrThrow(checkBodyWeightCreate(input)) },
    metadata: meta,
  });
const update =
  (input: BodyWeightInput, meta = metadata) =>
  (): BodyWeightCommand => ({
    type: 'UpdateBodyWeight',
    data: { entryId, draft: draftOrThrow(checkBodyWeightUpdate(input)) },
    metadata: meta,
  });
const remove = (meta = metadata): BodyWeightCommand => ({ type: 'DeleteBodyWeight', data: { entryId }, metadata: meta });
const restore = (meta = metadata): BodyWeightCommand => ({ type: 'RestoreBodyWeight', data: { entryId }, metadata: meta });

const logged = (overrides: Partial<BodyWeightLoggedEvent['data']> = {}): BodyWeightEvent => ({
  type: 'BodyWeightLogged',
  data: { entryId, userId, date: '2026-11-05', weight: '72.4', unit: 'kg', ...overrides },
});
const deleted: BodyWeightEvent = { type: 'BodyWeightDeleted', data: { entryId } };

describe('body weight: log', () => {
  it('uses one stream per entry', () => {
    expect(bodyWeightStreamId(entryId)).toBe(`body-weight-${entryId}`);
  });

  it('logs a canonical decimal weight (trailing zeros dropped, a JSON number read as its text)', () => {
    spec
      .given([])
      .when(log({ date: ' 2026-11-05 ', weight: '072.40', unit: 'kg' }))
      .then([logged()]);
    spec
      .given([])
      .when(log({ date: '2026-11-05', weight: 160.25, unit: 'lb' }))
      .then([logged({ weight: '160.25', unit: 'lb' })]);
  });

  it('keeps where an import found it', () => {
    spec
      .given([])
      .when({
        type: 'LogBodyWeight',
        data: {
          entryId,
          draft: { date: '2026-11-05', weight: '72.4', unit: 'kg' },
          source: { app: 'apple-health', importId: 'i1', externalId: 'ah:bodymass:1' },
        },
        metadata,
      })
      .then([logged({ source: 'apple-health', importId: 'i1', externalId: 'ah:bodymass:1' })]);
  });

  it('refuses bad bodies field by field, in form order', () => {
    expect(validateBodyWeightInput({})).toEqual({ date: 'Date is required', weight: 'Weight is required', unit: 'Unit is required' });
    expect(validateBodyWeightInput({ date: '2026-02-30', weight: '72.456', unit: 'stone' })).toEqual({
      date: 'Date must be a valid date (YYYY-MM-DD)',
      weight: 'Weight must be a number greater than 0 and at most 1000, with at most 2 decimals',
      unit: 'Unit must be one of kg, lb',
    });
    expect(validateBodyWeightInput({ date: '1900-12-31', weight: '0', unit: 'kg' })).toEqual({
      date: 'Date must be between 1901-01-01 and 2099-12-31',
      weight: 'Weight must be a number greater than 0 and at most 1000, with at most 2 decimals',
    });
    expect(validateBodyWeightInput({ date: '2026-11-05', weight: '1000.01', unit: 'kg' })).toHaveProperty('weight');
    expect(validateBodyWeightInput({ date: '2026-11-05', weight: '1e2', unit: 'kg' })).toHaveProperty('weight');
    expect(() => parseOrThrow(bodyWeightCreateSchema, { date: '2026-11-05', weight: '-1', unit: 'kg' })).toThrow(ValidationError);
  });

  it('a second log in the same stream is a conflict', () => {
    spec
      .given([logged()])
      .when(log({ date: '2026-11-05', weight: '70', unit: 'kg' }))
      .thenThrows(ConflictError);
  });
});

describe('body weight: edit, delete, restore', () => {
  it('an edit snapshots every field; an edit that changes nothing says nothing', () => {
    spec
      .given([logged()])
      .when(update({ weight: '71.9' }))
      .then([{ type: 'BodyWeightChanged', data: { entryId, date: '2026-11-05', weight: '71.9', unit: 'kg' } }]);
    spec
      .given([logged()])
      .when(update({ weight: '72.40' }))
      .then([]);
  });

  it("another user's, a missing or a deleted entry is not found", () => {
    const other = { ...metadata, userId: otherUserId };
    spec
      .given([logged()])
      .when(update({ weight: '70' }, other))
      .thenThrows(NotFoundError);
    spec.given([]).when(remove()).thenThrows(NotFoundError);
    spec.given([logged(), deleted]).when(remove()).thenThrows(NotFoundError);
    spec.given([logged(), deleted]).when(restore(other)).thenThrows(NotFoundError);
  });

  it('deletes, then restores the last values (an edit included)', () => {
    spec.given([logged()]).when(remove()).then([deleted]);
    spec
      .given([
        logged({ source: 'myfitnesspal', importId: 'i1', externalId: 'x' }),
        { type: 'BodyWeightChanged', data: { entryId, date: '2026-11-04', weight: '160', unit: 'lb' } },
        deleted,
      ])
      .when(restore())
      .then([logged({ date: '2026-11-04', weight: '160', unit: 'lb' })]);
  });

  it('restoring a live entry is a conflict', () => {
    spec.given([logged()]).when(restore()).thenThrows(ConflictError);
  });
});
