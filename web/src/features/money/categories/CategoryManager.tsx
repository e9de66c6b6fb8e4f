import { CATEGORY_TYPE_COLORS, type CategoryType } from '@life/domain/categories/constants';
import { Badge, Group, Text } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ItemManager, type ItemManagerConfig, type ManagerFields } from '../../../components/manager/ItemManager';
import { HistoryKindProvider } from '../../history';
import { DescriptionCell, type ManagerColumn, ManagerCard, type RowActionHandlers } from '../../../components/manager/ManagerItems';
import { CATEGORY_TILE_LABELS, CATEGORY_TYPE_ORDER } from './category-types';
import { CategoryDeleteDialog, CATEGORY_DELETE_MESSAGE } from './CategoryDeleteDialog';
import { CategoryForm } from './CategoryForm';
import { categoryMutations } from './mutations';
import { categoryQueries } from './queries';
import type { Category } from './types';

const FIELDS: ManagerFields<Category, CategoryType> = {
  name: (category) => category.transactionCategory,
  type: (category) => category.transactionType,
  description: (category) => category.description,
  color: (category) => category.color,
};

const TILES = CATEGORY_TYPE_ORDER.map((type) => ({
  type,
  label: CATEGORY_TILE_LABELS[type],
  testId: `category-tile-${CATEGORY_TILE_LABELS[type].toLowerCase()}`,
  color: CATEGORY_TYPE_COLORS[type],
}));

function TypeBadge({ type }: { type: CategoryType }) {
  return (
    <Badge
      size="xs"
      variant="outline"
      styles={{ root: { borderColor: CATEGORY_TYPE_COLORS[type], color: 'var(--mantine-color-text)', textTransform: 'none' } }}
    >
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

function CategoryCard({ category, ...handlers }: { category: Category } & RowActionHandlers<Category>) {
  return (
    <ManagerCard item={category} name={category.transactionCategory} color={category.color} testId="category-card" {...handlers}>
      {category.description && (
        <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
          {category.description}
        </Text>
      )}
      <Group gap={6} mt="sm">
        <TypeBadge type={category.transactionType} />
        <StatusBadge active={category.isActive} />
      </Group>
    </ManagerCard>
  );
}

// The Type column comes from the manager's table (typeCell below).
const TABLE_COLUMNS: ManagerColumn<Category>[] = [
  { header: 'Description', shrinks: true, cell: (category) => <DescriptionCell text={category.description} /> },
  { header: 'Status', cell: (category) => <StatusBadge active={category.isActive} /> },
];

const MANAGER: ItemManagerConfig<Category, CategoryType> = {
  fields: FIELDS,
  names: { one: 'category', title: 'Category', many: 'categories' },
  types: CATEGORY_TYPE_ORDER,
  typeLabel: (type) => type,
  // SPEC 2's loading text says 'expense categories'.
  loadingText: 'Loading expense categories...',
  tiles: TILES,
  empty: () => ({
    icon: <IconTags size={32} aria-hidden />,
    title: 'No Categories Found',
    description: 'Try adjusting your search or filter, or add your first category.',
    addLabel: 'Add Category',
  }),
  renderCard: (category, handlers) => <CategoryCard category={category} {...handlers} />,
  table: {
    rowTestId: 'category-row',
    nameHeader: 'Name',
    typeCell: (category) => <TypeBadge type={category.transactionType} />,
    columns: TABLE_COLUMNS,
  },
  form: {
    // SPEC 9: the category form dialog is max-width 4xl and scrolls at 90% of the viewport height.
    size: '56rem',
    styles: { content: { maxHeight: '90vh' } },
    render: (category, onDone) => <CategoryForm category={category} onDone={onDone} />,
  },
  deleteMessage: () => CATEGORY_DELETE_MESSAGE,
  // issue 24: the prompt names how many transactions use the category.
  renderDeleteDialog: (deleting, onClose) => <CategoryDeleteDialog deleting={deleting} onClose={onClose} />,
  mutations: categoryMutations,
};

/** SPEC 2 category manager (shown in a large dialog from the money Settings). */
export function CategoryManager() {
  return (
    <HistoryKindProvider kind="category">
      <ItemManager {...MANAGER} query={useQuery(categoryQueries.list())} />
    </HistoryKindProvider>
  );
}
