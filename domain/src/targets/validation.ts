import { hasFieldMessages, type FieldMessages } from '../shared/fields';
import { parseWholeNumber } from '../shared/numbers';
import type { DraftCheck } from '../shared/zod';
import { TARGET_RULES, targetMessages } from './constants';
import { TARGET_FIELDS } from './fields';
import type { TargetsDraft } from './drafts';

/**
 * Checks a targets body in form order (TARGET_FIELDS). Partial mode (the API's PUT) skips absent
 * fields; full mode (the form) requires every one.
 */
export function checkTargetsInput(raw: unknown, options: { partial?: boolean } = {}): { messages: FieldMessages; value: TargetsDraft } {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const messages: FieldMessages = {};
  const value: TargetsDraft = {};
  for (const field of TARGET_FIELDS) {
    if (options.partial && input[field] === undefined) continue;
    const parsed = parseWholeNumber(input[field], TARGET_RULES[field]);
    if (parsed.ok) value[field] = parsed.value;
    else messages[field] = parsed.code === 'required' ? targetMessages.required(field) : targetMessages.outOfRange(field);
  }
  return { messages, value };
}

/** The targets form's field -> message map (every field required). */
export function validateTargetsInput(raw: unknown): FieldMessages {
  return checkTargetsInput(raw).messages;
}

/** A PUT body as the targets it changes, or its messages. */
export function checkTargetsUpdate(raw: unknown): DraftCheck<TargetsDraft> {
  const { messages, value } = checkTargetsInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}
