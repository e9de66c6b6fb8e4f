import { describe, expect, it } from 'vitest';
import { zodFieldMessages } from '../shared/zod';
import { workoutCompletionSchema, workoutCreateSchema } from './schemas';
import { validateWorkoutInput } from './validation';

function messages(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : zodFieldMessages(result.error as Parameters<typeof zodFieldMessages>[0]);
}

describe('workout schemas (shared with the Log Workout form)', () => {
  it('parses a form body into a draft', () => {
    expect(
      workoutCreateSchema.parse({
        name: 'Run',
        type: 'cardio',
        duration: 30,
        calories: 250,
        date: '2025-11-05',
        time: '07:00',
        exercises: [],
      }),
    ).toEqual({
      name: 'Run',
      type: 'cardio',
      durationMinutes: 30,
      calories: 250,
      completed: false,
      date: '2025-11-05',
      time: '07:00',
      exercises: [],
    });
  });

  it('gives each wrong JSON type its field’s own message', () => {
    expect(messages(workoutCreateSchema, { name: 5, type: 1, duration: '30', calories: '1', completed: 'no', date: 1, time: 7 })).toEqual({
      name: 'Name is required',
      type: 'Type must be one of strength, cardio, flexibility, hiit, other',
      duration: 'Duration must be a whole number of minutes from 1 to 1440',
      calories: 'Calories must be a whole number from 0 to 10000',
      completed: 'Completed must be true or false',
      date: 'Date must be a valid date (yyyy-mm-dd)',
      time: 'Time must be a time of day (HH:mm)',
    });
    expect(messages(workoutCreateSchema, { name: 'x', type: 'hiit', duration: 5, exercises: [{ name: 'a', sets: '3', reps: 2 }] })).toEqual(
      {
        'exercises.0.sets': 'Sets must be a whole number from 1 to 100',
      },
    );
    expect(messages(workoutCreateSchema, { name: 'x', type: 'hiit', duration: 5, exercises: ['a'] })).toEqual({
      'exercises.0': 'Each exercise must have a name, sets, reps and an optional weight',
    });
  });

  it('refuses a NUL in any text', () => {
    expect(
      messages(workoutCreateSchema, { name: 'x', type: 'hiit', duration: 5, exercises: [{ name: 'a\u0000', sets: 1, reps: 1 }] }),
    ).toEqual({
      'exercises.0.name': 'Exercise name must not contain control characters',
    });
  });

  it('validates the form’s values with the same messages', () => {
    expect(validateWorkoutInput({ name: '', type: 'cardio', duration: '' })).toEqual({
      name: 'Name is required',
      duration: 'Duration is required',
    });
  });

  it('PATCH takes completed true or false only', () => {
    expect(workoutCompletionSchema.parse({ completed: true })).toEqual({ completed: true });
    expect(messages(workoutCompletionSchema, {})).toEqual({ completed: 'Completed must be true or false' });
    expect(messages(workoutCompletionSchema, { completed: 'true' })).toEqual({ completed: 'Completed must be true or false' });
  });
});
