import { CATEGORY_TYPE_COLORS, type CategoryType, DEFAULT_CATEGORY_COLOR, isCategoryType } from '@life/domain/categories/constants';
import { validateCategoryInput } from '@life/domain/categories/validation';
import { Input, NativeSelect, SegmentedControl, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ColorField, ItemEditFormFrame } from '../../../components/manager/FormParts';
import { useItemFormSubmit } from '../../../components/manager/use-item-form-submit';
import { CATEGORY_TYPE_ORDER } from './category-types';
import { categoryMutations } from './mutations';
import type { Category, CategoryBody } from './types';

export interface CategoryFormValues {
  transactionCategory: string;
  transactionType: CategoryType | '';
  description: string;
  color: string;
  status: 'active' | 'inactive';
}

export function categoryFormValues(category?: Category): CategoryFormValues {
  return category
    ? {
        transactionCategory: category.transactionCategory,
        transactionType: category.transactionType,
        description: category.description,
        color: category.color,
        status: category.isActive ? 'active' : 'inactive',
      }
    : { transactionCategory: '', transactionType: '', description: '', color: DEFAULT_CATEGORY_COLOR, status: 'active' };
}

export function toCategoryBody(values: CategoryFormValues): CategoryBody {
  return {
    transactionCategory: values.transactionCategory.trim(),
    transactionType: values.transactionType,
    description: values.description.trim(),
    color: values.color.trim(),
    isActive: values.status === 'active',
  };
}

/** The domain's category rules (Name and Type required, Type one of the four, colour a hex). */
export function validateCategoryForm(values: CategoryFormValues): Record<string, string> {
  const { isActive, ...rest } = toCategoryBody(values);
  const messages = validateCategoryInput({ ...rest, isActive });
  // The form's status field carries isActive.
  if (messages.isActive) messages.status = messages.isActive;
  return messages;
}

const TYPE_OPTIONS = [
  { value: '', label: 'Select a type', disabled: true },
  ...CATEGORY_TYPE_ORDER.map((type) => ({ value: type, label: type })),
];
const SWATCHES = [...new Set([...Object.values(CATEGORY_TYPE_COLORS), DEFAULT_CATEGORY_COLOR, '#F59E0B', '#10B981', '#8B5CF6', '#6B7280'])];

interface CategoryFormProps {
  category?: Category;
  onDone: () => void;
}

const NAMES = { one: 'category', title: 'Category' };

/** SPEC 2 category form (create and edit). */
export function CategoryForm({ category, onDone }: CategoryFormProps) {
  const editing = category !== undefined;
  const form = useForm<CategoryFormValues>({
    initialValues: categoryFormValues(category),
    validate: validateCategoryForm,
    validateInputOnChange: true,
    onValuesChange: (values, previous) => {
      // Creating: choosing a type sets its default colour. Editing keeps the stored colour.
      if (!editing && values.transactionType !== previous.transactionType && isCategoryType(values.transactionType)) {
        form.setFieldValue('color', CATEGORY_TYPE_COLORS[values.transactionType]);
      }
    },
  });
  // 409: 'A category with this name and type already exists' belongs under the name.
  const saving = useItemFormSubmit(categoryMutations, {
    item: category,
    form,
    onDone,
    conflictField: 'transactionCategory',
  });
  const submit = form.onSubmit((values) => saving.save(toCategoryBody(values)));

  return (
    <ItemEditFormFrame names={NAMES} editing={editing} saving={saving} onSubmit={submit} onCancel={onDone} onReset={form.reset}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk placeholder="e.g. Groceries" {...form.getInputProps('transactionCategory')} />
        <NativeSelect label="Type" withAsterisk data={TYPE_OPTIONS} {...form.getInputProps('transactionType')} />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} maxRows={4} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ColorField swatches={SWATCHES} {...form.getInputProps('color')} />
        <Input.Wrapper label="Status" labelElement="div" error={form.errors.status}>
          <SegmentedControl
            mt={4}
            fullWidth
            aria-label="Status"
            data={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            value={form.values.status}
            onChange={(status) => form.setFieldValue('status', status)}
          />
        </Input.Wrapper>
      </SimpleGrid>
    </ItemEditFormFrame>
  );
}
