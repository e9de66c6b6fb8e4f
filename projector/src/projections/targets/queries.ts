import { DEFAULT_TARGETS, TARGET_FIELDS, type Targets } from '@life/domain';
import { selectFieldsSql } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { ISO } from '../sql';

/** A user's targets in effect: their own (custom, with when they set them) or the SPEC defaults. */
export interface UserTargets extends Targets {
  custom: boolean;
  updatedAt: string | null;
}

/**
 * The targets in effect for the user (GET /api/targets, and what the nutrition, fitness and
 * dashboard figures measure against). One primary-key lookup.
 */
export async function targetsOf(q: Queryable, userId: string): Promise<UserTargets> {
  const { rows } = await q.query<Targets & { updatedAt: string }>(
    `SELECT ${selectFieldsSql(TARGET_FIELDS, 't')}, to_char(t.updated_at AT TIME ZONE 'UTC', ${ISO}) AS "updatedAt"
     FROM user_targets t WHERE t.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { ...row, custom: true } : { ...DEFAULT_TARGETS, custom: false, updatedAt: null };
}
