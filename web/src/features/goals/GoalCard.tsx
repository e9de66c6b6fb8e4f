import { GOAL_PROGRESS_STEP, MAX_GOAL_PROGRESS } from '@life/domain/goals/constants';
import { canAdvanceGoal, nextGoalProgress } from '@life/domain/goals/rules';
import { Badge, Card, Group, Menu, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArchive, IconCircleCheck, IconPlayerPause, IconPlayerPlay, IconTarget, IconTrash, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionsMenu } from '../../components/ActionsMenu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { HistoryMenuItem, useRecordHistory } from '../history';
import { dueText, PRIORITY_COLORS, PRIORITY_LABELS, STATUS_LABELS } from './format';
import { goalMutations } from './mutations';
import type { Goal, GoalBody } from './types';
import { useReadOnly } from '../../api/as-of';
import { WriteButton } from '../../components/WriteButton';
import { RESTORABLE_NOTE } from '../../components/restore-note';

const STATUS_ICONS: Record<Goal['status'], { icon: Icon; color: string }> = {
  completed: { icon: IconCircleCheck, color: 'teal' },
  paused: { icon: IconPlayerPause, color: 'yellow' },
  active: { icon: IconTarget, color: 'blue' },
};

export const DELETE_GOAL_PROMPT = `Are you sure you want to delete this goal? ${RESTORABLE_NOTE}`;

/**
 * SPEC 2 goal card: status icon, title, description or 'No description', priority badge, category,
 * progress bar and percent, 'Due: {text}' or 'No due date', '+10%' while active and under 100, and
 * a menu with Mark Complete and Delete Goal; beyond SPEC, 'Move to backlog' and 'Resume'.
 */
export function GoalCard({ goal }: { goal: Goal }) {
  const update = goalMutations.useUpdate();
  const remove = goalMutations.useDelete();
  const readOnly = useReadOnly();
  const [confirming, setConfirming] = useState(false);
  const advanceable = canAdvanceGoal(goal);
  const status = STATUS_ICONS[goal.status];
  const save = (body: GoalBody) => update.mutate({ id: goal.id, body });

  const stepUp = () => {
    const progress = nextGoalProgress(goal.progress);
    save({ progress, status: progress === MAX_GOAL_PROGRESS ? 'completed' : 'active' });
  };

  const history = useRecordHistory('goal', goal.id, goal.title);

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={goal.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" color={status.color} radius="xl" aria-label={STATUS_LABELS[goal.status]} role="img">
            <status.icon size={18} aria-hidden />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {goal.title}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {goal.description ?? 'No description'}
            </Text>
          </Stack>
        </Group>
        <ActionsMenu label={`Actions for ${goal.title}`} iconSize={18}>
          {advanceable && (
            <Menu.Item
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              disabled={readOnly}
              onClick={() => save({ progress: MAX_GOAL_PROGRESS, status: 'completed' })}
            >
              Mark Complete
            </Menu.Item>
          )}
          {goal.status === 'active' && (
            <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} disabled={readOnly} onClick={() => save({ status: 'paused' })}>
              Move to backlog
            </Menu.Item>
          )}
          {goal.status === 'paused' && (
            <Menu.Item
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              disabled={readOnly}
              onClick={() => save({ status: 'active' })}
            >
              Resume
            </Menu.Item>
          )}
          <HistoryMenuItem onClick={history.open} />
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} disabled={readOnly} onClick={() => setConfirming(true)}>
            Delete Goal
          </Menu.Item>
        </ActionsMenu>
        {history.drawer}
      </Group>

      <Group gap="xs" mt="sm">
        <Badge color={PRIORITY_COLORS[goal.priority]} variant="light">
          {PRIORITY_LABELS[goal.priority]}
        </Badge>
        <Badge color="gray" variant="outline" style={{ maxWidth: '100%' }}>
          {goal.category}
        </Badge>
      </Group>

      <Group justify="space-between" mt="md" mb={4}>
        <Text size="sm" c="dimmed">
          Progress
        </Text>
        <Text size="sm" fw={600} data-testid="goal-progress">
          {goal.progress}%
        </Text>
      </Group>
      <Progress value={goal.progress} color={status.color} aria-label={`${goal.title} progress`} />

      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="xs" c="dimmed">
          {dueText(goal.dueDate)}
        </Text>
        {advanceable && (
          <WriteButton size="xs" variant="light" onClick={stepUp} loading={update.isPending}>
            +{GOAL_PROGRESS_STEP}%
          </WriteButton>
        )}
        {goal.status === 'paused' && (
          <WriteButton
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            onClick={() => save({ status: 'active' })}
            loading={update.isPending}
          >
            Resume
          </WriteButton>
        )}
      </Group>

      <ConfirmDialog
        opened={confirming}
        title="Delete Goal"
        message={DELETE_GOAL_PROMPT}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(goal.id, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
