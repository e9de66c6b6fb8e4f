import type { RuleMatchKind } from './constants';

/**
 * A rule as GET /api/rules returns it (amounts as decimal strings, null when the rule has no
 * bound), in the order rules are tried. Written once for command-api and web. Type-only.
 */
export interface RuleJson {
  id: string;
  name: string;
  matchKind: RuleMatchKind;
  pattern: string;
  accountId: string | null;
  minAmount: string | null;
  maxAmount: string | null;
  categoryId: string | null;
  renameTo: string;
  transferAccountId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/rules/apply: how many of the chosen transactions a rule changed, and which were left as they were. */
export interface RuleApplyJson {
  changed: number;
  unchanged: number;
  /** Chosen ids that are not the caller's live transactions. */
  missing: number;
}

/** GET /api/rules/payee?title=: the last transaction with this title (case-insensitive), or nulls. */
export interface PayeeMemoryJson {
  title: string | null;
  type: 'income' | 'expense' | 'payment' | null;
  transactionCategoryIds: string[];
  fromAccountId: string | null;
  toAccountId: string | null;
}

/** A bank import row a rule filled in (the preview and the batch summary list them). */
export interface ImportRuleHitJson {
  /** The row (CSV row or OFX/QIF transaction number) as the import's other lists name it. */
  row: number;
  ruleId: string;
  name: string;
  changed: ('category' | 'title' | 'transfer')[];
}
