import { HealthImportPage } from '../health-imports';
import { mealWriteAreas } from './mutations';

/** /nutrition/mfp: the overview's Sync MFP link. Imports MyFitnessPal's nutrition CSV export as logged meals (issue 11). */
export default function MyFitnessPalPage() {
  return (
    <HealthImportPage
      title="MyFitnessPal"
      description="Import meals from MyFitnessPal"
      instructions="In MyFitnessPal, export your nutrition data (Settings, Export Data) and import the nutrition CSV: each meal of each day becomes a logged meal with its calories, protein, carbohydrates and fat. Days and meals imported before are skipped."
      back={{ to: '/nutrition', label: 'Back to Nutrition' }}
      panel={{
        kind: 'mfp',
        path: '/api/imports/mfp',
        fileLabel: 'MyFitnessPal nutrition export (.csv)',
        accept: '.csv,text/csv',
        fallbackType: 'text/csv',
        noun: { one: 'meal', many: 'meals' },
        touches: mealWriteAreas,
      }}
    />
  );
}
