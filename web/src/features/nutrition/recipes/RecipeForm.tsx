import { nutritionFromIngredients, type RecipeNutrition } from '@life/domain/recipes/nutrition';
import { checkRecipeInput, validateRecipeInput } from '@life/domain/recipes/validation';
import { formatHundredths } from '@life/domain/shared/numbers';
import { Button, Group, NumberInput, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ItemFormFrame, RemoveRowButton } from '../../../components/manager/FormParts';
import { useItemFormSubmit } from '../../../components/manager/use-item-form-submit';
import { recipeMutations } from './mutations';
import type { Recipe, RecipeBody, RecipeIngredient } from './types';

/** A number field's value: Mantine's NumberInput gives '' when empty. */
type NumberValue = number | string;

/** One ingredient row, with its own nutrition for the amount used ('' when not known). */
interface IngredientRow {
  quantity: string;
  unit: string;
  food: string;
  note: string;
  calories: NumberValue;
  protein: NumberValue;
  carbs: NumberValue;
  fat: NumberValue;
}

const INGREDIENT_NUTRITION = ['calories', 'protein', 'carbs', 'fat'] as const;

export interface RecipeFormValues {
  name: string;
  servings: NumberValue;
  ingredients: IngredientRow[];
  /** One step a line. */
  steps: string;
  tags: string[];
  calories: NumberValue;
  protein: NumberValue;
  carbs: NumberValue;
  fat: NumberValue;
}

const emptyIngredient = (): IngredientRow => ({
  quantity: '',
  unit: '',
  food: '',
  note: '',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
});

const ingredientRow = (ingredient: RecipeIngredient): IngredientRow => ({
  quantity: ingredient.quantity ?? '',
  unit: ingredient.unit,
  food: ingredient.food,
  note: ingredient.note,
  calories: ingredient.calories ?? '',
  protein: ingredient.protein ?? '',
  carbs: ingredient.carbs ?? '',
  fat: ingredient.fat ?? '',
});

export function recipeFormValues(recipe?: Recipe): RecipeFormValues {
  if (!recipe) {
    return { name: '', servings: 2, ingredients: [emptyIngredient()], steps: '', tags: [], calories: '', protein: '', carbs: '', fat: '' };
  }
  return {
    name: recipe.name,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map(ingredientRow),
    steps: recipe.steps.join('\n'),
    tags: recipe.tags,
    calories: recipe.calories ?? '',
    protein: recipe.protein ?? '',
    carbs: recipe.carbs ?? '',
    fat: recipe.fat ?? '',
  };
}

/** '' is "not given" (the server then sums the ingredients' own values when it can); numbers go as decimal text. */
const numberText = (value: NumberValue): string | null => (value === '' ? null : String(value));

export function toRecipeBody(values: RecipeFormValues): RecipeBody {
  return {
    name: values.name.trim(),
    servings: values.servings === '' ? '' : values.servings,
    ingredients: values.ingredients.map((row) => ({
      ...row,
      quantity: row.quantity.trim() === '' ? null : row.quantity.trim(),
      calories: row.calories === '' ? null : row.calories,
      protein: numberText(row.protein),
      carbs: numberText(row.carbs),
      fat: numberText(row.fat),
    })),
    steps: values.steps
      .split('\n')
      .map((step) => step.trim())
      .filter((step) => step !== ''),
    tags: values.tags,
    calories: values.calories === '' ? null : values.calories,
    protein: numberText(values.protein),
    carbs: numberText(values.carbs),
    fat: numberText(values.fat),
  };
}

/** The domain's recipe rules on the body the form sends; a step's or a tag's message shows under its box. */
export function validateRecipeForm(values: RecipeFormValues): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateRecipeInput(toRecipeBody(values)))) {
    const key = /^(steps|tags)\.\d+$/.test(field) ? field.split('.')[0]! : field;
    messages[key] ??= message;
  }
  return messages;
}

/**
 * Per serving from the ingredients' own values, by the domain's rule (each value only when every
 * ingredient gives it); null while the form does not check or no value is known from every ingredient.
 */
export function summedNutrition(values: RecipeFormValues): RecipeNutrition | null {
  const { value } = checkRecipeInput(toRecipeBody(values));
  if (!value.ingredients || value.servings === undefined) return null;
  const summed = nutritionFromIngredients(value.ingredients, value.servings);
  return Object.values(summed).every((part) => part === null) ? null : summed;
}

/** '300 kcal · 20.00 g protein · ...', the values known. */
function nutritionText(nutrition: RecipeNutrition): string {
  const grams = (hundredths: number | null, label: string) => (hundredths === null ? null : `${formatHundredths(hundredths)} g ${label}`);
  return [
    nutrition.calories === null ? null : `${nutrition.calories} kcal`,
    grams(nutrition.proteinHundredths, 'protein'),
    grams(nutrition.carbsHundredths, 'carbs'),
    grams(nutrition.fatHundredths, 'fat'),
  ]
    .filter(Boolean)
    .join(' · ');
}

const NUTRITION_LABELS = { calories: 'Calories', protein: 'Protein (g)', carbs: 'Carbs (g)', fat: 'Fat (g)' } as const;

/**
 * One ingredient's own nutrition for the amount used, collapsed until asked for (or while one of
 * its values has a message, so the message shows).
 */
function IngredientNutrition({ form, index }: { form: UseFormReturnType<RecipeFormValues>; index: number }) {
  const [opened, setOpened] = useState(false);
  const hasProblem = INGREDIENT_NUTRITION.some((key) => form.errors[`ingredients.${index}.${key}`] !== undefined);
  const shown = opened || hasProblem;
  const row = form.getValues().ingredients[index]!;
  const given = INGREDIENT_NUTRITION.filter((key) => row[key] !== '').length;
  return (
    <Stack gap={4} pl={4}>
      <Button
        variant="subtle"
        size="compact-xs"
        color="gray"
        w="fit-content"
        leftSection={shown ? <IconChevronDown size={12} aria-hidden /> : <IconChevronRight size={12} aria-hidden />}
        aria-expanded={shown}
        aria-label={`Nutrition of ingredient ${index + 1}`}
        onClick={() => setOpened(!shown)}
      >
        {given === 0 ? 'Nutrition (optional)' : `Nutrition (${given} of 4 given)`}
      </Button>
      {shown && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <NumberInput
            label={NUTRITION_LABELS.calories}
            aria-label={`Calories of ingredient ${index + 1}`}
            size="xs"
            min={0}
            allowDecimal={false}
            {...form.getInputProps(`ingredients.${index}.calories`)}
          />
          {(['protein', 'carbs', 'fat'] as const).map((macro) => (
            <NumberInput
              key={macro}
              label={NUTRITION_LABELS[macro]}
              aria-label={`${NUTRITION_LABELS[macro]} of ingredient ${index + 1}`}
              size="xs"
              min={0}
              decimalScale={2}
              {...form.getInputProps(`ingredients.${index}.${macro}`)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** New or edit: name, servings, ingredient rows (quantity, unit, food, note, own nutrition), steps, tags, nutrition per serving. */
export function RecipeForm({ recipe, onDone, onCancel }: { recipe?: Recipe; onDone: () => void; onCancel: () => void }) {
  const form = useForm<RecipeFormValues>({ initialValues: recipeFormValues(recipe), validate: validateRecipeForm });
  const { save, problem, pending } = useItemFormSubmit(recipeMutations, { item: recipe, form, onDone });
  const rows = form.getValues().ingredients;
  const summed = summedNutrition(form.getValues());

  return (
    <ItemFormFrame
      label={recipe ? 'Edit recipe' : 'New recipe'}
      onSubmit={form.onSubmit((values) => save(toRecipeBody(values)))}
      problem={problem}
      actions={{
        editing: recipe !== undefined,
        pending,
        createLabel: 'Save Recipe',
        updateLabel: 'Save Recipe',
        pendingLabel: 'Saving...',
        onCancel,
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Recipe name" withAsterisk data-autofocus style={{ gridColumn: 'span 2' }} {...form.getInputProps('name')} />
        <NumberInput label="Servings" withAsterisk min={1} max={100} allowDecimal={false} {...form.getInputProps('servings')} />
      </SimpleGrid>
      <Stack gap="xs">
        <Text fw={500} size="sm">
          Ingredients
        </Text>
        {rows.map((_row, index) => (
          <Stack key={index} gap={2}>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={`Quantity ${index + 1}`}
                placeholder="1 1/2"
                w={90}
                {...form.getInputProps(`ingredients.${index}.quantity`)}
              />
              <TextInput aria-label={`Unit ${index + 1}`} placeholder="cup" w={90} {...form.getInputProps(`ingredients.${index}.unit`)} />
              <TextInput
                aria-label={`Food ${index + 1}`}
                placeholder="Food"
                style={{ flex: 2 }}
                {...form.getInputProps(`ingredients.${index}.food`)}
              />
              <TextInput
                aria-label={`Note ${index + 1}`}
                placeholder="Note (optional)"
                style={{ flex: 1 }}
                {...form.getInputProps(`ingredients.${index}.note`)}
              />
              <RemoveRowButton
                color="gray"
                mt={4}
                label={`Remove ingredient ${index + 1}`}
                onClick={() => form.removeListItem('ingredients', index)}
              />
            </Group>
            <IngredientNutrition form={form} index={index} />
          </Stack>
        ))}
        {form.errors.ingredients && (
          <Text c="red" size="sm" role="alert">
            {form.errors.ingredients}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          w="fit-content"
          onClick={() => form.insertListItem('ingredients', emptyIngredient())}
        >
          Add ingredient
        </Button>
      </Stack>
      <Textarea label="Steps" description="One step a line" autosize minRows={3} {...form.getInputProps('steps')} />
      <TagsInput label="Tags" placeholder="Type a tag and press Enter" {...form.getInputProps('tags')} />
      <Text size="sm" c="dimmed">
        Nutrition per serving. Leave a value blank to sum it from the ingredients' own values when every ingredient has one.
      </Text>
      {summed && (
        <Text size="sm" aria-label="Summed from the ingredients">
          From the ingredients, per serving: {nutritionText(summed)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <NumberInput label="Calories per serving" min={0} allowDecimal={false} {...form.getInputProps('calories')} />
        <NumberInput label="Protein (g)" min={0} decimalScale={2} {...form.getInputProps('protein')} />
        <NumberInput label="Carbs (g)" min={0} decimalScale={2} {...form.getInputProps('carbs')} />
        <NumberInput label="Fat (g)" min={0} decimalScale={2} {...form.getInputProps('fat')} />
      </SimpleGrid>
    </ItemFormFrame>
  );
}
