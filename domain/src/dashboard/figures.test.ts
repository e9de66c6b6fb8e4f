import { describe, expect, it } from 'vitest';
import { dashboardTargets, dashboardWindows, remainingToTarget, weeklyWorkoutTrend } from './figures';

describe('dashboard figures', () => {
  it('windows: the calendar month and the last 7 days of the local today, across month and year ends', () => {
    expect(dashboardWindows('2025-03-03')).toEqual({
      today: '2025-03-03',
      monthStart: '2025-03-01',
      monthEnd: '2025-03-31',
      weekStart: '2025-02-25',
    });
    expect(dashboardWindows('2024-02-29')).toMatchObject({ monthEnd: '2024-02-29', weekStart: '2024-02-23' });
    expect(dashboardWindows('2026-01-02')).toMatchObject({ monthStart: '2026-01-01', weekStart: '2025-12-27' });
  });

  it("targets: SPEC's 4 workouts and 2000 calories until the user sets their own", () => {
    expect(dashboardTargets(null)).toEqual({ calories: 2000, weeklyWorkouts: 4 });
    expect(dashboardTargets({ calories: 1800, weeklyWorkouts: 3 })).toEqual({ calories: 1800, weeklyWorkouts: 3 });
  });

  it('remaining never drops below 0; the workout trend is up at the target or more', () => {
    expect(remainingToTarget(3, 4)).toBe(1);
    expect(remainingToTarget(5, 4)).toBe(0);
    expect(remainingToTarget(2150, 2000)).toBe(0);
    expect(weeklyWorkoutTrend(3, 4)).toBe('none');
    expect(weeklyWorkoutTrend(4, 4)).toBe('up');
    expect(weeklyWorkoutTrend(7, 4)).toBe('up');
  });
});
