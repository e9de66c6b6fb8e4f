import { ValidationError, type RuleFields } from '@life/domain';
import type { Queryable } from '@life/infra';
import { findReferences } from '@life/projector/projections/ledger/transactions';
import { isUuid } from '../http/ids';

export const ruleReferenceMessages = {
  accountId: 'Account does not exist',
  categoryId: 'Category does not exist',
  transferAccountId: 'Transfer account does not exist',
} as const;

/**
 * A rule names only the caller's live accounts and categories (an unknown or another user's id is
 * a 400 on its field, as a transaction's are); a record deleted later simply stops the rule's
 * action (applyRules skips what it does not know).
 */
export async function checkRuleReferences(q: Queryable, userId: string, draft: RuleFields): Promise<void> {
  const accountIds = [draft.accountId, draft.transferAccountId].filter(isUuid);
  const categoryIds = [draft.categoryId].filter(isUuid);
  const found = await findReferences(q, userId, accountIds, categoryIds);
  const accounts = new Set(found.accounts.map((row) => row.id));
  const categories = new Set(found.categories.map((row) => row.id));
  const messages: Record<string, string> = {};
  const known = (id: string | null, ids: Set<string>) => id === null || (isUuid(id) && ids.has(id.toLowerCase()));
  if (!known(draft.accountId, accounts)) messages.accountId = ruleReferenceMessages.accountId;
  if (!known(draft.categoryId, categories)) messages.categoryId = ruleReferenceMessages.categoryId;
  if (!known(draft.transferAccountId, accounts)) messages.transferAccountId = ruleReferenceMessages.transferAccountId;
  if (Object.keys(messages).length > 0) throw new ValidationError(messages);
}
