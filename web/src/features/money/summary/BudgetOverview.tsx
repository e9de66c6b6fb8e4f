import { formatUsd } from '@life/domain/shared/money';
import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatMonthLabel } from '../format';
import type { MoneySummary } from './summary';

/**
 * This month's spending by category, from real transactions. Budgets (amounts to compare with)
 * are not built yet, so each bar is relative to the largest category.
 */
export function BudgetOverview({ summary }: { summary: MoneySummary }) {
  const rows = summary.spendingByCategory;
  const largest = rows[0]?.cents ?? 0;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="budget-overview-title" h="100%">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={2} size="h4" id="budget-overview-title">
            Budget Overview
          </Title>
          <Text size="sm" c="dimmed">
            {formatMonthLabel(summary.thisMonth.start)} spending by category
          </Text>
        </div>
        <Anchor component={Link} to="/money/budgets" size="sm">
          Manage
        </Anchor>
      </Group>
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
            Bars compare categories with the largest one; budget amounts arrive with Budgets.
          </Text>
        </Stack>
      )}
    </Card>
  );
}
