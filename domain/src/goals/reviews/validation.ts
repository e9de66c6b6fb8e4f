import { isIsoDate, isSupportedDate } from '../../shared/dates';
import { checkRequiredText, type FieldResult, takeField } from '../../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../../shared/fields';
import { textRule } from '../../shared/text-rules';
import type { DraftCheck } from '../../shared/zod';
import { goalReviewMessages as m, MAX_GOAL_REFLECTION_LENGTH } from './constants';
import type { GoalReviewDraft } from './drafts';

const reflectionRule = textRule('Reflection', MAX_GOAL_REFLECTION_LENGTH, { multiline: true });

/**
 * A reviewed week's first day (yyyy-mm-dd in the supported window); blank means the caller's current
 * week (null). Whether it is the first day of the user's week needs their setting: the route and the
 * decider check it (issue 26).
 */
export function checkWeekStart(raw: unknown): FieldResult<string | null> {
  if (isBlank(raw)) return { ok: true, value: null };
  if (!isIsoDate(raw)) return { ok: false, message: m.weekStartInvalid };
  if (!isSupportedDate(raw)) return { ok: false, message: m.weekStartOutOfRange };
  return { ok: true, value: raw };
}

/** GET /api/goal-reviews/week's query: the week, or its messages. */
export function checkGoalReviewWeek(raw: unknown): DraftCheck<{ weekStart: string | null }> {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const messages: FieldMessages = {};
  let weekStart: string | null = null;
  takeField(messages, 'weekStart', checkWeekStart(input.weekStart), (value) => (weekStart = value));
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: { weekStart } };
}

/** The reflection form's and POST /api/goal-reviews' rules, in form order: weekStart, reflection. */
export function validateGoalReviewInput(raw: unknown): FieldMessages {
  return checkGoalReview(raw).messages;
}

function checkGoalReview(raw: unknown): { messages: FieldMessages; value: Partial<GoalReviewDraft> } {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const messages: FieldMessages = {};
  const value: Partial<GoalReviewDraft> = {};
  takeField(messages, 'weekStart', checkWeekStart(input.weekStart), (weekStart) => (value.weekStart = weekStart));
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
