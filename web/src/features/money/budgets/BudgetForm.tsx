import { BUDGET_CATEGORY_TYPES } from '@life/domain/budgets/constants';
import { parseBudgetMonth } from '@life/domain/budgets/month';
import { validateBudgetInput } from '@life/domain/budgets/validation';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { CurrencyInput } from '../../../components/CurrencyInput';
import { ItemEditFormFrame } from '../../../components/manager/FormParts';
import { useItemFormSubmit } from '../../../components/manager/use-item-form-submit';
import { categoryQueries } from '../categories/queries';
import type { Category } from '../categories/types';
import { budgetMutations } from './mutations';
import type { Budget, BudgetBody } from './types';

export interface BudgetFormValues {
  categoryId: string;
  budgetAmount: string;
  /** yyyy-mm (a month input). */
  month: string;
}

const monthText = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

export function budgetFormValues(budget: Budget | undefined, defaultMonth: string): BudgetFormValues {
  return budget
    ? { categoryId: budget.categoryId, budgetAmount: budget.budgetAmount, month: monthText(budget.year, budget.month) }
    : { categoryId: '', budgetAmount: '', month: defaultMonth };
}

export function toBudgetBody(values: BudgetFormValues): BudgetBody {
  const month = parseBudgetMonth(values.month);
  return { categoryId: values.categoryId, budgetAmount: values.budgetAmount, month: month?.month ?? null, year: month?.year ?? null };
}

/** The domain's budget rules; month and year both come from the one month field. */
export function validateBudgetForm(values: BudgetFormValues): Record<string, string> {
  const { month: monthMessage, year: yearMessage, ...messages } = validateBudgetInput(toBudgetBody(values));
  const month = monthMessage ?? yearMessage;
  return month === undefined ? messages : { ...messages, month: values.month === '' ? 'Month is required' : month };
}

/** Active expense categories, plus the budget's own (it may have been made inactive since). */
export function budgetCategoryOptions(categories: readonly Category[], currentId?: string) {
  return categories
    .filter((category) => (BUDGET_CATEGORY_TYPES as readonly string[]).includes(category.transactionType))
    .filter((category) => category.isActive || category.id === currentId)
    .map((category) => ({ value: category.id, label: category.transactionCategory }));
}

interface BudgetFormProps {
  budget?: Budget;
  /** The month the page shows (yyyy-mm): a new budget's default. */
  defaultMonth: string;
  onDone: () => void;
}

const NAMES = { one: 'budget', title: 'Budget' };

/** Create or edit a budget: an expense category, an amount, a month. */
export function BudgetForm({ budget, defaultMonth, onDone }: BudgetFormProps) {
  const editing = budget !== undefined;
  const categories = useQuery(categoryQueries.list());
  const form = useForm<BudgetFormValues>({
    initialValues: budgetFormValues(budget, defaultMonth),
    validate: validateBudgetForm,
    validateInputOnChange: true,
  });
  // 409 'A budget for this category already exists for this month' belongs under the category.
  const saving = useItemFormSubmit(budgetMutations, {
    item: budget,
    form,
    onDone,
    conflictField: 'categoryId',
    rename: { year: 'month' },
  });
  const options = budgetCategoryOptions(categories.data ?? [], budget?.categoryId);
  const submit = form.onSubmit((values) => saving.save(toBudgetBody(values)));

  return (
    <ItemEditFormFrame names={NAMES} editing={editing} saving={saving} onSubmit={submit} onCancel={onDone} onReset={form.reset}>
      <NativeSelect
        label="Category"
        withAsterisk
        data={[
          { value: '', label: categories.isPending ? 'Loading categories...' : 'Select an expense category', disabled: true },
          ...options,
        ]}
        description={!categories.isPending && options.length === 0 ? 'Add an expense category first (Settings → Categories)' : undefined}
        {...form.getInputProps('categoryId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CurrencyInput
          label="Budget amount"
          withAsterisk
          placeholder="0.00"
          {...form.getInputProps('budgetAmount')}
          value={form.values.budgetAmount}
        />
        <TextInput type="month" label="Month" withAsterisk {...form.getInputProps('month')} />
      </SimpleGrid>
    </ItemEditFormFrame>
  );
}
