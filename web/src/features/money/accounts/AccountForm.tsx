import {
  ACCOUNT_TYPE_COLORS,
  ACCOUNT_TYPES,
  accountTypeHasCreditLimit,
  type AccountType,
  DEFAULT_STARTING_BALANCE_AS_OF,
  isAccountType,
} from '@life/domain/accounts/constants';
import { validateAccountInput } from '@life/domain/accounts/validation';
import { formatCents, parseMoney } from '@life/domain/shared/money';
import { Group, NativeSelect, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { formatAmountText } from '../../../components/currency-text';
import { CurrencyInput } from '../../../components/CurrencyInput';
import { ColorField, ItemFormFrame } from '../../../components/manager/FormParts';
import { useItemFormSubmit } from '../../../components/manager/use-item-form-submit';
import { toCents } from '../format';
import { accountMutations } from './mutations';
import { ACCOUNT_TYPE_LABELS, type Account, type AccountBody } from './types';

export interface AccountFormValues {
  accountName: string;
  accountType: AccountType | '';
  balance: string;
  startingBalance: string;
  startingBalanceAsOf: string;
  creditLimit: string;
  description: string;
  color: string;
  isActive: boolean;
  isPrimary: boolean;
}

export function accountFormValues(account?: Account): AccountFormValues {
  if (!account) {
    return {
      accountName: '',
      accountType: 'checking',
      // SPEC 9: the default balance display is '0.00'.
      balance: '0.00',
      startingBalance: '0.00',
      startingBalanceAsOf: DEFAULT_STARTING_BALANCE_AS_OF,
      creditLimit: '',
      description: '',
      color: ACCOUNT_TYPE_COLORS.checking,
      isActive: true,
      isPrimary: false,
    };
  }
  return {
    accountName: account.accountName,
    accountType: account.accountType,
    balance: formatAmountText(account.balance),
    startingBalance: formatAmountText(account.startingBalance),
    startingBalanceAsOf: account.startingBalanceAsof,
    creditLimit: account.creditLimit === null ? '' : formatAmountText(account.creditLimit),
    description: account.description,
    color: account.color,
    isActive: account.isActive,
    isPrimary: account.isPrimary,
  };
}

const normaliseAmount = (text: string) => {
  const parsed = parseMoney(text, { sign: 'any' });
  return parsed.ok ? formatCents(parsed.cents) : text.trim();
};

function balanceChanged(values: AccountFormValues, account?: Account): boolean {
  if (!account) return true;
  const parsed = parseMoney(values.balance, { sign: 'any' });
  return !parsed.ok || parsed.cents !== toCents(account.balance);
}

/**
 * The request body. Creating sends the balance (when it differs from the starting balance the
 * API records a 'Balance adjustment'); editing sends it only when the user changed it, so an
 * unchanged field never fights a balance that moved meanwhile.
 */
export function toAccountBody(values: AccountFormValues, account?: Account): AccountBody {
  const hasLimit = isAccountType(values.accountType) && accountTypeHasCreditLimit(values.accountType);
  return {
    accountName: values.accountName.trim(),
    accountType: values.accountType,
    ...(balanceChanged(values, account) ? { balance: normaliseAmount(values.balance) } : {}),
    startingBalance: normaliseAmount(values.startingBalance),
    startingBalanceAsof: values.startingBalanceAsOf,
    creditLimit: hasLimit ? normaliseAmount(values.creditLimit) : null,
    description: values.description.trim(),
    color: values.color,
    isActive: values.isActive,
    isPrimary: values.isPrimary,
  };
}

/** The domain's account rules (the API checks the same); the as-of date's message is keyed startingBalanceAsOf. */
export function validateAccountForm(values: AccountFormValues, account?: Account): Record<string, string> {
  const body = toAccountBody(values, account);
  const { startingBalanceAsof, ...rest } = body;
  return validateAccountInput({ ...rest, startingBalanceAsOf: startingBalanceAsof });
}

const TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }));
const SWATCHES = Object.values(ACCOUNT_TYPE_COLORS);
const AS_OF_RENAME = { startingBalanceAsof: 'startingBalanceAsOf' } as const;

interface AccountFormProps {
  account?: Account;
  onDone: () => void;
}

export function AccountForm({ account, onDone }: AccountFormProps) {
  const editing = account !== undefined;
  const balanceEdited = useRef(editing);

  const form = useForm<AccountFormValues>({
    initialValues: accountFormValues(account),
    validate: (values) => validateAccountForm(values, account),
    validateInputOnChange: true,
    onValuesChange: (values, previous) => {
      if (editing) return;
      // SPEC: when creating, the colour follows the account type.
      if (values.accountType !== previous.accountType && isAccountType(values.accountType)) {
        form.setFieldValue('color', ACCOUNT_TYPE_COLORS[values.accountType]);
      }
      // A new account's balance follows its starting balance until the user sets it apart.
      if (values.startingBalance !== previous.startingBalance && !balanceEdited.current) {
        form.setFieldValue('balance', values.startingBalance);
      }
    },
  });
  const values = form.values;
  const hasLimit = isAccountType(values.accountType) && accountTypeHasCreditLimit(values.accountType);
  // The API spells the as-of field startingBalanceAsof.
  const { save, problem, pending } = useItemFormSubmit(accountMutations, { item: account, form, onDone, rename: AS_OF_RENAME });
  const submit = form.onSubmit((formValues) => save(toAccountBody(formValues, account)));

  const balanceProps = form.getInputProps('balance');

  return (
    <ItemFormFrame
      label={editing ? 'Edit account' : 'New account'}
      onSubmit={submit}
      problem={problem}
      actions={{ editing, pending, createLabel: 'Create Account', updateLabel: 'Update Account', onCancel: onDone }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Account Name" withAsterisk placeholder="e.g. Everyday Checking" {...form.getInputProps('accountName')} />
        <NativeSelect label="Account Type" withAsterisk data={TYPE_OPTIONS} {...form.getInputProps('accountType')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CurrencyInput
          label="Current Balance"
          withAsterisk
          description={
            editing
              ? "Derived from the starting balance and posted transactions. Changing it records a 'Balance adjustment' for the difference."
              : "The balance today. If it differs from the starting balance, the difference is recorded as a 'Balance adjustment'."
          }
          {...balanceProps}
          value={values.balance}
          onChange={(next) => {
            // Focus/blur reformatting is not an edit; a different amount is.
            balanceEdited.current = editing || normaliseAmount(next) !== normaliseAmount(values.startingBalance);
            form.setFieldValue('balance', next);
          }}
        />
        <CurrencyInput
          label="Starting Balance"
          withAsterisk
          description="The balance on the as-of date; transactions from that date on move it."
          {...form.getInputProps('startingBalance')}
          value={values.startingBalance}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Starting Balance As Of" {...form.getInputProps('startingBalanceAsOf')} />
        {hasLimit && <CurrencyInput label="Credit Limit" withAsterisk {...form.getInputProps('creditLimit')} value={values.creditLimit} />}
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} maxRows={4} {...form.getInputProps('description')} />
      <ColorField swatches={SWATCHES} {...form.getInputProps('color')} />
      <Group gap="xl">
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Switch
          label="Primary account"
          description="Only one account can be primary; choosing this one unsets the others."
          {...form.getInputProps('isPrimary', { type: 'checkbox' })}
        />
      </Group>
    </ItemFormFrame>
  );
}
