import type { Command } from '../core/commands';
import type { RuleMoveDirection } from './constants';
import type { RuleFields } from './fields';

/** Commands carry the parsed fields (ruleBodySchema): amounts in cents, trimmed texts. */
export type CreateRule = Command<'CreateRule', { ruleId: string; draft: RuleFields }>;
/** A PUT sends the whole rule: the draft replaces every field. */
export type UpdateRule = Command<'UpdateRule', { ruleId: string; draft: RuleFields }>;
export type DeleteRule = Command<'DeleteRule', { ruleId: string }>;
/** Undelete: the deleted rule created again with its last values. */
export type RestoreRule = Command<'RestoreRule', { ruleId: string }>;

/** 'Move up' / 'Move down' in the rules list: swaps the rule with the live rule before or after it. */
export type MoveRule = Command<'MoveRule', { ruleId: string; direction: RuleMoveDirection }>;

export type RuleCommand = CreateRule | UpdateRule | DeleteRule | RestoreRule | MoveRule;
