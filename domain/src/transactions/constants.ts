import { dateOutOfRangeMessage } from '../shared/dates';
import { controlCharactersMessage } from '../shared/text';
import { textRule } from '../shared/text-rules';
import { isOneOf } from '../shared/choices';

export const TRANSACTION_TYPES = ['income', 'expense', 'payment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['posted', 'pending'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const isTransactionType = isOneOf(TRANSACTION_TYPES);

export const isTransactionStatus = isOneOf(TRANSACTION_STATUSES);

/** Expenses and payments take money from an account. */
export function usesFromAccount(type: TransactionType): boolean {
  return type === 'expense' || type === 'payment';
}

/** Income and payments put money into an account. */
export function usesToAccount(type: TransactionType): boolean {
  return type === 'income' || type === 'payment';
}

/** Most transactions one RecordTransactions may carry; the API answers 413 above it. */
export const MAX_BULK_TRANSACTIONS = 1000;
export const MAX_TRANSACTION_TITLE_LENGTH = 255;
/** The free-text `category` (used when no category is chosen): as long as a category name may be. */
export const MAX_TRANSACTION_CATEGORY_LENGTH = 100;
/** The list's title search (GET /api/transactions?search=): no title is longer, so a longer search cannot match. */
export const MAX_TRANSACTION_SEARCH_LENGTH = MAX_TRANSACTION_TITLE_LENGTH;
/** Most categories one transaction may carry. */
export const MAX_TRANSACTION_CATEGORY_IDS = 50;
/** A transaction's notes (issue 24). */
export const MAX_TRANSACTION_NOTES_LENGTH = 1000;
/** Most lines one split transaction may have (issue 24): at most one category each, like the category ids. */
export const MAX_SPLIT_LINES = MAX_TRANSACTION_CATEGORY_IDS;
export const MIN_SPLIT_LINES = 2;
/** One split line's memo. */
export const MAX_SPLIT_MEMO_LENGTH = 100;

/** The free texts' rules, with their messages (titleTooLong... below are theirs). */
export const transactionTextRules = {
  title: textRule('Description', MAX_TRANSACTION_TITLE_LENGTH),
  category: textRule('Category', MAX_TRANSACTION_CATEGORY_LENGTH),
  notes: textRule('Notes', MAX_TRANSACTION_NOTES_LENGTH, { multiline: true }),
  splitMemo: textRule('Memo', MAX_SPLIT_MEMO_LENGTH),
};

/** Field messages; the SPEC section 5 texts are exact, the rest are ours. */
export const transactionMessages = {
  titleRequired: 'Description is required',
  titleTooLong: transactionTextRules.title.tooLong,
  titleControlCharacters: transactionTextRules.title.controlCharacters,
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a valid number greater than 0',
  amountTooManyDecimals: 'Amount can have at most 2 decimal places',
  amountTooLarge: 'Amount must be less than 100,000,000',
  typeInvalid: 'Type must be income, expense or payment',
  expenseFromAccountRequired: "Expense transactions require a 'From Account' to be selected",
  incomeToAccountRequired: "Income transactions require a 'To Account' to be selected",
  paymentFromAccountRequired: "Payment transactions require a 'From Account' to be selected",
  paymentToAccountRequired: "Payment transactions require a 'To Account' to be selected",
  sameAccount: 'Cannot transfer money to the same account',
  statusInvalid: 'Status must be posted or pending',
  dateInvalid: 'Date must be a valid date (yyyy-mm-dd)',
  dateOutOfRange: dateOutOfRangeMessage,
  categoryTooLong: transactionTextRules.category.tooLong,
  categoryControlCharacters: transactionTextRules.category.controlCharacters,
  categoryIdsInvalid: 'Transaction categories must be a list of category ids',
  categoryIdsTooMany: `At most ${MAX_TRANSACTION_CATEGORY_IDS} transaction categories can be chosen`,
  accountNotFound: 'Selected account does not exist',
  accountInactive: 'Selected account is inactive',
  categoryNotFound: 'Selected category does not exist',
  categoryInactive: 'Selected category is inactive',
  notFound: 'Transaction not found',
  alreadyExists: 'Transaction already exists',
  notDeleted: 'This transaction is not deleted',
  notDeletedWithAccount: 'This transaction was not deleted with this account',
  notOnAccount: 'This transaction does not name this account',
  otherAccountDeleted: 'A transaction deleted with this account also names another deleted account: restore that account first',
  notDeletedWithRecurring: 'This transaction was not deleted with this recurring transaction',
  recurringAccountDeleted: 'A transaction deleted with this recurring transaction names a deleted account: restore that account first',
  generatedNotEditable: 'Transactions generated from a recurring transaction cannot be edited; edit the recurring transaction instead',
  bulkEmpty: 'At least one transaction is required',
  bulkTooMany: 'At most 1,000 transactions can be recorded at once',
  bulkDuplicateId: 'Duplicate transaction id',
  notesInvalid: 'Notes must be text',
  notesTooLong: transactionTextRules.notes.tooLong,
  notesControlCharacters: transactionTextRules.notes.controlCharacters,
  // Split transactions (issue 24): `splits` for the whole split, `splits.<i>.<field>` for one line's problem.
  splitsInvalid: 'Split lines must be a list of lines with a category and an amount',
  splitTooFewLines: 'A split needs at least two lines',
  splitTooManyLines: `A split has at most ${MAX_SPLIT_LINES} lines`,
  splitCategoryRequired: 'Choose a category for each split line',
  splitAmountInvalid: 'Each split amount must be more than 0',
  splitAmountTooManyDecimals: 'Each split amount can have at most 2 decimal places',
  splitAmountTooLarge: 'Each split amount must be less than 100,000,000',
  splitMemoInvalid: 'Memo must be text',
  splitMemoTooLong: transactionTextRules.splitMemo.tooLong,
  splitMemoControlCharacters: transactionTextRules.splitMemo.controlCharacters,
  splitSumMismatch: "The split amounts must add up to the transaction's amount",
  splitTransfer: 'Transfers cannot be split',
  searchTooLong: `Search must be ${MAX_TRANSACTION_SEARCH_LENGTH} characters or fewer`,
  searchControlCharacters: controlCharactersMessage('Search'),
} as const;
