import { goalDecider } from '../goals/decider';
import { goalEvents } from '../goals/events';
import type { GoalInput } from '../goals/schemas';
import { GOAL_FIELD_KEYS, type GoalFields } from '../goals/fields';
import type { GoalState } from '../goals/state';
import { fieldsDiffer, pickFields } from '../shared/aggregate-fields';
import { mealDecider } from '../meals/decider';
import { mealEvents } from '../meals/events';
import type { MealState } from '../meals/state';
import { workoutDecider } from '../workouts/decider';
import { workoutEvents } from '../workouts/events';
import { WORKOUT_FIELD_KEYS, type WorkoutFields } from '../workouts/fields';
import type { WorkoutState } from '../workouts/state';
import type { EventOfType } from '../events';
import { ownEvent, parseCurrentEvent, type Evolving, type LifeEventDefinition } from '../registry';
import type { HistoryEntryJson } from './api';
import type { HistoryEvent } from './entries';

/*
 * 'Restore this version' beyond transactions (issue 10): goals, workouts and meals go back to the
 * state after one of their entries through their normal commands (a goal's PUT body; a workout's
 * completion, a meal's logged flag: the only things about them that change), never by rewriting the log.
 */

/** The record's state right after the event at `position` (undefined: no such event). */
function stateAt<S, D extends LifeEventDefinition>(
  decider: Evolving<S, EventOfType<D['type']>>,
  definitions: readonly D[],
  events: readonly HistoryEvent[],
  position: string,
): S | undefined {
  let state = decider.initialState();
  for (const event of events) {
    if (!event.unreadable) state = decider.evolve(state, ownEvent(definitions, parseCurrentEvent(event)));
    if (event.position === position) return state;
  }
  return undefined;
}

export const goalStateAt = (events: readonly HistoryEvent[], position: string): GoalState | undefined =>
  stateAt(goalDecider, goalEvents, events, position);
export const workoutStateAt = (events: readonly HistoryEvent[], position: string): WorkoutState | undefined =>
  stateAt(workoutDecider, workoutEvents, events, position);
export const mealStateAt = (events: readonly HistoryEvent[], position: string): MealState | undefined =>
  stateAt(mealDecider, mealEvents, events, position);

/** The PUT /api/goals/{id} body that brings a goal back to `fields`: every stored field (the body names them alike). */
export function goalRestoreBody(fields: GoalFields): GoalInput {
  return pickFields(GOAL_FIELD_KEYS, fields);
}

const WORKOUT_KEYS_BUT_COMPLETION = WORKOUT_FIELD_KEYS.filter((key) => key !== 'completed');

/** A workout's logged values apart from its completion (a finish's minutes cannot be taken back). */
export function sameWorkoutApartFromCompletion(a: WorkoutFields, b: WorkoutFields): boolean {
  return !fieldsDiffer(WORKOUT_KEYS_BUT_COMPLETION, a, b);
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
