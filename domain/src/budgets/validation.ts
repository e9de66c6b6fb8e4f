import { requireFields } from '../shared/aggregate-fields';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { parseMoney } from '../shared/money';
import { parseWholeNumber } from '../shared/numbers';
import type { DraftCheck } from '../shared/zod';
import { budgetMessages, MAX_BUDGET_YEAR, MIN_BUDGET_YEAR } from './constants';
import type { BudgetCopyDraft, BudgetDraft, BudgetUpdateDraft } from './drafts';
import { BUDGET_FIELD_KEYS } from './fields';
import { parseBudgetMonth, sameBudgetMonth } from './month';

/**
 * Checks a budget body in form order: categoryId, budgetAmount, month, year.
 * Partial mode (PUT bodies) skips absent fields. Whether the category exists and is an expense
 * category is the decider's (it needs the user's categories).
 */
export function checkBudgetInput(raw: unknown, options: { partial?: boolean } = {}): { messages: FieldMessages; value: BudgetUpdateDraft } {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const skip = (value: unknown) => options.partial === true && value === undefined;
  const messages: FieldMessages = {};
  const value: BudgetUpdateDraft = {};

  if (!skip(input.categoryId)) {
    if (isBlank(input.categoryId) || typeof input.categoryId !== 'string') messages.categoryId = budgetMessages.categoryRequired;
    else value.categoryId = input.categoryId.trim();
  }
  if (!skip(input.budgetAmount)) {
    const amount = parseMoney(input.budgetAmount, { sign: 'positive', label: 'Budget amount' });
    if (amount.ok) value.budgetAmountCents = amount.cents;
    else messages.budgetAmount = amount.message;
  }
  if (!skip(input.month)) {
    const month = parseWholeNumber(input.month, { min: 1, max: 12 });
    if (month.ok) value.month = month.value;
    else messages.month = budgetMessages.monthInvalid;
  }
  if (!skip(input.year)) {
    const year = parseWholeNumber(input.year, { min: MIN_BUDGET_YEAR, max: MAX_BUDGET_YEAR });
    if (year.ok) value.year = year.value;
    else messages.year = budgetMessages.yearInvalid;
  }
  return { messages, value };
}

/** The budget form's field -> message map. */
export function validateBudgetInput(raw: unknown): FieldMessages {
  return checkBudgetInput(raw).messages;
}

export function checkBudgetCreate(raw: unknown): DraftCheck<BudgetDraft> {
  const { messages, value } = checkBudgetInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  // Full mode sets every field or reports it; this narrows the type (and would catch a rule that forgot one).
  return { ok: true, draft: requireFields(BUDGET_FIELD_KEYS, value, 'checkBudgetInput') };
}

export function checkBudgetUpdate(raw: unknown): DraftCheck<BudgetUpdateDraft> {
  const { messages, value } = checkBudgetInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}

/** POST /api/budgets/copy: two different 'yyyy-mm' months. */
export function checkBudgetCopy(raw: unknown): DraftCheck<BudgetCopyDraft> {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const messages: FieldMessages = {};
  const fromMonth = parseBudgetMonth(input.fromMonth);
  const toMonth = parseBudgetMonth(input.toMonth);
  if (!fromMonth) messages.fromMonth = budgetMessages.monthTextInvalid;
  if (!toMonth) messages.toMonth = budgetMessages.monthTextInvalid;
  else if (fromMonth && sameBudgetMonth(fromMonth, toMonth)) messages.toMonth = budgetMessages.copySameMonth;
  if (!fromMonth || !toMonth || hasFieldMessages(messages)) return { ok: false, messages };
  return { ok: true, draft: { fromMonth, toMonth } };
}
