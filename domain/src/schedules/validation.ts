import { isIsoDate, isSupportedDate } from '../shared/dates';
import { checkActiveFlag, checkRequiredText, type FieldResult, takeField } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import type { DraftCheck } from '../shared/zod';
import {
  DEFAULT_SCHEDULE_FREQUENCY,
  isScheduleFrequency,
  MAX_SCHEDULE_FREQUENCY_LENGTH,
  MAX_SCHEDULE_NAME_LENGTH,
  scheduleMessages as m,
} from './constants';
import type { ScheduleDraft, ScheduleUpdateDraft } from './drafts';
import { applyScheduleRules } from './rules';

const nameRule = { maxLength: MAX_SCHEDULE_NAME_LENGTH, tooLong: m.nameTooLong, controlCharacters: m.nameControlCharacters };

/** SPEC section 5: dates come as ISO datetime strings and are converted to dates; a plain yyyy-mm-dd is taken as is. */
function checkDay(raw: unknown, invalid: string): FieldResult<string> {
  const text = typeof raw === 'string' ? raw.trim().replace(/^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/, '$1') : raw;
  if (isSupportedDate(text)) return { ok: true, value: text };
  return { ok: false, message: isIsoDate(text) ? m.dateOutOfRange : invalid };
}

export interface ScheduleInputCheck {
  messages: FieldMessages;
  value: ScheduleUpdateDraft;
}

/**
 * Checks a schedule body in form order: name, frequency, recurringTransactionId, startDate, endDate,
 * isActive. Full mode (create): frequency defaults to monthly, the schedule rules (rules.ts) run;
 * partial mode (update) skips absent fields and leaves those rules to the decider's merged schedule.
 */
export function checkScheduleInput(raw: unknown, options: { partial?: boolean } = {}): ScheduleInputCheck {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const partial = options.partial ?? false;
  const skip = (value: unknown) => partial && value === undefined;
  const messages: FieldMessages = {};
  const value: ScheduleUpdateDraft = {};

  if (!skip(input.name)) {
    takeField(messages, 'name', checkRequiredText(input.name, nameRule, m.nameRequired), (text) => (value.name = text));
  }
  if (!skip(input.frequency)) {
    const frequency = input.frequency;
    if (isBlank(frequency)) value.frequency = DEFAULT_SCHEDULE_FREQUENCY;
    else if (typeof frequency === 'string' && frequency.length > MAX_SCHEDULE_FREQUENCY_LENGTH) messages.frequency = m.frequencyTooLong;
    else if (isScheduleFrequency(frequency)) value.frequency = frequency;
    else messages.frequency = m.frequencyInvalid;
  }
  if (!skip(input.recurringTransactionId)) {
    const id = input.recurringTransactionId;
    value.recurringTransactionId = typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
  }
  if (!skip(input.startDate)) {
    if (isBlank(input.startDate)) messages.startDate = m.startDateRequired;
    else takeField(messages, 'startDate', checkDay(input.startDate, m.startDateInvalid), (day) => (value.startDate = day));
  }
  if (!skip(input.endDate)) {
    if (isBlank(input.endDate)) messages.endDate = m.endDateRequired;
    else takeField(messages, 'endDate', checkDay(input.endDate, m.endDateInvalid), (day) => (value.endDate = day));
  }
  if (!skip(input.isActive)) {
    takeField(messages, 'isActive', checkActiveFlag(input.isActive, m.isActiveInvalid), (flag) => (value.isActive = flag));
  }
  return { messages, value };
}

/** A create body as a full draft (rules applied), or its messages: field checks, then the rules where their fields are known. */
export function checkScheduleCreate(raw: unknown): DraftCheck<ScheduleDraft> {
  const { messages, value } = checkScheduleInput(raw);
  const { name, frequency, startDate, endDate, isActive } = value;
  const recurringTransactionId = value.recurringTransactionId ?? null;
  const ruleMessages: FieldMessages = {};
  const draft = applyScheduleRules(
    {
      name: name ?? '',
      frequency: frequency ?? DEFAULT_SCHEDULE_FREQUENCY,
      startDate: startDate ?? '',
      endDate: endDate ?? '\uffff',
      recurringTransactionId,
      isActive: isActive ?? true,
    },
    ruleMessages,
  );
  for (const [field, message] of Object.entries(ruleMessages)) if (!(field in messages)) messages[field] = message;
  if (hasFieldMessages(messages)) return { ok: false, messages };
  return { ok: true, draft };
}

/** An update body as a partial draft (absent fields keep their stored values), or its field messages. */
export function checkScheduleUpdate(raw: unknown): DraftCheck<ScheduleUpdateDraft> {
  const { messages, value } = checkScheduleInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}

/** The form's field -> message map (empty when valid). */
export function validateScheduleInput(raw: unknown, options: { partial?: boolean } = {}): FieldMessages {
  if (options.partial) return checkScheduleInput(raw, options).messages;
  const checked = checkScheduleCreate(raw);
  return checked.ok ? {} : checked.messages;
}
