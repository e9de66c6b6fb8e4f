import { WORKOUT_TYPES, type WorkoutType } from '@life/domain/workouts/constants';
import { validateWorkoutInput } from '@life/domain/workouts/validation';
import { ActionIcon, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ItemFormFrame } from '../../components/manager/FormParts';
import { useItemFormSubmit } from '../../components/manager/use-item-form-submit';
import { localToday } from '../money';
import { localTimeNow } from './format';
import { workoutMutations } from './mutations';
import { WORKOUT_TYPE_LABELS, type WorkoutBody } from './types';

/** A number field's value: Mantine's NumberInput gives '' when empty. */
type NumberValue = number | string;

export interface ExerciseFormValues {
  name: string;
  sets: NumberValue;
  reps: NumberValue;
  weight: NumberValue;
}

export interface WorkoutFormValues {
  name: string;
  type: WorkoutType;
  duration: NumberValue;
  calories: NumberValue;
  date: string;
  time: string;
  exercises: ExerciseFormValues[];
}

/** A new workout: a strength session of 30 minutes, now (the user's day and clock). */
export function workoutFormValues(now: Date = new Date()): WorkoutFormValues {
  return { name: '', type: 'strength', duration: 30, calories: '', date: localToday(now), time: localTimeNow(now), exercises: [] };
}

const EMPTY_EXERCISE: ExerciseFormValues = { name: '', sets: 3, reps: 10, weight: '' };

/** '' (an emptied number field) is "not given"; a number stays a number; typed text goes as is, for the rules to refuse. */
const numberOrAbsent = (value: NumberValue): number | undefined => (value === '' ? undefined : Number(value));

export function toWorkoutBody(values: WorkoutFormValues): WorkoutBody {
  return {
    name: values.name.trim(),
    type: values.type,
    duration: numberOrAbsent(values.duration),
    calories: numberOrAbsent(values.calories) ?? null,
    date: values.date,
    time: values.time,
    exercises: values.exercises.map((exercise) => ({
      name: exercise.name.trim(),
      sets: numberOrAbsent(exercise.sets),
      reps: numberOrAbsent(exercise.reps),
      weight: numberOrAbsent(exercise.weight) ?? null,
    })),
  };
}

/** The domain's workout rules; their field names (`exercises.0.sets`) are the form's paths. */
export function validateWorkoutForm(values: WorkoutFormValues): Record<string, string> {
  return validateWorkoutInput(toWorkoutBody(values));
}

const TYPE_OPTIONS = WORKOUT_TYPES.map((type) => ({ value: type, label: WORKOUT_TYPE_LABELS[type] }));

/** Beyond SPEC: 'Log Workout' (name, type, duration, calories, day and time; optional exercises of sets × reps × weight). */
export function WorkoutForm({ onDone }: { onDone: () => void }) {
  const form = useWorkoutForm();
  const { save, problem, pending } = useItemFormSubmit(workoutMutations, { item: undefined, form, onDone });
  const submit = form.onSubmit((values) => save(toWorkoutBody(values)));

  return (
    <ItemFormFrame
      label="New workout"
      onSubmit={submit}
      problem={problem}
      actions={{
        editing: false,
        pending,
        createLabel: 'Log Workout',
        updateLabel: 'Log Workout',
        pendingLabel: 'Logging...',
        onCancel: onDone,
        onReset: () => form.reset(),
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk placeholder="e.g. Morning run" data-autofocus {...form.getInputProps('name')} />
        <NativeSelect label="Type" withAsterisk data={TYPE_OPTIONS} {...form.getInputProps('type')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Duration (minutes)" withAsterisk min={1} allowDecimal={false} {...form.getInputProps('duration')} />
        <NumberInput label="Calories" min={0} allowDecimal={false} placeholder="Optional" {...form.getInputProps('calories')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('date')} />
        <TextInput label="Time" type="time" withAsterisk {...form.getInputProps('time')} />
      </SimpleGrid>
      <ExerciseRows form={form} />
    </ItemFormFrame>
  );
}

function useWorkoutForm() {
  return useForm<WorkoutFormValues>({
    initialValues: workoutFormValues(),
    validate: validateWorkoutForm,
    validateInputOnBlur: true,
  });
}

type WorkoutFormApi = ReturnType<typeof useWorkoutForm>;

/** Optional exercise rows: name, sets × reps × weight; each with its own messages. */
function ExerciseRows({ form }: { form: WorkoutFormApi }) {
  const rows = form.values.exercises;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Exercises{' '}
          <Text span c="dimmed" size="sm">
            (optional)
          </Text>
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('exercises', { ...EMPTY_EXERCISE })}
        >
          Add Exercise
        </Button>
      </Group>
      {rows.map((_, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap" role="group" aria-label={`Exercise ${index + 1}`}>
          <TextInput style={{ flex: 2 }} label="Exercise" placeholder="e.g. Squat" {...form.getInputProps(`exercises.${index}.name`)} />
          <NumberInput style={{ flex: 1 }} label="Sets" min={1} allowDecimal={false} {...form.getInputProps(`exercises.${index}.sets`)} />
          <NumberInput style={{ flex: 1 }} label="Reps" min={1} allowDecimal={false} {...form.getInputProps(`exercises.${index}.reps`)} />
          <NumberInput
            style={{ flex: 1 }}
            label="Weight"
            min={0}
            decimalScale={2}
            placeholder="—"
            {...form.getInputProps(`exercises.${index}.weight`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={`Remove exercise ${index + 1}`}
            onClick={() => form.removeListItem('exercises', index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {form.errors.exercises && (
        <Text size="xs" c="red">
          {form.errors.exercises}
        </Text>
      )}
    </Stack>
  );
}
