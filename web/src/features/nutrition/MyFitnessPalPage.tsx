import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { dashboardQueries } from '../dashboard/queries';
import { HealthImportPanel } from '../health-imports/HealthImportPanel';
import { mealQueries } from './queries';

/** /nutrition/mfp: the overview's Sync MFP link. Imports MyFitnessPal's nutrition CSV export as logged meals (issue 11). */
export default function MyFitnessPalPage() {
  return (
    <>
      <PageHeader title="MyFitnessPal" description="Import meals from MyFitnessPal" />
      <Text size="sm" c="dimmed" mb="md">
        In MyFitnessPal, export your nutrition data (Settings, Export Data) and import the nutrition CSV: each meal of each day becomes a
        logged meal with its calories, protein, carbohydrates and fat. Days and meals imported before are skipped.{' '}
        <Anchor component={Link} to="/nutrition">
          Back to Nutrition
        </Anchor>
      </Text>
      <HealthImportPanel
        kind="mfp"
        path="/api/imports/mfp"
        fileLabel="MyFitnessPal nutrition export (.csv)"
        accept=".csv,text/csv"
        fallbackType="text/csv"
        noun={{ one: 'meal', many: 'meals' }}
        invalidates={() => [mealQueries.all(), dashboardQueries.all()]}
      />
    </>
  );
}
