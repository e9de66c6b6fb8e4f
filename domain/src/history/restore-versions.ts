import { goalDecider } from '../goals/decider';
import type { GoalEvent } from '../goals/events';
import type { GoalInput } from '../goals/schemas';
import type { GoalFields, GoalState } from '../goals/state';
import { mealDecider } from '../meals/decider';
import type { MealEvent } from '../meals/events';
import type { MealState } from '../meals/state';
import { workoutDecider } from '../workouts/decider';
import type { WorkoutEvent } from '../workouts/events';
import type { WorkoutFields, WorkoutState } from '../workouts/state';
import type { HistoryEntryJson } from './api';
import type { HistoryEvent } from './entries';

/*
 * 'Restore this version' beyond transactions (issue 10): goals, workouts and meals go back to the
 * state after one of their entries through their normal commands (a goal's PUT body; a workout's
 * completion, a meal's logged flag: the only things about them that change), never by rewriting the log.
 */

interface Folding<S, E> {
  initialState(): S;
  evolve(state: S, event: E): S;
}

/** The record's state right after the event at `position` (undefined: no such event). */
function stateAt<S, E>(decider: Folding<S, E>, events: readonly HistoryEvent[], position: string): S | undefined {
  let state = decider.initialState();
  for (const event of events) {
    if (!event.unreadable) state = decider.evolve(state, { type: event.type, data: event.data } as E);
    if (event.position === position) return state;
  }
  return undefined;
}

export const goalStateAt = (events: readonly HistoryEvent[], position: string) =>
  stateAt<GoalState, GoalEvent>(goalDecider, events, position);
export const workoutStateAt = (events: readonly HistoryEvent[], position: string) =>
  stateAt<WorkoutState, WorkoutEvent>(workoutDecider, events, position);
export const mealStateAt = (events: readonly HistoryEvent[], position: string) =>
  stateAt<MealState, MealEvent>(mealDecider, events, position);

/** The PUT /api/goals/{id} body that brings a goal back to `fields`. */
export function goalRestoreBody(fields: GoalFields): GoalInput {
  const { title, description, category, priority, dueDate, progress, status } = fields;
  return { title, description, category, priority, dueDate, progress, status };
}

/** A workout's logged values apart from its completion (a finish's minutes cannot be taken back). */
export function sameWorkoutApartFromCompletion(a: WorkoutFields, b: WorkoutFields): boolean {
  const { completed: _a, ...restA } = a;
  const { completed: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

type VersionKind = 'goal' | 'workout' | 'meal';

/** Whether the record can go back to the state after `position`, given its state now. */
export function versionRestorable(kind: VersionKind, events: readonly HistoryEvent[], position: string): boolean {
  const last = events.at(-1)?.position ?? '';
  switch (kind) {
    case 'goal':
      return goalStateAt(events, last)?.kind === 'live' && goalStateAt(events, position)?.kind === 'live';
    case 'workout': {
      const now = workoutStateAt(events, last);
      const then = workoutStateAt(events, position);
      return now?.status === 'logged' && then?.status === 'logged' && sameWorkoutApartFromCompletion(now.fields, then.fields);
    }
    case 'meal':
      return mealStateAt(events, last)?.status === 'created' && mealStateAt(events, position)?.status === 'created';
  }
}

/** Marks the entries (all but the current one) a goal, workout or meal can go back to. */
export function markRestorableVersions(
  kind: VersionKind,
  entries: readonly HistoryEntryJson[],
  events: readonly HistoryEvent[],
): HistoryEntryJson[] {
  return entries.map((entry, index) =>
    index < entries.length - 1 && versionRestorable(kind, events, entry.position) ? { ...entry, restorable: true } : entry,
  );
}
