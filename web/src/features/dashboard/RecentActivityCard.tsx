import type { DashboardActivityJson } from '@life/domain/dashboard/api';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBarbell, IconReceipt, IconSalad, IconTarget, type Icon } from '@tabler/icons-react';
import { DimmedText, QueryState, SkeletonStack } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { activityLine } from './format';

const KIND_ICONS: Record<DashboardActivityJson['kind'], { icon: Icon; color: string }> = {
  transaction: { icon: IconReceipt, color: 'indigo' },
  workout: { icon: IconBarbell, color: 'teal' },
  meal: { icon: IconSalad, color: 'orange' },
  goal: { icon: IconTarget, color: 'blue' },
};

function ActivityItem({ item }: { item: DashboardActivityJson }) {
  const line = activityLine(item);
  const { icon: KindIcon, color } = KIND_ICONS[item.kind];
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="activity-item" role="listitem">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" radius="xl" color={color} aria-hidden>
          <KindIcon size={16} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {line.label}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {line.title}
          </Text>
        </div>
      </Group>
      <Text size="sm" fw={600} c={line.color} style={{ flexShrink: 0 }}>
        {line.value}
      </Text>
    </Group>
  );
}

/**
 * SPEC 2 'Recent Activity' ('Latest updates across all areas'), newest first: the 2 latest
 * transactions, the latest completed workout, the latest logged meal and the latest updated goal.
 */
export function RecentActivityCard({ items, loading }: { items: DashboardActivityJson[] | undefined; loading: boolean }) {
  return (
    <SectionCard title="Recent Activity" description="Latest updates across all areas">
      <QueryState
        query={{ data: items, isPending: loading, isError: false }}
        loading={<SkeletonStack height={36} />}
        error={<DimmedText>Could not load your recent activity.</DimmedText>}
        empty={<DimmedText link={{ to: '/money/transactions', label: 'Add a transaction' }}>No recent activity yet.</DimmedText>}
      >
        {(list) => (
          <Stack gap="sm" role="list" aria-label="Recent activity">
            {list.map((item) => (
              <ActivityItem key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
