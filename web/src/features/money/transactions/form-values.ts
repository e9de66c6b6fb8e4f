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
    ...recurringDefaults(today),
  };
}

/** The recurring part when it is off: monthly from today, no end (switching it on sets one) and no days picked. */
function recurringDefaults(
  today: string,
): Pick<TransactionFormValues, 'isRecurring' | 'frequency' | 'startDate' | 'endDate' | 'biMonthlyDates' | 'includeOlderOccurrences'> {
  return { isRecurring: false, frequency: 'monthly', startDate: today, endDate: '', biMonthlyDates: [], includeOlderOccurrences: false };
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
    ...recurringDefaults(tx.date),
  };
}

/** The request body: the shared money fields (form-fields.ts), the status and the day. */
export function toTransactionBody(values: TransactionFormValues): TransactionBody {
  return { ...moneyBodyFields(values), posted: values.posted, date: values.date, isRecurring: false };
}

/**
 * SPEC 5 rules, exactly as the domain (and the API) check them: field -> message, in field order.
 * A recurring one is checked as a transaction without its hidden Date and Status, plus the recurrence.
 */
export function validateTransactionForm(values: TransactionFormValues): Record<string, string> {
  const messages = validateTransactionInput(toTransactionBody(values));
  if (!values.isRecurring) return messages;
  const shown = Object.entries(messages).filter(([field]) => field !== 'date' && field !== 'posted');
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
