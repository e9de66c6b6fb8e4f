import { accountBookDecider } from '../accounts/decider';
import { accountEvents } from '../accounts/events';
import type { AccountUpdateDraft } from '../accounts/drafts';
import { ACCOUNT_FIELD_KEYS } from '../accounts/fields';
import { findLiveAccount, type AccountRecord } from '../accounts/state';
import { categoryListDecider } from '../categories/decider';
import type { CategoryUpdateDraft } from '../categories/drafts';
import { categoryEvents } from '../categories/events';
import { CATEGORY_FIELD_KEYS } from '../categories/fields';
import { findLiveCategory, type CategoryRecord } from '../categories/state';
import { recurringTransactionDecider } from '../recurring/decider';
import type { RecurringTransactionUpdateDraft } from '../recurring/drafts';
import { recurringTransactionEvents } from '../recurring/events';
import { RECURRING_TRANSACTION_FIELD_KEYS } from '../recurring/fields';
import type { RecurringTransactionRecord } from '../recurring/state';
import { scheduleDecider } from '../schedules/decider';
import type { ScheduleUpdateDraft } from '../schedules/drafts';
import { scheduleEvents } from '../schedules/events';
import { SCHEDULE_FIELD_KEYS } from '../schedules/fields';
import type { ScheduleRecord } from '../schedules/state';
import { goalDecider } from '../goals/decider';
import { goalEvents } from '../goals/events';
import type { GoalInput } from '../goals/schemas';
import { GOAL_FIELD_KEYS, type GoalFields } from '../goals/fields';
import type { GoalState } from '../goals/state';
import { pickFields } from '../shared/aggregate-fields';
import { mealDecider } from '../meals/decider';
import { mealEvents } from '../meals/events';
import type { MealState } from '../meals/state';
import { recipeDecider } from '../recipes/decider';
import { recipeEvents } from '../recipes/events';
import type { RecipeState } from '../recipes/state';
import { bodyWeightDecider } from '../body-weight/decider';
import { budgetBookDecider } from '../budgets/decider';
import type { BudgetUpdateDraft } from '../budgets/drafts';
import { budgetEvents } from '../budgets/events';
import { BUDGET_FIELD_KEYS } from '../budgets/fields';
import type { BudgetRecord } from '../budgets/state';
import { bodyWeightEvents } from '../body-weight/events';
import type { BodyWeightState } from '../body-weight/state';
import { workoutDecider } from '../workouts/decider';
import { workoutEvents } from '../workouts/events';
import { WORKOUT_FIELD_KEYS, type WorkoutFields } from '../workouts/fields';
import type { WorkoutInput } from '../workouts/schemas';
import type { WorkoutState } from '../workouts/state';
import type { EventOfType } from '../events';
import { ownEvent, parseCurrentEvent, type Evolving, type LifeEventDefinition } from '../registry';
import type { HistoryEntryJson } from './api';
import type { HistoryEvent } from './entries';

/*
 * 'Restore this version' beyond transactions (issue 10): goals, workouts and meals go back to the
 * state after one of their entries through their normal commands (a goal's or a workout's PUT body;
 * a meal's logged flag), never by rewriting the log. Issue 26: accounts, categories and schedules
 * too, by their update with every stored field (a draft: the stored values are already normalised,
 * and the decider checks what spans them, as for a PUT).
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

/** An account as it was right after `position` in its book (undefined: deleted, not yet opened, or no such event). */
export function accountStateAt(events: readonly HistoryEvent[], position: string, accountId: string): AccountRecord | undefined {
  const book = stateAt(accountBookDecider, accountEvents, events, position);
  return book && findLiveAccount(book, accountId);
}
/** A category as it was right after `position` in its list. */
export function categoryStateAt(events: readonly HistoryEvent[], position: string, categoryId: string): CategoryRecord | undefined {
  const list = stateAt(categoryListDecider, categoryEvents, events, position);
  return list && findLiveCategory(list, categoryId);
}
/** A schedule as it was right after `position` (undefined: deleted or not yet created). */
export function scheduleStateAt(events: readonly HistoryEvent[], position: string): ScheduleRecord | undefined {
  const state = stateAt(scheduleDecider, scheduleEvents, events, position);
  return state && !state.deleted && state.record ? state.record : undefined;
}

/** A recurring transaction as it was right after `position` (undefined: deleted or not yet created). */
export function recurringStateAt(events: readonly HistoryEvent[], position: string): RecurringTransactionRecord | undefined {
  const state = stateAt(recurringTransactionDecider, recurringTransactionEvents, events, position);
  return state && !state.deleted && state.record ? state.record : undefined;
}
/** Its update draft: every stored field (older occurrences stay as they are, as for any edit). */
export const recurringRestoreDraft = (record: RecurringTransactionRecord): RecurringTransactionUpdateDraft =>
  pickFields(RECURRING_TRANSACTION_FIELD_KEYS, record);

/** The update drafts that bring an account, a category or a schedule back to a version: every stored field. */
export const accountRestoreDraft = (record: AccountRecord): AccountUpdateDraft => pickFields(ACCOUNT_FIELD_KEYS, record);
export const categoryRestoreDraft = (record: CategoryRecord): CategoryUpdateDraft => pickFields(CATEGORY_FIELD_KEYS, record);
export const scheduleRestoreDraft = (record: ScheduleRecord): ScheduleUpdateDraft => pickFields(SCHEDULE_FIELD_KEYS, record);

/** A body-weight entry right after `position` (issue 26: its version restores through its PUT). */
export const bodyWeightStateAt = (events: readonly HistoryEvent[], position: string): BodyWeightState | undefined =>
  stateAt(bodyWeightDecider, bodyWeightEvents, events, position);

/** A budget as it was right after `position` in its book (undefined: deleted, not yet set, or no such event). */
export function budgetStateAt(events: readonly HistoryEvent[], position: string, budgetId: string): BudgetRecord | undefined {
  return stateAt(budgetBookDecider, budgetEvents, events, position)?.budgets[budgetId];
}
/** Its update draft: every stored field (category, amount, month), checked by the decider as a PUT is. */
export const budgetRestoreDraft = (record: BudgetRecord): BudgetUpdateDraft => pickFields(BUDGET_FIELD_KEYS, record);

export const recipeStateAt = (events: readonly HistoryEvent[], position: string): RecipeState | undefined =>
  stateAt(recipeDecider, recipeEvents, events, position);

/** The PUT /api/goals/{id} body that brings a goal back to `fields`: every stored field (the body names them alike). */
export function goalRestoreBody(fields: GoalFields): GoalInput {
  return pickFields(GOAL_FIELD_KEYS, fields);
}

/** The PUT /api/workouts/{id} body that brings a workout back to `fields` (issue 26: a finish's minutes too). */
export function workoutRestoreBody(fields: WorkoutFields): WorkoutInput {
  const { durationMinutes, time, ...rest } = pickFields(WORKOUT_FIELD_KEYS, fields);
  // A day without a time is sent without one (the update keeps no time then).
  return { ...rest, duration: durationMinutes, time: time ?? undefined };
}

/** The kinds besides transactions whose versions can be restored (issue 26: every kind with edits in its history but rules). */
export const VERSION_KINDS = [
  'goal',
  'workout',
  'meal',
  'account',
  'category',
  'schedule',
  'recurring-transaction',
  'recipe',
  'body-weight',
  'budget',
] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export function isVersionKind(value: unknown): value is VersionKind {
  return typeof value === 'string' && (VERSION_KINDS as readonly string[]).includes(value);
}

/** Whether the record can go back to the state after `position`, given its state now. */
export function versionRestorable(kind: VersionKind, events: readonly HistoryEvent[], position: string, id = ''): boolean {
  const last = events.at(-1)?.position ?? '';
  switch (kind) {
    case 'account':
      return accountStateAt(events, last, id) !== undefined && accountStateAt(events, position, id) !== undefined;
    case 'category':
      return categoryStateAt(events, last, id) !== undefined && categoryStateAt(events, position, id) !== undefined;
    case 'schedule':
      return scheduleStateAt(events, last) !== undefined && scheduleStateAt(events, position) !== undefined;
    case 'recurring-transaction':
      return recurringStateAt(events, last) !== undefined && recurringStateAt(events, position) !== undefined;
    case 'goal':
      return goalStateAt(events, last)?.kind === 'live' && goalStateAt(events, position)?.kind === 'live';
    case 'workout':
      return workoutStateAt(events, last)?.status === 'logged' && workoutStateAt(events, position)?.status === 'logged';
    case 'meal':
      return mealStateAt(events, last)?.status === 'created' && mealStateAt(events, position)?.status === 'created';
    case 'recipe':
      return recipeStateAt(events, last)?.status === 'live' && recipeStateAt(events, position)?.status === 'live';
    case 'budget':
      return budgetStateAt(events, last, id) !== undefined && budgetStateAt(events, position, id) !== undefined;
    case 'body-weight':
      return bodyWeightStateAt(events, last)?.kind === 'live' && bodyWeightStateAt(events, position)?.kind === 'live';
  }
}

/** Marks the entries (all but the current one) a record of a version kind can go back to. */
export function markRestorableVersions(
  kind: VersionKind,
  entries: readonly HistoryEntryJson[],
  events: readonly HistoryEvent[],
  id = '',
): HistoryEntryJson[] {
  return entries.map((entry, index) =>
    index < entries.length - 1 && versionRestorable(kind, events, entry.position, id) ? { ...entry, restorable: true } : entry,
  );
}
