import type { TransactionReferenceContext, TransactionReferences } from '@life/domain';
import type { Queryable } from '@life/infra';
import { findReferences } from '@life/projector/projections/ledger/queries';
import { isUuid } from '../http/ids';

/**
 * The TransactionReferenceContext for one or more parsed bodies: every account and category id
 * they name (trimmed by the schema), looked up among the signed-in user's live rows. Ids that are not the user's (or not
 * uuids at all) are left out, which the decider reports as "does not exist".
 * Keys are the ids as the body spelled them; uuids compare case-insensitively.
 */
export async function referenceContext(
  q: Queryable,
  userId: string,
  references: readonly TransactionReferences[],
): Promise<TransactionReferenceContext> {
  const accountIds = new Set<string>();
  const categoryIds = new Set<string>();
  for (const named of references) {
    for (const id of [named.fromAccountId, named.toAccountId]) if (id && isUuid(id)) accountIds.add(id);
    for (const id of named.transactionCategoryIds ?? []) if (isUuid(id)) categoryIds.add(id);
  }
  const found = await findReferences(q, userId, [...accountIds], [...categoryIds]);
  const byId = <T>(rowsById: Map<string, T>, requested: Set<string>): Record<string, T> => {
    const entries = [...requested].flatMap((id) => {
      const row = rowsById.get(id.toLowerCase());
      return row ? [[id, row] as const] : [];
    });
    return Object.fromEntries(entries);
  };
  const accounts = new Map(found.accounts.map((row) => [row.id, { name: row.name, isActive: row.is_active }]));
  const categories = new Map(found.categories.map((row) => [row.id, { name: row.name, isActive: row.is_active, type: row.type }]));
  return { accounts: byId(accounts, accountIds), categories: byId(categories, categoryIds) };
}
