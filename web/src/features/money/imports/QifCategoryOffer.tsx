/**
 * The QIF preview's categories that match none of the user's (issue 23): listed, with one action that
 * creates them (income or expense by the sign of their amounts, as the preview suggests) so the import
 * chooses them; then the file is previewed again.
 */
import { Alert, Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QifCategoryJson } from '@life/domain/imports/qif/index';
import { assertWritable, useReadOnly } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import { invalidateAreas } from '../../../api/areas';
import { errorToastHandler, showSuccessToast } from '../../../components/toast';
import { plural } from '../../health-imports';
import { categoryWriteAreas } from '../categories/mutations';

export function QifCategoryOffer({ categories, onCreated }: { categories: readonly QifCategoryJson[]; onCreated: () => void }) {
  const queryClient = useQueryClient();
  const readOnly = useReadOnly();
  const missing = categories.filter((category) => category.categoryId === null);
  const create = useMutation({
    mutationFn: async () => {
      assertWritable();
      for (const category of missing) {
        await apiFetch('/api/expense-types', {
          method: 'POST',
          body: { transactionCategory: category.name, transactionType: category.suggestedType },
        });
      }
    },
    onSuccess: async () => {
      showSuccessToast('Categories created', `${plural(missing.length, 'category', 'categories')} added`);
      await invalidateAreas(queryClient, categoryWriteAreas);
      onCreated();
    },
    onError: errorToastHandler('Could not create the categories. Please try again.'),
  });
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" title="Categories not found">
      <Text size="sm">
        These categories of the file match none of yours and are kept as text: {missing.map((category) => category.name).join(', ')}.
      </Text>
      <Button mt="xs" size="xs" variant="light" disabled={readOnly} loading={create.isPending} onClick={() => create.mutate()}>
        Create {plural(missing.length, 'category', 'categories')}
      </Button>
    </Alert>
  );
}
