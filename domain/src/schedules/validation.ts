import { z } from 'zod';
import { checkFields, type FieldChecks, requiredTextField } from '../shared/aggregate-fields';
import { checkDayField } from '../shared/day-field';
import { checkActiveFlag, type FieldResult, optionalId } from '../shared/field-rules';
import { addFieldMessage, type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import type { DraftCheck } from '../shared/zod';
import {
  DEFAULT_SCHEDULE_FREQUENCY,
  isScheduleFrequency,
  MAX_SCHEDULE_FREQUENCY_LENGTH,
  scheduleNameRule,
  type ScheduleFrequency,
  scheduleMessages as m,
} from './constants';
import type { ScheduleDraft, ScheduleUpdateDraft } from './drafts';
import type { ScheduleFields } from './fields';
import { applyScheduleRules } from './rules';

export interface ScheduleInputCheck {
  messages: FieldMessages;
  value: ScheduleUpdateDraft;
}

/** Blank is the default (monthly), on update too. */
function checkFrequency(raw: unknown): FieldResult<ScheduleFrequency> {
  if (isBlank(raw)) return { ok: true, value: DEFAULT_SCHEDULE_FREQUENCY };
  if (typeof raw === 'string' && raw.length > MAX_SCHEDULE_FREQUENCY_LENGTH) return { ok: false, message: m.frequencyTooLong };
  return isScheduleFrequency(raw) ? { ok: true, value: raw } : { ok: false, message: m.frequencyInvalid };
}

/** A required day: blank is `required`, otherwise a day in the supported window (an ISO datetime is cut to its date). */
function requiredDay(required: string, invalid: string) {
  return {
    body: z.string().nullish(),
    check: (raw: unknown) => (isBlank(raw) ? { ok: false as const, message: required } : checkDayField(raw, invalid)),
  };
}

/** A rule per field, in form order (the body's types come from them too, schemas.ts). */
export const scheduleFieldChecks = {
  name: requiredTextField(scheduleNameRule, m.nameRequired),
  frequency: { body: z.string().nullish(), check: checkFrequency },
  recurringTransactionId: { body: z.string().nullish(), check: (raw: unknown) => ({ ok: true as const, value: optionalId(raw) }) },
  startDate: requiredDay(m.startDateRequired, m.startDateInvalid),
  endDate: requiredDay(m.endDateRequired, m.endDateInvalid),
  isActive: { body: z.boolean().nullish(), check: (raw: unknown) => checkActiveFlag(raw, m.isActiveInvalid) },
} satisfies FieldChecks<ScheduleFields>;

/**
 * Checks a schedule body in form order (scheduleFieldChecks): name, frequency, recurringTransactionId,
 * startDate, endDate, isActive. Full mode (create): frequency defaults to monthly, the schedule rules
 * (rules.ts) run; partial mode (update) skips absent fields and leaves those rules to the decider's merged schedule.
 */
export function checkScheduleInput(raw: unknown, options: { partial?: boolean } = {}): ScheduleInputCheck {
  return checkFields<ScheduleFields>(scheduleFieldChecks, raw, options);
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
  for (const [field, message] of Object.entries(ruleMessages)) addFieldMessage(messages, field, message);
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
