import type { RecurringFrequency } from '@life/domain/recurring/constants';
import { type TransactionStatus, type TransactionType, usesFromAccount, usesToAccount } from '@life/domain/transactions/constants';
import type { TransactionInput } from '@life/domain/transactions/schemas';
import { amountBodyText } from '../../../components/currency-text';
import type { SplitFormLine } from './split-lines';

/** The transaction form's values; field names are the API's, so its field errors land on the right inputs. */
export interface TransactionFormValues {
  type: TransactionType;
  fromAccountId: string;
  toAccountId: string;
  title: string;
  amount: string;
  date: string;
  transactionCategoryIds: string[];
  posted: TransactionStatus;
  /** Free text, newlines allowed (issue 24); '' when none. */
  notes: string;
  /** Split across categories (issue 24): the lines replace the category choice (never for payments or recurring ones). */
  isSplit: boolean;
  splits: SplitFormLine[];
  /** The recurring part (creating only): when on, the form records a recurring transaction instead (Date and Status hidden). */
  isRecurring: boolean;
  frequency: RecurringFrequency;
  startDate: string;
  /** '' when open-ended. */
  endDate: string;
  /** Bi-monthly only: the days picked in the 1 to 31 grid, at most 2. */
  biMonthlyDates: number[];
  /** 'Also create occurrences older than a year' (offered when the start date is more than a year back). */
  includeOlderOccurrences: boolean;
  /** 'Mark posted automatically on its date' (issue 24): the occurrences dated up to today are created posted. */
  autoPost: boolean;
}

/**
 * The body fields a transaction and a recurring transaction share, from the form: the amount
 * absolute, the account a type does not use null. `category` (the legacy free-text name) is sent
 * empty: the API names it after the first chosen category itself.
 */
export function moneyBodyFields(
  values: TransactionFormValues,
): Required<Pick<TransactionInput, 'title' | 'amount' | 'type' | 'category' | 'transactionCategoryIds' | 'fromAccountId' | 'toAccountId'>> {
  return {
    title: values.title.trim(),
    amount: amountBodyText(values.amount),
    type: values.type,
    category: '',
    transactionCategoryIds: values.transactionCategoryIds,
    fromAccountId: usesFromAccount(values.type) && values.fromAccountId ? values.fromAccountId : null,
    toAccountId: usesToAccount(values.type) && values.toAccountId ? values.toAccountId : null,
  };
}
