import { DEFAULT_GOAL_PRIORITY, GOAL_PRIORITIES } from '@life/domain/goals/constants';
import type { GoalDetails } from '@life/domain/goals/fields';
import { validateGoalInput } from '@life/domain/goals/validation';
import { trimmedTexts } from '@life/domain/shared/aggregate-fields';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ItemFormFrame } from '../../components/manager/FormParts';
import { useItemFormSubmit } from '../../components/manager/use-item-form-submit';
import { PRIORITY_LABELS } from './format';
import { goalMutations } from './mutations';
import type { GoalBody } from './types';

/** The form edits a goal's details (fields.ts); status and progress take their defaults, active and 0. */
export type GoalFormValues = GoalDetails;

export const EMPTY_GOAL_FORM: GoalFormValues = { title: '', description: '', category: '', priority: DEFAULT_GOAL_PRIORITY, dueDate: '' };

/** Each field's input label: a detail without one does not compile, one without its input fails GoalForm.test.tsx. */
export const GOAL_FORM_LABELS: Readonly<Record<keyof GoalFormValues, string>> = {
  title: 'Goal Title',
  description: 'Description (Optional)',
  category: 'Category',
  priority: 'Priority',
  dueDate: 'Due Date (Optional)',
};

/** SPEC 7's create payload: the form's fields, texts trimmed. */
export function toGoalBody(values: GoalFormValues): GoalBody {
  return trimmedTexts(values);
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
      <TextInput label={GOAL_FORM_LABELS.title} withAsterisk placeholder="e.g. Run a half marathon" {...form.getInputProps('title')} />
      <Textarea
        label={GOAL_FORM_LABELS.description}
        placeholder="Why it matters, how you will get there"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={GOAL_FORM_LABELS.category}
          withAsterisk
          placeholder="e.g. Health, Career, Learning"
          {...form.getInputProps('category')}
        />
        <NativeSelect label={GOAL_FORM_LABELS.priority} data={PRIORITY_OPTIONS} {...form.getInputProps('priority')} />
      </SimpleGrid>
      <TextInput label={GOAL_FORM_LABELS.dueDate} placeholder="e.g. Dec 31 or Daily" {...form.getInputProps('dueDate')} />
    </ItemFormFrame>
  );
}
