import { fieldsDiffer, mergeFields } from '../shared/aggregate-fields';
import { DEFAULT_TARGETS } from './constants';
import { TARGET_FIELDS, type Targets } from './fields';
import type { TargetsDraft } from './drafts';

/** The targets in effect: the stored ones, else the SPEC defaults. */
export function effectiveTargets(stored: Targets | null): Targets {
  return stored ?? { ...DEFAULT_TARGETS };
}

/** A draft laid over the targets in effect. */
export function mergeTargets(current: Targets, draft: TargetsDraft): Targets {
  return mergeFields(current, draft);
}

export function sameTargets(a: Targets, b: Targets): boolean {
  return !fieldsDiffer(TARGET_FIELDS, a, b);
}
