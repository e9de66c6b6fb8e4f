import { DEFAULT_GOAL_PRIORITY, GOAL_PRIORITIES, type GoalPriority } from '@life/domain/goals/constants';
import { validateGoalInput } from '@life/domain/goals/validation';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ItemFormFrame } from '../../components/manager/FormParts';
import { useItemFormSubmit } from '../../components/manager/use-item-form-submit';
import { PRIORITY_LABELS } from './format';
import { goalMutations } from './mutations';
import type { GoalBody } from './types';

export interface GoalFormValues {
  title: string;
  description: string;
  category: string;
  priority: GoalPriority;
  dueDate: string;
}

export const EMPTY_GOAL_FORM: GoalFormValues = { title: '', description: '', category: '', priority: DEFAULT_GOAL_PRIORITY, dueDate: '' };

/** SPEC 7's create payload: the form's fields (status and progress take their defaults, active and 0). */
export function toGoalBody(values: GoalFormValues): GoalBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category.trim(),
    priority: values.priority,
    dueDate: values.dueDate.trim(),
  };
}

/** The domain's goal rules: the API's exact messages, under the same fields. */
export function validateGoalForm(values: GoalFormValues): Record<string, string> {
  return validateGoalInput(toGoalBody(values));
}

// SPEC 2 lists them Low, Medium, High.
const PRIORITY_OPTIONS = [...GOAL_PRIORITIES].reverse().map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

/** SPEC 2 create form: Goal Title, Description (Optional), Category, Priority, Due Date (Optional); Create Goal and Reset. */
export function GoalForm({ onDone }: { onDone: () => void }) {
  const form = useForm<GoalFormValues>({ initialValues: EMPTY_GOAL_FORM, validate: validateGoalForm, validateInputOnBlur: true });
  const { save, problem, pending } = useItemFormSubmit(goalMutations, { item: undefined, form, onDone });
  const submit = form.onSubmit((values) => save(toGoalBody(values)));

  return (
    <ItemFormFrame
      label="New goal"
      onSubmit={submit}
      problem={problem}
      actions={{ editing: false, pending, createLabel: 'Create Goal', updateLabel: 'Create Goal', onReset: () => form.reset() }}
    >
      <TextInput label="Goal Title" withAsterisk placeholder="e.g. Run a half marathon" {...form.getInputProps('title')} />
      <Textarea
        label="Description (Optional)"
        placeholder="Why it matters, how you will get there"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Category" withAsterisk placeholder="e.g. Health, Career, Learning" {...form.getInputProps('category')} />
        <NativeSelect label="Priority" data={PRIORITY_OPTIONS} {...form.getInputProps('priority')} />
      </SimpleGrid>
      <TextInput label="Due Date (Optional)" placeholder="e.g. Dec 31 or Daily" {...form.getInputProps('dueDate')} />
    </ItemFormFrame>
  );
}
