import { Badge, Box, Collapse, Group, Paper, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { DimmedText, QueryState } from '../../../components/QueryState';
import type { AccountDisplaySettings } from './account-display';
import { PeriodBalanceTable } from './PeriodBalanceTable';
import type { PeriodTiming } from './period-balances';
import type { AccountBalance, SchedulePeriod } from './types';
import { PeriodTitle } from './PeriodTitle';

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

/** SPEC 2's text when a schedule's balances cannot be loaded (its card and its periods). */
export const BALANCES_ERROR = 'Error loading balance data. Please try again.';

function PeriodDetails({ balances, settings }: Pick<PeriodCardProps, 'balances' | 'settings'>) {
  return (
    <QueryState
      query={{ data: balances.balances ?? [], isPending: balances.isPending, isError: Boolean(balances.error) }}
      loading={<DimmedText>Loading period data...</DimmedText>}
      error={BALANCES_ERROR}
    >
      {(rows) => <PeriodBalanceTable balances={rows} settings={settings} />}
    </QueryState>
  );
}

/** SPEC 2 period card: its dates and 'Period {number} • {days} days'; a click expands the balances table. */
export function PeriodCard({ period, timing, expanded, onToggle, balances, settings }: PeriodCardProps) {
  const detailsId = `period-${period.periodNumber}-details`;
  return (
    <Paper withBorder radius="md" data-testid="period-card" aria-label={`Period ${period.periodNumber}`} component="article">
      <UnstyledButton onClick={onToggle} aria-expanded={expanded} aria-controls={detailsId} w="100%" p="sm">
        <Group justify="space-between" wrap="nowrap">
          <PeriodTitle period={period} />
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
