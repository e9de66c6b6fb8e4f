import { defaultEndDate } from '@life/domain/recurring/rules';
import { MAX_TRANSACTION_NOTES_LENGTH, transactionMessages, usesFromAccount, usesToAccount } from '@life/domain/transactions/constants';
import {
  Button,
  Checkbox,
  Combobox,
  Group,
  Input,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { RuleAssist } from '../rules/RuleAssist';
import { useQuery } from '@tanstack/react-query';
import { IconArrowsSplit2, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/fetch';
import { CurrencyInput } from '../../../components/CurrencyInput';
import { accountQueries } from '../accounts/queries';
import type { Account } from '../accounts/types';
import { CategoryPicker } from '../categories/CategoryPicker';
import { categoryQueries } from '../categories/queries';
import { applyApiFieldErrors } from '../../../components/manager/api-field-errors';
import { ItemFormFrame } from '../../../components/manager/FormParts';
import { formatMoney, localToday } from '../format';
import { useCreateRecurringTransaction } from '../recurring/mutations';
import { AutoPostCheckbox } from '../recurring/AutoPostCheckbox';
import { OlderOccurrencesCheckbox } from '../recurring/OlderOccurrencesCheckbox';
import { FREQUENCY_OPTIONS } from '../recurring/types';
import { BiMonthlyDaysGrid } from './BiMonthlyDaysGrid';
import { categoryFitsTransactionType } from '../categories/category-types';
import type { Category } from '../categories/types';
import { SplitEditor, type SplitChoice } from './SplitEditor';
import { splitCategoryIds, startSplit, type SplitFormLine } from './split-lines';
import {
  afterSaveAndAddAnother,
  autoPaymentTitle,
  categoriesFittingType,
  defaultFromAccountId,
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
import { titleSuggestionQuery, type TitleSuggestion } from './title-suggestions';
import { type Transaction, transactionStatusOptions, transactionTypeOptions } from './types';

/** A suggested past title, with the category (or type) it had the last time. */
function TitleOption({ suggestion, categoryNames }: { suggestion: TitleSuggestion; categoryNames: ReadonlyMap<string, string> }) {
  const names = suggestion.transactionCategoryIds.map((id) => categoryNames.get(id)).filter((name) => name !== undefined);
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" w="100%">
      <Text size="sm" truncate="end">
        {suggestion.title}
      </Text>
      <Text size="xs" c="dimmed" truncate="end">
        {names.length > 0 ? names.join(', ') : suggestion.type}
      </Text>
    </Group>
  );
}

interface TransactionFormProps {
  /** Edit mode when given (SPEC 4: forms switch mode on whether an item is passed). */
  transaction?: Transaction;
  /** Called after Continue on the success dialog, and on Cancel. Without it, Continue goes to /money. */
  onDone?: () => void;
  /** After Continue: the transaction as saved (not for a recurring one), so a list can say where it went. */
  onSaved?: (transaction: Transaction) => void;
  /** Whether the values differ from the ones the form opened with (a dialog asks before discarding them). */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Opened by the quick-entry shortcut (issue 24): From Account falls back to the first active
   * account when none is primary (any new transaction starts from the primary one).
   */
  quickEntry?: boolean;
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
export function TransactionForm({ transaction, onDone, onSaved, onDirtyChange, quickEntry = false }: TransactionFormProps) {
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

  /** 'Save and add another' was the submit's button (set on its click, read once by the submit). */
  const addAnother = useRef(false);
  /** What the last 'Save and add another' recorded, said under the form. */
  const [lastAdded, setLastAdded] = useState<Transaction | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  /** Whether the description's past titles are wanted (typing in it); shown only when there are some. */
  const [suggesting, setSuggesting] = useState(false);

  const startingValues = (today: string) => {
    const empty = emptyTransactionValues(today);
    return { ...empty, fromAccountId: defaultFromAccountId(accountsQuery.data ?? []) };
  };
  // Built once per transaction (the accounts, when already loaded, give the default From Account).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the accounts arriving later are handled below, without resetting typed values
  const initialValues = useMemo(() => (transaction ? transactionToFormValues(transaction) : startingValues(localToday())), [transaction]);
  /** What "unchanged" compares against: the opening values, then the fresh form after each 'Save and add another'. */
  const baseline = useRef(initialValues);
  const accounts = accountsQuery.data ?? [];

  const form = useForm<TransactionFormValues>({
    initialValues,
    validate: validateTransactionForm,
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      onDirtyChange?.(JSON.stringify(values) !== JSON.stringify(baseline.current));
      for (const field of TRANSACTION_FORM_FIELDS) {
        if (values[field] === previous[field]) continue;
        edited.current.add(field);
        // A split line's message (`splits.1.amount`) goes with any change to the lines.
        for (const key of Object.keys(serverErrors.current))
          if (key === field || key.startsWith(`${field}.`)) delete serverErrors.current[key];
      }

      // Derived changes first (each one re-enters here with its own change).
      // SPEC 4: switching recurring on sets the end date to 31 December of next year if none.
      if (values.isRecurring && !previous.isRecurring && values.endDate === '') {
        form.setFieldValue('endDate', defaultEndDate(localToday()));
        return;
      }
      // Payments and recurring ones are never split (issue 24): back to the lines' categories.
      if (values.isSplit && (values.type === 'payment' || values.isRecurring)) {
        form.setValues({ isSplit: false, splits: [], transactionCategoryIds: splitCategoryIds(values.splits) });
        return;
      }
      if (values.isSplit && values.type !== previous.type && categoriesQuery.data) {
        const kept = linesFittingType(values.splits, values.type, categoriesQuery.data);
        if (kept !== values.splits) {
          form.setFieldValue('splits', kept);
          return;
        }
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

      form.setErrors(shownErrors(values));
    },
  });

  /** The messages a field shows: once edited (or after a submit), and the API's until the field changes. Keys may be a split line's (`splits.0.amount`). */
  function shownErrors(values: TransactionFormValues): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const [key, message] of Object.entries(validateTransactionForm(values))) {
      const field = key.split('.')[0] as FieldName;
      if (!TRANSACTION_FORM_FIELDS.includes(field)) continue;
      if (submitted.current || (edited.current.has(field) && !waitsForSubmit(key, message, values))) errors[key] = message;
    }
    for (const [key, message] of Object.entries(serverErrors.current)) errors[key] ??= message;
    return errors;
  }

  // Accounts that arrive after the form opened still give an untouched new form its From Account.
  const loadedAccounts = accountsQuery.data;
  useEffect(() => {
    if (editing || !loadedAccounts || edited.current.has('fromAccountId') || form.getValues().fromAccountId !== '') return;
    const fromAccountId = defaultFromAccountId(loadedAccounts);
    if (!fromAccountId) return;
    baseline.current = { ...baseline.current, fromAccountId };
    form.setFieldValue('fromAccountId', fromAccountId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the accounts arriving matter; the form object is stable
  }, [loadedAccounts]);

  const values = form.values;
  const [typedTitle] = useDebouncedValue(values.title, 200);
  const suggestions =
    useQuery({ ...titleSuggestionQuery(typedTitle), enabled: !editing && titleSuggestionQuery(typedTitle).enabled }).data ?? [];
  const fromAccounts = offeredAccounts(accounts, [transaction?.fromAccountId]);
  const toAccounts = offeredAccounts(accounts, [transaction?.toAccountId]);
  const pending = createMutation.isPending || updateMutation.isPending || createRecurringMutation.isPending;
  const recurring = !editing && values.isRecurring;
  const canAddAnother = !editing && !recurring;
  // Open only with titles to show, so Esc closes the dialog as before when there are none.
  const combobox = useCombobox({
    opened: suggesting && suggestions.length > 0,
    onOpenedChange: setSuggesting,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const titleProps = form.getInputProps('title');
  const splitChoices = splitCategoryChoices(activeCategoriesQuery.data ?? [], categoriesQuery.data ?? [], values.type, values.splits);
  const canSplit = values.type !== 'payment' && !recurring;
  const categoryNames = new Map((categoriesQuery.data ?? []).map((category) => [category.id, category.transactionCategory]));

  // Mantine's submit handler is made when the form is submitted, not while rendering: the save
  // touches refs, which React's compiler only allows in event handlers and effects.
  const handleSubmit = (event: FormEvent<HTMLFormElement>, another: boolean) =>
    form.onSubmit(async (formValues) => {
      setProblem(null);
      try {
        if (another && !transaction && !formValues.isRecurring) {
          addedAnother(await createMutation.mutateAsync(toTransactionBody(formValues)), formValues);
          return;
        }
        setLastAdded(null);
        if (transaction) setSaved(await updateMutation.mutateAsync({ id: transaction.id, body: toTransactionBody(formValues) }));
        else if (formValues.isRecurring) await createRecurringMutation.mutateAsync(toRecurringBody(formValues));
        else setSaved(await createMutation.mutateAsync(toTransactionBody(formValues)));
        setSuccess(transaction ? 'updated' : formValues.isRecurring ? 'recurring' : 'created');
      } catch (error) {
        // The toast (mutations.ts) says it failed; field messages from a 400 go onto the fields.
        // The target names each split line's fields too, so `splits.1.categoryId` lands on its line.
        const applied = applyApiFieldErrors({ getValues: () => withSplitLineKeys(form.getValues()), setErrors: form.setErrors }, error);
        if (applied) {
          serverErrors.current = applied.fields;
          setProblem(applied.other);
        } else if (isApiError(error) && error.body?.error) {
          setProblem(error.body.error);
        }
      }
    })(event);

  /**
   * 'Save and add another' (issue 24): no Success dialog; the form starts again with the date,
   * type, accounts and status kept, says what it recorded, and the description takes the focus.
   */
  function addedAnother(recorded: Transaction, formValues: TransactionFormValues) {
    const next = afterSaveAndAddAnother(formValues, localToday());
    submitted.current = false;
    edited.current.clear();
    serverErrors.current = {};
    baseline.current = next;
    form.setValues(next);
    form.resetDirty(next);
    form.clearErrors();
    onDirtyChange?.(false);
    setLastAdded(recorded);
    onSaved?.(recorded);
    titleInput.current?.focus();
  }

  /** A past title chosen from the description's suggestions: its type, categories and any account not yet chosen. */
  function takeSuggestion(suggestion: TitleSuggestion) {
    const current = form.getValues();
    const sameType = suggestion.type === current.type;
    form.setValues({
      title: suggestion.title,
      type: suggestion.type,
      transactionCategoryIds: suggestion.transactionCategoryIds,
      fromAccountId: (sameType && current.fromAccountId) || suggestion.fromAccountId || current.fromAccountId,
      toAccountId: (sameType && current.toAccountId) || suggestion.toAccountId || current.toAccountId,
    });
  }

  function finish() {
    setSuccess(null);
    setSaved(null);
    if (saved) onSaved?.(saved);
    submitted.current = false;
    edited.current.clear();
    serverErrors.current = {};
    form.setValues(transaction ? form.getValues() : startingValues(localToday()));
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
          const another = addAnother.current;
          addAnother.current = false;
          handleSubmit(event, another);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
          // Ctrl/Cmd+Enter: 'Save and add another' from any field (quick entry by keyboard).
          if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || !canAddAnother) return;
          event.preventDefault();
          addAnother.current = true;
          event.currentTarget.requestSubmit();
        }}
        problem={problem}
        actions={{
          editing,
          pending,
          createLabel: 'Create Transaction',
          updateLabel: 'Update Transaction',
          pendingLabel: recurring ? 'Creating Recurring...' : undefined,
          onCancel: onDone,
          secondary: canAddAnother && (
            <Button
              // Not a submit button: Enter in a field keeps submitting with Create (the form's first submit button).
              type="button"
              variant="light"
              disabled={pending}
              title="Save and add another (Ctrl+Enter)"
              onClick={(event) => {
                addAnother.current = true;
                event.currentTarget.form?.requestSubmit();
              }}
            >
              Save and add another
            </Button>
          ),
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
            {/* issue 24: offered on create too, saying which occurrences up to today it creates posted */}
            <AutoPostCheckbox creating={values} {...form.getInputProps('autoPost', { type: 'checkbox' })} />
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

        {editing ? (
          <TextInput label="Description" placeholder="What was it for?" {...form.getInputProps('title')} />
        ) : (
          // issue 24: past titles offered while typing, each with the category it had last time.
          <Combobox
            store={combobox}
            onOptionSubmit={(title) => {
              const suggestion = suggestions.find((s) => s.title === title);
              if (suggestion) takeSuggestion(suggestion);
              setSuggesting(false);
            }}
          >
            <Combobox.Target>
              <TextInput
                ref={titleInput}
                label="Description"
                placeholder="What was it for?"
                autoComplete="off"
                data-autofocus={quickEntry || undefined}
                {...titleProps}
                onChange={(event) => {
                  form.setFieldValue('title', event.currentTarget.value);
                  setSuggesting(true);
                }}
                onBlur={() => setSuggesting(false)}
              />
            </Combobox.Target>
            <Combobox.Dropdown hidden={suggestions.length === 0}>
              <Combobox.Options aria-label="Past descriptions">
                {suggestions.map((suggestion) => (
                  <Combobox.Option value={suggestion.title} key={suggestion.title}>
                    <TitleOption suggestion={suggestion} categoryNames={categoryNames} />
                  </Combobox.Option>
                ))}
              </Combobox.Options>
            </Combobox.Dropdown>
          </Combobox>
        )}
        {lastAdded && (
          <Text size="sm" c="teal" role="status" data-testid="added-another">
            Saved "{lastAdded.title}" ({formatMoney(lastAdded.amount)}). Add the next one.
          </Text>
        )}
        {/* issue 23: a new transaction offers what a rule or the title's last use would fill in */}
        {!editing && <RuleAssist values={values} onFill={(patch) => form.setValues(patch)} />}

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CurrencyInput label="Amount" placeholder="0.00" {...form.getInputProps('amount')} value={values.amount} />
          {!recurring && <TextInput type="date" label="Date" {...form.getInputProps('date')} />}
        </SimpleGrid>

        {values.isSplit && canSplit ? (
          <SplitEditor
            amount={values.amount}
            lines={values.splits}
            categories={splitChoices}
            errors={form.errors}
            onChange={(lines) =>
              // The last line removed: not split any more.
              lines.length === 0 ? form.setValues({ isSplit: false, splits: [] }) : form.setFieldValue('splits', lines)
            }
            onUnsplit={() => form.setValues({ isSplit: false, splits: [], transactionCategoryIds: splitCategoryIds(values.splits) })}
          />
        ) : (
          <>
            <CategoryPicker
              categories={categoriesQuery.data}
              activeCategories={activeCategoriesQuery.data}
              loading={categoriesQuery.isPending}
              transactionType={values.type}
              value={values.transactionCategoryIds}
              onChange={(ids) => form.setFieldValue('transactionCategoryIds', ids)}
              error={form.errors.transactionCategoryIds}
            />
            {canSplit && (
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                mt={-8}
                leftSection={<IconArrowsSplit2 size={14} aria-hidden />}
                onClick={() => form.setValues({ isSplit: true, splits: startSplit(values.transactionCategoryIds) })}
              >
                Split
              </Button>
            )}
          </>
        )}

        {!recurring && (
          <Textarea
            label="Notes"
            placeholder="Anything to remember (optional)"
            minRows={2}
            maxLength={MAX_TRANSACTION_NOTES_LENGTH}
            {...form.getInputProps('notes')}
          />
        )}

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

/**
 * A split's messages that wait for a submit (issue 24): a line's blank field (a new line is not yet
 * a mistake) and the sum, which "Remaining" already shows while typing.
 */
function waitsForSubmit(key: string, message: string, values: TransactionFormValues): boolean {
  if (key === 'splits') return message === transactionMessages.splitSumMismatch;
  const line = /^splits\.(\d+)\.(categoryId|amount|memo)$/.exec(key);
  if (!line) return false;
  return (values.splits[Number(line[1])]?.[line[2] as 'categoryId' | 'amount' | 'memo'] ?? '').trim() === '';
}

/** The lines with a category that no longer fits the type cleared (the same array when none changes). */
function linesFittingType(lines: SplitFormLine[], type: TransactionFormValues['type'], categories: readonly Category[]): SplitFormLine[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const fits = (id: string) => {
    const category = byId.get(id);
    return category !== undefined && categoryFitsTransactionType(category.transactionType, type);
  };
  if (lines.every((line) => line.categoryId === '' || fits(line.categoryId))) return lines;
  return lines.map((line) => (line.categoryId === '' || fits(line.categoryId) ? line : { ...line, categoryId: '' }));
}

/** A split line's category choices: the active categories fitting the type, plus any a line already has (inactive ones too). */
function splitCategoryChoices(
  active: readonly Category[],
  all: readonly Category[],
  type: TransactionFormValues['type'],
  lines: readonly SplitFormLine[],
): SplitChoice[] {
  const offered = active.filter((category) => categoryFitsTransactionType(category.transactionType, type));
  const offeredIds = new Set(offered.map((category) => category.id));
  const kept = all.filter((category) => !offeredIds.has(category.id) && lines.some((line) => line.categoryId === category.id));
  return [...offered, ...kept].map((category) => ({ value: category.id, label: category.transactionCategory }));
}

/** The form's values with each split line's fields under their API keys (`splits.0.amount`), for the API's field messages. */
function withSplitLineKeys(values: TransactionFormValues): Record<string, unknown> {
  const keyed: Record<string, unknown> = { ...values };
  values.splits.forEach((line, index) => {
    for (const field of ['categoryId', 'amount', 'memo'] as const) keyed[`splits.${index}.${field}`] = line[field];
  });
  return keyed;
}
