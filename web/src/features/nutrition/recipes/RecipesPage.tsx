import { Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState, SkeletonStack } from '../../../components/QueryState';
import { WriteButton } from '../../../components/WriteButton';
import { ImportRecipeDialog } from './ImportRecipeDialog';
import { RecipeCard } from './RecipeCard';
import { RecipeForm } from './RecipeForm';
import { recipeQueries } from './queries';
import type { Recipe } from './types';

/**
 * /nutrition/recipes (issue 27): the user's recipes, searched by name, ingredient or tag; new,
 * edit, delete (restorable), history, import from JSON-LD, 'Add to grocery list' and 'Log as meal'.
 */
export default function RecipesPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const recipes = useQuery(recipeQueries.list(debounced));
  const [editing, setEditing] = useState<Recipe | null | undefined>(undefined);
  const [importOpened, importDialog] = useDisclosure(false);
  const closeForm = () => setEditing(undefined);

  return (
    <Stack gap="md">
      <PageHeader
        title="Recipes"
        description="Your recipes: shop for them and log them as meals"
        actions={
          <>
            <WriteButton variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={importDialog.open}>
              Import
            </WriteButton>
            <WriteButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              New Recipe
            </WriteButton>
          </>
        }
      />
      <TextInput
        aria-label="Search recipes"
        placeholder="Search by name, ingredient or tag"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryState
        query={recipes}
        loading={<SkeletonStack height={160} count={2} label="Loading recipes" />}
        error="Could not load your recipes. Please try again."
        retryLabel="Try again"
        empty={<Text c="dimmed">{debounced.trim() ? 'No recipe matches your search.' : 'No recipes yet. Create one or import one.'}</Text>}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} role="list" aria-label="Recipes">
            {list.map((recipe) => (
              <div role="listitem" key={recipe.id}>
                <RecipeCard recipe={recipe} onEdit={setEditing} />
              </div>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Modal opened={editing !== undefined} onClose={closeForm} title={editing ? 'Edit recipe' : 'New recipe'} size="xl">
        {editing !== undefined && <RecipeForm recipe={editing ?? undefined} onDone={closeForm} onCancel={closeForm} />}
      </Modal>
      <ImportRecipeDialog opened={importOpened} onClose={importDialog.close} />
    </Stack>
  );
}
