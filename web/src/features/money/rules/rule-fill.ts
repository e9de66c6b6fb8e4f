import { applyRules, type RuleContext, type RuleHit, type RuleToApply } from '@life/domain/rules/apply';
import { parseMoney } from '@life/domain/shared/money';
import type { TransactionType } from '@life/domain/transactions/constants';
import type { Category } from '../categories/types';
import type { Account } from '../accounts/types';
import type { PayeeMemory, Rule } from './types';

/** The parts of the transaction form a rule reads and may fill in (the form's own field names). */
export interface RuleFillValues {
  title: string;
  type: TransactionType;
  amount: string;
  fromAccountId: string;
  toAccountId: string;
  transactionCategoryIds: string[];
}

/** A rule as the domain applies it (the list's decimal amounts back to cents). */
export function ruleToApply(rule: Rule): RuleToApply {
  const cents = (amount: string | null) => {
    if (amount === null) return null;
    const parsed = parseMoney(amount, { sign: 'non-negative' });
    return parsed.ok ? parsed.cents : null;
  };
  return {
    ruleId: rule.id,
    name: rule.name,
    matchKind: rule.matchKind,
    pattern: rule.pattern,
    accountId: rule.accountId,
    minAmountCents: cents(rule.minAmount),
    maxAmountCents: cents(rule.maxAmount),
    categoryId: rule.categoryId,
    renameTo: rule.renameTo,
    transferAccountId: rule.transferAccountId,
  };
}

export function ruleContext(categories: readonly Category[], accounts: readonly Account[]): RuleContext {
  return {
    categoryTypes: Object.fromEntries(categories.filter((c) => c.isActive).map((c) => [c.id, c.transactionType])),
    accountIds: new Set(accounts.filter((a) => a.isActive).map((a) => a.id)),
  };
}

/**
 * What the user's first matching rule would fill into the form (issue 23), or null when no rule
 * matches or it would change nothing. The same pure `applyRules` the server runs on import rows;
 * the form shows the result and applies it only when the user says so.
 */
export function ruleFill(
  rules: readonly Rule[],
  values: RuleFillValues,
  context: RuleContext,
): { patch: Partial<RuleFillValues>; hit: RuleHit } | null {
  if (values.title.trim() === '' || rules.length === 0) return null;
  const amount = parseMoney(values.amount);
  const target = {
    title: values.title.trim(),
    type: values.type,
    amountCents: amount.ok ? amount.cents : 0,
    fromAccountId: values.fromAccountId || null,
    toAccountId: values.toAccountId || null,
    transactionCategoryIds: values.transactionCategoryIds,
  };
  // Without an amount yet, a rule bounded by amount is not ruled out by it.
  const usable = amount.ok
    ? rules.map(ruleToApply)
    : rules.map(ruleToApply).map((rule) => ({ ...rule, minAmountCents: null, maxAmountCents: null }));
  const { draft, hit } = applyRules(usable, target, context);
  if (!hit || hit.changed.length === 0) return null;
  // Only the fields the rule changed: whatever else the user typed meanwhile stays.
  const patch: Partial<RuleFillValues> = {};
  if (hit.changed.includes('title')) patch.title = draft.title;
  if (hit.changed.includes('transfer')) {
    patch.type = draft.type;
    patch.fromAccountId = draft.fromAccountId ?? '';
    patch.toAccountId = draft.toAccountId ?? '';
  }
  if (hit.changed.includes('category') || hit.changed.includes('transfer')) patch.transactionCategoryIds = draft.transactionCategoryIds;
  return { hit, patch };
}

/** Payee memory as form values: what a title used before offers (its last category and accounts), or null when nothing differs. */
export function payeeFill(memory: PayeeMemory | undefined, values: RuleFillValues): Partial<RuleFillValues> | null {
  if (!memory?.title || !memory.type) return null;
  const offer: Partial<RuleFillValues> = {
    type: memory.type,
    fromAccountId: memory.fromAccountId ?? '',
    toAccountId: memory.toAccountId ?? '',
    transactionCategoryIds: memory.transactionCategoryIds,
  };
  const same =
    offer.type === values.type &&
    offer.fromAccountId === values.fromAccountId &&
    offer.toAccountId === values.toAccountId &&
    JSON.stringify(offer.transactionCategoryIds) === JSON.stringify(values.transactionCategoryIds);
  return same ? null : offer;
}
