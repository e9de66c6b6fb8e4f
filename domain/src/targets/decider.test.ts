import { describe, expect, it } from 'vitest';
import { ValidationError } from '../core/errors';
import { eventRegistry } from '../registry';
import { parseOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type { SetTargets } from './commands';
import { DEFAULT_TARGETS } from './constants';
import { targetsDecider } from './decider';
import type { TargetsSetEvent } from './events';
import { targetsUpdateSchema } from './schemas';
import { targetsStreamId } from './state';
import { validateTargetsInput } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(targetsDecider);

// The command parses its body as PUT /api/targets does, when the spec runs.
const set = (body: unknown) => (): SetTargets => ({
  type: 'SetTargets',
  data: { draft: parseOrThrow(targetsUpdateSchema, body) },
  metadata,
});

const targetsSet = (overrides: Partial<TargetsSetEvent['data']> = {}): TargetsSetEvent => ({
  type: 'TargetsSet',
  data: { userId, ...DEFAULT_TARGETS, ...overrides },
});

describe('targets', () => {
  it('lives in one stream per user', () => {
    expect(targetsStreamId(userId)).toBe(`targets-${userId}`);
  });

  it('starts from the SPEC constants', () => {
    expect(DEFAULT_TARGETS).toEqual({
      calories: 2000,
      protein: 150,
      carbs: 250,
      fat: 70,
      waterGlasses: 8,
      weeklyWorkouts: 6,
      weeklyCaloriesBurned: 2000,
      weeklyActiveMinutes: 300,
    });
  });

  it('sets the named targets over the defaults, as a whole snapshot', () => {
    spec
      .given([])
      .when(set({ calories: 1800, protein: '120', waterGlasses: 10 }))
      .then([targetsSet({ calories: 1800, protein: 120, waterGlasses: 10 })]);
  });

  it('keeps earlier targets a later change leaves out', () => {
    spec
      .given([targetsSet({ calories: 1800 })])
      .when(set({ weeklyWorkouts: 4 }))
      .then([targetsSet({ calories: 1800, weeklyWorkouts: 4 })]);
  });

  it('appends nothing when nothing changes (the defaults included)', () => {
    spec
      .given([])
      .when(set({ calories: 2000 }))
      .then([]);
    spec
      .given([targetsSet({ fat: 60 })])
      .when(set({ fat: 60 }))
      .then([]);
  });

  it.each([
    [{ calories: 0 }, { calories: 'Calories must be a whole number from 1 to 20,000' }],
    [{ calories: 20001 }, { calories: 'Calories must be a whole number from 1 to 20,000' }],
    [{ calories: 1.5 }, { calories: 'Calories must be a whole number from 1 to 20,000' }],
    [{ calories: '1e3' }, { calories: 'Calories must be a whole number from 1 to 20,000' }],
    [{ calories: null }, { calories: 'Calories is required' }],
    [{ protein: -1 }, { protein: 'Protein must be a whole number from 1 to 2,000' }],
    [{ carbs: '' }, { carbs: 'Carbohydrates is required' }],
    [{ waterGlasses: 51 }, { waterGlasses: 'Water must be a whole number from 1 to 50' }],
    [{ weeklyActiveMinutes: 10081 }, { weeklyActiveMinutes: 'Weekly active minutes must be a whole number from 1 to 10,080' }],
    [{ weeklyCaloriesBurned: '12.5' }, { weeklyCaloriesBurned: 'Weekly calories burned must be a whole number from 1 to 100,000' }],
  ])('refuses %j', (body, fields) => {
    spec.given([]).when(set(body)).thenThrows(ValidationError, { fields });
  });

  it('reports every bad field in form order', () => {
    const error = spec
      .given([])
      .when(set({ weeklyWorkouts: 0, calories: 0, fat: 'x' }))
      .thenThrows(ValidationError);
    expect(Object.keys(error.fields)).toEqual(['calories', 'fat', 'weeklyWorkouts']);
  });

  it('the form requires every target', () => {
    expect(validateTargetsInput({ ...DEFAULT_TARGETS, fat: '' })).toEqual({ fat: 'Fat is required' });
    expect(validateTargetsInput(DEFAULT_TARGETS)).toEqual({});
  });

  it('registers TargetsSet, which round-trips', () => {
    const event = targetsSet({ calories: 1500 });
    expect(eventRegistry.versionOf('TargetsSet')).toBe(1);
    expect(eventRegistry.parse('TargetsSet', 1, JSON.parse(JSON.stringify(event.data)))).toEqual(event.data);
  });
});
