import { formatUsd } from '../../../format';
import { Card, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { scheduleQueries } from '../schedules/queries';
import { BudgetProgressRow } from './BudgetProgressRow';
import { budgetProgress } from './progress';
import { budgetQueries } from './queries';
import type { BudgetPeriods as BudgetPeriodsData } from './types';
import { PeriodTitle } from '../schedules/PeriodTitle';

/**
 * Budgets by pay period (beyond SPEC): pick a schedule; each of its periods overlapping the month
 * shows each category's spending against its budget prorated to the period's days.
 */
export function BudgetPeriods({ month }: { month: string }) {
  const schedules = useQuery(scheduleQueries.list());
  const [chosen, setChosen] = useState<string | null>(null);
  const scheduleId = chosen ?? schedules.data?.[0]?.id ?? null;
  const periods = useQuery({ ...budgetQueries.periods(scheduleId ?? '', month), enabled: scheduleId !== null });

  if (schedules.isPending) return <Text c="dimmed">Loading schedules...</Text>;
  if (!schedules.data?.length) {
    return <Text c="dimmed">No schedules yet. Create a schedule (Money → Schedules) to see budgets by pay period.</Text>;
  }
  return (
    <Stack gap="md">
      <NativeSelect
        label="Schedule"
        maw={320}
        data={schedules.data.map((schedule) => ({ value: schedule.id, label: schedule.name }))}
        value={scheduleId ?? ''}
        onChange={(event) => setChosen(event.currentTarget.value)}
      />
      {periods.isPending ? <Skeleton height={120} radius="md" /> : periods.data ? <PeriodCards data={periods.data} /> : null}
    </Stack>
  );
}

function PeriodCards({ data }: { data: BudgetPeriodsData }) {
  if (data.periods.length === 0) return <Text c="dimmed">No periods of this schedule fall in this month.</Text>;
  return (
    <Stack gap="md">
      {data.periods.map((period) => {
        const total = budgetProgress(period.totalSpent, period.totalBudget);
        return (
          <Card key={period.periodNumber} withBorder radius="md" component="article" aria-label={`Period ${period.periodNumber}`}>
            <Group justify="space-between" mb="sm">
              <PeriodTitle period={period} />
              <Text fw={600} c={total.over ? 'red' : undefined} data-testid="period-total">
                {formatUsd(total.spentCents)} of {formatUsd(total.budgetCents)}
              </Text>
            </Group>
            {period.budgets.length === 0 ? (
              <Text size="sm" c="dimmed">
                No budgets in the months this period covers.
              </Text>
            ) : (
              <Stack gap="sm">
                {period.budgets.map((budget) => (
                  <BudgetProgressRow key={budget.categoryId} budget={budget} />
                ))}
              </Stack>
            )}
          </Card>
        );
      })}
      <Text size="xs" c="dimmed">
        Each month&apos;s budget is prorated to the days of the period in that month.
      </Text>
    </Stack>
  );
}
