import { z } from 'zod';
import {
  checkFields,
  choiceField,
  type FieldChecks,
  optionalTextField,
  requiredTextField,
  requireFields,
} from '../shared/aggregate-fields';
import type { FieldResult } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages } from '../shared/fields';
import { textRule } from '../shared/text-rules';
import type { DraftCheck } from '../shared/zod';
import {
  DEFAULT_GOAL_PRIORITY,
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
import { GOAL_FIELD_KEYS, type GoalFields } from './fields';
import { progressStatusProblem, settleNewGoal } from './rules';

const titleRule = textRule('Goal title', MAX_GOAL_TITLE_LENGTH);
const descriptionRule = textRule('Description', MAX_GOAL_DESCRIPTION_LENGTH, { multiline: true });
const categoryRule = textRule('Category', MAX_GOAL_CATEGORY_LENGTH);
const dueDateRule = textRule('Due date', MAX_GOAL_DUE_DATE_LENGTH);

/** A whole percent 0-100 (a JSON number; '50' is not one). */
function checkProgress(raw: unknown): FieldResult<number> {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_GOAL_PROGRESS)
    return { ok: false, message: m.progressInvalid };
  return { ok: true, value: raw === 0 ? 0 : raw }; // -0 is 0
}

/**
 * A rule per field, in form order: title, description, category, priority, dueDate, then status
 * and progress. Blank priority and status and absent or null progress are left out (create
 * applies the defaults, update keeps the stored ones); texts absent or null are '' on create.
 */
export const goalFieldChecks = {
  title: requiredTextField(titleRule, m.titleRequired),
  description: optionalTextField(descriptionRule, m.descriptionInvalid),
  category: requiredTextField(categoryRule, m.categoryRequired),
  priority: choiceField(isGoalPriority, m.priorityInvalid),
  dueDate: optionalTextField(dueDateRule, m.dueDateInvalid),
  status: choiceField(isGoalStatus, m.statusInvalid),
  progress: { body: z.number({ error: m.progressInvalid }).nullish(), check: checkProgress, skips: 'nullish' },
} satisfies FieldChecks<GoalFields>;

export interface GoalInputCheck {
  messages: FieldMessages;
  value: GoalUpdateDraft;
}

/** Checks a goal body in form order (goalFieldChecks), then progress against status. Partial mode (update bodies) skips absent fields. */
export function checkGoalInput(raw: unknown, options: { partial?: boolean } = {}): GoalInputCheck {
  const { messages, value } = checkFields<GoalFields>(goalFieldChecks, raw, options);
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
  const withDefaults = { priority: DEFAULT_GOAL_PRIORITY, ...value, ...settleNewGoal(value.progress, value.status) };
  return { ok: true, draft: requireFields(GOAL_FIELD_KEYS, withDefaults, 'checkGoalInput') };
}

/** An update body as a partial draft (absent fields keep their stored values), or its messages. */
export function checkGoalUpdate(raw: unknown): DraftCheck<GoalUpdateDraft> {
  const { messages, value } = checkGoalInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}
