import { DEFAULT_TARGETS, TARGET_FIELDS, type Targets } from '@life/domain';
import { selectFieldsSql } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { LIVE, userRowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO } from '../sql';

/** The targets and, as of a moment (issue 26), progress-history's versions of them (all of user_targets' columns). */
const TARGET_ROWS: VersionedTable = { live: 'user_targets', versions: 'user_targets_versions', alias: 't' };

/** A user's targets in effect: their own (custom, with when they set them) or the SPEC defaults. */
export interface UserTargets extends Targets {
  custom: boolean;
  updatedAt: string | null;
}

/**
 * The targets in effect for the user (GET /api/targets, and what the nutrition, fitness and
 * dashboard figures measure against). One primary-key lookup.
 */
export async function targetsOf(q: Queryable, userId: string, source: RowSource = LIVE): Promise<UserTargets> {
  const { params, from, where } = userRowsIn(source, TARGET_ROWS, userId);
  const { rows } = await q.query<Targets & { updatedAt: string }>(
    `SELECT ${selectFieldsSql(TARGET_FIELDS, 't')}, to_char(t.updated_at AT TIME ZONE 'UTC', ${ISO}) AS "updatedAt"
     FROM ${from} WHERE ${where()}`,
    params,
  );
  const row = rows[0];
  return row ? { ...row, custom: true } : { ...DEFAULT_TARGETS, custom: false, updatedAt: null };
}
