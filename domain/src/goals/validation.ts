import { checkOptionalText, checkRequiredText, type FieldResult, takeField } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import type { DraftCheck } from '../shared/zod';
import {
  DEFAULT_GOAL_PRIORITY,
  type GoalPriority,
  type GoalStatus,
  goalMessages as m,
  isGoalPriority,
  isGoalStatus,
  MAX_GOAL_CATEGORY_LENGTH,
  MAX_GOAL_DESCRIPTION_LENGTH,
  MAX_GOAL_DUE_DATE_LENGTH,
  MAX_GOAL_PROGRESS,
  MAX_GOAL_TITLE_LENGTH,
} from './constants';
import type { GoalDraft, GoalUpdateDraft } from './drafts';
import { progressStatusProblem, settleNewGoal } from './rules';

const titleRule = { maxLength: MAX_GOAL_TITLE_LENGTH, tooLong: m.titleTooLong, controlCharacters: m.titleControlCharacters };
const descriptionRule = {
  maxLength: MAX_GOAL_DESCRIPTION_LENGTH,
  tooLong: m.descriptionTooLong,
  controlCharacters: m.descriptionControlCharacters,
  multiline: true,
};
const categoryRule = { maxLength: MAX_GOAL_CATEGORY_LENGTH, tooLong: m.categoryTooLong, controlCharacters: m.categoryControlCharacters };
const dueDateRule = { maxLength: MAX_GOAL_DUE_DATE_LENGTH, tooLong: m.dueDateTooLong, controlCharacters: m.dueDateControlCharacters };

/** A whole percent 0-100 (a JSON number; '50' is not one). */
function checkProgress(raw: unknown): FieldResult<number> {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_GOAL_PROGRESS)
    return { ok: false, message: m.progressInvalid };
  return { ok: true, value: raw === 0 ? 0 : raw }; // -0 is 0
}

function checkChoice<T extends string>(raw: unknown, is: (value: unknown) => value is T, invalid: string): FieldResult<T> {
  return is(raw) ? { ok: true, value: raw } : { ok: false, message: invalid };
}

export interface GoalInputCheck {
  messages: FieldMessages;
  value: GoalUpdateDraft;
}

/**
 * Checks a goal body in form order: title, description, category, priority, dueDate, then status
 * and progress. Absent or null priority, status and progress are left out of `value` (create
 * applies the defaults, update keeps the stored ones); texts absent or null are '' on create.
 * Partial mode (update bodies) skips absent fields.
 */
export function checkGoalInput(raw: unknown, options: { partial?: boolean } = {}): GoalInputCheck {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const partial = options.partial ?? false;
  const skip = (value: unknown) => partial && value === undefined;
  const messages: FieldMessages = {};
  const value: GoalUpdateDraft = {};

  if (!skip(input.title)) {
    takeField(messages, 'title', checkRequiredText(input.title, titleRule, m.titleRequired), (text) => (value.title = text));
  }
  if (!skip(input.description)) {
    takeField(messages, 'description', checkOptionalText(input.description, descriptionRule, m.descriptionInvalid), (text) => {
      value.description = text;
    });
  }
  if (!skip(input.category)) {
    takeField(messages, 'category', checkRequiredText(input.category, categoryRule, m.categoryRequired), (text) => (value.category = text));
  }
  if (!isBlank(input.priority)) {
    takeField(messages, 'priority', checkChoice<GoalPriority>(input.priority, isGoalPriority, m.priorityInvalid), (priority) => {
      value.priority = priority;
    });
  }
  if (!skip(input.dueDate)) {
    takeField(messages, 'dueDate', checkOptionalText(input.dueDate, dueDateRule, m.dueDateInvalid), (text) => (value.dueDate = text));
  }
  if (!isBlank(input.status)) {
    takeField(
      messages,
      'status',
      checkChoice<GoalStatus>(input.status, isGoalStatus, m.statusInvalid),
      (status) => (value.status = status),
    );
  }
  if (input.progress !== undefined && input.progress !== null) {
    takeField(messages, 'progress', checkProgress(input.progress), (progress) => (value.progress = progress));
  }
  for (const [field, message] of Object.entries(progressStatusProblem(value.progress, value.status))) {
    if (!(field in messages)) messages[field] = message;
  }
  return { messages, value };
}

/** The ordered field -> message map for a goal body (empty when valid): the create form's rules. */
export function validateGoalInput(raw: unknown, options: { partial?: boolean } = {}): FieldMessages {
  return checkGoalInput(raw, options).messages;
}

/** A create body as a full draft (defaults and SPEC section 4 applied), or its messages. */
export function checkGoalCreate(raw: unknown): DraftCheck<GoalDraft> {
  const { messages, value } = checkGoalInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  const { title, description, category, dueDate } = value;
  // Full mode sets every text or reports it; this narrows the types (and would catch a rule that forgot one).
  if (title === undefined || description === undefined || category === undefined || dueDate === undefined) {
    throw new Error('checkGoalInput left a goal field unset');
  }
  const priority = value.priority ?? DEFAULT_GOAL_PRIORITY;
  return { ok: true, draft: { title, description, category, priority, dueDate, ...settleNewGoal(value.progress, value.status) } };
}

/** An update body as a partial draft (absent fields keep their stored values), or its messages. */
export function checkGoalUpdate(raw: unknown): DraftCheck<GoalUpdateDraft> {
  const { messages, value } = checkGoalInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}
