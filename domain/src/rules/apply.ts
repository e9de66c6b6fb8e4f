import type { CategoryType } from '../categories/constants';
import { categoryFitsTransactionType } from '../transactions/category-fit';
import type { TransactionType } from '../transactions/constants';
import type { RuleFields } from './fields';
import { compileGlob, type TextMatcher } from './glob';

/** A rule as applyRules takes it: its fields and id, in the user's order (creation order until one is moved). */
export interface RuleToApply extends RuleFields {
  ruleId: string;
}

/** The parts of a transaction draft a rule reads and writes (a TransactionDraft is one). */
export interface RuleTarget {
  title: string;
  type: TransactionType;
  amountCents: number;
  fromAccountId: string | null;
  toAccountId: string | null;
  transactionCategoryIds: string[];
  category?: string;
  /** A split's lines (issue 24): a split transaction keeps its categories (and stays no transfer). */
  splits?: readonly unknown[];
}

/**
 * What applying needs to know of the user's records: each live, active category's type (a rule's
 * category is set only where it fits the transaction's type, so the decider never refuses a row a
 * rule touched) and, when given, the accounts a transfer may go to.
 */
export interface RuleContext {
  categoryTypes: Readonly<Record<string, CategoryType>>;
  accountIds?: ReadonlySet<string>;
}

export type RuleChange = 'category' | 'title' | 'transfer';

/** Which rule filled a draft in, and what it changed (the preview and the form show it). */
export interface RuleHit {
  ruleId: string;
  name: string;
  changed: RuleChange[];
}

/** The account a transaction is on: the money's source for an expense, its destination for income; a payment has both. */
function accountsOf(target: RuleTarget): (string | null)[] {
  if (target.type === 'expense') return [target.fromAccountId];
  if (target.type === 'income') return [target.toAccountId];
  return [target.fromAccountId, target.toAccountId];
}

function patternMatcher(rule: RuleFields): TextMatcher {
  const lowerPattern = rule.pattern.toLowerCase();
  return rule.matchKind === 'contains' ? (text) => text.includes(lowerPattern) : compileGlob(rule.pattern);
}

/** A list of rules with their patterns compiled, once per list: a bank import tries every rule on each of up to 100,000 rows. */
const compiledLists = new WeakMap<readonly RuleToApply[], { rule: RuleToApply; matches: TextMatcher }[]>();

function compiledList(rules: readonly RuleToApply[]) {
  let list = compiledLists.get(rules);
  if (!list) {
    list = rules.map((rule) => ({ rule, matches: patternMatcher(rule) }));
    compiledLists.set(rules, list);
  }
  return list;
}

function boundsHold(rule: RuleFields, target: RuleTarget): boolean {
  if (rule.accountId !== null && !accountsOf(target).includes(rule.accountId)) return false;
  if (rule.minAmountCents !== null && target.amountCents < rule.minAmountCents) return false;
  if (rule.maxAmountCents !== null && target.amountCents > rule.maxAmountCents) return false;
  return true;
}

/** Whether the rule's condition holds: pattern on the title (case-insensitive), then the optional account and absolute amount range. */
export function ruleMatches(rule: RuleFields, target: RuleTarget): boolean {
  return patternMatcher(rule)(target.title.toLowerCase()) && boundsHold(rule, target);
}

function withTransfer<T extends RuleTarget>(draft: T, to: string, context: RuleContext): T | undefined {
  if (context.accountIds && !context.accountIds.has(to)) return undefined;
  if (draft.type === 'expense' && draft.fromAccountId !== null && draft.fromAccountId !== to) {
    return { ...draft, type: 'payment', toAccountId: to };
  }
  if (draft.type === 'income' && draft.toAccountId !== null && draft.toAccountId !== to) {
    return { ...draft, type: 'payment', fromAccountId: to, toAccountId: draft.toAccountId };
  }
  return undefined;
}

/** Categories that no longer fit the (possibly changed) type are dropped: a transfer is not an expense. */
function fittingCategories(ids: readonly string[], type: TransactionType, context: RuleContext): string[] {
  return ids.filter((id) => {
    const categoryType = context.categoryTypes[id];
    return categoryType !== undefined && categoryFitsTransactionType(categoryType, type);
  });
}

/**
 * Applies the first rule (in the given order) whose condition holds, and only that one: first
 * match wins, as in Actual's rule list. Its actions: a transfer first (the type it gives decides
 * which categories fit), then the category (only if it fits the type), then the new title. A rule
 * whose actions change nothing here still counts as the hit. Pure: the caller shows the result and
 * the user may change it; nothing is written.
 */
export function applyRules<T extends RuleTarget>(
  rules: readonly RuleToApply[],
  target: T,
  context: RuleContext,
): { draft: T; hit: RuleHit | null } {
  const lowerTitle = target.title.toLowerCase();
  const rule = compiledList(rules).find((candidate) => candidate.matches(lowerTitle) && boundsHold(candidate.rule, target))?.rule;
  if (!rule) return { draft: target, hit: null };
  let draft = target;
  const changed: RuleChange[] = [];
  // Issue 24: a split transaction's lines are the user's (or the file's) choice: a rule neither
  // recategorises it nor makes it a transfer (which cannot be split); its new title still applies.
  const split = (target.splits?.length ?? 0) > 0;
  if (rule.transferAccountId !== null && !split) {
    const moved = withTransfer(draft, rule.transferAccountId, context);
    if (moved) {
      const kept = fittingCategories(moved.transactionCategoryIds, moved.type, context);
      draft = { ...moved, transactionCategoryIds: kept };
      changed.push('transfer');
    }
  }
  if (rule.categoryId !== null && !split) {
    const categoryType = context.categoryTypes[rule.categoryId];
    const same = draft.transactionCategoryIds.length === 1 && draft.transactionCategoryIds[0] === rule.categoryId;
    if (categoryType !== undefined && categoryFitsTransactionType(categoryType, draft.type) && !same) {
      const { category: _text, ...rest } = draft;
      draft = { ...rest, transactionCategoryIds: [rule.categoryId] } as T;
      changed.push('category');
    }
  }
  if (rule.renameTo !== '' && rule.renameTo !== draft.title) {
    draft = { ...draft, title: rule.renameTo };
    changed.push('title');
  }
  return { draft, hit: { ruleId: rule.ruleId, name: rule.name, changed } };
}
