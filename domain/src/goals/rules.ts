/**
 * Goal rules shared by validation (bodies), the decider (an update merged with the stored goal)
 * and the web (the card's '+10%' and Mark Complete): SPEC section 4, one definition.
 */
import { mergeFields, pickFields } from '../shared/aggregate-fields';
import type { FieldMessages } from '../shared/fields';
import { GOAL_PROGRESS_STEP, type GoalStatus, goalMessages, MAX_GOAL_PROGRESS } from './constants';
import type { GoalUpdateDraft } from './drafts';
import { GOAL_DETAIL_KEYS, type GoalFields } from './fields';

/** '+10%': the next step, capped at 100. */
export function nextGoalProgress(progress: number): number {
  return Math.min(progress + GOAL_PROGRESS_STEP, MAX_GOAL_PROGRESS);
}

/** SPEC section 2: '+10%' and Mark Complete are offered while a goal is active and under 100. */
export function canAdvanceGoal(goal: { status: GoalStatus; progress: number }): boolean {
  return goal.status === 'active' && goal.progress < MAX_GOAL_PROGRESS;
}

/**
 * A body that names both progress and status may not contradict SPEC section 4: completed means
 * 100, and 100 means completed. Field -> message (empty when they agree or one is absent).
 */
export function progressStatusProblem(progress: number | undefined, status: GoalStatus | undefined): FieldMessages {
  if (progress === undefined || status === undefined) return {};
  if (status === 'completed' && progress < MAX_GOAL_PROGRESS) return { progress: goalMessages.completedNeedsFullProgress };
  if (status !== 'completed' && progress === MAX_GOAL_PROGRESS) return { status: goalMessages.fullProgressIsCompleted };
  return {};
}

/**
 * A new goal's progress and status: completed sets 100 (Mark Complete), 100 makes it completed.
 * `status` is undefined when the body left it out (the default, active, then yields to 100).
 */
export function settleNewGoal(progress: number | undefined, status: GoalStatus | undefined): { progress: number; status: GoalStatus } {
  if (status === 'completed') return { progress: MAX_GOAL_PROGRESS, status };
  const settled = progress ?? 0;
  return { progress: settled, status: settled === MAX_GOAL_PROGRESS ? 'completed' : (status ?? 'active') };
}

export type GoalMerge = { ok: true; fields: GoalFields } | { ok: false; messages: FieldMessages };

/**
 * An update laid over the stored goal (SPEC section 4): Mark Complete (status completed) sets 100;
 * a progress update makes it completed at 100 and active otherwise (paused when the same body
 * pauses it); a bare status change pauses or resumes, which a completed goal cannot do.
 */
export function mergeGoalUpdate(stored: GoalFields, draft: GoalUpdateDraft): GoalMerge {
  const details = pickFields(GOAL_DETAIL_KEYS, mergeFields(stored, draft));
  if (draft.status === 'completed') return { ok: true, fields: { ...details, status: 'completed', progress: MAX_GOAL_PROGRESS } };
  if (draft.progress !== undefined) {
    const progress = draft.progress;
    const status = progress === MAX_GOAL_PROGRESS ? 'completed' : (draft.status ?? 'active');
    return { ok: true, fields: { ...details, status, progress } };
  }
  if (draft.status !== undefined && draft.status !== stored.status) {
    if (stored.progress === MAX_GOAL_PROGRESS) return { ok: false, messages: { status: goalMessages.reopenNeedsLowerProgress } };
    return { ok: true, fields: { ...details, status: draft.status, progress: stored.progress } };
  }
  return { ok: true, fields: { ...details, status: stored.status, progress: stored.progress } };
}
