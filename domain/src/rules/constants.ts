import { isOneOf } from '../shared/choices';
import { textRule } from '../shared/text-rules';

/** 'contains': the title holds the pattern (case-insensitive); 'matches': the whole title fits a glob (`*` any run, `?` one character). */
export const RULE_MATCH_KINDS = ['contains', 'matches'] as const;
export type RuleMatchKind = (typeof RULE_MATCH_KINDS)[number];
export const isRuleMatchKind = isOneOf(RULE_MATCH_KINDS);

/** Where 'Move up' / 'Move down' takes a rule in the order rules are tried. */
export const RULE_MOVE_DIRECTIONS = ['up', 'down'] as const;
export type RuleMoveDirection = (typeof RULE_MOVE_DIRECTIONS)[number];

export const MAX_RULE_NAME_LENGTH = 100;
/** Patterns are short: a glob is matched in O(title x pattern) at worst, never backtracking exponentially. */
export const MAX_RULE_PATTERN_LENGTH = 200;
/** A user keeps at most this many rules: each import row is tried against all of them. */
export const MAX_RULES_PER_USER = 500;
/** POST /api/rules/apply re-runs rules on at most this many transactions per request. */
export const MAX_RULE_APPLY_TRANSACTIONS = 500;

export const ruleTextRules = {
  name: textRule('Name', MAX_RULE_NAME_LENGTH),
  pattern: textRule('Pattern', MAX_RULE_PATTERN_LENGTH),
  renameTo: textRule('New title', 255),
};

export const ruleMessages = {
  nameRequired: 'Name is required',
  matchKindInvalid: 'Match must be contains or matches',
  patternRequired: 'Pattern is required',
  accountInvalid: 'Account must be an account id',
  minAmountInvalid: 'Minimum amount must be a valid number of 0 or more',
  maxAmountInvalid: 'Maximum amount must be a valid number of 0 or more',
  amountRange: 'Maximum amount must not be below the minimum',
  categoryInvalid: 'Category must be a category id',
  renameInvalid: 'New title must be text',
  transferInvalid: 'Transfer account must be an account id',
  transferSameAccount: 'A rule cannot transfer to the account it is limited to',
  actionRequired: 'Choose at least one action: a category, a new title or a transfer account',
  notFound: 'Rule not found',
  alreadyExists: 'Rule already exists',
  notDeleted: 'This rule is not deleted',
  tooMany: `A user can keep at most ${MAX_RULES_PER_USER} rules`,
  applyTooMany: `Rules can be re-run on at most ${MAX_RULE_APPLY_TRANSACTIONS} transactions at once`,
  applyRequired: 'Choose at least one transaction',
  importNotFound: 'Import not found',
  moveDirectionInvalid: 'Direction must be up or down',
  cannotMoveUp: 'This rule is already the first',
  cannotMoveDown: 'This rule is already the last',
} as const;
