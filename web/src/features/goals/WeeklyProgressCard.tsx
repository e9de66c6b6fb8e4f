import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/QueryState';
import { formatWeekRange } from './format';
import { goalQueries } from './queries';

function Figure({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    <Stack gap={0} align="center" role="group" aria-label={label}>
      <Text fz={26} fw={700} c={color} data-testid="figure-value">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * SPEC 2 Weekly Progress card with real figures (beyond SPEC's hard-coded 'Created'): goals
 * completed and created this week (issue 26: the user's week, the weekly review's), active now,
 * and the success rate (completed of the goals created or completed this week), from GET
 * /api/goals/weekly-progress.
 */
export function WeeklyProgressCard() {
  const progress = useQuery(goalQueries.weeklyProgress());
  const { data } = progress;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Weekly Progress">
      <Title order={2} size="h4">
        Weekly Progress
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {data ? `This week · ${formatWeekRange(data.startDate, data.endDate)}` : 'This week'}
      </Text>
      <QueryState
        query={progress}
        loading={<Skeleton height={56} radius="md" />}
        error="Could not load your weekly progress. Please try again."
      >
        {(data) => (
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            <Figure label="Completed" value={String(data.completed)} color="teal" />
            <Figure label="Created" value={String(data.created)} color="blue" />
            <Figure label="Total Active" value={String(data.totalActive)} color="violet" />
            <Figure label="Success Rate" value={`${data.successRate}%`} color="orange" />
          </SimpleGrid>
        )}
      </QueryState>
    </Card>
  );
}
