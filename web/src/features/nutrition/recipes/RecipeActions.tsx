import { MEAL_TYPES, type MealType } from '@life/domain/meals/constants';
import { formatHundredths } from '@life/domain/shared/numbers';
import { Button, Group, List, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localToday } from '../../money';
import { MEAL_TYPE_LABELS } from '../format';
import { macroHundredths } from '@life/domain/meals/totals';
import { useAddRecipeToGroceryList, useLogRecipeAsMeal } from './mutations';
import type { Recipe, RecipeGroceryResult } from './types';

const TYPE_OPTIONS = MEAL_TYPES.map((type) => ({ value: type, label: MEAL_TYPE_LABELS[type] }));

/** A servings field's value: a whole number, or '' while being typed. */
const servingsOf = (value: number | string): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;

/** 'Add to grocery list': the servings to shop for, then what went onto the list, by grocery category. */
export function AddToGroceryListDialog({ recipe, opened, onClose }: { recipe: Recipe; opened: boolean; onClose: () => void }) {
  const [servings, setServings] = useState<number | string>(recipe.servings);
  const [result, setResult] = useState<RecipeGroceryResult | null>(null);
  const add = useAddRecipeToGroceryList(recipe.id);
  const count = servingsOf(servings);
  const close = () => {
    setResult(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Add ${recipe.name} to the grocery list`}>
      {result ? (
        <Stack gap="sm" aria-label="Added to the grocery list">
          {result.groups.map((group) => (
            <Stack key={group.category} gap={4}>
              <Text fw={600} size="sm">
                {group.category}
              </Text>
              <List size="sm">
                {group.items.map((item) => (
                  <List.Item key={item.id}>
                    {[item.quantity, item.unit, item.name].filter(Boolean).join(' ')}
                    {item.merged ? ' (added to the item already there)' : ''}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ))}
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <NumberInput
            label="Servings to shop for"
            min={1}
            max={100}
            allowDecimal={false}
            value={servings}
            onChange={setServings}
            data-autofocus
          />
          <Text size="sm" c="dimmed">
            The recipe makes {recipe.servings} {recipe.servings === 1 ? 'serving' : 'servings'}; quantities are scaled. Items of the same
            food and unit already on the list get the amounts added.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={count === null}
              loading={add.isPending}
              onClick={() => count && add.mutate({ servings: count }, { onSuccess: setResult })}
            >
              Add to grocery list
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** 'Log as meal': the servings eaten, the meal and its day; the nutrition is the recipe's per serving times the servings. */
export function LogAsMealDialog({ recipe, opened, onClose }: { recipe: Recipe; opened: boolean; onClose: () => void }) {
  const [servings, setServings] = useState<number | string>(1);
  const [type, setType] = useState<MealType>('dinner');
  const [date, setDate] = useState(localToday());
  const log = useLogRecipeAsMeal(recipe.id);
  const count = servingsOf(servings);
  const grams = (value: string | null) => (value === null || count === null ? null : formatHundredths(macroHundredths(value) * count));
  return (
    <Modal opened={opened} onClose={onClose} title={`Log ${recipe.name} as a meal`}>
      <Stack gap="sm">
        <NumberInput label="Servings eaten" min={1} max={100} allowDecimal={false} value={servings} onChange={setServings} data-autofocus />
        <NativeSelect
          label="Meal type"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(event) => setType(event.currentTarget.value as MealType)}
        />
        <TextInput label="Date" type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} />
        {recipe.calories === null ? (
          <Text size="sm" c="red">
            Add the calories per serving before logging this recipe as a meal.
          </Text>
        ) : (
          <Text size="sm" aria-label="Meal nutrition">
            {count === null ? '—' : `${recipe.calories * count} kcal`}
            {grams(recipe.protein) !== null && ` · ${grams(recipe.protein)} g protein`}
            {grams(recipe.carbs) !== null && ` · ${grams(recipe.carbs)} g carbs`}
            {grams(recipe.fat) !== null && ` · ${grams(recipe.fat)} g fat`}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={count === null || recipe.calories === null}
            loading={log.isPending}
            onClick={() => count && log.mutate({ servings: count, type, date, logged: true }, { onSuccess: onClose })}
          >
            Log as meal
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
