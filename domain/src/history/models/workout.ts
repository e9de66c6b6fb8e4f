import type { WorkoutExercise } from '../../workouts/events';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, flagValue, numberValue, textValue } from '../values';

const minutes = (value: number) => `${value} min`;

/** 'Squat 3 × 5 @ 100; Plank 3 × 1' */
function exercisesValue(exercises: readonly WorkoutExercise[]): string | null {
  if (exercises.length === 0) return null;
  return exercises.map(({ name, sets, reps, weight }) => `${name} ${sets} × ${reps}${weight === null ? '' : ` @ ${weight}`}`).join('; ');
}

/** `workout-<id>`. */
export const workoutHistory: RecordHistoryModel = {
  fields: [
    { field: 'name', label: 'Name' },
    { field: 'type', label: 'Type' },
    { field: 'date', label: 'Date' },
    { field: 'time', label: 'Time' },
    { field: 'duration', label: 'Duration' },
    { field: 'calories', label: 'Calories' },
    { field: 'exercises', label: 'Exercises' },
    { field: 'startedAt', label: 'Started at' },
    { field: 'completed', label: 'Completed' },
  ],
  step(_id, event, before) {
    switch (event.type) {
      case 'WorkoutLogged': {
        const data = event.data;
        return {
          label: 'Created',
          fields: {
            name: textValue(data.name),
            type: choiceValue(data.type),
            date: data.date,
            time: data.time,
            duration: minutes(data.durationMinutes),
            calories: numberValue(data.calories),
            exercises: exercisesValue(data.exercises),
            startedAt: null,
            completed: flagValue(data.completed),
          },
        };
      }
      case 'WorkoutCompletionChanged':
        return {
          label: event.data.completed ? 'Marked complete' : 'Marked incomplete',
          fields: { ...before, completed: flagValue(event.data.completed), startedAt: null },
        };
      case 'WorkoutStarted':
        return { label: 'Started', fields: { ...before, startedAt: event.data.startedAt } };
      case 'WorkoutFinished':
        return {
          label: 'Finished',
          fields: { ...before, startedAt: null, completed: flagValue(true), duration: minutes(event.data.durationMinutes) },
        };
      case 'WorkoutDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
