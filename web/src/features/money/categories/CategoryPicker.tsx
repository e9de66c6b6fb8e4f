import type { TransactionType } from '@life/domain/transactions/constants';
import { Badge, Button, CloseButton, Group, Input, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { categoryFitsTransactionType } from './category-types';
import type { Category } from './types';

interface CategoryPickerProps {
  /** Every category of the user (undefined while loading): names the chosen tags, inactive ones included. */
  categories: readonly Category[] | undefined;
  /** The active ones (`categoryQueries.active()`): what the picker offers. */
  activeCategories: readonly Category[] | undefined;
  loading: boolean;
  transactionType: TransactionType;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
  label?: string;
}

/** Tag colour: the category's colour as a soft background with a matching border. */
function tagStyle(color: string): React.CSSProperties {
  return {
    backgroundColor: `color-mix(in srgb, ${color} 18%, transparent)`,
    border: `1px solid ${color}`,
  };
}

/**
 * SPEC 2 category picker: chosen categories as removable coloured tags; the active categories
 * that fit the transaction type and are not chosen yet as buttons 'Name (Type)'.
 */
export function CategoryPicker({
  categories,
  activeCategories,
  loading,
  transactionType,
  value,
  onChange,
  error,
  label = 'Transaction Categories',
}: CategoryPickerProps) {
  const labelId = useId();
  const byId = new Map((categories ?? []).map((category) => [category.id, category]));
  const offered = (activeCategories ?? []).filter((category) => categoryFitsTransactionType(category.transactionType, transactionType));
  const available = offered.filter((category) => !value.includes(category.id));

  let status: string | null = null;
  if (loading) status = 'Loading categories...';
  else if (offered.length === 0) status = 'No categories available for this transaction type';
  else if (available.length === 0) status = 'All available categories selected';

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error}>
      <div role="group" aria-labelledby={labelId}>
        {value.length > 0 && (
          <Group gap={6} mt={4} mb="xs" role="list" aria-label="Selected categories">
            {value.map((id) => {
              const category = byId.get(id);
              const name = category?.transactionCategory ?? 'Unknown category';
              return (
                <Badge
                  key={id}
                  role="listitem"
                  size="lg"
                  radius="xl"
                  variant="outline"
                  style={tagStyle(category?.color ?? '#6B7280')}
                  styles={{ root: { color: 'var(--mantine-color-text)', textTransform: 'none', paddingRight: 4 } }}
                  rightSection={
                    // Mantine's Pill hides its remove button from keyboards and screen readers; this one is a real button.
                    <CloseButton
                      size="xs"
                      radius="xl"
                      aria-label={`Remove ${name}`}
                      onClick={() => onChange(value.filter((other) => other !== id))}
                    />
                  }
                >
                  {name}
                </Badge>
              );
            })}
          </Group>
        )}
        {status ? (
          <Text size="sm" c="dimmed" mt={4} role="status">
            {status}
          </Text>
        ) : (
          <Group gap="xs" mt={4}>
            {available.map((category) => (
              <Button
                key={category.id}
                size="compact-sm"
                variant="default"
                leftSection={<IconPlus size={12} aria-hidden />}
                onClick={() => onChange([...value, category.id])}
                style={{ borderColor: category.color }}
              >
                {`${category.transactionCategory} (${category.transactionType})`}
              </Button>
            ))}
          </Group>
        )}
        <Text size="xs" c="dimmed" mt={6}>
          Click categories above to add them as tags. You can select multiple categories.
        </Text>
      </div>
    </Input.Wrapper>
  );
}
