import type { Workout, WorkoutStats, WorkoutWeek } from './types';

/** A workout as the API answers it, with overrides. */
export function workout(overrides: Partial<Workout> = {}): Workout {
  return {
    id: 'w1',
    name: 'Morning run',
    type: 'cardio',
    duration: 30,
    calories: 250,
    completed: false,
    date: '2025-11-05',
    time: '07:30',
    exercises: [],
    startedAt: null,
    createdAt: '2025-11-05T07:00:00.000Z',
    updatedAt: '2025-11-05T07:00:00.000Z',
    ...overrides,
  };
}

const week = (start: string, end: string, completed = 0, calories = 0, activeMinutes = 0): WorkoutWeek => ({
  start,
  end,
  completed,
  calories,
  activeMinutes,
});

/** Figures as GET /api/workouts/stats answers them: 12 weeks, the last one `thisWeek`. */
export function stats(thisWeek: Partial<WorkoutWeek> = {}, overrides: Partial<WorkoutStats> = {}): WorkoutStats {
  const weeks = Array.from({ length: 12 }, (_, index) => week(`2025-08-${String(index + 10).padStart(2, '0')}`, '2025-08-30'));
  const last = { ...week('2025-10-30', '2025-11-05'), ...thisWeek };
  weeks[11] = last;
  return {
    today: '2025-11-05',
    day: { completed: 0, calories: 0, activeMinutes: 0 },
    week: last,
    totalCompleted: last.completed,
    weeks,
    ...overrides,
  };
}
