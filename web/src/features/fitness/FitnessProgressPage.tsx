import { Anchor, Card, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { formatCount } from './format';
import { progressRows } from './progress';
import { workoutQueries } from './queries';

// The chart library (recharts) loads with this screen only.
const ProgressCharts = lazy(() => import('./ProgressCharts'));

/**
 * /fitness/progress (beyond SPEC's placeholder): completed workouts and active minutes per week for
 * the last 12 weeks (7-day weeks ending today, as the overview's "This Week"), as charts and as a table.
 */
export default function FitnessProgressPage() {
  const stats = useQuery(workoutQueries.stats());
  const rows = stats.data ? progressRows(stats.data.weeks) : undefined;

  return (
    <>
      <PageHeader
        title="Progress"
        description="Workouts and active minutes per week, last 12 weeks"
        actions={
          <Anchor component={Link} to="/fitness">
            Back to Fitness
          </Anchor>
        }
      />
      {stats.isError && <Text c="red">Could not load your progress. Please try again.</Text>}
      <Card withBorder radius="lg" padding="lg" mb="lg">
        {rows ? (
          <Suspense fallback={<Skeleton height={250} />}>
            <ProgressCharts rows={rows} />
          </Suspense>
        ) : (
          <Skeleton height={250} />
        )}
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Table striped highlightOnHover captionSide="top">
          <Table.Caption>Completed workouts per week (7 days each, the last one ending today)</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week</Table.Th>
              <Table.Th scope="col">Workouts</Table.Th>
              <Table.Th scope="col">Active minutes</Table.Th>
              <Table.Th scope="col">Calories</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rows ?? [])
              .slice()
              .reverse()
              .map((row) => (
                <Table.Tr key={row.range}>
                  <Table.Th scope="row" fw={400}>
                    {row.range}
                  </Table.Th>
                  <Table.Td>{formatCount(row.workouts)}</Table.Td>
                  <Table.Td>{formatCount(row.activeMinutes)}</Table.Td>
                  <Table.Td>{formatCount(row.calories)}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Card>
    </>
  );
}
