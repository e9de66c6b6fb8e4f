import { isIsoDate, isSupportedDate } from '../shared/dates';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { requireFields } from '../shared/aggregate-fields';
import { checkOptionalText, takeField } from '../shared/field-rules';
import type { DraftCheck } from '../shared/zod';
import { isTransactionStatus, transactionMessages as m, transactionTextRules } from './constants';
import type { BulkTransactionDraft, TransactionDraft, TransactionStatusDraft, TransactionUpdateDraft } from './drafts';
import { TRANSACTION_BODY_SETTLED_KEYS } from './fields';
import { bodyFields, checkCategoryText, checkMoneyFields, givenAccountIds, takeCategoryIds } from './field-rules';
import { applyAccountRules } from './rules';
import { checkSplitLines, checkSplitRules, splitCategoryIds } from './splits';

/** What a body says once checked; `date` stays undefined when not given (the decider uses today). */
export interface TransactionInputCheck {
  messages: FieldMessages;
  value: TransactionUpdateDraft;
}

/**
 * SPEC section 5, in this order: title, amount, type, fromAccountId, toAccountId, posted,
 * then date, category and transactionCategoryIds; then notes and the split's lines (issue 24: a
 * split's categories replace the body's transactionCategoryIds). Every value that passes fits the read models:
 * texts without control characters and within their named limits, dates in the supported window. Full mode (create): posted defaults to 'posted',
 * category ids to []. Partial mode (update bodies): undefined fields are skipped, and the
 * account rules run only for fields that are present.
 * The account a type does not use is normalised to null (an income has no from-account).
 */
export function checkTransactionInput(raw: unknown, options: { partial?: boolean } = {}): TransactionInputCheck {
  const input = bodyFields(raw);
  const skip = (value: unknown) => (options.partial ?? false) && value === undefined;
  const messages: FieldMessages = {};
  const value: TransactionUpdateDraft = {};

  checkMoneyFields(input, skip, messages, value);

  const { from, to } = givenAccountIds(input, skip);
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
    takeField(messages, 'category', checkCategoryText(input.category), (text) => (value.category = text));
  }

  takeCategoryIds(input, skip, messages, value);

  // Issue 24: notes, then the split's lines (absent on update: unchanged; null or []: not split).
  if (!skip(input.notes)) {
    takeField(
      messages,
      'notes',
      checkOptionalText(input.notes, transactionTextRules.notes, m.notesInvalid),
      (text) => (value.notes = text),
    );
  }
  if (!skip(input.splits)) {
    const lines = checkSplitLines(input.splits);
    if (!lines.ok) Object.assign(messages, lines.messages);
    else {
      const problem = checkSplitRules(lines.value, value.type, value.amountCents);
      if (problem !== undefined && !('type' in messages) && !('amount' in messages)) messages.splits = problem;
      value.splits = lines.value;
      // A split's categories are its lines' (the body's transactionCategoryIds are ignored then).
      if (lines.value.length > 0) {
        delete messages.transactionCategoryIds;
        value.transactionCategoryIds = splitCategoryIds(lines.value);
      }
    }
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
  // Full mode sets every field but date and category or reports it; this narrows the type (and would catch a rule that forgot one).
  return { ok: true, draft: { ...value, ...requireFields(TRANSACTION_BODY_SETTLED_KEYS, value, 'checkTransactionInput') } };
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
  const { fromAccountId, toAccountId, transactionCategoryIds, splits } = checkTransactionInput(raw).value;
  return { ok: false, messages: created.messages, references: { fromAccountId, toAccountId, transactionCategoryIds, splits } };
}
