import { formatCents, type PayeeMemoryJson, type RuleJson } from '@life/domain';
import type { PayeeMemoryRow, RuleRow } from '@life/projector/projections/rules/queries';

const money = (cents: string | null): string | null => (cents === null ? null : formatCents(Number(cents)));

/** GET /api/rules item; the shape web reads too. */
export function toRuleJson(row: RuleRow): RuleJson {
  return {
    id: row.id,
    name: row.name,
    matchKind: row.match_kind,
    pattern: row.pattern,
    accountId: row.account_id,
    minAmount: money(row.min_amount_cents),
    maxAmount: money(row.max_amount_cents),
    categoryId: row.category_id,
    renameTo: row.rename_to,
    transferAccountId: row.transfer_account_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** GET /api/rules/payee: the last transaction with the title, or nulls when there is none. */
export function toPayeeMemoryJson(row: PayeeMemoryRow | undefined): PayeeMemoryJson {
  if (!row) return { title: null, type: null, transactionCategoryIds: [], fromAccountId: null, toAccountId: null };
  return {
    title: row.title,
    type: row.type,
    transactionCategoryIds: row.category_ids,
    fromAccountId: row.from_account_id,
    toAccountId: row.to_account_id,
  };
}
