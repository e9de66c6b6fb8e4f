import type { GoalStatus } from '@life/domain';
import { isOneOf, type LifeProjectedEvent } from '../../projection';
import { occurredAt, ownerOf } from '../rows';

/**
 * The events the dashboard projection handles (dashboardProjection.canHandle). Transactions are not
 * among them (issue 25): the dashboard reads its money figures from the ledger (live) and
 * money-history (as of a moment), which hold every transaction already.
 */
export const DASHBOARD_EVENT_TYPES = [
  'WorkoutLogged',
  'WorkoutCompletionChanged',
  'WorkoutFinished',
  'WorkoutUpdated',
  'WorkoutDeleted',
  'MealCreated',
  'MealLoggedChanged',
  'MealDeleted',
  'GoalCreated',
  'GoalDetailsChanged',
  'GoalProgressChanged',
  'GoalPaused',
  'GoalResumed',
  'GoalDeleted',
] as const;
export type DashboardEvent = LifeProjectedEvent<(typeof DASHBOARD_EVENT_TYPES)[number]>;

export type DashboardKind = 'workout' | 'meal' | 'goal';

/** A dashboard_records row as the fold keeps it (column names, so it serialises straight into jsonb_to_recordset). */
export interface DashboardRecordRow {
  user_id: string;
  kind: DashboardKind;
  id: string;
  title: string;
  /** yyyy-mm-dd; null for goals. */
  day: string | null;
  /** Workout: minutes; meal: calories; goal: progress. */
  amount: number;
  goal_status: GoalStatus | null;
  goal_due_date: string | null;
  /** Null while a workout is not completed or a meal not logged. */
  activity_position: string | null;
  activity_at: string | null;
}

/** A change to one dashboard_days row. */
export interface DashboardDayDelta {
  user_id: string;
  day: string;
  workouts: number;
  workout_minutes: number;
  logged_meals: number;
  meal_calories: number;
}

export interface DashboardRecordKey {
  user_id: string;
  kind: DashboardKind;
  id: string;
}

/** Everything one batch changes. */
export interface DashboardChanges {
  /** Final state of every record the batch created or changed. */
  upserts: DashboardRecordRow[];
  /** Records the batch deleted. */
  deletes: DashboardRecordKey[];
  days: DashboardDayDelta[];
}

/** A record's key in the fold's maps. */
export const recordKeyString = (key: DashboardRecordKey) => `${key.user_id}|${key.kind}|${key.id}`;

/**
 * The batch's events in order over the records' rows (`current`, by recordKeyString, kept up to
 * date): each event that changes its record, with the record's key and its row before (undefined:
 * none) and after (null: deleted).
 */
export function* recordChanges(events: readonly DashboardEvent[], current: Map<string, DashboardRecordRow | null>) {
  for (const event of events) {
    const key = recordKeyOf(event);
    const id = recordKeyString(key);
    const before = current.get(id) ?? undefined;
    const after = nextRecord(before, event);
    if (after === undefined) continue;
    yield { event, key, id, before, after };
    current.set(id, after);
  }
}

/**
 * The record an event belongs to. A record is its own stream (`workout-`, `meal-`, `goal-<id>`), so
 * its rows depend on its own events only. The first event names its user; later ones carry no
 * userId, and only the owner may write them (metadata.userId).
 */
export function recordKeyOf(event: DashboardEvent): DashboardRecordKey {
  const user_id = isFirstEvent(event) ? event.data.userId : ownerOf(event);
  const { data } = event;
  if ('workoutId' in data) return { user_id, kind: 'workout', id: data.workoutId };
  if ('mealId' in data) return { user_id, kind: 'meal', id: data.mealId };
  return { user_id, kind: 'goal', id: data.goalId };
}

/** The event that creates each kind of record: the one that names its user. */
const isFirstEvent = isOneOf(['WorkoutLogged', 'MealCreated', 'GoalCreated'] as const);

/** Every record a batch touches (the rows to load before folding it). */
export function recordsToLoad(events: readonly DashboardEvent[]): DashboardRecordKey[] {
  const keys = new Map<string, DashboardRecordKey>();
  for (const event of events) {
    const key = recordKeyOf(event);
    keys.set(recordKeyString(key), key);
  }
  return [...keys.values()];
}

const NO_RECORD = { goal_status: null, goal_due_date: null } as const;

/** This event as the record's latest activity. */
const activity = (event: DashboardEvent) => ({ activity_position: event.position, activity_at: occurredAt(event) });
const NO_ACTIVITY = { activity_position: null, activity_at: null } as const;

/** Done (a workout completed, a meal logged): the moment it became so is kept; undone: no activity. */
function doneActivity(row: DashboardRecordRow, event: DashboardEvent, done: boolean) {
  if (!done) return NO_ACTIVITY;
  return row.activity_position === null ? activity(event) : { activity_position: row.activity_position, activity_at: row.activity_at };
}

/**
 * The record after `event`: a new row, `null` when deleted, or `undefined` when the event changes
 * nothing here (a creation replayed, or a change to a record this read model does not hold: never
 * created, deleted, or its creation parked).
 */
export function nextRecord(row: DashboardRecordRow | undefined, event: DashboardEvent): DashboardRecordRow | null | undefined {
  const key = recordKeyOf(event);
  // Creations start a row (a replay changes nothing); changes need the row (else nothing to change).
  switch (event.type) {
    case 'WorkoutLogged': {
      if (row) return undefined;
      const d = event.data;
      return {
        ...key,
        ...NO_RECORD,
        title: d.name,
        day: d.date,
        amount: d.durationMinutes,
        ...(d.completed ? activity(event) : NO_ACTIVITY),
      };
    }
    case 'MealCreated': {
      if (row) return undefined;
      const d = event.data;
      return { ...key, ...NO_RECORD, title: d.name, day: d.date, amount: d.calories, ...(d.logged ? activity(event) : NO_ACTIVITY) };
    }
    case 'GoalCreated': {
      if (row) return undefined;
      const d = event.data;
      return {
        ...key,
        ...NO_RECORD,
        title: d.title,
        day: null,
        amount: d.progress,
        goal_status: d.status,
        goal_due_date: d.dueDate,
        ...activity(event),
      };
    }
    case 'WorkoutCompletionChanged':
      return row && { ...row, ...doneActivity(row, event, event.data.completed) };
    case 'WorkoutFinished':
      return row && { ...row, amount: event.data.durationMinutes, ...doneActivity(row, event, true) };
    case 'WorkoutUpdated': {
      const d = event.data;
      return row && { ...row, title: d.name, day: d.date, amount: d.durationMinutes, ...doneActivity(row, event, d.completed) };
    }
    case 'MealLoggedChanged':
      return row && { ...row, ...doneActivity(row, event, event.data.logged) };
    case 'GoalDetailsChanged':
      return row && { ...row, title: event.data.title, goal_due_date: event.data.dueDate, ...activity(event) };
    case 'GoalProgressChanged':
      return row && { ...row, amount: event.data.progress, goal_status: event.data.status, ...activity(event) };
    case 'GoalPaused':
      return row && { ...row, goal_status: 'paused', ...activity(event) };
    case 'GoalResumed':
      return row && { ...row, goal_status: 'active', ...activity(event) };
    case 'WorkoutDeleted':
    case 'MealDeleted':
    case 'GoalDeleted':
      return row ? null : undefined;
  }
}

const ZERO = { workouts: 0, workout_minutes: 0, logged_meals: 0, meal_calories: 0 };

/** What a record adds to its day: a workout while completed (its minutes), a meal while logged (its calories); goals nothing. */
export function dayContribution(row: DashboardRecordRow): Omit<DashboardDayDelta, 'user_id' | 'day'> | undefined {
  if (row.day === null) return undefined;
  switch (row.kind) {
    case 'workout':
      return row.activity_position === null ? undefined : { ...ZERO, workouts: 1, workout_minutes: row.amount };
    case 'meal':
      return row.activity_position === null ? undefined : { ...ZERO, logged_meals: 1, meal_calories: row.amount };
    case 'goal':
      return undefined;
  }
}

/**
 * Folds a batch in memory, in event order, over the rows loaded for it (by recordKey). A change of a
 * record takes its old day contribution out and puts the new one in, so edits, toggles both ways and
 * deletions are the same two moves, and a batch touches each (user, day) row once.
 */
export function foldDashboard(events: readonly DashboardEvent[], loaded: ReadonlyMap<string, DashboardRecordRow>): DashboardChanges {
  const current = new Map<string, DashboardRecordRow | null>(loaded);
  const touched = new Map<string, DashboardRecordKey>();
  const days = new Map<string, DashboardDayDelta>();

  const addDay = (row: DashboardRecordRow | null | undefined, sign: 1 | -1) => {
    const contribution = row && dayContribution(row);
    if (!row || !contribution || row.day === null) return;
    const dayKey = `${row.user_id}|${row.day}`;
    let delta = days.get(dayKey);
    if (!delta) days.set(dayKey, (delta = { user_id: row.user_id, day: row.day, ...ZERO }));
    for (const column of Object.keys(ZERO) as (keyof typeof ZERO)[]) delta[column] += sign * contribution[column];
  };

  for (const { key, id, before, after } of recordChanges(events, current)) {
    addDay(before, -1);
    addDay(after, 1);
    touched.set(id, key);
  }

  const upserts: DashboardRecordRow[] = [];
  const deletes: DashboardRecordKey[] = [];
  for (const [id, key] of touched) {
    const row = current.get(id);
    if (row) upserts.push(row);
    else if (loaded.has(id)) deletes.push(key);
  }
  return { upserts, deletes, days: [...days.values()] };
}
