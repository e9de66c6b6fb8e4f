import { formatUsd } from '@life/domain/shared/money';
import { ActionIcon, Button, Divider, EmptyState, Group, Modal, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCopy, IconPigMoney, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useReadOnly } from '../../api/as-of';
import { ManagerDeleteDialog } from '../../components/manager/ManagerDialogs';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyTooltip } from '../../components/ReadOnlyTooltip';
import { PresentOnlyNote } from '../history/PresentOnlyNote';
import { BudgetForm } from './budgets/BudgetForm';
import { BudgetPeriods } from './budgets/BudgetPeriods';
import { BudgetProgressRow } from './budgets/BudgetProgressRow';
import { budgetMutations, useCopyBudgets } from './budgets/mutations';
import { budgetProgress, shiftMonth } from './budgets/progress';
import { budgetQueries } from './budgets/queries';
import type { Budget, BudgetMonth } from './budgets/types';
import { formatMonthLabel, localToday } from './format';
import { MoneySettings } from './MoneySettings';

/** Budgets (issue 11): one month at a time, a progress row per budgeted category, totals, copy last month. */
export default function BudgetsPage() {
  const readOnly = useReadOnly();
  const [month, setMonth] = useState(() => localToday().slice(0, 7));
  const [editing, setEditing] = useState<Budget | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Budget | null>(null);
  const [view, setView] = useState<'month' | 'period'>('month');
  const budgets = useQuery(budgetQueries.month(month));
  const copy = useCopyBudgets();
  const remove = budgetMutations.useDelete();
  const label = formatMonthLabel(`${month}-01`);
  const previousMonth = shiftMonth(month, -1);

  const createButton = (
    <ReadOnlyTooltip>
      <Button leftSection={<IconPlus size={16} aria-hidden />} disabled={readOnly} onClick={() => setEditing('new')}>
        Create Budget
      </Button>
    </ReadOnlyTooltip>
  );
  const copyButton = (
    <ReadOnlyTooltip>
      <Button
        variant="default"
        leftSection={<IconCopy size={16} aria-hidden />}
        disabled={readOnly}
        loading={copy.isPending}
        onClick={() => copy.mutate({ fromMonth: previousMonth, toMonth: month })}
      >
        Copy last month
      </Button>
    </ReadOnlyTooltip>
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
      <PresentOnlyNote what="Budgets and their spending" />
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
        ) : budgets.isPending ? (
          <Skeleton height={160} radius="md" />
        ) : budgets.isError ? (
          <Text c="red">Could not load your budgets</Text>
        ) : budgets.data.budgets.length === 0 ? (
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
        ) : (
          <BudgetList data={budgets.data} onEdit={setEditing} onDelete={setDeleting} />
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
        <BudgetProgressRow key={budget.id} budget={budget} onEdit={onEdit} onDelete={onDelete} />
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
