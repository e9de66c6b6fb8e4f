import { describe, expect, it } from 'vitest';
import { formatElapsed, formatWorkoutTime, formatWorkoutWhen, localTimeNow } from './format';
import { progressChartRows } from './progress';
import { dailyShare } from './targets';
import { percentOf } from './WeeklyGoalsCard';

describe('fitness formatting', () => {
  it('shows a time as entered, with no zone shift', () => {
    expect(formatWorkoutTime('07:30')).toBe('7:30 AM');
    expect(formatWorkoutTime('00:05')).toBe('12:05 AM');
    expect(formatWorkoutTime('23:59')).toBe('11:59 PM');
    expect(formatWorkoutTime(null)).toBe('');
    expect(formatWorkoutWhen('2025-11-05', '18:00')).toBe('Nov 5, 2025 · 6:00 PM');
    expect(formatWorkoutWhen('2025-11-05', null)).toBe('Nov 5, 2025');
  });

  it('shows a running timer as m:ss, then h:mm:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(-5_000)).toBe('0:00');
  });

  it('gives the form’s default time as the local HH:mm', () => {
    expect(localTimeNow(new Date(2025, 10, 5, 7, 4))).toBe('07:04');
  });

  it('rings: a day’s share of a weekly target, rounded up, at least 1; bars capped at 100%', () => {
    expect([dailyShare(2000), dailyShare(300), dailyShare(6), dailyShare(1)]).toEqual([286, 43, 1, 1]);
    expect([percentOf(250, 2000), percentOf(40, 30), percentOf(0, 0)]).toEqual([13, 100, 0]);
  });

  it('progress chart rows: a week’s Monday as its label, one figure per type', () => {
    const figures = (workouts: number, minutes: number, calories: number) => ({ workouts, minutes, calories });
    const none = figures(0, 0, 0);
    const week = {
      start: '2025-11-03',
      end: '2025-11-09',
      ...figures(3, 95, 700),
      byType: { strength: figures(2, 60, 400), cardio: figures(1, 35, 300), flexibility: none, hiit: none, other: none },
    };
    expect(progressChartRows([week], 'minutes')).toEqual([{ label: 'Nov 3', strength: 60, cardio: 35, flexibility: 0, hiit: 0, other: 0 }]);
  });
});
