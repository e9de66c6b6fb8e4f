import { isIsoDate, isSupportedDate } from '../../shared/dates';
import { checkRequiredText, takeField } from '../../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../../shared/fields';
import type { DraftCheck } from '../../shared/zod';
import { goalReviewMessages as m, MAX_GOAL_REFLECTION_LENGTH } from './constants';
import type { GoalReviewDraft } from './drafts';
import { isMonday } from './week';

const reflectionRule = {
  maxLength: MAX_GOAL_REFLECTION_LENGTH,
  tooLong: m.reflectionTooLong,
  controlCharacters: m.reflectionControlCharacters,
  multiline: true,
};

/** The reflection form's and POST /api/goal-reviews' rules, in form order: weekStart, reflection. */
export function validateGoalReviewInput(raw: unknown): FieldMessages {
  return checkGoalReview(raw).messages;
}

function checkGoalReview(raw: unknown): { messages: FieldMessages; value: Partial<GoalReviewDraft> } {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const messages: FieldMessages = {};
  const value: Partial<GoalReviewDraft> = {};
  const weekStart = input.weekStart;
  if (isBlank(weekStart)) value.weekStart = null;
  else if (!isIsoDate(weekStart)) messages.weekStart = m.weekStartInvalid;
  else if (!isSupportedDate(weekStart)) messages.weekStart = m.weekStartOutOfRange;
  else if (!isMonday(weekStart)) messages.weekStart = m.weekStartNotMonday;
  else value.weekStart = weekStart;
  takeField(messages, 'reflection', checkRequiredText(input.reflection, reflectionRule, m.reflectionRequired), (text) => {
    value.reflection = text;
  });
  return { messages, value };
}

/** A body as a draft, or its messages. */
export function checkGoalReviewSave(raw: unknown): DraftCheck<GoalReviewDraft> {
  const { messages, value } = checkGoalReview(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  if (value.weekStart === undefined || value.reflection === undefined) throw new Error('checkGoalReview left a field unset');
  return { ok: true, draft: { weekStart: value.weekStart, reflection: value.reflection } };
}
