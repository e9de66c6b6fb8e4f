import type { Command } from '../core/commands';
import type { GoalDraft, GoalUpdateDraft } from './drafts';

export type CreateGoal = Command<'CreateGoal', { goalId: string; draft: GoalDraft }>;
/** Fields absent from the draft keep their stored value; progress and status follow SPEC section 4 (rules.ts). */
export type UpdateGoal = Command<'UpdateGoal', { goalId: string; draft: GoalUpdateDraft }>;
export type DeleteGoal = Command<'DeleteGoal', { goalId: string }>;

/** Undelete (issue 10): the deleted goal created again with its last values. */
export type RestoreGoal = Command<'RestoreGoal', { goalId: string }>;

export type GoalCommand = CreateGoal | UpdateGoal | DeleteGoal | RestoreGoal;
