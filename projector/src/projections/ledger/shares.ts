import { NO_CATEGORY } from './names';

/**
 * What each category receives of transaction row `t` (money_transactions or a version), in SQL: the
 * domain's categoryShares (issue 24). A LATERAL item, `share(category_id, cents)`: one row for a
 * transaction that is not split (its first category, NO_CATEGORY when none, and the whole amount),
 * else one row per category of its split lines with their sum. `first` marks one share per transaction
 * (the unsplit one's, or the first line's category: categoryShares' first), by which it is counted
 * once in all (money_monthly_*'s `*_transactions`, migration 0255). Every per-category read that sums
 * transactions straight from rows joins it, so it agrees with the ledger's totals (totals.ts).
 */
export function categorySharesSql(t: string): string {
  return `CROSS JOIN LATERAL (
      SELECT coalesce(${t}.category_ids[1], '${NO_CATEGORY}'::uuid) AS category_id, ${t}.amount_cents AS cents, true AS first
       WHERE jsonb_array_length(${t}.splits) = 0
      UNION ALL
      SELECT (l.line->>'categoryId')::uuid, sum((l.line->>'amountCents')::bigint), bool_or(l.i = 1)
        FROM jsonb_array_elements(${t}.splits) WITH ORDINALITY AS l(line, i)
       GROUP BY 1
    ) AS share`;
}
