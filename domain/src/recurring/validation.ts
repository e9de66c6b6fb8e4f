import { checkActiveFlag, takeField } from '../shared/field-rules';
import { checkDayField } from '../shared/day-field';
import { addFieldMessage, type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import type { DraftCheck } from '../shared/zod';
import { bodyFields, checkCategoryText, checkMoneyFields, givenAccountIds, takeCategoryIds } from '../transactions/field-rules';
import { isRecurringFrequency, recurringMessages as m } from './constants';
import type { RecurringTransactionDraft, RecurringTransactionUpdateDraft } from './drafts';
import { applyRecurringRules } from './rules';
import type { RecurringTransactionFields } from './state';

export interface RecurringInputCheck {
  messages: FieldMessages;
  value: RecurringTransactionUpdateDraft;
}

/** includeOlderOccurrences: absent or null is false (an update draft leaves it out; the decider reads that as false). */
function checkIncludeOlder(raw: unknown, partial: boolean, messages: FieldMessages, value: RecurringTransactionUpdateDraft): void {
  if (raw === undefined || raw === null) {
    if (!partial) value.includeOlderOccurrences = false;
  } else if (typeof raw === 'boolean') value.includeOlderOccurrences = raw;
  else messages.includeOlderOccurrences = m.includeOlderOccurrencesInvalid;
}

/**
 * Checks each field of a recurring-transaction body, in form order: title, amount (absolute),
 * type, fromAccountId, toAccountId, frequency, startDate, endDate, biMonthlyDates, category,
 * transactionCategoryIds, isActive, autoPost, includeOlderOccurrences. Full mode (create) applies defaults (no end date, category '',
 * no categories, active) and then SPEC section 5's recurring rules (applyRecurringRules); partial
 * mode (update bodies) skips absent fields and leaves those rules to the decider's merged record.
 */
export function checkRecurringInput(raw: unknown, options: { partial?: boolean } = {}): RecurringInputCheck {
  const input = bodyFields(raw);
  const partial = options.partial ?? false;
  const skip = (value: unknown) => partial && value === undefined;
  const messages: FieldMessages = {};
  const value: RecurringTransactionUpdateDraft = {};

  // The transaction's own checks; the amount is sent absolute (SPEC section 7), the sign comes from the type.
  checkMoneyFields(input, skip, messages, value);
  // Which account a type uses is checked on the whole record (applyRecurringRules), as a stored one is on update.
  const { from, to } = givenAccountIds(input, skip);
  if (from !== undefined) value.fromAccountId = from;
  if (to !== undefined) value.toAccountId = to;
  if (!skip(input.frequency)) {
    if (isRecurringFrequency(input.frequency)) value.frequency = input.frequency;
    else messages.frequency = m.frequencyInvalid;
  }
  if (!skip(input.startDate)) {
    if (isBlank(input.startDate)) messages.startDate = m.startDateRequired;
    else takeField(messages, 'startDate', checkDayField(input.startDate, m.startDateInvalid), (day) => (value.startDate = day));
  }
  if (!skip(input.endDate)) {
    if (isBlank(input.endDate)) value.endDate = null;
    else takeField(messages, 'endDate', checkDayField(input.endDate, m.endDateInvalid), (day) => (value.endDate = day));
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
    else takeField(messages, 'category', checkCategoryText(input.category), (text) => (value.category = text));
  }
  takeCategoryIds(input, skip, messages, value);
  if (!skip(input.isActive)) {
    takeField(messages, 'isActive', checkActiveFlag(input.isActive, m.isActiveInvalid), (flag) => (value.isActive = flag));
  }
  if (!skip(input.autoPost)) {
    if (input.autoPost === undefined || input.autoPost === null) value.autoPost = false;
    else if (typeof input.autoPost === 'boolean') value.autoPost = input.autoPost;
    else messages.autoPost = m.autoPostInvalid;
  }
  checkIncludeOlder(input.includeOlderOccurrences, partial, messages, value);
  return { messages, value };
}

/** What a create body's record holds where a field failed its check, for the record rules to run beside its message. */
const RULE_STAND_INS: Omit<RecurringTransactionDraft, 'type' | 'frequency' | 'startDate'> = {
  title: '',
  amountCents: 0,
  category: '',
  transactionCategoryIds: [],
  fromAccountId: null,
  toAccountId: null,
  endDate: null,
  biMonthlyDates: [],
  isActive: true,
  autoPost: false,
  includeOlderOccurrences: false,
};

/** A create body as a full draft, the SPEC section 5 rules applied, or its messages (field checks first, then the rules). */
export function checkRecurringCreate(raw: unknown): DraftCheck<RecurringTransactionDraft> {
  const { messages, value } = checkRecurringInput(raw);
  const { type, frequency, startDate } = value;
  // The record rules need these three; a create body without one has that field's message already.
  if (type === undefined || frequency === undefined || startDate === undefined) return { ok: false, messages };
  // Full mode sets every other field or reports it; the stand-ins only let the rules run beside those messages,
  // so the form shows every problem at once (the rules read the type, accounts, frequency and dates).
  const { includeOlderOccurrences, ...fields } = { ...RULE_STAND_INS, ...value, type, frequency, startDate };
  const record: RecurringTransactionFields = fields;
  const ruleMessages: FieldMessages = {};
  const draft = { ...applyRecurringRules(record, ruleMessages), includeOlderOccurrences };
  for (const [field, message] of Object.entries(ruleMessages)) addFieldMessage(messages, field, message);
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft };
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
