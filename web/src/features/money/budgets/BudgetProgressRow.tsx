import { formatUsd } from '@life/domain/shared/money';
import { ActionIcon, Badge, Group, Progress, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useReadOnly } from '../../../api/as-of';
import { budgetProgress } from './progress';
import type { BudgetFigures } from './types';

interface BudgetProgressRowProps<T extends BudgetFigures> {
  budget: T;
  onEdit?: (budget: T) => void;
  onDelete?: (budget: T) => void;
}

/** SPEC's budget category progress row: name, spent, budget, colour; red with 'over budget' when spent exceeds budget; bar capped at 100 %. */
export function BudgetProgressRow<T extends BudgetFigures>({ budget, onEdit, onDelete }: BudgetProgressRowProps<T>) {
  const readOnly = useReadOnly();
  const progress = budgetProgress(budget.spent, budget.budgetAmount);
  const color = progress.over ? 'red' : budget.color;
  return (
    <div data-testid="budget-row" data-over={progress.over || undefined}>
      <Group justify="space-between" mb={4} wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" miw={0}>
          <span aria-hidden style={{ width: 10, height: 10, borderRadius: 999, background: budget.color, flex: 'none' }} />
          <Text size="sm" fw={500} truncate="end">
            {budget.categoryName}
          </Text>
          {progress.over && (
            <Badge color="red" variant="light" size="sm">
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
