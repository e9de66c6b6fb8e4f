import { isIsoDate, isSupportedDate } from '../shared/dates';
import { checkActiveFlag, checkRequiredText, type FieldResult, optionalId, takeField } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { parseAmount } from '../shared/money';
import { textProblem } from '../shared/text';
import type { DraftCheck } from '../shared/zod';
import {
  isTransactionType,
  MAX_TRANSACTION_CATEGORY_IDS,
  MAX_TRANSACTION_CATEGORY_LENGTH,
  MAX_TRANSACTION_TITLE_LENGTH,
} from '../transactions/constants';
import { isRecurringFrequency, recurringMessages as m } from './constants';
import type { RecurringTransactionDraft, RecurringTransactionUpdateDraft } from './drafts';
import { applyRecurringRules } from './rules';

const titleRule = { maxLength: MAX_TRANSACTION_TITLE_LENGTH, tooLong: m.titleTooLong, controlCharacters: m.titleControlCharacters };
const categoryRule = {
  maxLength: MAX_TRANSACTION_CATEGORY_LENGTH,
  tooLong: m.categoryTooLong,
  controlCharacters: m.categoryControlCharacters,
};

/** A yyyy-mm-dd day in the supported window (an ISO datetime is cut to its date, SPEC section 5). */
function checkDay(raw: unknown, invalid: string): FieldResult<string> {
  const text = typeof raw === 'string' ? raw.trim().replace(/^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/, '$1') : raw;
  if (isSupportedDate(text)) return { ok: true, value: text };
  return { ok: false, message: isIsoDate(text) ? m.dateOutOfRange : invalid };
}

export interface RecurringInputCheck {
  messages: FieldMessages;
  value: RecurringTransactionUpdateDraft;
}

/**
 * Checks each field of a recurring-transaction body, in form order: title, amount (absolute),
 * type, fromAccountId, toAccountId, frequency, startDate, endDate, biMonthlyDates, category,
 * transactionCategoryIds, isActive, autoPost. Full mode (create) applies defaults (no end date, category '',
 * no categories, active) and then SPEC section 5's recurring rules (applyRecurringRules); partial
 * mode (update bodies) skips absent fields and leaves those rules to the decider's merged record.
 */
export function checkRecurringInput(raw: unknown, options: { partial?: boolean } = {}): RecurringInputCheck {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const partial = options.partial ?? false;
  const skip = (value: unknown) => partial && value === undefined;
  const messages: FieldMessages = {};
  const value: RecurringTransactionUpdateDraft = {};

  if (!skip(input.title)) {
    takeField(messages, 'title', checkRequiredText(input.title, titleRule, m.titleRequired), (text) => (value.title = text));
  }
  if (!skip(input.amount)) {
    // Sent absolute (SPEC section 7): a negative amount is refused, the sign comes from the type.
    const amount = parseAmount(input.amount as string | number | null | undefined);
    if (amount.ok) value.amountCents = amount.cents;
    else messages.amount = amount.message;
  }
  if (!skip(input.type)) {
    if (isTransactionType(input.type)) value.type = input.type;
    else messages.type = m.typeInvalid;
  }
  if (!skip(input.fromAccountId)) value.fromAccountId = optionalId(input.fromAccountId);
  if (!skip(input.toAccountId)) value.toAccountId = optionalId(input.toAccountId);
  if (!skip(input.frequency)) {
    if (isRecurringFrequency(input.frequency)) value.frequency = input.frequency;
    else messages.frequency = m.frequencyInvalid;
  }
  if (!skip(input.startDate)) {
    if (isBlank(input.startDate)) messages.startDate = m.startDateRequired;
    else takeField(messages, 'startDate', checkDay(input.startDate, m.startDateInvalid), (day) => (value.startDate = day));
  }
  if (!skip(input.endDate)) {
    if (isBlank(input.endDate)) value.endDate = null;
    else takeField(messages, 'endDate', checkDay(input.endDate, m.endDateInvalid), (day) => (value.endDate = day));
  }
  if (!skip(input.biMonthlyDates)) {
    const dates = input.biMonthlyDates;
    if (dates === undefined || dates === null) value.biMonthlyDates = [];
    else if (!Array.isArray(dates)) messages.biMonthlyDates = m.biMonthlyDatesCount;
    else if (!dates.every((day) => typeof day === 'number')) messages.biMonthlyDates = m.biMonthlyDatesRange;
    else value.biMonthlyDates = dates;
  }
  if (!skip(input.category)) {
    if (input.category === undefined || input.category === null) value.category = '';
    else if (typeof input.category !== 'string') messages.category = m.categoryInvalid;
    else {
      const problem = textProblem(input.category.trim(), categoryRule);
      if (problem) messages.category = problem;
      else value.category = input.category.trim();
    }
  }
  if (!skip(input.transactionCategoryIds)) {
    const ids = input.transactionCategoryIds;
    if (ids === undefined || ids === null) value.transactionCategoryIds = [];
    else if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && id.trim() !== '')) {
      messages.transactionCategoryIds = m.categoryIdsInvalid;
    } else if (ids.length > MAX_TRANSACTION_CATEGORY_IDS) messages.transactionCategoryIds = m.categoryIdsTooMany;
    else value.transactionCategoryIds = [...new Set(ids.map((id: string) => id.trim()))];
  }
  if (!skip(input.isActive)) {
    takeField(messages, 'isActive', checkActiveFlag(input.isActive, m.isActiveInvalid), (flag) => (value.isActive = flag));
  }
  if (!skip(input.autoPost)) {
    if (input.autoPost === undefined || input.autoPost === null) value.autoPost = false;
    else if (typeof input.autoPost === 'boolean') value.autoPost = input.autoPost;
    else messages.autoPost = m.autoPostInvalid;
  }
  return { messages, value };
}

/** A create body as a full draft, the SPEC section 5 rules applied, or its messages (field checks first, then the rules). */
export function checkRecurringCreate(raw: unknown): DraftCheck<RecurringTransactionDraft> {
  const { messages, value } = checkRecurringInput(raw);
  const { title, amountCents, type, category, transactionCategoryIds, frequency, startDate, endDate, biMonthlyDates, isActive, autoPost } =
    value;
  if (
    hasFieldMessages(messages) ||
    title === undefined ||
    amountCents === undefined ||
    type === undefined ||
    category === undefined ||
    transactionCategoryIds === undefined ||
    frequency === undefined ||
    startDate === undefined ||
    endDate === undefined ||
    biMonthlyDates === undefined ||
    isActive === undefined ||
    autoPost === undefined
  ) {
    // Report the record rules too where the fields they need are known, so the form shows every problem at once.
    if (type !== undefined && frequency !== undefined && startDate !== undefined) {
      const ruleMessages: FieldMessages = {};
      applyRecurringRules(
        {
          title: '',
          amountCents: 0,
          type,
          category: '',
          transactionCategoryIds: [],
          fromAccountId: value.fromAccountId ?? null,
          toAccountId: value.toAccountId ?? null,
          frequency,
          startDate,
          endDate: endDate ?? null,
          biMonthlyDates: biMonthlyDates ?? [],
          isActive: true,
          autoPost: false,
        },
        ruleMessages,
      );
      for (const [field, message] of Object.entries(ruleMessages)) if (!(field in messages)) messages[field] = message;
    }
    return { ok: false, messages };
  }
  const ruleMessages: FieldMessages = {};
  const draft = applyRecurringRules(
    {
      title,
      amountCents,
      type,
      category,
      transactionCategoryIds,
      fromAccountId: value.fromAccountId ?? null,
      toAccountId: value.toAccountId ?? null,
      frequency,
      startDate,
      endDate,
      biMonthlyDates,
      isActive,
      autoPost,
    },
    ruleMessages,
  );
  return hasFieldMessages(ruleMessages) ? { ok: false, messages: ruleMessages } : { ok: true, draft };
}

/** An update body as a partial draft (absent fields keep their stored values), or its field messages. */
export function checkRecurringUpdate(raw: unknown): DraftCheck<RecurringTransactionUpdateDraft> {
  const { messages, value } = checkRecurringInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}

/** The ordered field -> message map for a recurring body (empty when valid): what the web form shows. */
export function validateRecurringInput(raw: unknown, options: { partial?: boolean } = {}): FieldMessages {
  return options.partial ? checkRecurringInput(raw, options).messages : checkRecurringCreateMessages(raw);
}

function checkRecurringCreateMessages(raw: unknown): FieldMessages {
  const checked = checkRecurringCreate(raw);
  return checked.ok ? {} : checked.messages;
}
