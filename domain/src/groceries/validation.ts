import { requireFields } from '../shared/aggregate-fields';
import { checkRequiredText, takeField } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { textProblem } from '../shared/text';
import { textRule } from '../shared/text-rules';
import type { DraftCheck } from '../shared/zod';
import { DEFAULT_GROCERY_CATEGORY, groceryMessages as m, MAX_GROCERY_CATEGORY_LENGTH, MAX_GROCERY_NAME_LENGTH } from './constants';
import type { GroceryItemCheckedDraft, GroceryItemDraft } from './drafts';
import { GROCERY_ITEM_FIELD_KEYS } from './fields';

const nameRule = textRule('Item name', MAX_GROCERY_NAME_LENGTH);
const categoryRule = textRule('Category', MAX_GROCERY_CATEGORY_LENGTH);

function checkedFlag(raw: unknown, fallback: boolean | undefined): { ok: true; value: boolean } | { ok: false; message: string } {
  if (raw === undefined || raw === null)
    return fallback === undefined ? { ok: false, message: m.checkedRequired } : { ok: true, value: fallback };
  return typeof raw === 'boolean' ? { ok: true, value: raw } : { ok: false, message: m.checkedInvalid };
}

/**
 * Checks a grocery item body in form order: name, category, checked. A blank category is 'Other'
 * (SPEC section 7); checked defaults to false (SPEC section 3).
 */
export function checkGroceryItemInput(raw: unknown): { messages: FieldMessages; value: Partial<GroceryItemDraft> } {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const messages: FieldMessages = {};
  const value: Partial<GroceryItemDraft> = {};
  takeField(messages, 'name', checkRequiredText(input.name, nameRule, m.nameRequired), (name) => (value.name = name));
  if (isBlank(input.category)) value.category = DEFAULT_GROCERY_CATEGORY;
  else if (typeof input.category !== 'string') messages.category = m.categoryInvalid;
  else {
    const category = input.category.trim();
    const problem = textProblem(category, categoryRule);
    if (problem === undefined) value.category = category;
    else messages.category = problem;
  }
  takeField(messages, 'checked', checkedFlag(input.checked, false), (checked) => (value.checked = checked));
  return { messages, value };
}

/** The add box's field -> message map (empty when valid). */
export function validateGroceryItemInput(raw: unknown): FieldMessages {
  return checkGroceryItemInput(raw).messages;
}

export function checkGroceryItemCreate(raw: unknown): DraftCheck<GroceryItemDraft> {
  const { messages, value } = checkGroceryItemInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  return { ok: true, draft: requireFields(GROCERY_ITEM_FIELD_KEYS, value, 'checkGroceryItemInput') };
}

/** PUT /api/grocery-items/{id}: `{ checked }`, required. */
export function checkGroceryItemChecked(raw: unknown): DraftCheck<GroceryItemCheckedDraft> {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const checked = checkedFlag(input.checked, undefined);
  return checked.ok ? { ok: true, draft: { checked: checked.value } } : { ok: false, messages: { checked: checked.message } };
}
