import type { Command } from '../core/commands';
import type { RuleFields } from './fields';

/** Commands carry the parsed fields (ruleBodySchema): amounts in cents, trimmed texts. */
export type CreateRule = Command<'CreateRule', { ruleId: string; draft: RuleFields }>;
/** A PUT sends the whole rule: the draft replaces every field. */
export type UpdateRule = Command<'UpdateRule', { ruleId: string; draft: RuleFields }>;
export type DeleteRule = Command<'DeleteRule', { ruleId: string }>;
/** Undelete: the deleted rule created again with its last values. */
export type RestoreRule = Command<'RestoreRule', { ruleId: string }>;

export type RuleCommand = CreateRule | UpdateRule | DeleteRule | RestoreRule;
