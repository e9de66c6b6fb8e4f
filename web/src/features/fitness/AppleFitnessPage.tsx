import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { dashboardQueries } from '../dashboard/queries';
import { HealthImportPanel } from '../health-imports/HealthImportPanel';
import { workoutQueries } from './queries';

/** /fitness/apple: the Apple Fitness card's Connect link. Imports the workouts of an Apple Health export (issue 11). */
export default function AppleFitnessPage() {
  return (
    <>
      <PageHeader title="Apple Fitness" description="Import workouts from Apple Health" />
      <Text size="sm" c="dimmed" mb="md">
        On your iPhone, open Health, tap your picture, then Export All Health Data. Import the export.zip it makes (or the export.xml inside
        it): each workout becomes a completed workout in Life. Workouts imported before are skipped.{' '}
        <Anchor component={Link} to="/fitness">
          Back to Fitness
        </Anchor>
      </Text>
      <HealthImportPanel
        kind="apple-health"
        path="/api/imports/apple-health"
        fileLabel="Apple Health export (export.zip or export.xml)"
        accept=".zip,.xml,application/zip,application/xml,text/xml"
        fallbackType="application/octet-stream"
        noun={{ one: 'workout', many: 'workouts' }}
        invalidates={() => [workoutQueries.all(), dashboardQueries.all()]}
      />
    </>
  );
}
