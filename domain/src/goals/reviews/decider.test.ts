import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../core/errors';
import { draftOrThrow } from '../../shared/zod';
import { deciderSpec } from '../../testing/decider-spec';
import type { SaveGoalReview } from './commands';
import { goalReviewDecider, goalReviewStreamOf } from './decider';
import type { GoalReviewInput } from './schemas';
import { checkGoalReviewSave } from './validation';
import { isWeekStart } from '../../shared/weeks';
import { weekEndOf, weekStartOf } from './week';

const userId = 'a0000000-0000-4000-8000-000000000001';
// Wednesday 5 November 2025: its week runs Monday 3 to Sunday 9 November.
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(goalReviewDecider);
const save = (input: GoalReviewInput) => (): SaveGoalReview => ({
  type: 'SaveGoalReview',
  data: draftOrThrow(checkGoalReviewSave(input)),
  metadata,
});
const saved = (weekStart: string, reflection: string) => ({ type: 'GoalReviewSaved' as const, data: { userId, weekStart, reflection } });

describe('weeks', () => {
  it('run Monday to Sunday', () => {
    expect(weekStartOf('2025-11-05')).toBe('2025-11-03');
    expect(weekStartOf('2025-11-03')).toBe('2025-11-03');
    expect(weekStartOf('2025-11-09')).toBe('2025-11-03');
    expect(weekStartOf('2025-11-10')).toBe('2025-11-10');
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
    expect(weekEndOf('2025-11-03')).toBe('2025-11-09');
    expect(isWeekStart('2025-11-03')).toBe(true);
    expect(isWeekStart('2025-11-04')).toBe(false);
  });
});

describe('goal review: save a reflection', () => {
  it("saves this week's reflection (trimmed) in the user's stream for the week", () => {
    spec
      .given([])
      .when(save({ reflection: '  Good week.\nMore sleep next. ' }))
      .then([saved('2025-11-03', 'Good week.\nMore sleep next.')]);
    expect(goalReviewStreamOf(save({ reflection: 'x' })())).toBe(`goal-review-${userId}-2025-11-03`);
  });

  it('an earlier week names its Monday; saving again replaces the text; the same text writes nothing', () => {
    spec
      .given([])
      .when(save({ weekStart: '2025-10-27', reflection: 'Late' }))
      .then([saved('2025-10-27', 'Late')]);
    spec
      .given([saved('2025-11-03', 'First')])
      .when(save({ reflection: 'Second' }))
      .then([saved('2025-11-03', 'Second')]);
    spec
      .given([saved('2025-11-03', 'Same')])
      .when(save({ reflection: 'Same' }))
      .then([]);
  });

  it.each([
    [{ reflection: '' }, { reflection: 'Write a reflection before saving' }],
    [{ reflection: 'x'.repeat(5001) }, { reflection: 'Reflection must be 5000 characters or fewer' }],
    [{ reflection: 'a\u0001b' }, { reflection: 'Reflection must not contain control characters' }],
    [{ weekStart: '2025-11-04', reflection: 'x' }, { weekStart: 'Week start must be the first day of your week' }],
    [{ weekStart: 'Monday', reflection: 'x' }, { weekStart: 'Week start must be a date (yyyy-mm-dd)' }],
    [{ weekStart: '1900-01-01', reflection: 'x' }, { weekStart: 'Date must be between 1901-01-01 and 2099-12-31' }],
    [{ weekStart: '2025-11-10', reflection: 'x' }, { weekStart: 'You can reflect on this week or an earlier one' }],
  ] as [GoalReviewInput, Record<string, string>][])('refuses %j', (input, fields) => {
    spec.given([]).when(save(input)).thenThrows(ValidationError, { fields });
  });

  it('starts the week on the user’s first day (issue 26): Sunday weeks name their Sunday', () => {
    const sundays = (input: GoalReviewInput) => (): SaveGoalReview => ({
      type: 'SaveGoalReview',
      data: { ...draftOrThrow(checkGoalReviewSave(input)), weekStartsOn: 'sunday' },
      metadata,
    });
    // Wednesday 5 November 2025: its Sunday week runs Sunday 2 to Saturday 8 November.
    spec
      .given([])
      .when(sundays({ reflection: 'Sunday week' }))
      .then([saved('2025-11-02', 'Sunday week')]);
    spec
      .given([])
      .when(sundays({ weekStart: '2025-11-03', reflection: 'x' }))
      .thenThrows(ValidationError, { fields: { weekStart: 'Week start must be the first day of your week' } });
    expect(weekStartOf('2025-11-05', 'sunday')).toBe('2025-11-02');
    expect(weekStartOf('2025-11-02', 'sunday')).toBe('2025-11-02');
    expect(weekStartOf('2025-11-08', 'saturday')).toBe('2025-11-08');
    expect(weekStartOf('2025-11-07', 'saturday')).toBe('2025-11-01');
  });
});
