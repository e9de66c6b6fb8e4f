import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../core/errors';
import { parseOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import { settingsDecider } from './decider';
import { settingsBodySchema } from './schemas';
import { settingsStreamId } from './state';

const userId = 'a0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(settingsDecider);
const set = (weekStartsOn: 'monday' | 'sunday', by = userId) => ({
  type: 'SetWeekStart' as const,
  data: { weekStartsOn },
  metadata: { ...metadata, userId: by },
});
const setEvent = (weekStartsOn: 'monday' | 'sunday') => ({ type: 'WeekStartSet' as const, data: { userId, weekStartsOn } });

describe('settings: the first day of the week (issue 26)', () => {
  it('has one stream per user', () => {
    expect(settingsStreamId(userId)).toBe(`settings-${userId}`);
  });

  it('sets it; the same again records nothing; the default Monday is saved when chosen', () => {
    spec
      .given([])
      .when(set('sunday'))
      .then([setEvent('sunday')]);
    spec
      .given([setEvent('sunday')])
      .when(set('sunday'))
      .then([]);
    spec
      .given([setEvent('sunday')])
      .when(set('monday'))
      .then([setEvent('monday')]);
    spec
      .given([])
      .when(set('monday'))
      .then([setEvent('monday')]);
  });

  it('is not another user’s to change', () => {
    spec
      .given([setEvent('sunday')])
      .when(set('monday', 'a0000000-0000-4000-8000-000000000002'))
      .thenThrows(NotFoundError);
  });

  it('accepts a day’s name only', () => {
    expect(parseOrThrow(settingsBodySchema, { weekStartsOn: 'sunday' })).toEqual({ weekStartsOn: 'sunday' });
    expect(() => parseOrThrow(settingsBodySchema, { weekStartsOn: 'Sunday' })).toThrow();
    expect(() => parseOrThrow(settingsBodySchema, {})).toThrow();
  });
});
