import { isIsoDate, isSupportedDate } from '../shared/dates';
import { type FieldMessages, isBlank } from '../shared/fields';
import { formatCents, parseAmount } from '../shared/money';
import { textProblem } from '../shared/text';
import type { TransactionInput } from './commands';
import {
  isTransactionStatus,
  isTransactionType,
  MAX_TRANSACTION_CATEGORY_IDS,
  MAX_TRANSACTION_CATEGORY_LENGTH,
  MAX_TRANSACTION_TITLE_LENGTH,
  type TransactionType,
  transactionMessages as m,
  usesFromAccount,
  usesToAccount,
} from './constants';
import type { TransactionFields } from './state';

/** What a body says once checked; `date` stays undefined when not given (the decider uses today). */
export interface TransactionInputValue {
  title?: string;
  amountCents?: number;
  type?: TransactionType;
  fromAccountId?: string | null;
  toAccountId?: string | null;
  posted?: TransactionFields['posted'];
  date?: string;
  transactionCategoryIds?: string[];
}

export interface TransactionInputCheck {
  messages: FieldMessages;
  value: TransactionInputValue;
}

const titleRule = { maxLength: MAX_TRANSACTION_TITLE_LENGTH, tooLong: m.titleTooLong, controlCharacters: m.titleControlCharacters };
const categoryRule = { maxLength: MAX_TRANSACTION_CATEGORY_LENGTH, tooLong: m.categoryTooLong, controlCharacters: m.categoryControlCharacters };

function accountIdOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The "account required" messages, for types that use that account (usesFromAccount/usesToAccount). */
const fromAccountRequired = (type: TransactionType) => (type === 'payment' ? m.paymentFromAccountRequired : m.expenseFromAccountRequired);
const toAccountRequired = (type: TransactionType) => (type === 'payment' ? m.paymentToAccountRequired : m.incomeToAccountRequired);

/**
 * SPEC section 5, in this order: title, amount, type, fromAccountId, toAccountId, posted,
 * then date, category and transactionCategoryIds. Every value that passes fits the read models:
 * texts without control characters and within their named limits, dates in the supported window. Full mode (create): posted defaults to 'posted',
 * category ids to []. Partial mode (update bodies): undefined fields are skipped, and the
 * account rules run only for fields that are present.
 * The account a type does not use is normalised to null (an income has no from-account).
 */
export function checkTransactionInput(raw: unknown, options: { partial?: boolean } = {}): TransactionInputCheck {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const skip = (value: unknown) => (options.partial ?? false) && value === undefined;
  const messages: FieldMessages = {};
  const value: TransactionInputValue = {};

  if (!skip(input.title)) {
    const title = input.title;
    const problem = typeof title === 'string' ? textProblem(title.trim(), titleRule) : undefined;
    if (typeof title !== 'string' || title.trim() === '') messages.title = m.titleRequired;
    else if (problem) messages.title = problem;
    else value.title = title.trim();
  }

  if (!skip(input.amount)) {
    const amount = parseAmount(input.amount as string | number | null | undefined);
    if (amount.ok) value.amountCents = amount.cents;
    else messages.amount = amount.message;
  }

  if (!skip(input.type)) {
    if (isTransactionType(input.type)) value.type = input.type;
    else messages.type = m.typeInvalid;
  }

  const from = accountIdOf(input.fromAccountId);
  const to = accountIdOf(input.toAccountId);
  if (value.type) {
    if (!usesFromAccount(value.type)) value.fromAccountId = null;
    else if (!skip(input.fromAccountId)) {
      if (from === null) messages.fromAccountId = fromAccountRequired(value.type);
      else value.fromAccountId = from;
    }
    if (!usesToAccount(value.type)) value.toAccountId = null;
    else if (!skip(input.toAccountId)) {
      if (to === null) messages.toAccountId = toAccountRequired(value.type);
      else if (value.type === 'payment' && to === value.fromAccountId) messages.toAccountId = m.sameAccount;
      else value.toAccountId = to;
    }
  } else {
    if (!skip(input.fromAccountId)) value.fromAccountId = from;
    if (!skip(input.toAccountId)) value.toAccountId = to;
  }

  if (!skip(input.posted)) {
    if (input.posted === undefined || input.posted === null) value.posted = 'posted';
    else if (isTransactionStatus(input.posted)) value.posted = input.posted;
    else messages.posted = m.statusInvalid;
  }

  if (!isBlank(input.date)) {
    // Outside the supported window no read model could store the day (see isSupportedDate).
    if (isSupportedDate(input.date)) value.date = input.date;
    else messages.date = isIsoDate(input.date) ? m.dateOutOfRange : m.dateInvalid;
  }

  // The free text is only used when no category is chosen (references.ts), but it is checked whenever given.
  if (typeof input.category === 'string') {
    const problem = textProblem(input.category.trim(), categoryRule);
    if (problem) messages.category = problem;
  }

  if (!skip(input.transactionCategoryIds)) {
    const ids = input.transactionCategoryIds;
    if (ids === undefined || ids === null) value.transactionCategoryIds = [];
    else if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && id.trim() !== '')) {
      messages.transactionCategoryIds = m.categoryIdsInvalid;
    } else if (ids.length > MAX_TRANSACTION_CATEGORY_IDS) messages.transactionCategoryIds = m.categoryIdsTooMany;
    else value.transactionCategoryIds = [...new Set(ids.map((id: string) => id.trim()))];
  }

  return { messages, value };
}

/**
 * The ordered field -> message map for a transaction body (empty when valid): what the web
 * form shows under each field and what the API returns as `fields` (the first one as `error`).
 * Checks the body alone; account/category existence needs the context (see references.ts).
 */
export function validateTransactionInput(raw: unknown, options: { partial?: boolean } = {}): FieldMessages {
  return checkTransactionInput(raw, options).messages;
}

/** The stored transaction as a full body, so an update body can be laid over it. */
export function transactionFieldsToInput(fields: TransactionFields): TransactionInput {
  return {
    title: fields.title,
    amount: formatCents(fields.amountCents),
    type: fields.type,
    category: fields.category,
    transactionCategoryIds: fields.transactionCategoryIds,
    fromAccountId: fields.fromAccountId,
    toAccountId: fields.toAccountId,
    posted: fields.posted,
    date: fields.date,
  };
}

/** Update body laid over the stored transaction: undefined fields keep the stored value. */
export function mergeTransactionInput(fields: TransactionFields, input: TransactionInput): TransactionInput {
  const merged: Record<string, unknown> = { ...transactionFieldsToInput(fields) };
  for (const [key, value] of Object.entries(input)) if (value !== undefined) merged[key] = value;
  return merged as TransactionInput;
}
