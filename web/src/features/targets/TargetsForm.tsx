import { DEFAULT_TARGETS, TARGET_RULES } from '@life/domain/targets/constants';
import type { TargetField, Targets } from '@life/domain/targets/fields';
import { validateTargetsInput } from '@life/domain/targets/validation';
import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from '../../api/fetch';
import { applyApiFieldErrors } from '../../components/manager/api-field-errors';
import { ItemFormFrame } from '../../components/manager/FormParts';
import { useSetTargets } from './mutations';

/** A number field's value: Mantine's NumberInput gives '' when empty. */
export type TargetFormValues = Record<TargetField, number | string>;

const NUTRITION_FIELDS: readonly TargetField[] = ['calories', 'protein', 'carbs', 'fat', 'waterGlasses'];
const FITNESS_FIELDS: readonly TargetField[] = ['weeklyWorkouts', 'weeklyCaloriesBurned', 'weeklyActiveMinutes'];

/** '' goes as null (the rule says which target is missing). */
export function toTargetsBody(values: TargetFormValues): Record<TargetField, number | string | null> {
  const body = {} as Record<TargetField, number | string | null>;
  for (const field of [...NUTRITION_FIELDS, ...FITNESS_FIELDS]) body[field] = values[field] === '' ? null : values[field];
  return body;
}

function TargetInput({ field, inputProps }: { field: TargetField; inputProps: object }) {
  const { label, unit, min, max } = TARGET_RULES[field];
  return (
    <NumberInput label={`${label} (${unit})`} withAsterisk min={min} max={max} allowDecimal={false} thousandSeparator="," {...inputProps} />
  );
}

/**
 * Beyond SPEC, 'Set Goals': the user's daily nutrition targets and weekly fitness targets (the SPEC
 * constants until changed). Validated by the domain's rules, so it shows the API's messages.
 */
export function TargetsForm({ targets, onDone }: { targets: Targets | undefined; onDone: () => void }) {
  const form = useForm<TargetFormValues>({
    initialValues: { ...(targets ?? DEFAULT_TARGETS) },
    validate: (values) => validateTargetsInput(toTargetsBody(values)),
    validateInputOnBlur: true,
  });
  const set = useSetTargets();
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (values: TargetFormValues) => {
    setProblem(null);
    try {
      await set.mutateAsync(toTargetsBody(values));
      onDone();
    } catch (error) {
      const applied = applyApiFieldErrors(form, error);
      if (applied) setProblem(applied.other);
      else if (isApiError(error) && error.body?.error) setProblem(error.body.error);
    }
  };

  return (
    <ItemFormFrame
      label="Your goals"
      onSubmit={form.onSubmit((values) => void save(values))}
      problem={problem}
      actions={{
        editing: true,
        pending: set.isPending,
        createLabel: 'Save Goals',
        updateLabel: 'Save Goals',
        pendingLabel: 'Saving...',
        onCancel: onDone,
        onReset: () => form.setValues({ ...DEFAULT_TARGETS }),
      }}
    >
      <Text fw={600} size="sm">
        Daily nutrition
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NUTRITION_FIELDS.map((field) => (
          <TargetInput key={field} field={field} inputProps={form.getInputProps(field)} />
        ))}
      </SimpleGrid>
      <Text fw={600} size="sm">
        Weekly fitness
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FITNESS_FIELDS.map((field) => (
          <TargetInput key={field} field={field} inputProps={form.getInputProps(field)} />
        ))}
      </SimpleGrid>
    </ItemFormFrame>
  );
}
