import { formatUsd } from '../../../format';
import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAsOf } from '../../../api/as-of';
import { SectionCard } from '../../../components/SectionCard';
import { BudgetProgressRow } from '../budgets/BudgetProgressRow';
import { budgetQueries } from '../budgets/queries';
import type { Budget } from '../budgets/types';
import { formatMonthLabel } from '../format';
import type { MoneySummary } from './summary';

/**
 * This month's budgets, spent against budget (SPEC's progress rows). Without budgets (or while the
 * past is viewed: budgets are not kept as of a moment) it shows this month's spending by category,
 * each bar relative to the largest category, and a link to create a budget.
 */
export function BudgetOverview({ summary }: { summary: MoneySummary }) {
  const asOf = useAsOf();
  const month = summary.thisMonth.start.slice(0, 7);
  const budgets = useQuery({ ...budgetQueries.month(month), enabled: asOf === null });
  const budgetRows = asOf === null ? (budgets.data?.budgets ?? []) : [];
  return (
    <SectionCard
      title="Budget Overview"
      description={`${formatMonthLabel(summary.thisMonth.start)} spending by category`}
      link={{ to: '/money/budgets', label: 'Manage' }}
    >
      {budgetRows.length > 0 ? <BudgetRows budgets={budgetRows} /> : <SpendingByCategory summary={summary} />}
    </SectionCard>
  );
}

function BudgetRows({ budgets }: { budgets: readonly Budget[] }) {
  return (
    <Stack gap="sm">
      {budgets.map((budget) => (
        <BudgetProgressRow key={budget.id} budget={budget} />
      ))}
    </Stack>
  );
}

function SpendingByCategory({ summary }: { summary: MoneySummary }) {
  const rows = summary.spendingByCategory;
  const largest = rows[0]?.cents ?? 0;
  return (
    <>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No spending recorded this month yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {rows.map((row) => (
            <div key={row.key} data-testid="category-spending">
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Group gap={6} wrap="nowrap" miw={0}>
                  <span aria-hidden style={{ width: 10, height: 10, borderRadius: 999, background: row.color, flex: 'none' }} />
                  <Text size="sm" truncate="end">
                    {row.name}
                  </Text>
                </Group>
                <Text size="sm" fw={600}>
                  {formatUsd(row.cents)}
                </Text>
              </Group>
              <Progress
                value={largest > 0 ? Math.max(2, Math.round((row.cents * 100) / largest)) : 0}
                color={row.color}
                size="sm"
                aria-label={`${row.name}: ${formatUsd(row.cents)}`}
              />
            </div>
          ))}
          <Text size="xs" c="dimmed">
            Bars compare categories with the largest one.
          </Text>
        </Stack>
      )}
      <Anchor component={Link} to="/money/budgets" size="sm" mt="sm" display="block">
        Create a budget
      </Anchor>
    </>
  );
}
