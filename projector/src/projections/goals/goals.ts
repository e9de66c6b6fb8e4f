import { goalEvents, GoalReviewSaved } from '@life/domain';
import { fieldColumns } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { rowVersions } from '../as-of/row-versions';
import { occurredAt, ownerOf } from '../rows';
import { recordRows } from '../record-rows';
import { GOALS } from './names';

// Issue 26: each table keeps its versions, for the goals screens as of a moment.
const goalRows = recordRows('goals', { versions: 'goal_versions' });
const activityVersions = rowVersions('goal_activity', 'goal_activity_versions');
const reviewVersions = rowVersions('goal_reviews', 'goal_review_versions');

/** The events the goals projection handles (goalsProjection.canHandle): every goal event and the reviews'. */
export const GOAL_PROJECTION_EVENT_TYPES = [...goalEvents.map((definition) => definition.type), GoalReviewSaved.type];
type GoalProjectionEvent = LifeProjectedEvent<(typeof GOAL_PROJECTION_EVENT_TYPES)[number]>;

/**
 * goals (one row per live goal), goal_activity (one dated row per goal event that moves a goal:
 * what the Weekly Progress card and the weekly review count) and goal_reviews (one reflection per
 * user and week). Every stream is one record (`goal-<id>`, `goal-review-<userId>-<weekStart>`).
 */
export const goalsProjection = projection({
  name: GOALS,
  canHandle: GOAL_PROJECTION_EVENT_TYPES,
  tables: ['goals', 'goal_activity', 'goal_reviews', 'goal_versions', 'goal_activity_versions', 'goal_review_versions'],
  // Deleting removes the goal's rows whatever came before: a parked goal resumes there.
  resetsStream: ['GoalDeleted'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});

/** The user's local day of the event (the command's `today`; its UTC day for an event without one). */
function dayOf(event: GoalProjectionEvent): string {
  return event.metadata.today ?? occurredAt(event).slice(0, 10);
}

interface Activity {
  kind: 'created' | 'progressed' | 'paused' | 'resumed';
  progressBefore: number;
  progressAfter: number;
  statusAfter: string;
}

async function recordActivity(tx: Queryable, event: GoalProjectionEvent, userId: string, goalId: string, a: Activity): Promise<void> {
  await tx.query(
    `INSERT INTO goal_activity (user_id, goal_id, position, kind, day, occurred_at, progress_before, progress_after, status_after)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9)
     ON CONFLICT (user_id, goal_id, position) DO NOTHING`,
    [userId, goalId, event.position, a.kind, dayOf(event), occurredAt(event), a.progressBefore, a.progressAfter, a.statusAfter],
  );
  await activityVersions.snapshot(tx, event, { user_id: userId, goal_id: goalId, position: event.position });
}

/** Pause or resume: the goal's status, and an activity row at its unchanged progress. */
async function changeStatus(tx: Queryable, event: GoalProjectionEvent, goalId: string, status: 'paused' | 'active'): Promise<void> {
  const userId = ownerOf(event);
  await goalRows.update(tx, event, userId, goalId, { status });
  const { rows } = await tx.query<{ progress: number }>(`SELECT progress FROM goals WHERE user_id = $1 AND id = $2`, [userId, goalId]);
  const progress = rows[0]?.progress;
  if (progress === undefined) return;
  await recordActivity(tx, event, userId, goalId, {
    kind: status === 'paused' ? 'paused' : 'resumed',
    progressBefore: progress,
    progressAfter: progress,
    statusAfter: status,
  });
}

async function applyOne(tx: Queryable, event: GoalProjectionEvent): Promise<void> {
  switch (event.type) {
    case 'GoalCreated': {
      const { userId, goalId, ...d } = event.data;
      await goalRows.insert(tx, event, userId, goalId, fieldColumns(d));
      await recordActivity(tx, event, userId, goalId, {
        kind: 'created',
        progressBefore: d.progress,
        progressAfter: d.progress,
        statusAfter: d.status,
      });
      return;
    }
    case 'GoalDetailsChanged': {
      const { goalId, ...details } = event.data;
      await goalRows.update(tx, event, ownerOf(event), goalId, fieldColumns(details));
      return;
    }
    case 'GoalProgressChanged': {
      const { goalId, progress, previousProgress, status } = event.data;
      const userId = ownerOf(event);
      await goalRows.update(tx, event, userId, goalId, { progress, status });
      await recordActivity(tx, event, userId, goalId, {
        kind: 'progressed',
        progressBefore: previousProgress,
        progressAfter: progress,
        statusAfter: status,
      });
      return;
    }
    case 'GoalPaused':
      return changeStatus(tx, event, event.data.goalId, 'paused');
    case 'GoalResumed':
      return changeStatus(tx, event, event.data.goalId, 'active');
    case 'GoalDeleted': {
      const userId = ownerOf(event);
      await tx.query(`DELETE FROM goal_activity WHERE user_id = $1 AND goal_id = $2`, [userId, event.data.goalId]);
      await activityVersions.snapshot(tx, event, { user_id: userId, goal_id: event.data.goalId });
      await goalRows.remove(tx, userId, event.data.goalId, event);
      return;
    }
    case 'GoalReviewSaved': {
      const d = event.data;
      await tx.query(
        `INSERT INTO goal_reviews (user_id, week_start, reflection, created_at, updated_at) VALUES ($1, $2::date, $3, $4, $4)
         ON CONFLICT (user_id, week_start) DO UPDATE SET reflection = EXCLUDED.reflection, updated_at = EXCLUDED.updated_at`,
        [d.userId, d.weekStart, d.reflection, occurredAt(event)],
      );
      await reviewVersions.snapshot(tx, event, { user_id: d.userId, week_start: d.weekStart });
      return;
    }
  }
}
