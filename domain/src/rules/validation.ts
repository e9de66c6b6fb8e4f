import { checkOptionalText, checkRequiredText, type FieldResult } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { parseMoney } from '../shared/money';
import type { DraftCheck } from '../shared/zod';
import { isRuleMatchKind, ruleMessages, ruleTextRules } from './constants';
import type { RuleFields } from './fields';

// Account and category ids are uuids: anything else (a lone surrogate included) could not be stored in the log.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function optionalIdField(raw: unknown, message: string): FieldResult<string | null> {
  if (isBlank(raw)) return { ok: true, value: null };
  return typeof raw === 'string' && UUID.test(raw.trim()) ? { ok: true, value: raw.trim() } : { ok: false, message };
}

function optionalCents(raw: unknown, label: string, message: string): FieldResult<number | null> {
  if (isBlank(raw)) return { ok: true, value: null };
  const parsed = parseMoney(raw, { sign: 'non-negative', label });
  return parsed.ok ? { ok: true, value: parsed.cents } : { ok: false, message: parsed.code === 'invalid' ? message : parsed.message };
}

/**
 * Checks a rule body in form order: name, matchKind, pattern, accountId, minAmount, maxAmount,
 * categoryId, renameTo, transferAccountId; then the cross-field rules (range, one action at least,
 * no transfer to the account the rule is limited to). A create and a PUT both send the whole rule.
 */
export function checkRuleBody(raw: unknown): { messages: FieldMessages; value: Partial<RuleFields> } {
  const input: Record<string, unknown> = raw !== null && typeof raw === 'object' ? { ...raw } : {};
  const messages: FieldMessages = {};
  const value: Partial<RuleFields> = {};
  const take = <K extends keyof RuleFields>(field: string, key: K, result: FieldResult<RuleFields[K]>) => {
    if (result.ok) value[key] = result.value;
    else messages[field] = result.message;
  };
  take('name', 'name', checkRequiredText(input.name, ruleTextRules.name, ruleMessages.nameRequired));
  const kind = isBlank(input.matchKind) ? 'contains' : input.matchKind;
  take('matchKind', 'matchKind', isRuleMatchKind(kind) ? { ok: true, value: kind } : { ok: false, message: ruleMessages.matchKindInvalid });
  take('pattern', 'pattern', checkRequiredText(input.pattern, ruleTextRules.pattern, ruleMessages.patternRequired));
  take('accountId', 'accountId', optionalIdField(input.accountId, ruleMessages.accountInvalid));
  take('minAmount', 'minAmountCents', optionalCents(input.minAmount, 'Minimum amount', ruleMessages.minAmountInvalid));
  take('maxAmount', 'maxAmountCents', optionalCents(input.maxAmount, 'Maximum amount', ruleMessages.maxAmountInvalid));
  take('categoryId', 'categoryId', optionalIdField(input.categoryId, ruleMessages.categoryInvalid));
  take('renameTo', 'renameTo', checkOptionalText(input.renameTo, ruleTextRules.renameTo, ruleMessages.renameInvalid));
  take('transferAccountId', 'transferAccountId', optionalIdField(input.transferAccountId, ruleMessages.transferInvalid));
  if (
    !('maxAmount' in messages) &&
    value.minAmountCents != null &&
    value.maxAmountCents != null &&
    value.maxAmountCents < value.minAmountCents
  ) {
    messages.maxAmount = ruleMessages.amountRange;
  }
  if (!hasFieldMessages(messages) && value.categoryId === null && value.renameTo === '' && value.transferAccountId === null) {
    messages.categoryId = ruleMessages.actionRequired;
  }
  if (value.transferAccountId && value.transferAccountId === value.accountId) messages.transferAccountId = ruleMessages.transferSameAccount;
  return { messages, value };
}

/** The ordered field -> message map for a rule body (empty when valid): the web form's validate. */
export function validateRuleInput(raw: unknown): FieldMessages {
  return checkRuleBody(raw).messages;
}

/** A rule body as its fields, or its messages. */
export function checkRule(raw: unknown): DraftCheck<RuleFields> {
  const { messages, value } = checkRuleBody(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  return { ok: true, draft: value as RuleFields };
}
