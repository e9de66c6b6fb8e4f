import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatUsd } from '../../../format';
import { useQuery } from '@tanstack/react-query';
import { InactiveBadge } from '../../../components/InactiveBadge';
import { RowActions, type RowActionHandlers } from '../../../components/manager/ManagerItems';
import { formatDisplayDate } from '../format';
import { type BalanceTotals, scheduleCardTotals } from './card-balances';
import { scheduleQueries } from './queries';
import { SCHEDULE_FREQUENCY_LABELS, type Schedule } from './types';
import { DimmedText, QueryState } from '../../../components/QueryState';
import { BALANCES_ERROR } from './PeriodCard';

function TotalsBlock({ label, date, totals, compact }: { label: string; date: string; totals: BalanceTotals; compact: boolean }) {
  const entries: [string, number][] = [
    ['Posted', totals.posted],
    ['Pending', totals.pending],
    ['Total', totals.total],
  ];
  return (
    <Stack gap={2} aria-label={`${label} balances`} role="group">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label} · {formatDisplayDate(date)}
      </Text>
      <Group gap={compact ? 'xs' : 'md'} wrap="wrap">
        {entries.map(([name, cents]) => (
          <Text key={name} size={compact ? 'xs' : 'sm'}>
            {name}: <strong>{formatUsd(cents)}</strong>
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

/** SPEC 2/8: Posted, Pending and Total at the schedule's start and end dates, over every account. */
function ScheduleBalances({ schedule, compact }: { schedule: Schedule; compact: boolean }) {
  const balances = useQuery(scheduleQueries.rangeBalances(schedule.startDate, schedule.endDate));
  return (
    <QueryState
      query={balances}
      loading={<DimmedText>Loading balances...</DimmedText>}
      error={BALANCES_ERROR}
      empty={<DimmedText>No balances available for the selected date range</DimmedText>}
    >
      {(rows) => {
        const { start, end } = scheduleCardTotals(rows);
        return (
          <SimpleGrid cols={compact ? 1 : 2} spacing={compact ? 4 : 'md'}>
            <TotalsBlock label="Start" date={schedule.startDate} totals={start} compact={compact} />
            <TotalsBlock label="End" date={schedule.endDate} totals={end} compact={compact} />
          </SimpleGrid>
        );
      }}
    </QueryState>
  );
}

interface ScheduleCardProps extends RowActionHandlers<Schedule> {
  schedule: Schedule;
  /** The small-screen list: tighter, one column. */
  compact: boolean;
}

/** A schedule in the manager: name, frequency, date range, active state, edit/delete and its balances. */
export function ScheduleCard({ schedule, compact, onEdit, onDelete }: ScheduleCardProps) {
  return (
    <Paper withBorder radius="md" p={compact ? 'sm' : 'md'} data-testid="schedule-card" aria-label={schedule.name} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate="end">
            {schedule.name}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light">
              {SCHEDULE_FREQUENCY_LABELS[schedule.frequency]}
            </Badge>
            <InactiveBadge active={schedule.isActive} />
            <Text size="xs" c="dimmed">
              {formatDisplayDate(schedule.startDate)} – {formatDisplayDate(schedule.endDate)}
            </Text>
          </Group>
        </Stack>
        <RowActions item={schedule} name={schedule.name} onEdit={onEdit} onDelete={onDelete} />
      </Group>
      <ScheduleBalances schedule={schedule} compact={compact} />
    </Paper>
  );
}
