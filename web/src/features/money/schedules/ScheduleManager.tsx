import { Button, EmptyState, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarRepeat, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagerDeleteDialog } from '../../../components/manager/ManagerDialogs';
import { LoadError, LoadingText, QueryState } from '../../../components/QueryState';
import { HistoryKindProvider } from '../../history';
import { scheduleMutations } from './mutations';
import { scheduleQueries } from './queries';
import { ScheduleCard } from './ScheduleCard';
import { ScheduleFormDialog } from './ScheduleFormDialog';
import type { Schedule } from './types';

/** SPEC 8's schedule confirmation: deleting removes its periods too. */
export const SCHEDULE_DELETE_MESSAGE =
  'Are you sure you want to delete this schedule? All associated schedule periods will be removed too. This action cannot be undone.';

/** Large screens (Mantine's lg breakpoint) get the two-column card grid; smaller ones a compact list. */
const LARGE_SCREEN = '(min-width: 75em)';

/** SPEC 2 schedule manager (in the 'Manage Schedules' dialog): create, edit and delete schedules, with their balances. */
export function ScheduleManager() {
  const list = useQuery(scheduleQueries.list());
  const deleteMutation = scheduleMutations.useDelete();
  const large = useMediaQuery(LARGE_SCREEN, false) ?? false;
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);

  const content = (
    <QueryState
      query={list}
      loading={<LoadingText>Loading schedules...</LoadingText>}
      error={<LoadError size="page">Could not load schedules. Please try again.</LoadError>}
      empty={
        <EmptyState icon={<IconCalendarRepeat size={32} aria-hidden />} variant="light" title="No schedules found">
          <Button mt="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Create your first schedule
          </Button>
        </EmptyState>
      }
    >
      {(schedules) => {
        const cards = schedules.map((schedule) => (
          <ScheduleCard key={schedule.id} schedule={schedule} compact={!large} onEdit={setEditing} onDelete={setDeleting} />
        ));
        return large ? (
          <SimpleGrid cols={2} data-testid="schedule-grid">
            {cards}
          </SimpleGrid>
        ) : (
          <Stack gap="xs" data-testid="schedule-list">
            {cards}
          </Stack>
        );
      }}
    </QueryState>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed">Create and edit your recurring schedules</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Create Schedule
        </Button>
      </Group>
      <HistoryKindProvider kind="schedule">{content}</HistoryKindProvider>
      <ScheduleFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ManagerDeleteDialog
        deleting={deleting}
        onClose={() => setDeleting(null)}
        title="Delete schedule"
        message={() => SCHEDULE_DELETE_MESSAGE}
        deleteMutation={deleteMutation}
      />
    </Stack>
  );
}
