import {
  ACCOUNT_TYPE_COLORS,
  ACCOUNT_TYPES,
  accountTypeHasCreditLimit,
  type AccountType,
  DEFAULT_STARTING_BALANCE_AS_OF,
  isAccountType,
} from '@life/domain/accounts/constants';
import { AMOUNT_OWED_HINT, asksAmountOwed, balanceToOwedCents, owedToBalanceCents } from '@life/domain/accounts/rules';
import { validateAccountInput } from '@life/domain/accounts/validation';
import { formatCents, parseMoney } from '@life/domain/shared/money';
import { Group, NativeSelect, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { formatAmountText } from '../../../components/currency-text';
import { CurrencyInput } from '../../../components/CurrencyInput';
import { ColorField, ItemEditFormFrame } from '../../../components/manager/FormParts';
import { useItemFormSubmit } from '../../../components/manager/use-item-form-submit';
import { toCents } from '../format';
import { accountMutations } from './mutations';
import { ACCOUNT_TYPE_LABELS, type Account, type AccountBody } from './types';

export interface AccountFormValues {
  accountName: string;
  accountType: AccountType | '';
  /**
   * The current balance as the form shows it: for credit cards and loans the amount owed (positive
   * when owing, issue 24), for other types the balance itself. toAccountBody converts back.
   */
  balance: string;
  /** The starting balance, shown the same way as `balance`. */
  startingBalance: string;
  startingBalanceAsOf: string;
  creditLimit: string;
  description: string;
  color: string;
  isActive: boolean;
  isPrimary: boolean;
}

/** Whether the form asks this type for what is owed (credit cards, loans) instead of a balance. */
export function asksOwed(type: AccountType | ''): boolean {
  return isAccountType(type) && asksAmountOwed(type);
}

/** A stored balance (API decimal text) as the field shows it for this type. */
function shownAmount(balance: string, type: AccountType): string {
  const cents = toCents(balance);
  return formatAmountText(formatCents(asksAmountOwed(type) ? balanceToOwedCents(cents) : cents));
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
    balance: shownAmount(account.balance, account.accountType),
    startingBalance: shownAmount(account.startingBalance, account.accountType),
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

/** A field's text as the API stores it: what is owed becomes a negative balance (text the API cannot read is sent as typed). */
function storedAmount(text: string, type: AccountType | ''): string {
  const parsed = parseMoney(text, { sign: 'any' });
  if (!parsed.ok) return text.trim();
  return formatCents(asksOwed(type) ? owedToBalanceCents(parsed.cents) : parsed.cents);
}

/** The field's text with its sign flipped (a type change between owed and balance types keeps the stored meaning). */
function flippedAmount(text: string): string {
  const parsed = parseMoney(text, { sign: 'any' });
  return parsed.ok ? formatAmountText(formatCents(owedToBalanceCents(parsed.cents))) : text;
}

function balanceChanged(values: AccountFormValues, account?: Account): boolean {
  if (!account) return true;
  const parsed = parseMoney(storedAmount(values.balance, values.accountType), { sign: 'any' });
  return !parsed.ok || parsed.cents !== toCents(account.balance);
}

/**
 * The request body. Creating sends the balance when one is given (when it differs from the starting
 * balance the API records a 'Balance adjustment'; left empty, it is the starting balance); editing
 * sends it only when the user changed it, so an unchanged field never fights a balance that moved
 * meanwhile. Amounts owed go out as negative balances.
 */
export function toAccountBody(values: AccountFormValues, account?: Account): AccountBody {
  const hasLimit = isAccountType(values.accountType) && accountTypeHasCreditLimit(values.accountType);
  const sendsBalance = account ? balanceChanged(values, account) : values.balance.trim() !== '';
  return {
    accountName: values.accountName.trim(),
    accountType: values.accountType,
    ...(sendsBalance ? { balance: storedAmount(values.balance, values.accountType) } : {}),
    startingBalance: storedAmount(values.startingBalance, values.accountType),
    startingBalanceAsof: values.startingBalanceAsOf,
    creditLimit: hasLimit ? normaliseAmount(values.creditLimit) : null,
    description: values.description.trim(),
    color: values.color,
    isActive: values.isActive,
    isPrimary: values.isPrimary,
  };
}

/** The two balance fields' labels: SPEC's for balance types; what is owed for credit cards and loans (issue 24). */
export function balanceLabels(type: AccountType | '', editing: boolean): { balance: string; starting: string; asOf: string } {
  if (!asksOwed(type)) return { balance: 'Current Balance', starting: 'Starting Balance', asOf: 'Starting Balance As Of' };
  // Creating asks one amount and its date; editing shows today's amount first, as for balances.
  return editing
    ? { balance: 'Amount Owed', starting: 'Starting Amount Owed', asOf: 'Starting Balance As Of' }
    : { balance: 'Current Amount Owed', starting: 'Amount Owed', asOf: 'Amount Owed As Of' };
}

/**
 * The domain's account rules (the API checks the same) on the body the form would send; the
 * as-of date's message is keyed startingBalanceAsOf. An amount owed that does not read as money
 * is worded with its own label.
 */
export function validateAccountForm(values: AccountFormValues, account?: Account): Record<string, string> {
  const { startingBalanceAsof, ...rest } = toAccountBody(values, account);
  const messages = validateAccountInput({ ...rest, startingBalanceAsOf: startingBalanceAsof });
  if (!asksOwed(values.accountType)) return messages;
  const labels = balanceLabels(values.accountType, account !== undefined);
  const relabel = (field: 'balance' | 'startingBalance', label: string) => {
    const parsed = parseMoney(values[field], { sign: 'any', label: label.charAt(0) + label.slice(1).toLowerCase() });
    if (messages[field] && !parsed.ok) messages[field] = parsed.message;
  };
  relabel('balance', labels.balance);
  relabel('startingBalance', labels.starting);
  return messages;
}

const TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }));
const SWATCHES = Object.values(ACCOUNT_TYPE_COLORS);
const AS_OF_RENAME = { startingBalanceAsof: 'startingBalanceAsOf' } as const;

interface AccountFormProps {
  account?: Account;
  onDone: () => void;
}

const NAMES = { one: 'account', title: 'Account' };

export function AccountForm({ account, onDone }: AccountFormProps) {
  const editing = account !== undefined;
  const balanceEdited = useRef(editing);

  const form = useForm<AccountFormValues>({
    initialValues: accountFormValues(account),
    validate: (values) => validateAccountForm(values, account),
    validateInputOnChange: true,
    onValuesChange: (values, previous) => {
      if (editing) {
        // The amounts keep their stored meaning when the type moves between owed and balance types.
        if (asksOwed(values.accountType) !== asksOwed(previous.accountType)) {
          form.setValues({ balance: flippedAmount(values.balance), startingBalance: flippedAmount(values.startingBalance) });
        }
        return;
      }
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
  const owed = asksOwed(values.accountType);
  const labels = balanceLabels(values.accountType, editing);
  // The API spells the as-of field startingBalanceAsof.
  const saving = useItemFormSubmit(accountMutations, { item: account, form, onDone, rename: AS_OF_RENAME });
  const submit = form.onSubmit((formValues) => saving.save(toAccountBody(formValues, account)));

  const currentField = (
    <CurrencyInput
      label={labels.balance}
      // Creating asks one amount and its date (issue 24): today's figure follows it unless set apart.
      withAsterisk={editing}
      description={
        editing
          ? `Derived from the starting ${owed ? 'amount' : 'balance'} and posted transactions. Changing it records a 'Balance adjustment' for the difference.${owed ? ` ${AMOUNT_OWED_HINT}` : ''}`
          : `Optional: follows the ${owed ? 'amount owed' : 'starting balance'}. If today's figure differs, the difference is recorded as a 'Balance adjustment'.`
      }
      {...form.getInputProps('balance')}
      value={values.balance}
      onChange={(next) => {
        // Focus/blur reformatting is not an edit; a different amount is.
        balanceEdited.current = editing || normaliseAmount(next) !== normaliseAmount(values.startingBalance);
        form.setFieldValue('balance', next);
      }}
    />
  );
  const startingField = (
    <CurrencyInput
      label={labels.starting}
      withAsterisk
      description={
        owed
          ? `${editing ? 'What was owed on the as-of date. ' : ''}${AMOUNT_OWED_HINT}`
          : 'The balance on the as-of date; transactions from that date on move it.'
      }
      {...form.getInputProps('startingBalance')}
      value={values.startingBalance}
    />
  );
  const asOfField = <TextInput type="date" label={labels.asOf} {...form.getInputProps('startingBalanceAsOf')} />;
  const limitField = hasLimit && (
    <CurrencyInput label="Credit Limit" withAsterisk {...form.getInputProps('creditLimit')} value={values.creditLimit} />
  );

  return (
    <ItemEditFormFrame names={NAMES} editing={editing} saving={saving} onSubmit={submit} onCancel={onDone}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Account Name" withAsterisk placeholder="e.g. Everyday Checking" {...form.getInputProps('accountName')} />
        <NativeSelect label="Account Type" withAsterisk data={TYPE_OPTIONS} {...form.getInputProps('accountType')} />
      </SimpleGrid>
      {editing ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {currentField}
            {startingField}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {asOfField}
            {limitField}
          </SimpleGrid>
        </>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {startingField}
            {asOfField}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {limitField}
            {currentField}
          </SimpleGrid>
        </>
      )}
      <Textarea label="Description" autosize minRows={2} maxRows={4} {...form.getInputProps('description')} />
      <ColorField swatches={SWATCHES} {...form.getInputProps('color')} />
      <Group gap="xl">
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Switch
          label="Primary account"
          description="Only one account can be primary; choosing this one unsets the others. New transactions start from it."
          {...form.getInputProps('isPrimary', { type: 'checkbox' })}
        />
      </Group>
    </ItemEditFormFrame>
  );
}
