import { sqlParams } from '../sql';

/**
 * Where a read query takes its rows (issue 10): the live read models, or the versions their history
 * projections kept (money-history, dashboard-history) as known at an instant, an ISO instant the API
 * has checked. Each read is written once and takes its source; "as of now" answers what the live
 * read answers.
 */
export type RowSource = typeof LIVE | VersionsKnownAt;

/** The live read models: what every event so far made of them. */
export const LIVE = { kind: 'live' } as const;

/** The versions known at `instant`: what the read models held then. */
export interface VersionsKnownAt {
  kind: 'known-at';
  instant: string;
}

export function versionsKnownAt(instant: string): VersionsKnownAt {
  return { kind: 'known-at', instant };
}

/** The versions (alias) known at the instant `param`: known from it or before, not yet superseded. */
export function knownAt(alias: string, param: string): string {
  return `${alias}.known_from <= ${param}::timestamptz AND (${alias}.known_to IS NULL OR ${alias}.known_to > ${param}::timestamptz)`;
}

/** A read model's table and its history's versions of the same rows (same columns, plus when each was known). */
export interface VersionedTable {
  live: string;
  versions: string;
  alias: string;
  /** The live table's condition for a row that exists (a soft-deleted row does not; a version that existed is simply known). */
  liveCondition?: string;
}

/**
 * The FROM item and the conditions of a versioned table's rows in the source: the live table's
 * existing rows, or the versions known at the source's instant (bound by `param`).
 */
export function rowsIn(
  source: RowSource,
  table: VersionedTable,
  param: (value: unknown) => string,
): { from: string; conditions: string[] } {
  if (source.kind === 'live') return { from: `${table.live} ${table.alias}`, conditions: table.liveCondition ? [table.liveCondition] : [] };
  return { from: `${table.versions} ${table.alias}`, conditions: [knownAt(table.alias, param(source.instant))] };
}

/**
 * One user's rows of a versioned table in the source, for a read written once (issue 26): `from`,
 * `where(...more)` (the user, the source's conditions and `more`) and the parameters ($1 the user,
 * `param(value)` for more).
 */
export function userRowsIn(source: RowSource, table: VersionedTable, userId: string) {
  const { params, param } = sqlParams(userId);
  const { from, conditions } = rowsIn(source, table, param);
  const where = (...more: string[]) => [`${table.alias}.user_id = $1`, ...conditions, ...more].join(' AND ');
  return { params, param, from, where };
}
