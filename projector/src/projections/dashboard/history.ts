import { TARGETS_STREAM_PREFIX } from '@life/domain';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { occurredAt, recordset, userIdOfStream } from '../rows';
import {
  DASHBOARD_EVENT_TYPES,
  recordChanges,
  recordsToLoad,
  type DashboardEvent,
  type DashboardRecordKey,
  type DashboardRecordRow,
} from './fold';
import { DASHBOARD_HISTORY } from './names';
import { KEY_COLUMNS, loadRecords, RECORD_COLUMNS } from './sql';

/** A dashboard_records row as it was known from `known_from` until `known_to` (null: current). */
export interface DashboardRecordVersion extends DashboardRecordRow {
  from_position: string;
  known_from: string;
  to_position: string | null;
  known_to: string | null;
}

/** What one batch does to the versions. */
export interface DashboardVersionChanges {
  /** Current versions (from earlier batches) the batch supersedes or deletes. */
  closes: Array<DashboardRecordKey & { to_position: string; known_to: string }>;
  /** Versions the batch opens (closed already when a later event of the batch superseded them). */
  opens: DashboardRecordVersion[];
}

/**
 * The live fold's `nextRecord`, as versions: each event that changes a record closes its current
 * version and, unless it deletes the record, opens the next. Rows do not depend on batching: a
 * version opened and closed within one batch is written closed.
 */
export function foldDashboardVersions(
  events: readonly DashboardEvent[],
  loaded: ReadonlyMap<string, DashboardRecordRow>,
): DashboardVersionChanges {
  const current = new Map<string, DashboardRecordRow | null>(loaded);
  const openedInBatch = new Map<string, DashboardRecordVersion>();
  const changes: DashboardVersionChanges = { closes: [], opens: [] };
  for (const { event, key, id, before, after } of recordChanges(events, current)) {
    const at = occurredAt(event);
    const open = openedInBatch.get(id);
    if (open) Object.assign(open, { to_position: event.position, known_to: at });
    else if (before) changes.closes.push({ ...key, to_position: event.position, known_to: at });
    openedInBatch.delete(id);
    if (after) {
      const version = { ...after, from_position: event.position, known_from: at, to_position: null, known_to: null };
      changes.opens.push(version);
      openedInBatch.set(id, version);
    }
  }
  return changes;
}

const VERSION_COLUMNS = `${RECORD_COLUMNS}, from_position text, known_from timestamptz, to_position text, known_to timestamptz`;

async function writeDashboardVersions(tx: Queryable, changes: DashboardVersionChanges): Promise<void> {
  if (changes.closes.length > 0) {
    await tx.query(
      `UPDATE dashboard_record_versions v SET known_to = k.known_to, to_position = k.to_position
         FROM jsonb_to_recordset($1::jsonb) AS k(${KEY_COLUMNS}, to_position text, known_to timestamptz)
        WHERE v.user_id = k.user_id AND v.kind = k.kind AND v.id = k.id AND v.known_to IS NULL`,
      [recordset(changes.closes)],
    );
  }
  if (changes.opens.length > 0) {
    await tx.query(
      `INSERT INTO dashboard_record_versions (user_id, kind, id, from_position, to_position, known_from, known_to, title, day, amount,
         goal_status, goal_due_date, activity_position, activity_at)
       SELECT user_id, kind, id, from_position, to_position, known_from, known_to, title, day, amount, goal_status,
              goal_due_date, activity_position, activity_at
         FROM jsonb_to_recordset($1::jsonb) AS r(${VERSION_COLUMNS})`,
      [recordset(changes.opens)],
    );
  }
}

/** user_target_versions: each TargetsSet closes the user's current targets and opens the new set. */
async function applyTargetsVersion(tx: Queryable, event: LifeProjectedEvent<'TargetsSet'>): Promise<void> {
  const userId = userIdOfStream(event, TARGETS_STREAM_PREFIX);
  const at = occurredAt(event);
  await tx.query(`UPDATE user_target_versions SET known_to = $3, to_position = $2 WHERE user_id = $1 AND known_to IS NULL`, [
    userId,
    event.position,
    at,
  ]);
  await tx.query(
    `INSERT INTO user_target_versions (user_id, from_position, known_from, calories, weekly_workouts) VALUES ($1, $2, $3, $4, $5)`,
    [userId, event.position, at, event.data.calories, event.data.weeklyWorkouts],
  );
}

const isTargetsEvent = (event: { type: string }): event is LifeProjectedEvent<'TargetsSet'> => event.type === 'TargetsSet';

/**
 * dashboard-history (issue 10): what the dashboard reads, as versions with their knowledge time
 * (the event's metadata.occurredAt), for GET /api/dashboard?asOf= (`dashboardStats` over its versions). The
 * records follow the live dashboard fold exactly; the targets follow the `targets` projection. Transactions
 * are money-history's versions (issue 25), which the as-of read takes them from.
 */
export const dashboardHistoryProjection = projection({
  name: DASHBOARD_HISTORY,
  canHandle: [...DASHBOARD_EVENT_TYPES, 'TargetsSet'],
  tables: ['dashboard_record_versions', 'user_target_versions'],
  // As the live dashboard: a deletion only closes a version it holds, whatever came before it.
  resetsStream: ['WorkoutDeleted', 'MealDeleted', 'GoalDeleted', 'TargetsSet'],
  async apply(tx, events) {
    const records = events.filter((event): event is DashboardEvent => !isTargetsEvent(event));
    if (records.length > 0) {
      const loaded = await loadRecords(tx, recordsToLoad(records), 'dashboard_record_versions');
      await writeDashboardVersions(tx, foldDashboardVersions(records, loaded));
    }
    for (const event of events) if (isTargetsEvent(event)) await applyTargetsVersion(tx, event);
  },
});
