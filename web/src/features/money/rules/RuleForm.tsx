import { RULE_MATCH_KINDS, type RuleMatchKind } from '@life/domain/rules/constants';
import { validateRuleInput } from '@life/domain/rules/validation';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { ItemEditFormFrame } from '../../../components/manager/FormParts';
import { useItemFormSubmit } from '../../../components/manager/use-item-form-submit';
import { accountQueries } from '../accounts/queries';
import { categoryQueries } from '../categories/queries';
import { ruleMutations } from './mutations';
import type { Rule, RuleBody } from './types';

export interface RuleFormValues {
  name: string;
  matchKind: RuleMatchKind;
  pattern: string;
  accountId: string;
  minAmount: string;
  maxAmount: string;
  categoryId: string;
  renameTo: string;
  transferAccountId: string;
}

export const EMPTY_RULE_FORM: RuleFormValues = {
  name: '',
  matchKind: 'contains',
  pattern: '',
  accountId: '',
  minAmount: '',
  maxAmount: '',
  categoryId: '',
  renameTo: '',
  transferAccountId: '',
};

export function ruleFormValues(rule?: Rule): RuleFormValues {
  if (!rule) return EMPTY_RULE_FORM;
  return {
    name: rule.name,
    matchKind: rule.matchKind,
    pattern: rule.pattern,
    accountId: rule.accountId ?? '',
    minAmount: rule.minAmount ?? '',
    maxAmount: rule.maxAmount ?? '',
    categoryId: rule.categoryId ?? '',
    renameTo: rule.renameTo,
    transferAccountId: rule.transferAccountId ?? '',
  };
}

/** The body sent: empty choices are null (no bound, no action). */
export function toRuleBody(values: RuleFormValues): RuleBody {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    name: values.name.trim(),
    matchKind: values.matchKind,
    pattern: values.pattern.trim(),
    accountId: orNull(values.accountId),
    minAmount: orNull(values.minAmount),
    maxAmount: orNull(values.maxAmount),
    categoryId: orNull(values.categoryId),
    renameTo: values.renameTo.trim(),
    transferAccountId: orNull(values.transferAccountId),
  };
}

/** The domain's rule checks (validation.ts), so the form shows the API's messages. */
export function validateRuleForm(values: RuleFormValues): Record<string, string> {
  return validateRuleInput(toRuleBody(values));
}

const MATCH_LABELS: Record<RuleMatchKind, string> = {
  contains: 'Description contains',
  matches: 'Description matches (* any text, ? one character)',
};

interface RuleFormProps {
  rule?: Rule;
  /** A new rule's starting values (the import preview's "always categorise rows like this"). */
  initial?: Partial<RuleFormValues>;
  onDone: () => void;
}

const NAMES = { one: 'rule', title: 'Rule' };

/** Create or edit a categorisation rule (issue 23): when a description contains or matches a pattern, fill in a transaction. */
export function RuleForm({ rule, initial, onDone }: RuleFormProps) {
  const editing = rule !== undefined;
  const accounts = useQuery(accountQueries.list()).data ?? [];
  const categories = useQuery(categoryQueries.active()).data ?? [];
  const form = useForm<RuleFormValues>({
    initialValues: { ...ruleFormValues(rule), ...initial },
    validate: validateRuleForm,
    validateInputOnChange: true,
  });
  const saving = useItemFormSubmit(ruleMutations, { item: rule, form, onDone });
  const submit = form.onSubmit((values) => saving.save(toRuleBody(values)));
  const accountOptions = (none: string) => [
    { value: '', label: none },
    ...accounts.filter((account) => account.isActive).map((account) => ({ value: account.id, label: account.accountName })),
  ];
  const categoryOptions = [
    { value: '', label: 'Leave the category' },
    ...categories.map((category) => ({ value: category.id, label: `${category.transactionCategory} (${category.transactionType})` })),
  ];

  return (
    <ItemEditFormFrame names={NAMES} editing={editing} saving={saving} onSubmit={submit} onCancel={onDone} onReset={form.reset}>
      <TextInput label="Name" withAsterisk placeholder="e.g. Groceries" {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="When"
          data={RULE_MATCH_KINDS.map((kind) => ({ value: kind, label: MATCH_LABELS[kind] }))}
          {...form.getInputProps('matchKind')}
        />
        <TextInput label="Pattern" withAsterisk placeholder="e.g. whole foods" {...form.getInputProps('pattern')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect label="Only on account" data={accountOptions('Any account')} {...form.getInputProps('accountId')} />
        <TextInput label="Minimum amount" placeholder="any" inputMode="decimal" {...form.getInputProps('minAmount')} />
        <TextInput label="Maximum amount" placeholder="any" inputMode="decimal" {...form.getInputProps('maxAmount')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect label="Set category" data={categoryOptions} {...form.getInputProps('categoryId')} />
        <TextInput label="Rename to" placeholder="keep the title" {...form.getInputProps('renameTo')} />
        <NativeSelect label="Transfer to account" data={accountOptions('Not a transfer')} {...form.getInputProps('transferAccountId')} />
      </SimpleGrid>
    </ItemEditFormFrame>
  );
}
