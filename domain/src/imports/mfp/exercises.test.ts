import { describe, expect, it } from 'vitest';
import { mapMfpExerciseRow, mfpExerciseColumns, MfpWorkoutTotals } from './exercises';

const HEADER = ['Date', 'Exercise', 'Type', 'Exercise Calories', 'Exercise Minutes', 'Sets', 'Reps Per Set', 'Kilograms', 'Steps', 'Note'];
const header = mfpExerciseColumns(HEADER);
if (!header.ok) throw new Error('header');
const { columns } = header;

function workoutsOf(rows: string[][]) {
  const totals = new MfpWorkoutTotals();
  const problems = [];
  for (const [index, cells] of rows.entries()) {
    const result = mapMfpExerciseRow(cells, index + 2, columns);
    if (result.ok) totals.add(result.entry);
    else problems.push(result);
  }
  return { ...totals.finish(), problems };
}

describe('MyFitnessPal exercises', () => {
  it('finds the columns, the weight column by the unit it is named after', () => {
    expect(columns).toEqual({
      date: 0,
      exercise: 1,
      type: 2,
      calories: 3,
      minutes: 4,
      sets: 5,
      reps: 6,
      weight: 7,
      weightName: 'Kilograms',
    });
    expect(mfpExerciseColumns(['Date', 'Exercise', 'Type', 'Exercise Calories', 'Exercise Minutes', 'Pounds'])).toMatchObject({
      ok: true,
      columns: { weight: 5, weightName: 'Pounds', sets: -1 },
    });
    expect(mfpExerciseColumns(['Date', 'Exercise', 'Type'])).toEqual({
      ok: false,
      problem: {
        row: 1,
        column: 'Exercise Calories',
        reason: "Row 1: expected a column named 'Exercise Calories' (MyFitnessPal's exercise export)",
      },
    });
  });

  it('makes each cardio row a workout (two runs in a day are two workouts) and a day of strength rows one workout', () => {
    const { workouts, rejected, problems } = workoutsOf([
      ['2024-03-01', 'Running (jogging), 5 mph', 'Cardio', '350.6', '30', '', '', '', '', 'easy'],
      ['2024-03-01', 'Bench Press', 'Strength', '', '', '3', '10', '60.5', '', ''],
      ['2024-03-01', 'Running (jogging), 5 mph', 'Cardio', '120', '10.4', '', '', '', '', ''],
      ['2024-03-01', 'Pull-ups', 'Strength', '', '', '4', '8', '0', '', ''],
      ['2024-03-02', 'Squat', 'Strength', '40', '12', '5', '5', '100', '', ''],
    ]);
    expect(problems).toEqual([]);
    expect(rejected).toEqual([]);
    expect(workouts).toEqual([
      {
        draft: {
          name: 'Running (jogging), 5 mph',
          type: 'cardio',
          durationMinutes: 30,
          calories: 351,
          completed: true,
          date: '2024-03-01',
          exercises: [],
        },
        externalId: 'mfp:cardio:2024-03-01:running (jogging), 5 mph:1',
        rows: [2],
        rowCount: 1,
      },
      expect.objectContaining({
        draft: expect.objectContaining({ durationMinutes: 10, calories: 120 }),
        externalId: 'mfp:cardio:2024-03-01:running (jogging), 5 mph:2',
      }),
      {
        draft: {
          name: 'Strength training',
          type: 'strength',
          durationMinutes: 1,
          calories: null,
          completed: true,
          date: '2024-03-01',
          exercises: [
            { name: 'Bench Press', sets: 3, reps: 10, weight: 60.5 },
            { name: 'Pull-ups', sets: 4, reps: 8, weight: null },
          ],
        },
        externalId: 'mfp:strength:2024-03-01',
        rows: [3, 5],
        rowCount: 2,
      },
      expect.objectContaining({
        draft: expect.objectContaining({
          date: '2024-03-02',
          durationMinutes: 12,
          calories: 40,
          exercises: [{ name: 'Squat', sets: 5, reps: 5, weight: 100 }],
        }),
      }),
    ]);
  });

  it('lists what it does not take: calorie adjustments without minutes, strength rows without sets, unknown types', () => {
    const { workouts, problems } = workoutsOf([
      ['2024-03-01', 'MFP iOS calorie adjustment', 'Cardio', '85', '0', '', '', '', '4210', ''],
      ['2024-03-01', 'Plank', 'Strength', '', '', '', '', '', '', ''],
      ['2024-03-01', 'Meditation', 'Mind', '', '20', '', '', '', '', ''],
    ]);
    expect(workouts).toEqual([]);
    expect(problems).toEqual([
      {
        ok: false,
        malformed: false,
        problem: {
          row: 2,
          column: 'Exercise Minutes',
          reason: 'Row 2, Exercise Minutes: no minutes, so it is not a workout (a calorie adjustment or steps)',
        },
      },
      expect.objectContaining({ malformed: false, problem: expect.objectContaining({ row: 3, column: 'Sets' }) }),
      expect.objectContaining({
        malformed: false,
        problem: expect.objectContaining({ row: 4, column: 'Type', reason: "Row 4, Type: expected Cardio or Strength, got 'Mind'" }),
      }),
    ]);
  });

  it('refuses a row that is not the format (400), naming row and column', () => {
    expect(mapMfpExerciseRow(['2024-03-01', 'Run', 'Cardio', 'lots', '30'], 5, columns)).toEqual({
      ok: false,
      malformed: true,
      problem: { row: 5, column: 'Exercise Calories', reason: "Row 5, Exercise Calories: expected a number of calories, got 'lots'" },
    });
    expect(mapMfpExerciseRow(['2024-03-01', 'Squat', 'Strength', '', '', '3', '5', 'heavy'], 6, columns)).toMatchObject({
      malformed: true,
      problem: { column: 'Kilograms' },
    });
  });

  it('splits a day of more than 30 strength exercises into parts', () => {
    const rows = Array.from({ length: 31 }, (_, index) => ['2024-03-01', `Lift ${index + 1}`, 'Strength', '', '', '1', '1', '']);
    const { workouts } = workoutsOf(rows);
    expect(workouts.map((workout) => [workout.externalId, workout.draft.exercises.length])).toEqual([
      ['mfp:strength:2024-03-01', 30],
      ['mfp:strength:2024-03-01:2', 1],
    ]);
  });
});
