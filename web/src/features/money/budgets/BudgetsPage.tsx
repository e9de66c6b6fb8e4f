import { formatUsd } from '../../../format';
import { ActionIcon, Divider, EmptyState, Group, Modal, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCopy, IconPigMoney, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagerDeleteDialog } from '../../../components/manager/ManagerDialogs';
import { PageHeader } from '../../../components/PageHeader';
import { useViewedMoment } from '../../../api/as-of';
import { BudgetForm } from './BudgetForm';
import { BudgetPeriods } from './BudgetPeriods';
import { BudgetProgressRow } from './BudgetProgressRow';
import { budgetMutations, useCopyBudgets } from './mutations';
import { budgetProgress, shiftMonth } from './progress';
import { budgetQueries } from './queries';
import type { Budget, BudgetMonth } from './types';
import { formatMonthLabel, localToday } from '../format';
import { MoneySettings } from '../settings/MoneySettings';
import { QueryState } from '../../../components/QueryState';
import { WriteButton } from '../../../components/WriteButton';

/** Budgets (issue 11): one month at a time, a progress row per budgeted category, totals, copy last month. */
export default function BudgetsPage() {
  // The month of the moment being viewed (issue 26), else this month.
  const viewed = useViewedMoment();
  const [month, setMonth] = useState(() => localToday(viewed).slice(0, 7));
  const [editing, setEditing] = useState<Budget | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Budget | null>(null);
  const [view, setView] = useState<'month' | 'period'>('month');
  const budgets = useQuery(budgetQueries.month(month));
  const copy = useCopyBudgets();
  const remove = budgetMutations.useDelete();
  const label = formatMonthLabel(`${month}-01`);
  const previousMonth = shiftMonth(month, -1);

  const createButton = (
    <WriteButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      Create Budget
    </WriteButton>
  );
  const copyButton = (
    <WriteButton
      variant="default"
      leftSection={<IconCopy size={16} aria-hidden />}
      loading={copy.isPending}
      onClick={() => copy.mutate({ fromMonth: previousMonth, toMonth: month })}
    >
      Copy last month
    </WriteButton>
  );

  return (
    <>
      <PageHeader
        title="Budgets"
        description="Plan monthly spending limits per category"
        actions={
          <Group gap="sm">
            <MoneySettings />
            {createButton}
          </Group>
        }
      />
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" aria-label="Previous month" onClick={() => setMonth(previousMonth)}>
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <Text fw={600} miw={140} ta="center" aria-live="polite" data-testid="budget-month">
            {label}
          </Text>
          <ActionIcon variant="default" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="sm">
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(value) => setView(value === 'period' ? 'period' : 'month')}
            data={[
              { value: 'month', label: 'By month' },
              { value: 'period', label: 'By pay period' },
            ]}
          />
          {copyButton}
        </Group>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        {view === 'period' ? (
          <BudgetPeriods month={month} />
        ) : (
          <QueryState
            query={budgets}
            loading={<Skeleton height={160} radius="md" />}
            error={<Text c="red">Could not load your budgets</Text>}
            empty={
              <EmptyState
                icon={<IconPigMoney size={32} aria-hidden />}
                variant="light"
                title="No budgets yet"
                description={`Set a monthly limit for an expense category, or copy ${formatMonthLabel(`${previousMonth}-01`)}'s budgets.`}
              >
                <Group mt="md" justify="center">
                  {createButton}
                </Group>
              </EmptyState>
            }
            isEmpty={(data) => data.budgets.length === 0}
          >
            {(data) => <BudgetList data={data} onEdit={setEditing} onDelete={setDeleting} />}
          </QueryState>
        )}
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Create Budget' : 'Edit Budget'}
        size="md"
      >
        {editing !== null && (
          <BudgetForm
            key={editing === 'new' ? 'new' : editing.id}
            budget={editing === 'new' ? undefined : editing}
            defaultMonth={month}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ManagerDeleteDialog
        deleting={deleting}
        onClose={() => setDeleting(null)}
        title="Delete Budget"
        message={(budget) => `Delete the ${budget.categoryName} budget for ${label}? Its transactions stay.`}
        deleteMutation={remove}
      />
    </>
  );
}

function BudgetList({
  data,
  onEdit,
  onDelete,
}: {
  data: BudgetMonth;
  onEdit: (budget: Budget) => void;
  onDelete: (budget: Budget) => void;
}) {
  const total = budgetProgress(data.totalSpent, data.totalBudget);
  return (
    <Stack gap="md">
      {data.budgets.map((budget) => (
        <BudgetProgressRow key={budget.id} budget={budget} onEdit={onEdit} onDelete={onDelete} historyId={budget.id} />
      ))}
      <Divider />
      <Group justify="space-between" data-testid="budget-totals">
        <Text fw={600}>Total</Text>
        <Text fw={600} c={total.over ? 'red' : undefined}>
          {formatUsd(total.spentCents)} of {formatUsd(total.budgetCents)}
          <Text span c="dimmed" fw={400} ml="xs">
            {total.over ? `${formatUsd(-total.remainingCents)} over` : `${formatUsd(total.remainingCents)} left`}
          </Text>
        </Text>
      </Group>
    </Stack>
  );
}
