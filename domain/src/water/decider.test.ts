import { describe, expect, it } from 'vitest';
import { ValidationError } from '../core/errors';
import { eventRegistry } from '../registry';
import { parseOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type { LogWaterGlass, RemoveWaterGlass } from './commands';
import { waterDayDecider } from './decider';
import type { WaterGlassLoggedEvent } from './events';
import { waterGlassSchema } from './schemas';
import { waterStreamId } from './state';

const userId = 'a0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(waterDayDecider);
const glass = (date = '2025-11-05'): LogWaterGlass => ({ type: 'LogWaterGlass', data: { date }, metadata });
const logged = (glasses: number, date = '2025-11-05'): WaterGlassLoggedEvent => ({
  type: 'WaterGlassLogged',
  data: { userId, date, glasses },
});

describe('water', () => {
  it('has one stream per user and day', () => {
    expect(waterStreamId(userId, '2025-11-05')).toBe(`water-${userId}-2025-11-05`);
  });

  it("adds a glass, carrying the day's new count", () => {
    spec
      .given([])
      .when(glass())
      .then([logged(1)]);
    spec
      .given([logged(1), logged(2)])
      .when(glass())
      .then([logged(3)]);
  });

  it('stops at 50 glasses a day', () => {
    spec
      .given([logged(50)])
      .when(glass())
      .thenThrows(ValidationError, { fields: { date: 'At most 50 glasses of water can be logged in a day' } });
  });

  it('reads the day from the body: blank is today, else a supported day', () => {
    expect(parseOrThrow(waterGlassSchema, {})).toEqual({});
    expect(parseOrThrow(waterGlassSchema, { date: ' 2025-11-04 ' })).toEqual({ date: '2025-11-04' });
    expect(() => parseOrThrow(waterGlassSchema, { date: '2025-02-30' })).toThrow('Date must be a valid date (yyyy-mm-dd)');
    expect(() => parseOrThrow(waterGlassSchema, { date: '1900-12-31' })).toThrow('Date must be between 1901-01-01 and 2099-12-31');
  });

  it('registers WaterGlassLogged', () => {
    expect(eventRegistry.parse('WaterGlassLogged', 1, logged(3).data)).toEqual(logged(3).data);
  });

  it('takes a glass back (issue 26), carrying the new count; a day with none records nothing', () => {
    const remove = (date = '2025-11-05'): RemoveWaterGlass => ({ type: 'RemoveWaterGlass', data: { date }, metadata });
    spec
      .given([logged(1), logged(2)])
      .when(remove())
      .then([{ type: 'WaterGlassRemoved', data: { userId, date: '2025-11-05', glasses: 1 } }]);
    spec.given([]).when(remove()).then([]);
    spec
      .given([logged(1), { type: 'WaterGlassRemoved', data: { userId, date: '2025-11-05', glasses: 0 } }])
      .when(remove())
      .then([]);
  });
});
