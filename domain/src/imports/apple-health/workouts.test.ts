import { describe, expect, it } from 'vitest';
import { appleWorkoutName, appleWorkoutType, kilocalories, mapAppleWorkout, type AppleWorkoutElement } from './workouts';

const element = (attributes: Record<string, string>, extra: Partial<AppleWorkoutElement> = {}): AppleWorkoutElement => ({
  index: 3,
  line: 42,
  attributes: {
    workoutActivityType: 'HKWorkoutActivityTypeRunning',
    duration: '32.5',
    durationUnit: 'min',
    startDate: '2024-03-01 07:15:02 +0100',
    ...attributes,
  },
  ...extra,
});

describe('Apple Health workouts', () => {
  it('maps a running workout: wall time as written, minutes rounded, kcal kept', () => {
    const result = mapAppleWorkout(element({ totalEnergyBurned: '301.6', totalEnergyBurnedUnit: 'kcal' }));
    expect(result).toEqual({
      ok: true,
      workout: {
        draft: {
          name: 'Running',
          type: 'cardio',
          durationMinutes: 33,
          calories: 302,
          completed: true,
          date: '2024-03-01',
          time: '07:15',
          exercises: [],
        },
        externalId: 'apple-health:2024-03-01 07:15:02 +0100:HKWorkoutActivityTypeRunning',
      },
    });
  });

  it('turns kJ into kcal and reads the statistics energy of newer exports', () => {
    expect(kilocalories('1255.2', 'kJ')).toBe(300);
    const fromStats = mapAppleWorkout(element({}, { statisticsEnergy: { sum: '418.4', unit: 'kJ' } }));
    expect(fromStats.ok && fromStats.workout.draft.calories).toBe(100);
  });

  it('keeps a workout without energy, with no calories', () => {
    const result = mapAppleWorkout(element({ workoutActivityType: 'HKWorkoutActivityTypeYoga', duration: '20', durationUnit: 'min' }));
    expect(result.ok && result.workout.draft).toMatchObject({ name: 'Yoga', type: 'flexibility', calories: null, durationMinutes: 20 });
  });

  it('maps types and names from the activity type', () => {
    expect(appleWorkoutType('HKWorkoutActivityTypeTraditionalStrengthTraining')).toBe('strength');
    expect(appleWorkoutType('HKWorkoutActivityTypeHighIntensityIntervalTraining')).toBe('hiit');
    expect(appleWorkoutType('HKWorkoutActivityTypeCurling')).toBe('other');
    expect(appleWorkoutName('HKWorkoutActivityTypeHighIntensityIntervalTraining')).toBe('High Intensity Interval Training');
  });

  it('reads seconds and hours; a few seconds are one minute', () => {
    const seconds = mapAppleWorkout(element({ duration: '20', durationUnit: 's' }));
    expect(seconds.ok && seconds.workout.draft.durationMinutes).toBe(1);
    const hours = mapAppleWorkout(element({ duration: '1.5', durationUnit: 'hr' }));
    expect(hours.ok && hours.workout.draft.durationMinutes).toBe(90);
  });

  it('names the element, the attribute and what was expected when malformed', () => {
    expect(mapAppleWorkout(element({ startDate: '01/03/2024' }))).toEqual({
      ok: false,
      malformed: true,
      problem: { row: 3, column: 'startDate', reason: 'Workout 3 (line 42): expected a date like 2024-03-01 07:15:02 +0100' },
    });
    expect(mapAppleWorkout(element({ duration: 'long' }))).toMatchObject({ ok: false, malformed: true, problem: { column: 'duration' } });
    expect(mapAppleWorkout(element({ totalEnergyBurned: '12', totalEnergyBurnedUnit: 'lb' }))).toMatchObject({
      malformed: true,
      problem: { column: 'totalEnergyBurned' },
    });
  });

  it('rejects well-formed workouts it cannot store, without failing the file', () => {
    expect(mapAppleWorkout(element({ duration: '1500' }))).toMatchObject({ ok: false, malformed: false, problem: { column: 'duration' } });
    expect(mapAppleWorkout(element({ startDate: '1899-12-31 10:00:00 +0000' }))).toMatchObject({ malformed: false });
    expect(mapAppleWorkout(element({ totalEnergyBurned: '20000' }))).toMatchObject({ malformed: false });
  });
});
