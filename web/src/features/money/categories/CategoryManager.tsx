import { CATEGORY_TYPE_COLORS, type CategoryType } from '@life/domain/categories/constants';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { FilterFields } from '../components/filter-items';
import { ColorDot, ManagerEmpty, ManagerLayout, ManagerStatus } from '../components/ManagerLayout';
import { useManagerState } from '../components/use-manager-state';
import { CATEGORY_TILE_LABELS, CATEGORY_TYPE_ORDER } from './category-types';
import { CategoryForm } from './CategoryForm';
import { useDeleteCategory } from './mutations';
import { categoryQueries } from './queries';
import type { Category } from './types';

type TypeFilter = 'all' | CategoryType;

const FILTER_FIELDS: FilterFields<Category, CategoryType> = {
  name: (category) => category.transactionCategory,
  type: (category) => category.transactionType,
  description: (category) => category.description,
};

const FILTER_OPTIONS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All Types' },
  ...CATEGORY_TYPE_ORDER.map((type) => ({ value: type, label: type })),
];

interface ItemProps {
  category: Category;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

function TypeBadge({ type }: { type: CategoryType }) {
  return (
    <Badge size="xs" variant="outline" styles={{ root: { borderColor: CATEGORY_TYPE_COLORS[type], color: 'var(--mantine-color-text)', textTransform: 'none' } }}>
      {type}
    </Badge>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge size="xs" variant="light" color={active ? 'teal' : 'gray'}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

function CategoryActions({ category, onEdit, onDelete }: ItemProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${category.transactionCategory}`} onClick={() => onEdit(category)}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${category.transactionCategory}`} onClick={() => onDelete(category)}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function CategoryCard(props: ItemProps) {
  const { category } = props;
  return (
    <Paper withBorder radius="md" p="md" data-testid="category-card" aria-label={category.transactionCategory}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap={8} wrap="nowrap" miw={0}>
          <ColorDot color={category.color} />
          <Text fw={600} truncate="end">
            {category.transactionCategory}
          </Text>
        </Group>
        <CategoryActions {...props} />
      </Group>
      {category.description && (
        <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
          {category.description}
        </Text>
      )}
      <Group gap={6} mt="sm">
        <TypeBadge type={category.transactionType} />
        <StatusBadge active={category.isActive} />
      </Group>
    </Paper>
  );
}

function CategoryTable({ categories, onEdit, onDelete }: { categories: Category[] } & Omit<ItemProps, 'category'>) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category.id} data-testid="category-row" aria-label={category.transactionCategory}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <ColorDot color={category.color} />
                  <Text size="sm" fw={500}>
                    {category.transactionCategory}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {category.description}
                </Text>
              </Table.Td>
              <Table.Td>
                <TypeBadge type={category.transactionType} />
              </Table.Td>
              <Table.Td>
                <StatusBadge active={category.isActive} />
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <CategoryActions category={category} onEdit={onEdit} onDelete={onDelete} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** SPEC 2 category manager (shown in a large dialog from the money Settings). */
export function CategoryManager() {
  const { data, isPending, error } = useQuery(categoryQueries.list());
  const deleteMutation = useDeleteCategory();
  const { search, setSearch, typeFilter, setTypeFilter, view, setView, editing, setEditing, deleting, setDeleting, filtered } =
    useManagerState(data, FILTER_FIELDS);

  const ofType = (type: CategoryType) => filtered.filter((category) => category.transactionType === type);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  let status: React.ReactNode = null;
  if (isPending) status = <ManagerStatus kind="loading">Loading expense categories...</ManagerStatus>;
  else if (error) status = <ManagerStatus kind="error">Could not load categories. Please try again.</ManagerStatus>;
  else if (filtered.length === 0) {
    status = (
      <ManagerEmpty
        icon={<IconTags size={32} aria-hidden />}
        title="No Categories Found"
        description="Try adjusting your search or filter, or add your first category."
      >
        <Button mt="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add Category
        </Button>
      </ManagerEmpty>
    );
  }

  return (
    <ManagerLayout
      searchLabel="Search categories"
      search={search}
      onSearch={setSearch}
      filterLabel="Filter by category type"
      filterOptions={FILTER_OPTIONS}
      typeFilter={typeFilter}
      onTypeFilter={setTypeFilter}
      view={view}
      onView={setView}
      addLabel="Add Category"
      onAdd={() => setEditing('new')}
      tiles={CATEGORY_TYPE_ORDER.map((type) => ({
        key: type,
        label: CATEGORY_TILE_LABELS[type],
        count: ofType(type).length,
        testId: `category-tile-${CATEGORY_TILE_LABELS[type].toLowerCase()}`,
        color: CATEGORY_TYPE_COLORS[type],
      }))}
      status={status}
      sections={CATEGORY_TYPE_ORDER.map((type) => ({
        key: type,
        title: type,
        ariaLabel: `${type} categories`,
        items: ofType(type).sort((a, b) => a.transactionCategory.localeCompare(b.transactionCategory)),
      }))}
      renderCard={(category) => <CategoryCard category={category} onEdit={setEditing} onDelete={setDeleting} />}
      renderTable={(categories) => <CategoryTable categories={categories} onEdit={setEditing} onDelete={setDeleting} />}
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add Category' : 'Edit Category'}
        size="56rem"
        styles={{ content: { maxHeight: '90vh' } }}
      >
        {editing !== null && (
          <CategoryForm
            key={editing === 'new' ? 'new' : editing.id}
            category={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete category"
        message="Are you sure you want to delete this expense category? This action cannot be undone."
        loading={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </ManagerLayout>
  );
}
