import { HealthImportPage } from '../health-imports';
import { mealWriteAreas } from './mutations';

/**
 * /nutrition/mfp: the overview's Sync MFP link (issues 11, 23). Imports MyFitnessPal's nutrition CSV
 * (summary or per-entry: a meal's foods are added up) as logged meals, its exercise CSV as workouts,
 * and its measurement CSV as body-weight entries (issue 27).
 */
export default function MyFitnessPalPage() {
  return (
    <HealthImportPage
      title="MyFitnessPal"
      description="Import meals and exercise from MyFitnessPal"
      instructions="In MyFitnessPal, export your data (Settings, Export Data) and import one of its CSV files. The nutrition file: each meal of each day becomes a logged meal with its calories, protein, carbohydrates and fat (the foods of a meal are added up). The exercise file: each cardio entry becomes a workout, and a day's strength entries one strength workout with their sets, reps and weights. The measurement file: each day's weight becomes a body-weight entry on Fitness Progress, in the unit you choose below (a day with other measurements only is listed, not imported). Preview shows what would be added, skipped and rejected before anything is saved; meals and workouts imported before are skipped, and every row not imported is listed with why."
      back={{ to: '/nutrition', label: 'Back to Nutrition' }}
      panel={{
        kind: 'mfp',
        path: '/api/imports/mfp',
        fileLabel: 'MyFitnessPal export (.csv)',
        accept: '.csv,text/csv',
        fallbackType: 'text/csv',
        noun: { one: 'entry', many: 'entries' },
        nouns: {
          meals: { one: 'meal', many: 'meals' },
          workouts: { one: 'workout', many: 'workouts' },
          'body-weights': { one: 'weight entry', many: 'weight entries' },
        },
        weightUnit: true,
        preview: true,
        // A file holds meals, workouts or weights (issue 27): all are refreshed.
        touches: [...mealWriteAreas, 'workouts', 'body-weight'],
      }}
    />
  );
}
