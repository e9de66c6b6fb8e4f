import type { TransactionInput, TransactionReferenceContext } from '@life/domain';
import type { Queryable } from '@life/infra';
import { findReferences } from '@life/projector/projections/money/queries';
import { isUuid } from '../http/ids';

/**
 * The TransactionReferenceContext for one or more bodies: every account and category id they
 * name, looked up among the signed-in user's live rows. Ids that are not the user's (or not
 * uuids at all) are left out, which the decider reports as "does not exist".
 * Keys are the ids as the body spelled them; uuids compare case-insensitively.
 */
export async function referenceContext(
  q: Queryable,
  userId: string,
  inputs: readonly TransactionInput[],
): Promise<TransactionReferenceContext> {
  const accountIds = new Set<string>();
  const categoryIds = new Set<string>();
  for (const input of inputs) {
    for (const id of [input.fromAccountId, input.toAccountId]) if (isUuid(id?.trim())) accountIds.add(id!.trim());
    for (const id of input.transactionCategoryIds ?? []) if (isUuid(id?.trim())) categoryIds.add(id.trim());
  }
  const found = await findReferences(q, userId, [...accountIds], [...categoryIds]);
  const byId = (rows: typeof found.accounts, requested: Set<string>) => {
    const rowsById = new Map(rows.map((row) => [row.id, { name: row.name, isActive: row.is_active }]));
    const entries = [...requested].flatMap((id) => {
      const row = rowsById.get(id.toLowerCase());
      return row ? [[id, row] as const] : [];
    });
    return Object.fromEntries(entries);
  };
  return { accounts: byId(found.accounts, accountIds), categories: byId(found.categories, categoryIds) };
}
