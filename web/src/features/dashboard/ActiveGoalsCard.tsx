import type { DashboardGoalJson } from '@life/domain/dashboard/api';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { DimmedText, QueryState, SkeletonStack } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { STATUS_LABELS } from '../goals';
import { deadlineText } from './format';

const STATUS_COLORS: Record<DashboardGoalJson['status'], string> = { active: 'blue', completed: 'teal', paused: 'yellow' };

function GoalRow({ goal }: { goal: DashboardGoalJson }) {
  return (
    <Stack gap={6} role="listitem" aria-label={goal.title} data-testid="dashboard-goal">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={500} size="sm" truncate="end">
          {goal.title}
        </Text>
        <Badge variant="light" color={STATUS_COLORS[goal.status]} style={{ flexShrink: 0 }}>
          {STATUS_LABELS[goal.status]}
        </Badge>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Progress value={goal.progress} flex={1} aria-label={`${goal.title} progress`} />
        <Text size="sm" fw={500} w={40} ta="right">
          {goal.progress}%
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {deadlineText(goal.dueDate)}
      </Text>
    </Stack>
  );
}

/** SPEC 2 'Active Goals' ('Your current focus areas'): the 3 most recently updated active goals; links to /goals. */
export function ActiveGoalsCard({ goals, loading }: { goals: DashboardGoalJson[] | undefined; loading: boolean }) {
  return (
    <SectionCard title="Active Goals" description="Your current focus areas" link={{ to: '/goals', label: 'View all' }}>
      <QueryState
        query={{ data: goals, isPending: loading, isError: false }}
        loading={<SkeletonStack height={48} />}
        error={<DimmedText>Could not load your goals.</DimmedText>}
        empty={<DimmedText link={{ to: '/goals/create', label: 'Create a goal' }}>No active goals yet.</DimmedText>}
      >
        {(list) => (
          <Stack gap="md" role="list" aria-label="Active goals">
            {list.map((goal) => (
              <GoalRow key={goal.id} goal={goal} />
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
