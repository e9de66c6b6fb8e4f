import { Badge, Card, Group, List, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ActionsMenu } from '../../../components/ActionsMenu';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { WriteButton } from '../../../components/WriteButton';
import { useReadOnly } from '../../../api/as-of';
import { HistoryMenuItem, useRecordHistory } from '../../history';
import { AddToGroceryListDialog, LogAsMealDialog } from './RecipeActions';
import { recipeMutations } from './mutations';
import type { Recipe } from './types';

/** '1 1/2 cup Red lentils (rinsed)' */
function ingredientText({ quantity, unit, food, note }: Recipe['ingredients'][number]): string {
  return [quantity, unit, food].filter(Boolean).join(' ') + (note ? ` (${note})` : '');
}

/** One recipe: what it makes, its ingredients and steps, and what can be done with it. Every text is plain text. */
export function RecipeCard({ recipe, onEdit }: { recipe: Recipe; onEdit: (recipe: Recipe) => void }) {
  const [groceryOpened, grocery] = useDisclosure(false);
  const [mealOpened, meal] = useDisclosure(false);
  const [confirmOpened, confirm] = useDisclosure(false);
  const history = useRecordHistory('recipe', recipe.id, recipe.name);
  const remove = recipeMutations.useDelete();
  const readOnly = useReadOnly();
  const perServing = [
    recipe.calories !== null ? `${recipe.calories} kcal` : null,
    recipe.protein !== null ? `${recipe.protein} g protein` : null,
    recipe.carbs !== null ? `${recipe.carbs} g carbs` : null,
    recipe.fat !== null ? `${recipe.fat} g fat` : null,
  ].filter(Boolean);

  return (
    <Card withBorder padding="md" component="article" aria-label={recipe.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600} size="lg">
              {recipe.name}
            </Text>
            <Text size="sm" c="dimmed">
              {recipe.servings} {recipe.servings === 1 ? 'serving' : 'servings'}
              {perServing.length > 0 ? ` · per serving: ${perServing.join(', ')}` : ''}
            </Text>
          </Stack>
          <ActionsMenu label={`Actions for ${recipe.name}`}>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} disabled={readOnly} onClick={() => onEdit(recipe)}>
              Edit
            </Menu.Item>
            <HistoryMenuItem onClick={history.open} />
            <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} color="red" disabled={readOnly} onClick={confirm.open}>
              Delete
            </Menu.Item>
          </ActionsMenu>
        </Group>
        {recipe.tags.length > 0 && (
          <Group gap={4}>
            {recipe.tags.map((tag) => (
              <Badge key={tag} variant="light" size="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        {recipe.ingredients.length > 0 && (
          <List size="sm" aria-label={`Ingredients of ${recipe.name}`}>
            {recipe.ingredients.map((ingredient, index) => (
              <List.Item key={index}>{ingredientText(ingredient)}</List.Item>
            ))}
          </List>
        )}
        {recipe.steps.length > 0 && (
          <List type="ordered" size="sm" aria-label={`Steps of ${recipe.name}`}>
            {recipe.steps.map((step, index) => (
              <List.Item key={index}>{step}</List.Item>
            ))}
          </List>
        )}
        <Group gap="xs">
          <WriteButton variant="light" size="xs" onClick={grocery.open} disabled={recipe.ingredients.length === 0}>
            Add to grocery list
          </WriteButton>
          <WriteButton variant="light" size="xs" onClick={meal.open}>
            Log as meal
          </WriteButton>
        </Group>
      </Stack>
      {groceryOpened && <AddToGroceryListDialog recipe={recipe} opened={groceryOpened} onClose={grocery.close} />}
      {mealOpened && <LogAsMealDialog recipe={recipe} opened={mealOpened} onClose={meal.close} />}
      {history.drawer}
      <ConfirmDialog
        opened={confirmOpened}
        title="Delete recipe"
        message={`Delete ${recipe.name}? You can restore it from its history or Recently Deleted.`}
        loading={remove.isPending}
        onCancel={confirm.close}
        onConfirm={() => remove.mutate(recipe.id, { onSuccess: confirm.close })}
      />
    </Card>
  );
}
