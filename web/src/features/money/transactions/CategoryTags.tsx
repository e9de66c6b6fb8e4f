import { Badge, Group } from '@mantine/core';
import type { Category } from '../categories/types';
import type { Transaction } from './types';

/** SPEC 9: at most 3 category tags per row, then '+N more'. */
export const MAX_ROW_TAGS = 3;

export interface TagInfo {
  id: string;
  name: string;
  color: string;
}

/** The transaction's categories by id; an id no longer listed falls back to the stored first-category name. */
export function transactionTags(
  tx: Pick<Transaction, 'transactionCategoryIds' | 'category'>,
  categories: ReadonlyMap<string, Category>,
): TagInfo[] {
  const tags: TagInfo[] = [];
  tx.transactionCategoryIds.forEach((id, index) => {
    const category = categories.get(id);
    if (category) tags.push({ id, name: category.transactionCategory, color: category.color });
    else if (index === 0 && tx.category) tags.push({ id, name: tx.category, color: '#6B7280' });
  });
  return tags;
}

export function CategoryTags({ tags }: { tags: readonly TagInfo[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, MAX_ROW_TAGS);
  const more = tags.length - shown.length;
  return (
    <Group gap={6} wrap="wrap">
      {shown.map((tag) => (
        <Badge
          key={tag.id}
          size="sm"
          variant="outline"
          radius="sm"
          styles={{ root: { borderColor: tag.color, color: 'var(--mantine-color-text)', textTransform: 'none' } }}
          leftSection={<span style={{ width: 8, height: 8, borderRadius: 999, background: tag.color, display: 'inline-block' }} />}
        >
          {tag.name}
        </Badge>
      ))}
      {more > 0 && (
        <Badge size="sm" variant="light" color="gray" radius="sm" styles={{ root: { textTransform: 'none' } }}>
          +{more} more
        </Badge>
      )}
    </Group>
  );
}
