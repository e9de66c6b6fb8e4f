import type { RuleFields } from './fields';

export interface RuleRecord extends RuleFields {
  ruleId: string;
  deleted: boolean;
}

/** State of the per-user rule list (stream `rules-<userId>`). */
export interface RuleListState {
  userId: string | null;
  rules: Readonly<Record<string, RuleRecord>>;
  /** Every rule id, deleted ones too, in the order rules are tried: creation order until the user moves one. */
  order: readonly string[];
}

/** Stream ids of rule lists start with this, then the user id. */
export const RULE_LIST_STREAM_PREFIX = 'rules-';

export function ruleListStreamId(userId: string): string {
  return `${RULE_LIST_STREAM_PREFIX}${userId}`;
}

export function findLiveRule(state: RuleListState, ruleId: string): RuleRecord | undefined {
  const record = state.rules[ruleId];
  return record && !record.deleted ? record : undefined;
}
