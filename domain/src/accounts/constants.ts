import { dateOutOfRangeMessage } from '../shared/dates';
import { MAX_AMOUNT_CENTS } from '../shared/money';
import { textRule } from '../shared/text-rules';
import { isOneOf } from '../shared/choices';

export const ACCOUNT_TYPES = ['checking', 'savings', 'credit_card', 'investment', 'loan / line of credit', 'other'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const isAccountType = isOneOf(ACCOUNT_TYPES);

/** SPEC section 9: the colour an account gets from its type when created without one. */
export const ACCOUNT_TYPE_COLORS: Record<AccountType, string> = {
  checking: '#3B82F6',
  savings: '#10B981',
  credit_card: '#EF4444',
  investment: '#8B5CF6',
  'loan / line of credit': '#F59E0B',
  other: '#6B7280',
};
export const DEFAULT_ACCOUNT_COLOR = '#3B82F6';
export const DEFAULT_STARTING_BALANCE_AS_OF = '2025-10-01';

/** Types that carry (and require) a credit limit; other types store creditLimitCents = null. */
export const CREDIT_LIMIT_ACCOUNT_TYPES: readonly AccountType[] = ['credit_card', 'loan / line of credit'];
export function accountTypeHasCreditLimit(type: AccountType): boolean {
  return CREDIT_LIMIT_ACCOUNT_TYPES.includes(type);
}

/** Title of a balance adjustment wherever adjustments are listed beside transactions. */
export const BALANCE_ADJUSTMENT_TITLE = 'Balance adjustment';

export const MAX_ACCOUNT_NAME_LENGTH = 100;
export const MAX_ACCOUNT_DESCRIPTION_LENGTH = 500;
/** The most a balance edit may move a balance at once: amounts are decimal(10,2) (SPEC section 9). */
export const MAX_BALANCE_ADJUSTMENT_CENTS = MAX_AMOUNT_CENTS;

/** The free texts' rules, with their messages (nameTooLong... below are theirs). */
export const accountTextRules = {
  name: textRule('Account name', MAX_ACCOUNT_NAME_LENGTH),
  description: textRule('Description', MAX_ACCOUNT_DESCRIPTION_LENGTH, { multiline: true }),
};

/** SPEC gives no texts for the account form; these are ours, used by schemas and the decider alike. */
export const accountMessages = {
  nameRequired: 'Account name is required',
  nameTooLong: accountTextRules.name.tooLong,
  nameControlCharacters: accountTextRules.name.controlCharacters,
  typeRequired: 'Account type is required',
  typeInvalid: 'Account type must be one of checking, savings, credit_card, investment, loan / line of credit, other',
  startingBalanceAsOfInvalid: 'Starting balance date must be a valid date (yyyy-mm-dd)',
  dateOutOfRange: dateOutOfRangeMessage,
  creditLimitRequired: 'Credit limit is required for credit card and loan accounts',
  descriptionInvalid: 'Description must be text',
  descriptionTooLong: accountTextRules.description.tooLong,
  descriptionControlCharacters: accountTextRules.description.controlCharacters,
  adjustmentTooLarge: 'Balance can change by less than 100,000,000 at once',
  colorInvalid: 'Color must be a hex color like #3B82F6',
  isActiveInvalid: 'Active must be true or false',
  isPrimaryInvalid: 'Primary must be true or false',
  dateInvalid: 'Date must be a valid date (yyyy-mm-dd)',
  notFound: 'Account not found',
  alreadyExists: 'Account already exists',
  notDeleted: 'This account is not deleted',
} as const;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** 409s of DELETE /api/accounts/{id} (issue 13 #4): deleting would orphan what still names the account. */
export const accountDeletionMessages = {
  /** Answered with `{ error, count }` unless the caller asks to delete them too (`?withTransactions=true`). */
  hasTransactions: (count: number) => `This account has ${plural(count, 'transaction')}`,
  /** Always refused (`{ error, recurringTransactions }`): a rule would keep generating occurrences for a deleted account. */
  usedByRecurring: (count: number) =>
    `This account is used by ${plural(count, 'recurring transaction')}; delete ${count === 1 ? 'it' : 'them'} or move ${count === 1 ? 'it' : 'them'} to another account first`,
  /** Its transactions kept changing under the deletion (three attempts). */
  changedMeanwhile: 'The account changed while it was being deleted; try again',
} as const;
