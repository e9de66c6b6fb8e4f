import type { WorkoutExercise, WorkoutFields } from '../../workouts/fields';
import type { RecordHistoryModel } from '../entries';
import { choiceValue, displayValues, type FieldDisplays, flagValue, labelledFields, numberValue, plainValue, textValue } from '../values';

/** The stored fields and the running timer's start, which the history shows too. */
type WorkoutHistoryFields = WorkoutFields & { startedAt: string | null };

const minutes = (value: number) => `${value} min`;

/** 'Squat 3 × 5 @ 100; Plank 3 × 1' */
function exercisesValue(exercises: readonly WorkoutExercise[]): string | null {
  if (exercises.length === 0) return null;
  return exercises.map(({ name, sets, reps, weight }) => `${name} ${sets} × ${reps}${weight === null ? '' : ` @ ${weight}`}`).join('; ');
}

/** Every workout field's label and display value, in form order. */
const workoutFields = {
  name: { label: 'Name', value: textValue },
  type: { label: 'Type', value: choiceValue },
  date: { label: 'Date', value: plainValue },
  time: { label: 'Time', value: plainValue },
  durationMinutes: { label: 'Duration', field: 'duration', value: minutes },
  calories: { label: 'Calories', value: numberValue },
  exercises: { label: 'Exercises', value: exercisesValue },
  startedAt: { label: 'Started at', value: plainValue },
  completed: { label: 'Completed', value: flagValue },
} satisfies FieldDisplays<WorkoutHistoryFields>;

const show = (fields: Partial<WorkoutHistoryFields>) => displayValues<WorkoutHistoryFields>(workoutFields, fields);

/** `workout-<id>`. */
export const workoutHistory: RecordHistoryModel = {
  fields: labelledFields<WorkoutHistoryFields>(workoutFields),
  step(_id, event, before) {
    switch (event.type) {
      case 'WorkoutLogged':
        return { label: 'Created', fields: show({ ...event.data, startedAt: null }) };
      case 'WorkoutCompletionChanged':
        return {
          label: event.data.completed ? 'Marked complete' : 'Marked incomplete',
          fields: { ...before, ...show({ completed: event.data.completed, startedAt: null }) },
        };
      case 'WorkoutStarted':
        return { label: 'Started', fields: { ...before, ...show({ startedAt: event.data.startedAt }) } };
      case 'WorkoutFinished':
        return {
          label: 'Finished',
          fields: { ...before, ...show({ startedAt: null, completed: true, durationMinutes: event.data.durationMinutes }) },
        };
      case 'WorkoutUpdated': {
        const { workoutId: _id, ...fields } = event.data;
        // Completing by an edit stops the timer; the label is the diff's ('Duration changed', 'Edited').
        return { fields: { ...before, ...show(fields), ...(fields.completed ? show({ startedAt: null }) : {}) } };
      }
      case 'WorkoutDeleted':
        return { label: 'Deleted', fields: before };
      default:
        return undefined;
    }
  },
};
