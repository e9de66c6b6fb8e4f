import { HealthImportPage } from '../health-imports';
import { workoutWriteAreas } from './mutations';

/** /fitness/apple: the Apple Fitness card's Connect link. Imports the workouts of an Apple Health export (issue 11). */
export default function AppleFitnessPage() {
  return (
    <HealthImportPage
      title="Apple Fitness"
      description="Import workouts from Apple Health"
      instructions="On your iPhone, open Health, tap your picture, then Export All Health Data. Import the export.zip it makes (or the export.xml inside it): each workout becomes a completed workout in Life, and each body-mass (weight) record a body-weight entry on Fitness Progress. Workouts and weights imported before are skipped."
      back={{ to: '/fitness', label: 'Back to Fitness' }}
      panel={{
        kind: 'apple-health',
        path: '/api/imports/apple-health',
        fileLabel: 'Apple Health export (export.zip or export.xml)',
        accept: '.zip,.xml,application/zip,application/xml,text/xml',
        fallbackType: 'application/octet-stream',
        noun: { one: 'workout', many: 'workouts' },
        // issue 23: what the export would add, skip and reject, before anything is saved.
        preview: true,
        touches: [...workoutWriteAreas, 'body-weight'], // issue 27: body-mass records become weight entries
      }}
    />
  );
}
