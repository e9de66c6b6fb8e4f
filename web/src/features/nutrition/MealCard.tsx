import { Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconClock, IconFlame, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionsMenu } from '../../components/ActionsMenu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconFact } from '../../components/IconFact';
import { HistoryMenuItem, useRecordHistory } from '../history';
import { formatCalories, formatMacro, formatMealTime, MEAL_TYPE_COLORS, MEAL_TYPE_LABELS } from './format';
import { mealMutations } from './mutations';
import type { Meal } from './types';
import { useReadOnly } from '../../api/as-of';
import { WriteButton } from '../../components/WriteButton';
import { RESTORABLE_NOTE } from '../../components/restore-note';

export const DELETE_MEAL_PROMPT = `Are you sure you want to delete this meal? ${RESTORABLE_NOTE}`;

/** 'P 42.5 g · C 12 g · F 5 g' of the macros the meal has. */
function macroLine(meal: Meal): string {
  return (
    [
      ['P', meal.protein],
      ['C', meal.carbs],
      ['F', meal.fat],
    ] as const
  )
    .map(([letter, value]) => (value === null ? null : `${letter} ${formatMacro(value)}`))
    .filter((part) => part !== null)
    .join(' · ');
}

/**
 * SPEC 2's meal card: its type, calories and time, a Logged badge once logged and a 'Log Meal'
 * button until then (SPEC 4: logged is togglable both ways, so the menu can undo it), and
 * 'Delete Meal' with confirmation.
 */
export function MealCard({ meal }: { meal: Meal }) {
  const update = mealMutations.useUpdate();
  const readOnly = useReadOnly();
  const remove = mealMutations.useDelete();
  const [confirming, setConfirming] = useState(false);
  const macros = macroLine(meal);
  const setLogged = (logged: boolean) => update.mutate({ id: meal.id, body: { logged } });
  const history = useRecordHistory('meal', meal.id, meal.name);

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={meal.name} data-testid="meal-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Badge size="sm" variant="light" color={MEAL_TYPE_COLORS[meal.type]}>
              {MEAL_TYPE_LABELS[meal.type]}
            </Badge>
            {meal.logged && (
              <Badge size="sm" color="teal" leftSection={<IconCheck size={12} aria-hidden />}>
                Logged
              </Badge>
            )}
          </Group>
          <Text fw={600} truncate="end">
            {meal.name}
          </Text>
          <Group gap="md">
            <IconFact icon={IconFlame}>{formatCalories(meal.calories)}</IconFact>
            {meal.time && <IconFact icon={IconClock}>{formatMealTime(meal.time)}</IconFact>}
          </Group>
          {macros && (
            <Text size="xs" c="dimmed">
              {macros}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!meal.logged && (
            <WriteButton size="xs" onClick={() => setLogged(true)} loading={update.isPending}>
              Log Meal
            </WriteButton>
          )}
          <ActionsMenu label={`Actions for ${meal.name}`}>
            {meal.logged ? (
              <Menu.Item leftSection={<IconArrowBackUp size={14} />} disabled={readOnly} onClick={() => setLogged(false)}>
                Mark as Not Logged
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconCheck size={14} />} disabled={readOnly} onClick={() => setLogged(true)}>
                Log Meal
              </Menu.Item>
            )}
            <HistoryMenuItem onClick={history.open} />
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} disabled={readOnly} onClick={() => setConfirming(true)}>
              Delete Meal
            </Menu.Item>
          </ActionsMenu>
          {history.drawer}
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Delete meal"
        message={DELETE_MEAL_PROMPT}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(meal.id, { onSuccess: () => setConfirming(false) })}
      />
    </Paper>
  );
}
