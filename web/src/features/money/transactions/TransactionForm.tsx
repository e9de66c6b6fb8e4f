import { defaultEndDate } from '@life/domain/recurring/rules';
import { usesFromAccount, usesToAccount } from '@life/domain/transactions/constants';
import { Button, Checkbox, Input, Modal, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RuleAssist } from '../rules/RuleAssist';
import { useQuery } from '@tanstack/react-query';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/fetch';
import { CurrencyInput } from '../../../components/CurrencyInput';
import { accountQueries } from '../accounts/queries';
import type { Account } from '../accounts/types';
import { CategoryPicker } from '../categories/CategoryPicker';
import { categoryQueries } from '../categories/queries';
import { applyApiFieldErrors } from '../../../components/manager/api-field-errors';
import { ItemFormFrame } from '../../../components/manager/FormParts';
import { localToday } from '../format';
import { useCreateRecurringTransaction } from '../recurring/mutations';
import { OlderOccurrencesCheckbox } from '../recurring/OlderOccurrencesCheckbox';
import { FREQUENCY_OPTIONS } from '../recurring/types';
import { BiMonthlyDaysGrid } from './BiMonthlyDaysGrid';
import {
  autoPaymentTitle,
  categoriesFittingType,
  emptyTransactionValues,
  offeredAccounts,
  TRANSACTION_FORM_FIELDS,
  toTransactionBody,
  transactionToFormValues,
  type TransactionFormValues,
  validateTransactionForm,
} from './form-values';
import { useCreateTransaction, useUpdateTransaction } from './mutations';
import { toRecurringBody } from './recurring-values';
import { type Transaction, transactionStatusOptions, transactionTypeOptions } from './types';

interface TransactionFormProps {
  /** Edit mode when given (SPEC 4: forms switch mode on whether an item is passed). */
  transaction?: Transaction;
  /** Called after Continue on the success dialog, and on Cancel. Without it, Continue goes to /money. */
  onDone?: () => void;
  /** After Continue: the transaction as saved (not for a recurring one), so a list can say where it went. */
  onSaved?: (transaction: Transaction) => void;
  /** Whether the values differ from the ones the form opened with (a dialog asks before discarding them). */
  onDirtyChange?: (dirty: boolean) => void;
}

const TYPE_OPTIONS = transactionTypeOptions({ payment: 'Payment / Transfer' });

const STATUS_OPTIONS = transactionStatusOptions();

function accountOptions(accounts: readonly Account[]) {
  return [{ value: '', label: 'Select account' }, ...accounts.map((account) => ({ value: account.id, label: account.accountName }))];
}

type FieldName = (typeof TRANSACTION_FORM_FIELDS)[number];

/** SPEC 8: what the 'Success!' dialog says after each kind of save. */
const SUCCESS_TEXTS = {
  created: 'Transaction created successfully!',
  updated: 'Transaction updated successfully!',
  recurring: 'Recurring transaction created successfully! Future transactions have been generated.',
} as const;

/**
 * The transaction form (SPEC 2 + 5). Rules and messages are the domain's validateTransactionInput,
 * checked on change: a field shows its message once it has been edited, and every field does
 * after the first submit.
 */
export function TransactionForm({ transaction, onDone, onSaved, onDirtyChange }: TransactionFormProps) {
  const editing = transaction !== undefined;
  const navigate = useNavigate();
  const accountsQuery = useQuery(accountQueries.list());
  const categoriesQuery = useQuery(categoryQueries.list());
  // The same cached list (one fetch), seen through the active view.
  const activeCategoriesQuery = useQuery(categoryQueries.active());
  const createMutation = useCreateTransaction();
  const updateMutation = useUpdateTransaction();
  const createRecurringMutation = useCreateRecurringTransaction();
  const [success, setSuccess] = useState<keyof typeof SUCCESS_TEXTS | null>(null);
  const [saved, setSaved] = useState<Transaction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const edited = useRef(new Set<FieldName>());
  const submitted = useRef(false);
  /** Messages from the API's last 400, kept on their field until that field changes. */
  const serverErrors = useRef<Record<string, string>>({});

  const initialValues = useMemo(
    () => (transaction ? transactionToFormValues(transaction) : emptyTransactionValues(localToday())),
    [transaction],
  );
  const accounts = accountsQuery.data ?? [];

  const form = useForm<TransactionFormValues>({
    initialValues,
    validate: validateTransactionForm,
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      onDirtyChange?.(JSON.stringify(values) !== JSON.stringify(initialValues));
      for (const field of TRANSACTION_FORM_FIELDS) {
        if (values[field] === previous[field]) continue;
        edited.current.add(field);
        delete serverErrors.current[field];
      }

      // Derived changes first (each one re-enters here with its own change).
      // SPEC 4: switching recurring on sets the end date to 31 December of next year if none.
      if (values.isRecurring && !previous.isRecurring && values.endDate === '') {
        form.setFieldValue('endDate', defaultEndDate(localToday()));
        return;
      }
      if (values.type !== previous.type && categoriesQuery.data) {
        const kept = categoriesFittingType(values.transactionCategoryIds, values.type, categoriesQuery.data);
        if (kept.length !== values.transactionCategoryIds.length) {
          form.setFieldValue('transactionCategoryIds', kept);
          return;
        }
      }
      const accountsChanged =
        values.type !== previous.type || values.fromAccountId !== previous.fromAccountId || values.toAccountId !== previous.toAccountId;
      const title = accountsChanged ? autoPaymentTitle(values, accountsQuery.data ?? []) : null;
      if (title !== null) {
        form.setFieldValue('title', title);
        return;
      }

      const messages = validateTransactionForm(values);
      const errors: Record<string, string> = {};
      for (const field of TRANSACTION_FORM_FIELDS) {
        const show = submitted.current || edited.current.has(field);
        const message = (show ? messages[field] : undefined) ?? serverErrors.current[field];
        if (message) errors[field] = message;
      }
      form.setErrors(errors);
    },
  });

  const values = form.values;
  const fromAccounts = offeredAccounts(accounts, [transaction?.fromAccountId]);
  const toAccounts = offeredAccounts(accounts, [transaction?.toAccountId]);
  const pending = createMutation.isPending || updateMutation.isPending || createRecurringMutation.isPending;
  const recurring = !editing && values.isRecurring;

  // Mantine's submit handler is made when the form is submitted, not while rendering: the save
  // touches refs, which React's compiler only allows in event handlers and effects.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(async (formValues) => {
      setProblem(null);
      try {
        if (transaction) setSaved(await updateMutation.mutateAsync({ id: transaction.id, body: toTransactionBody(formValues) }));
        else if (formValues.isRecurring) await createRecurringMutation.mutateAsync(toRecurringBody(formValues));
        else setSaved(await createMutation.mutateAsync(toTransactionBody(formValues)));
        setSuccess(transaction ? 'updated' : formValues.isRecurring ? 'recurring' : 'created');
      } catch (error) {
        // The toast (mutations.ts) says it failed; field messages from a 400 go onto the fields.
        const applied = applyApiFieldErrors(form, error);
        if (applied) {
          serverErrors.current = applied.fields;
          setProblem(applied.other);
        } else if (isApiError(error) && error.body?.error) {
          setProblem(error.body.error);
        }
      }
    })(event);

  function finish() {
    setSuccess(null);
    setSaved(null);
    if (saved) onSaved?.(saved);
    submitted.current = false;
    edited.current.clear();
    serverErrors.current = {};
    form.setValues(transaction ? form.getValues() : emptyTransactionValues(localToday()));
    form.resetDirty();
    form.clearErrors();
    onDirtyChange?.(false);
    if (onDone) onDone();
    // Fire and forget: leaving the form has nothing to report back here.
    else void navigate('/money');
  }

  return (
    <>
      <ItemFormFrame
        label={editing ? 'Edit transaction' : 'New transaction'}
        onSubmit={(event) => {
          submitted.current = true;
          handleSubmit(event);
        }}
        problem={problem}
        actions={{
          editing,
          pending,
          createLabel: 'Create Transaction',
          updateLabel: 'Update Transaction',
          pendingLabel: recurring ? 'Creating Recurring...' : undefined,
          onCancel: onDone,
        }}
      >
        {/* A transaction already recorded stays one; only a new one can be set up to repeat. */}
        {!editing && (
          <Checkbox
            label="Recurring Transaction"
            description="Set up this transaction to repeat automatically"
            {...form.getInputProps('isRecurring', { type: 'checkbox' })}
          />
        )}
        {recurring && (
          <>
            <NativeSelect label="Frequency" data={FREQUENCY_OPTIONS} {...form.getInputProps('frequency')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput type="date" label="Start Date" {...form.getInputProps('startDate')} />
              <TextInput type="date" label="End Date (Optional)" {...form.getInputProps('endDate')} />
            </SimpleGrid>
            <OlderOccurrencesCheckbox
              startDate={values.startDate}
              {...form.getInputProps('includeOlderOccurrences', { type: 'checkbox' })}
            />
            {values.frequency === 'bi-monthly' && (
              <BiMonthlyDaysGrid
                value={values.biMonthlyDates}
                onChange={(days) => form.setFieldValue('biMonthlyDates', days)}
                error={form.errors.biMonthlyDates}
              />
            )}
          </>
        )}

        <Input.Wrapper label="Transaction Type" labelElement="div" error={form.errors.type}>
          <SegmentedControl
            fullWidth
            mt={4}
            data={TYPE_OPTIONS}
            // Let 'Payment / Transfer' wrap on phones instead of being cut off.
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
            aria-label="Transaction Type"
            value={values.type}
            onChange={(type) => form.setFieldValue('type', type)}
          />
        </Input.Wrapper>

        {(usesFromAccount(values.type) || usesToAccount(values.type)) && (
          <SimpleGrid cols={{ base: 1, sm: values.type === 'payment' ? 2 : 1 }}>
            {usesFromAccount(values.type) && (
              <NativeSelect label="From Account" data={accountOptions(fromAccounts)} {...form.getInputProps('fromAccountId')} />
            )}
            {usesToAccount(values.type) && (
              <NativeSelect label="To Account" data={accountOptions(toAccounts)} {...form.getInputProps('toAccountId')} />
            )}
          </SimpleGrid>
        )}
        {!accountsQuery.isPending && accounts.every((account) => !account.isActive) && (
          <Text size="sm" c="dimmed">
            No active accounts yet: add one under Settings, Create / Manage Account(s).
          </Text>
        )}

        <TextInput label="Description" placeholder="What was it for?" {...form.getInputProps('title')} />
        {/* issue 23: a new transaction offers what a rule or the title's last use would fill in */}
        {!editing && <RuleAssist values={values} onFill={(patch) => form.setValues(patch)} />}

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CurrencyInput label="Amount" placeholder="0.00" {...form.getInputProps('amount')} value={values.amount} />
          {!recurring && <TextInput type="date" label="Date" {...form.getInputProps('date')} />}
        </SimpleGrid>

        <CategoryPicker
          categories={categoriesQuery.data}
          activeCategories={activeCategoriesQuery.data}
          loading={categoriesQuery.isPending}
          transactionType={values.type}
          value={values.transactionCategoryIds}
          onChange={(ids) => form.setFieldValue('transactionCategoryIds', ids)}
          error={form.errors.transactionCategoryIds}
        />

        {!recurring && (
          <Input.Wrapper label="Status" labelElement="div" error={form.errors.posted}>
            <SegmentedControl
              mt={4}
              display="flex"
              w="fit-content"
              data={STATUS_OPTIONS}
              aria-label="Status"
              value={values.posted}
              onChange={(posted) => form.setFieldValue('posted', posted)}
            />
          </Input.Wrapper>
        )}
      </ItemFormFrame>

      <Modal opened={success !== null} onClose={finish} title="Success!" centered size="sm" withCloseButton={false}>
        <Stack align="center" gap="md">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text ta="center">{success ? SUCCESS_TEXTS[success] : ''}</Text>
          <Button onClick={finish} data-autofocus>
            Continue
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
