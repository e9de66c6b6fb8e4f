import type { Targets } from './fields';

/**
 * GET/PUT /api/targets: the caller's targets in effect (the SPEC defaults until they set their
 * own; `custom` tells which). Written once for command-api and web. Type-only.
 */
export interface TargetsJson extends Targets {
  custom: boolean;
  /** When they were last set; null while the defaults apply. */
  updatedAt: string | null;
}
