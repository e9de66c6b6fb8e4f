import { MEAL_TYPES, type MealType } from '@life/domain/meals/constants';
import { validateMealInput } from '@life/domain/meals/validation';
import { NativeSelect, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ItemFormFrame } from '../../components/manager/FormParts';
import { useItemFormSubmit } from '../../components/manager/use-item-form-submit';
import { localToday } from '../money';
import { localTimeNow, MEAL_TYPE_LABELS } from './format';
import { mealMutations } from './mutations';
import type { MealBody } from './types';

/** A number field's value: Mantine's NumberInput gives '' when empty. */
type NumberValue = number | string;

export interface MealFormValues {
  name: string;
  type: MealType;
  calories: NumberValue;
  protein: NumberValue;
  carbs: NumberValue;
  fat: NumberValue;
  time: string;
  date: string;
  logged: boolean;
}

/** The meal type a time of day suggests (a new meal's default). */
export function mealTypeAt(time: string): MealType {
  const hour = Number(time.slice(0, 2));
  if (hour < 11) return 'breakfast';
  if (hour < 15) return 'lunch';
  if (hour < 21) return 'dinner';
  return 'snack';
}

/** A new meal: now (the user's day and clock), the type that time suggests, logged (it is being eaten). */
export function mealFormValues(now: Date = new Date()): MealFormValues {
  const time = localTimeNow(now);
  return { name: '', type: mealTypeAt(time), calories: '', protein: '', carbs: '', fat: '', time, date: localToday(now), logged: true };
}

/** '' is "not given"; numbers go as decimal text, so 12.5 stays exactly 12.5 for the 2-decimal rule. */
const numberText = (value: NumberValue): string | null => (value === '' ? null : String(value));

export function toMealBody(values: MealFormValues): MealBody {
  return {
    name: values.name.trim(),
    type: values.type,
    calories: values.calories === '' ? null : values.calories,
    protein: numberText(values.protein),
    carbs: numberText(values.carbs),
    fat: numberText(values.fat),
    time: values.time,
    date: values.date,
    logged: values.logged,
  };
}

/** The domain's meal rules: the form shows exactly the API's messages. */
export function validateMealForm(values: MealFormValues): Record<string, string> {
  return validateMealInput(toMealBody(values));
}

const TYPE_OPTIONS = MEAL_TYPES.map((type) => ({ value: type, label: MEAL_TYPE_LABELS[type] }));

/** Beyond SPEC ('Log Food', /nutrition/log): name, type, calories, protein, carbs, fat, time, day, and whether it is eaten yet. */
export function MealForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const form = useForm<MealFormValues>({
    initialValues: mealFormValues(),
    validate: validateMealForm,
    validateInputOnBlur: true,
  });
  const { save, problem, pending } = useItemFormSubmit(mealMutations, { item: undefined, form, onDone });

  return (
    <ItemFormFrame
      label="Log food"
      onSubmit={form.onSubmit((values) => save(toMealBody(values)))}
      problem={problem}
      actions={{
        editing: false,
        pending,
        createLabel: 'Save Meal',
        updateLabel: 'Save Meal',
        pendingLabel: 'Saving...',
        onCancel,
        onReset: () => form.reset(),
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Meal name" withAsterisk placeholder="e.g. Chicken salad" data-autofocus {...form.getInputProps('name')} />
        <NativeSelect label="Meal type" withAsterisk data={TYPE_OPTIONS} {...form.getInputProps('type')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
        <NumberInput label="Calories" withAsterisk min={0} allowDecimal={false} suffix=" kcal" {...form.getInputProps('calories')} />
        <NumberInput label="Protein (g)" min={0} decimalScale={2} placeholder="Optional" {...form.getInputProps('protein')} />
        <NumberInput label="Carbs (g)" min={0} decimalScale={2} placeholder="Optional" {...form.getInputProps('carbs')} />
        <NumberInput label="Fat (g)" min={0} decimalScale={2} placeholder="Optional" {...form.getInputProps('fat')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('date')} />
        <TextInput label="Time" type="time" {...form.getInputProps('time')} />
      </SimpleGrid>
      <Switch
        label="Eaten (counts toward today's goals)"
        description="Leave off to plan the meal; 'Log Meal' marks it eaten later."
        {...form.getInputProps('logged', { type: 'checkbox' })}
      />
    </ItemFormFrame>
  );
}
