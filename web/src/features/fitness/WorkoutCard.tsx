import { Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import {
  IconCircle,
  IconCircleCheck,
  IconClock,
  IconFlame,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ActionsMenu } from '../../components/ActionsMenu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconFact } from '../../components/IconFact';
import { HistoryMenuItem, useRecordHistory } from '../history';
import { formatElapsed, formatWorkoutWhen } from './format';
import { EditWorkoutDialog } from './LogWorkoutDialog';
import { useDeleteWorkout, useFinishWorkout, useStartWorkout, useUpdateWorkout } from './mutations';
import { WORKOUT_TYPE_COLORS, WORKOUT_TYPE_LABELS, type Workout } from './types';
import { useReadOnly } from '../../api/as-of';
import { RESTORABLE_NOTE } from '../../components/restore-note';

export const DELETE_WORKOUT_PROMPT = `Are you sure you want to delete this workout? ${RESTORABLE_NOTE}`;

/** The running timer: time since the server's start, ticking every second. */
function WorkoutTimer({ startedAt }: { startedAt: string }) {
  const started = Date.parse(startedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Text fw={700} ff="monospace" c="teal.7" role="timer" aria-label="Elapsed time" aria-live="off">
      {formatElapsed(now - started)}
    </Text>
  );
}

/**
 * SPEC 2's workout card: name, type, duration, calories, day and time, the complete marker, a menu
 * (Mark Complete or Incomplete, Delete Workout) and 'Start Workout' while not completed (a planned
 * workout: a done one keeps its minutes, issue 26). Beyond SPEC: a started workout shows its running
 * timer and 'Finish'; Edit Workout and History in the menu.
 */
export function WorkoutCard({ workout }: { workout: Workout }) {
  const update = useUpdateWorkout();
  const start = useStartWorkout();
  const finish = useFinishWorkout();
  const readOnly = useReadOnly();
  const remove = useDeleteWorkout();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const running = !workout.completed && workout.startedAt !== null;
  const history = useRecordHistory('workout', workout.id, workout.name);

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={workout.name} data-testid="workout-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
          {workout.completed ? (
            <IconCircleCheck size={22} color="var(--mantine-color-teal-6)" role="img" aria-label="Completed" />
          ) : (
            <IconCircle size={22} color="var(--mantine-color-gray-5)" role="img" aria-label="Not completed" />
          )}
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Text fw={600} truncate="end">
                {workout.name}
              </Text>
              <Badge size="sm" variant="light" color={WORKOUT_TYPE_COLORS[workout.type]}>
                {WORKOUT_TYPE_LABELS[workout.type]}
              </Badge>
            </Group>
            <Group gap="md">
              <IconFact icon={IconClock}>{workout.duration} min</IconFact>
              {workout.calories !== null && <IconFact icon={IconFlame}>{workout.calories} cal</IconFact>}
            </Group>
            <Text size="xs" c="dimmed">
              {formatWorkoutWhen(workout.date, workout.time)}
            </Text>
            {workout.exercises.length > 0 && (
              <Text size="xs" c="dimmed">
                {workout.exercises.map((e) => `${e.name} ${e.sets} × ${e.reps}${e.weight === null ? '' : ` × ${e.weight}`}`).join(' · ')}
              </Text>
            )}
          </Stack>
        </Group>
        <ActionsMenu label={`Actions for ${workout.name}`}>
          <Menu.Item
            leftSection={workout.completed ? <IconCircle size={14} aria-hidden /> : <IconCircleCheck size={14} aria-hidden />}
            disabled={readOnly}
            onClick={() => update.mutate({ id: workout.id, body: { completed: !workout.completed } })}
          >
            {workout.completed ? 'Mark Incomplete' : 'Mark Complete'}
          </Menu.Item>
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} disabled={readOnly} onClick={() => setEditing(true)}>
            Edit Workout
          </Menu.Item>
          <HistoryMenuItem onClick={history.open} />
          <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} disabled={readOnly} onClick={() => setConfirming(true)}>
            Delete Workout
          </Menu.Item>
        </ActionsMenu>
        {history.drawer}
      </Group>
      {!workout.completed && (
        <Group mt="sm" justify="space-between">
          {running && workout.startedAt ? (
            <>
              <WorkoutTimer startedAt={workout.startedAt} />
              <Button
                size="xs"
                color="teal"
                leftSection={<IconPlayerStop size={14} aria-hidden />}
                loading={finish.isPending}
                disabled={readOnly}
                onClick={() => finish.mutate(workout.id)}
              >
                Finish
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              variant="light"
              fullWidth
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              loading={start.isPending}
              disabled={readOnly}
              onClick={() => start.mutate(workout.id)}
            >
              Start Workout
            </Button>
          )}
        </Group>
      )}
      <EditWorkoutDialog workout={workout} opened={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        opened={confirming}
        title="Delete workout"
        message={DELETE_WORKOUT_PROMPT}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(workout.id, { onSettled: () => setConfirming(false) })}
      />
    </Paper>
  );
}
