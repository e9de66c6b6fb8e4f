import type { RuleContext, RuleToApply, TransactionReferenceContext } from '@life/domain';
import type { Queryable } from '@life/infra';
import { listCategories } from '@life/projector/projections/categories/queries';
import { findReferences } from '@life/projector/projections/ledger/transactions';
import { rulesToApply } from '@life/projector/projections/rules/queries';
import { isUuid } from '../http/ids';

/**
 * What applying the user's rules needs (issue 23): the rules in order, each active category's type
 * (a rule sets a category only where it fits) and the live, active accounts the rules transfer to,
 * also as the decider's reference context (a rule's transfer account must be known to it).
 */
export interface LoadedRules {
  rules: RuleToApply[];
  context: RuleContext;
  accounts: TransactionReferenceContext['accounts'];
  categories: TransactionReferenceContext['categories'];
}

export async function loadRules(q: Queryable, userId: string): Promise<LoadedRules> {
  const rules = await rulesToApply(q, userId);
  if (rules.length === 0) return { rules, context: { categoryTypes: {} }, accounts: {}, categories: {} };
  const categories = (await listCategories(q, userId)).filter((row) => row.is_active);
  const transferIds = [
    ...new Set(rules.flatMap((rule) => (rule.transferAccountId && isUuid(rule.transferAccountId) ? [rule.transferAccountId] : []))),
  ];
  const found = await findReferences(q, userId, transferIds, []);
  const active = found.accounts.filter((row) => row.is_active);
  return {
    rules,
    context: {
      categoryTypes: Object.fromEntries(categories.map((row) => [row.id, row.transaction_type])),
      accountIds: new Set(active.map((row) => row.id)),
    },
    accounts: Object.fromEntries(active.map((row) => [row.id, { name: row.name, isActive: row.is_active }])),
    categories: Object.fromEntries(
      categories.map((row) => [row.id, { name: row.transaction_category, isActive: row.is_active, type: row.transaction_type }]),
    ),
  };
}
