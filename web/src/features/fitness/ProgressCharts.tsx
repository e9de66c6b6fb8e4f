import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import type { ProgressRow } from './progress';

/**
 * The /fitness/progress charts (@mantine/charts on recharts: a chunk of its own, loaded only with
 * this screen). Two charts, as counts and minutes differ by two orders of magnitude. The numbers
 * are also in the page's table, for screen readers.
 */
export default function ProgressCharts({ rows }: { rows: ProgressRow[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} aria-hidden>
      <div>
        <Text size="sm" fw={500} mb="xs">
          Workouts per week
        </Text>
        <BarChart h={220} data={rows} dataKey="label" series={[{ name: 'workouts', label: 'Workouts', color: 'indigo.6' }]} />
      </div>
      <div>
        <Text size="sm" fw={500} mb="xs">
          Active minutes per week
        </Text>
        <BarChart
          h={220}
          data={rows}
          dataKey="label"
          series={[{ name: 'activeMinutes', label: 'Active minutes', color: 'teal.6' }]}
          valueFormatter={(value) => `${value} min`}
        />
      </div>
    </SimpleGrid>
  );
}
