import { Badge, Box, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { formatDisplayDate } from '../format';
import type { AccountDisplaySettings } from './account-display';
import { PeriodBalanceTable } from './PeriodBalanceTable';
import type { PeriodTiming } from './period-balances';
import type { AccountBalance, SchedulePeriod } from './types';

/** The period's balances as loaded with the schedule's one balances call. */
export interface PeriodBalancesState {
  isPending: boolean;
  error: unknown;
  balances: readonly AccountBalance[] | undefined;
}

interface PeriodCardProps {
  period: SchedulePeriod;
  timing: PeriodTiming;
  expanded: boolean;
  onToggle: () => void;
  balances: PeriodBalancesState;
  settings: AccountDisplaySettings;
}

function PeriodDetails({ balances, settings }: Pick<PeriodCardProps, 'balances' | 'settings'>) {
  if (balances.isPending) {
    return (
      <Text size="sm" c="dimmed">
        Loading period data...
      </Text>
    );
  }
  if (balances.error) {
    return (
      <Text size="sm" c="red" role="alert">
        Error loading balance data. Please try again.
      </Text>
    );
  }
  return <PeriodBalanceTable balances={balances.balances ?? []} settings={settings} />;
}

/** SPEC 2 period card: its dates and 'Period {number} • {days} days'; a click expands the balances table. */
export function PeriodCard({ period, timing, expanded, onToggle, balances, settings }: PeriodCardProps) {
  const detailsId = `period-${period.periodNumber}-details`;
  return (
    <Paper withBorder radius="md" data-testid="period-card" aria-label={`Period ${period.periodNumber}`} component="article">
      <UnstyledButton onClick={onToggle} aria-expanded={expanded} aria-controls={detailsId} w="100%" p="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>
              {formatDisplayDate(period.startDate)} – {formatDisplayDate(period.endDate)}
            </Text>
            <Text size="sm" c="dimmed">
              Period {period.periodNumber} • {period.daysInPeriod} days
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            {timing === 'current' && (
              <Badge size="sm" variant="light" color="teal">
                Current
              </Badge>
            )}
            {expanded ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={expanded}>
        <Box px="sm" pb="sm" id={detailsId}>
          {expanded && <PeriodDetails balances={balances} settings={settings} />}
        </Box>
      </Collapse>
    </Paper>
  );
}
