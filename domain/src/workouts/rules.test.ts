import { describe, expect, it } from 'vitest';
import { measuredDurationMinutes, workoutWeekWindows } from './rules';

describe('measuredDurationMinutes', () => {
  it('rounds to the nearest minute within 1..1440', () => {
    expect(measuredDurationMinutes('2025-11-05T10:00:00.000Z', '2025-11-05T10:29:29.999Z')).toBe(29);
    expect(measuredDurationMinutes('2025-11-05T10:00:00.000Z', '2025-11-05T10:29:30.000Z')).toBe(30);
    expect(measuredDurationMinutes('2025-11-05T10:00:00.000Z', '2025-11-05T10:00:00.000Z')).toBe(1);
    expect(measuredDurationMinutes('2025-11-05T10:00:00.000Z', '2025-11-05T09:00:00.000Z')).toBe(1);
    expect(measuredDurationMinutes('2025-11-05T10:00:00.000Z', '2025-11-06T10:00:01.000Z')).toBe(1440);
    expect(measuredDurationMinutes('nonsense', '2025-11-06T10:00:01.000Z')).toBe(1);
  });
});

describe('workoutWeekWindows', () => {
  it('gives the last weeks of 7 days ending today, oldest first', () => {
    expect(workoutWeekWindows('2025-03-02', 3)).toEqual([
      { start: '2025-02-10', end: '2025-02-16' },
      { start: '2025-02-17', end: '2025-02-23' },
      { start: '2025-02-24', end: '2025-03-02' },
    ]);
  });
});
