import { applyRules, type ImportRuleHitJson, type TransactionDraft, type TransactionReferenceContext } from '@life/domain';
import type { Queryable } from '@life/infra';
import { loadRules } from './context';

/** The summary lists at most this many rule hits (`ruleHitCount` counts them all). */
export const MAX_LISTED_RULE_HITS = 1000;

export interface ImportRules {
  /** The row's draft as the user's first matching rule fills it in (the draft itself when none matches). */
  apply(row: number, draft: TransactionDraft): TransactionDraft;
  /** The same filling, not counted: a later pass over rows `apply` already counted (issue 25's streamed import). */
  fill(draft: TransactionDraft): TransactionDraft;
  /** The first MAX_LISTED_RULE_HITS rows a rule matched, in the order applied. */
  hits: ImportRuleHitJson[];
  hitCount(): number;
  /** The import's reference context with the accounts the rules transfer to (and every active category). */
  context: TransactionReferenceContext;
}

/**
 * The user's rules for one bank import (issue 23): loaded once, applied to each row the import
 * adds. The accounts the rules transfer to join the import's reference context, so the bulk
 * decider knows them; categories are set only where they fit (applyRules), so no row a rule
 * touched is refused.
 */
export async function rulesForImport(q: Queryable, userId: string, context: TransactionReferenceContext): Promise<ImportRules> {
  const loaded = await loadRules(q, userId);
  const extended: TransactionReferenceContext = {
    accounts: { ...loaded.accounts, ...context.accounts },
    categories: { ...loaded.categories, ...context.categories },
  };
  const hits: ImportRuleHitJson[] = [];
  let count = 0;
  return {
    hits,
    hitCount: () => count,
    context: extended,
    apply(row, draft) {
      if (loaded.rules.length === 0) return draft;
      const { draft: filled, hit } = applyRules(loaded.rules, draft, loaded.context);
      if (!hit) return draft;
      count += 1;
      if (hits.length < MAX_LISTED_RULE_HITS) hits.push({ row, ruleId: hit.ruleId, name: hit.name, changed: hit.changed });
      return filled;
    },
    fill(draft) {
      return loaded.rules.length === 0 ? draft : applyRules(loaded.rules, draft, loaded.context).draft;
    },
  };
}
