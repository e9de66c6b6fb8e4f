import type { WorkoutJson, WorkoutStatsJson } from '@life/domain';
import type { WorkoutRow, WorkoutStats } from '@life/projector/projections/fitness/queries';

/** Every /api/workouts answer's item; the shape web reads too. */
export function toWorkoutJson(row: WorkoutRow): WorkoutJson {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    duration: row.duration_minutes,
    calories: row.calories,
    completed: row.completed,
    date: row.date,
    time: row.time,
    exercises: row.exercises.map(({ name, sets, reps, weight }) => ({ name, sets, reps, weight })),
    startedAt: row.started_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** GET /api/workouts/stats: this week is the last of the 12 weeks. */
export function toWorkoutStatsJson(stats: WorkoutStats): WorkoutStatsJson {
  const week = stats.weeks.at(-1);
  if (!week) throw new Error('workoutStats returned no weeks');
  return { today: stats.today, day: stats.day, week, totalCompleted: stats.totalCompleted, weeks: stats.weeks };
}
