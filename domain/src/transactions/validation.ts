import { isIsoDate, isSupportedDate } from '../shared/dates';
import { checkRequiredText, optionalId, takeField } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { parseAmount } from '../shared/money';
import { textProblem } from '../shared/text';
import type { DraftCheck } from '../shared/zod';
import {
  isTransactionStatus,
  isTransactionType,
  MAX_TRANSACTION_CATEGORY_IDS,
  MAX_TRANSACTION_CATEGORY_LENGTH,
  MAX_TRANSACTION_TITLE_LENGTH,
  transactionMessages as m,
} from './constants';
import type { BulkTransactionDraft, TransactionDraft, TransactionStatusDraft, TransactionUpdateDraft } from './drafts';
import { applyAccountRules } from './rules';

/** What a body says once checked; `date` stays undefined when not given (the decider uses today). */
export interface TransactionInputCheck {
  messages: FieldMessages;
  value: TransactionUpdateDraft;
}

const titleRule = { maxLength: MAX_TRANSACTION_TITLE_LENGTH, tooLong: m.titleTooLong, controlCharacters: m.titleControlCharacters };
const categoryRule = {
  maxLength: MAX_TRANSACTION_CATEGORY_LENGTH,
  tooLong: m.categoryTooLong,
  controlCharacters: m.categoryControlCharacters,
};

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
  const value: TransactionUpdateDraft = {};

  if (!skip(input.title)) {
    takeField(messages, 'title', checkRequiredText(input.title, titleRule, m.titleRequired), (text) => (value.title = text));
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

  const from = skip(input.fromAccountId) ? undefined : optionalId(input.fromAccountId);
  const to = skip(input.toAccountId) ? undefined : optionalId(input.toAccountId);
  if (value.type) Object.assign(value, applyAccountRules(value.type, from, to, messages));
  else {
    if (from !== undefined) value.fromAccountId = from;
    if (to !== undefined) value.toAccountId = to;
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
    else value.category = input.category.trim();
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

/** A create body as a full draft (posted and category ids defaulted; no date means today), or its messages. */
export function checkTransactionCreate(raw: unknown): DraftCheck<TransactionDraft> {
  const { messages, value } = checkTransactionInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  const { title, amountCents, type, fromAccountId, toAccountId, posted, transactionCategoryIds } = value;
  // Full mode sets every field or reports it; this narrows the types (and would catch a rule that forgot one).
  if (
    title === undefined ||
    amountCents === undefined ||
    type === undefined ||
    fromAccountId === undefined ||
    toAccountId === undefined ||
    posted === undefined ||
    transactionCategoryIds === undefined
  ) {
    throw new Error('checkTransactionInput left a transaction field unset');
  }
  const draft: TransactionDraft = { title, amountCents, type, fromAccountId, toAccountId, posted, transactionCategoryIds };
  if (value.date !== undefined) draft.date = value.date;
  if (value.category !== undefined) draft.category = value.category;
  return { ok: true, draft };
}

/** An update body as a partial draft (absent fields keep their stored values), or its messages. */
export function checkTransactionUpdate(raw: unknown): DraftCheck<TransactionUpdateDraft> {
  const { messages, value } = checkTransactionInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}

/** A status change body; a missing status is refused like a wrong one. */
export function checkTransactionStatus(input: { posted?: unknown }): DraftCheck<TransactionStatusDraft> {
  const posted = input.posted ?? '';
  return isTransactionStatus(posted) ? { ok: true, draft: { posted } } : { ok: false, messages: { posted: m.statusInvalid } };
}

/** One bulk item: its draft, or its messages with the ids it names (checked against the context by the decider). */
export function checkBulkTransaction(raw: unknown): BulkTransactionDraft {
  const created = checkTransactionCreate(raw);
  if (created.ok) return created;
  const { fromAccountId, toAccountId, transactionCategoryIds } = checkTransactionInput(raw).value;
  return { ok: false, messages: created.messages, references: { fromAccountId, toAccountId, transactionCategoryIds } };
}
