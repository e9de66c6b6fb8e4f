import { formatCents } from '@life/domain/shared/money';
import type { TransactionType } from '@life/domain/transactions/constants';
import { paymentAutoTitle, shouldAutoFillTitle } from '@life/domain/transactions/title';
import { validateTransactionInput } from '@life/domain/transactions/validation';
import { formatAmountText } from '../../../components/currency-text';
import type { Account } from '../accounts/types';
import { categoryFitsTransactionType } from '../categories/category-types';
import type { Category } from '../categories/types';
import { toCents } from '../format';
import { moneyBodyFields, type TransactionFormValues } from './form-fields';
import { validateRecurringPart } from './recurring-values';
import { splitCategoryIds, splitLinesToBody, splitsToFormLines } from './split-lines';
import type { Transaction, TransactionBody } from './types';

export type { TransactionFormValues } from './form-fields';

export const TRANSACTION_FORM_FIELDS = [
  'frequency',
  'startDate',
  'endDate',
  'biMonthlyDates',
  'title',
  'amount',
  'type',
  'fromAccountId',
  'toAccountId',
  'posted',
  'date',
  'transactionCategoryIds',
  'splits',
  'notes',
] as const satisfies readonly (keyof TransactionFormValues)[];

/** SPEC 4: new transactions default to an expense, posted, dated today. */
export function emptyTransactionValues(today: string): TransactionFormValues {
  return {
    type: 'expense',
    fromAccountId: '',
    toAccountId: '',
    title: '',
    amount: '',
    date: today,
    transactionCategoryIds: [],
    posted: 'posted',
    notes: '',
    isSplit: false,
    splits: [],
    ...recurringDefaults(today),
  };
}

/** The recurring part when it is off: monthly from today, no end (switching it on sets one) and no days picked. */
function recurringDefaults(
  today: string,
): Pick<
  TransactionFormValues,
  'isRecurring' | 'frequency' | 'startDate' | 'endDate' | 'biMonthlyDates' | 'includeOlderOccurrences' | 'autoPost'
> {
  return {
    isRecurring: false,
    frequency: 'monthly',
    startDate: today,
    endDate: '',
    biMonthlyDates: [],
    includeOlderOccurrences: false,
    autoPost: false,
  };
}

/**
 * Where a new transaction starts from (issue 24), in the quick-entry dialog and the regular Add
 * Transaction dialog alike: the primary account when it is active, else the first active account
 * (in the accounts' order). '' when there is no active account.
 */
export function defaultFromAccountId(accounts: readonly Account[]): string {
  const active = accounts.filter((account) => account.isActive);
  return (active.find((account) => account.isPrimary) ?? active[0])?.id ?? '';
}

/** The form after 'Save and add another' (issue 24): a new one-off transaction with the date, type, accounts and status kept. */
export function afterSaveAndAddAnother(saved: TransactionFormValues, today: string): TransactionFormValues {
  return {
    ...emptyTransactionValues(today),
    type: saved.type,
    fromAccountId: saved.fromAccountId,
    toAccountId: saved.toAccountId,
    date: saved.date,
    posted: saved.posted,
  };
}

export function transactionToFormValues(tx: Transaction): TransactionFormValues {
  return {
    type: tx.type,
    fromAccountId: tx.fromAccountId ?? '',
    toAccountId: tx.toAccountId ?? '',
    title: tx.title,
    // The API signs expenses; the form always holds the absolute amount.
    amount: formatAmountText(formatCents(Math.abs(toCents(tx.amount)))),
    date: tx.date,
    transactionCategoryIds: [...tx.transactionCategoryIds],
    posted: tx.posted,
    notes: tx.notes,
    isSplit: tx.splits.length > 0,
    splits: splitsToFormLines(tx.splits),
    ...recurringDefaults(tx.date),
  };
}

/**
 * The request body: the shared money fields (form-fields.ts), the status, the day, the notes and
 * the split's lines ([] when not split: on an update that removes a split). A split's categories
 * are its lines' (the API derives them too).
 */
export function toTransactionBody(values: TransactionFormValues): TransactionBody {
  const split = values.isSplit && values.type !== 'payment';
  return {
    ...moneyBodyFields(values),
    ...(split ? { transactionCategoryIds: splitCategoryIds(values.splits) } : {}),
    posted: values.posted,
    date: values.date,
    notes: values.notes,
    splits: split ? splitLinesToBody(values.splits) : [],
    isRecurring: false,
  };
}

/**
 * SPEC 5 rules, exactly as the domain (and the API) check them: field -> message, in field order.
 * A recurring one is checked as a transaction without its hidden Date and Status, plus the recurrence.
 */
export function validateTransactionForm(values: TransactionFormValues): Record<string, string> {
  const messages = validateTransactionInput(toTransactionBody(values));
  if (!values.isRecurring) return messages;
  // A recurring one has no Date, Status, notes or split (its occurrences are never split).
  const hidden = (key: string) => ['date', 'posted', 'notes', 'splits'].includes(key.split('.')[0] ?? key);
  const shown = Object.entries(messages).filter(([field]) => !hidden(field));
  return { ...validateRecurringPart(values), ...Object.fromEntries(shown) };
}

/**
 * SPEC 4: a payment with both accounts chosen gets the description 'To {to} from {from}' when
 * the description is empty or still follows that pattern. Returns the new title, or null to keep it.
 */
export function autoPaymentTitle(values: TransactionFormValues, accounts: readonly Account[]): string | null {
  if (values.type !== 'payment' || !values.fromAccountId || !values.toAccountId) return null;
  const from = accounts.find((account) => account.id === values.fromAccountId);
  const to = accounts.find((account) => account.id === values.toAccountId);
  if (!from || !to) return null;
  const names = accounts.map((account) => account.accountName);
  if (!shouldAutoFillTitle(values.title, names)) return null;
  const title = paymentAutoTitle(from.accountName, to.accountName);
  return title === values.title ? null : title;
}

/** Chosen categories that still fit after a type change (the picker only offers fitting ones). */
export function categoriesFittingType(ids: readonly string[], type: TransactionType, categories: readonly Category[]): string[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return ids.filter((id) => {
    const category = byId.get(id);
    return category ? categoryFitsTransactionType(category.transactionType, type) : false;
  });
}

/** Accounts the form offers: the active ones, plus the ones this transaction already uses (editing keeps them). */
export function offeredAccounts(accounts: readonly Account[], keep: readonly (string | null | undefined)[] = []): Account[] {
  return accounts.filter((account) => account.isActive || keep.includes(account.id));
}
