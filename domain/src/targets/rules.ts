import { DEFAULT_TARGETS, TARGET_FIELDS, type Targets } from './constants';
import type { TargetsDraft } from './drafts';

/** The targets in effect: the stored ones, else the SPEC defaults. */
export function effectiveTargets(stored: Targets | null): Targets {
  return stored ?? { ...DEFAULT_TARGETS };
}

/** A draft laid over the targets in effect. */
export function mergeTargets(current: Targets, draft: TargetsDraft): Targets {
  const merged = { ...current };
  for (const field of TARGET_FIELDS) merged[field] = draft[field] ?? current[field];
  return merged;
}

export function sameTargets(a: Targets, b: Targets): boolean {
  return TARGET_FIELDS.every((field) => a[field] === b[field]);
}
