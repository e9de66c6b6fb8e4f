import { WORKOUT_TYPES, type WorkoutType } from '@life/domain/workouts/constants';
import { validateWorkoutInput } from '@life/domain/workouts/validation';
import { Button, Group, NativeSelect, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { ItemFormFrame, RemoveRowButton } from '../../components/manager/FormParts';
import { useItemFormSubmit } from '../../components/manager/use-item-form-submit';
import { localToday } from '../money';
import { localTimeNow } from './format';
import { workoutFormMutations } from './mutations';
import { WORKOUT_TYPE_LABELS, type Workout, type WorkoutBody } from './types';

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
  /**
   * Done: logged as it happened, its minutes kept (issue 26: no timer replaces them). Planned: the
   * timer may run for it, and Finish records the measured minutes.
   */
  status: 'done' | 'planned';
  exercises: ExerciseFormValues[];
}

/** A new workout: a strength session of 30 minutes, now (the user's day and clock), done. */
export function workoutFormValues(now: Date = new Date()): WorkoutFormValues {
  return {
    name: '',
    type: 'strength',
    duration: 30,
    calories: '',
    date: localToday(now),
    time: localTimeNow(now),
    status: 'done',
    exercises: [],
  };
}

/** The Edit dialog's start: the workout as it is. */
export function workoutEditValues(workout: Workout): WorkoutFormValues {
  return {
    name: workout.name,
    type: workout.type,
    duration: workout.duration,
    calories: workout.calories ?? '',
    date: workout.date,
    time: workout.time ?? '',
    status: workout.completed ? 'done' : 'planned',
    exercises: workout.exercises.map((exercise) => ({ ...exercise, weight: exercise.weight ?? '' })),
  };
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
    completed: values.status === 'done',
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

/**
 * Beyond SPEC: 'Log Workout' and, given a workout, its Edit dialog (issue 26): name, type, duration,
 * calories, day and time, done or planned; optional exercises of sets × reps × weight.
 */
export function WorkoutForm({ workout, onDone }: { workout?: Workout; onDone: () => void }) {
  const form = useWorkoutForm(workout);
  const { save, problem, pending } = useItemFormSubmit(workoutFormMutations, { item: workout, form, onDone });
  const submit = form.onSubmit((values) => save(toWorkoutBody(values)));

  return (
    <ItemFormFrame
      label={workout ? 'Edit workout' : 'New workout'}
      onSubmit={submit}
      problem={problem}
      actions={{
        editing: workout !== undefined,
        pending,
        createLabel: 'Log Workout',
        updateLabel: 'Save Changes',
        pendingLabel: workout ? 'Saving...' : 'Logging...',
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
      <Radio.Group
        label="Status"
        description="A planned workout can be started and timed; a done one keeps the minutes you entered."
        {...form.getInputProps('status')}
      >
        <Group mt={4}>
          <Radio value="done" label="Done" />
          <Radio value="planned" label="Planned" />
        </Group>
      </Radio.Group>
      <ExerciseRows form={form} />
    </ItemFormFrame>
  );
}

function useWorkoutForm(workout?: Workout) {
  return useForm<WorkoutFormValues>({
    initialValues: workout ? workoutEditValues(workout) : workoutFormValues(),
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
          <RemoveRowButton
            color="red"
            mt={26}
            label={`Remove exercise ${index + 1}`}
            onClick={() => form.removeListItem('exercises', index)}
          />
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
