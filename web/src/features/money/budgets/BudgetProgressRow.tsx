import { ActionIcon, Badge, Group, Progress, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useReadOnly } from '../../../api/as-of';
import { HistoryButton } from '../../history';
import { categoryColor, formatUsd } from '../../../format';
import { budgetProgress } from './progress';
import type { BudgetFigures } from './types';

interface BudgetProgressRowProps<T extends BudgetFigures> {
  budget: T;
  onEdit?: (budget: T) => void;
  onDelete?: (budget: T) => void;
  /** The budget's id: a 'History of …' button (issue 26: budgets have a history, and versions to restore). */
  historyId?: string;
}

/** SPEC's budget category progress row: name, spent, budget, colour; red with 'over budget' when spent exceeds budget; bar capped at 100 %. */
export function BudgetProgressRow<T extends BudgetFigures>({ budget, onEdit, onDelete, historyId }: BudgetProgressRowProps<T>) {
  const readOnly = useReadOnly();
  const progress = budgetProgress(budget.spent, budget.budgetAmount);
  // Over budget is red with its label and icon; under, the category's own (or palette) colour.
  const own = categoryColor({ id: budget.categoryId, color: budget.color }) ?? budget.color;
  const color = progress.over ? 'red' : own;
  return (
    <div data-testid="budget-row" data-over={progress.over || undefined}>
      <Group justify="space-between" mb={4} wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" miw={0}>
          <span aria-hidden style={{ width: 10, height: 10, borderRadius: 999, background: own, flex: 'none' }} />
          <Text size="sm" fw={500} truncate="end">
            {budget.categoryName}
          </Text>
          {progress.over && (
            <Badge color="red" variant="light" size="sm" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
              over budget
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600} c={progress.over ? 'red' : undefined}>
            {formatUsd(progress.spentCents)}
          </Text>
          <Text size="sm" c="dimmed">
            of {formatUsd(progress.budgetCents)}
          </Text>
          {historyId && <HistoryButton kind="budget" id={historyId} name={`budget ${budget.categoryName}`} />}
          {onEdit && (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Edit budget ${budget.categoryName}`}
              disabled={readOnly}
              onClick={() => onEdit(budget)}
            >
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
          )}
          {onDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={`Delete budget ${budget.categoryName}`}
              disabled={readOnly}
              onClick={() => onDelete(budget)}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Progress
        value={progress.percent}
        color={color}
        size="md"
        aria-label={`${budget.categoryName}: ${formatUsd(progress.spentCents)} of ${formatUsd(progress.budgetCents)}${progress.over ? ', over budget' : ''}`}
      />
    </div>
  );
}
