import { describe, expect, it } from 'vitest';
import { eventRegistry } from '../registry';
import type { WorkoutEvent } from './events';

const samples: WorkoutEvent[] = [
  {
    type: 'WorkoutLogged',
    data: {
      workoutId: 'w1',
      userId: 'u1',
      name: 'Run',
      type: 'cardio',
      durationMinutes: 30,
      calories: null,
      completed: false,
      date: '2025-11-05',
      time: null,
      exercises: [{ name: 'Squat', sets: 5, reps: 5, weight: 60.5 }],
    },
  },
  { type: 'WorkoutCompletionChanged', data: { workoutId: 'w1', completed: true } },
  { type: 'WorkoutStarted', data: { workoutId: 'w1', startedAt: '2025-11-05T10:00:00.000Z' } },
  {
    type: 'WorkoutFinished',
    data: { workoutId: 'w1', startedAt: '2025-11-05T10:00:00.000Z', finishedAt: '2025-11-05T10:30:00.000Z', durationMinutes: 30 },
  },
  { type: 'WorkoutDeleted', data: { workoutId: 'w1' } },
];

describe('workout events', () => {
  it.each(samples.map((event) => [event.type, event] as const))('%s is registered and round-trips', (type, event) => {
    expect(eventRegistry.versionOf(type)).toBe(1);
    expect(eventRegistry.parse(type, 1, JSON.parse(JSON.stringify(event.data)))).toEqual(event.data);
  });
});
