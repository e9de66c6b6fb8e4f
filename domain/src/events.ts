import type { EventOf } from './core/events';
import { userEvents } from './users/events';
import { accountEvents } from './accounts/events';
import { categoryEvents } from './categories/events';
import { transactionEvents } from './transactions/events';
import { bulkEditEvents } from './transactions/bulk-edit';
import { recurringTransactionEvents } from './recurring/events';
import { scheduleEvents } from './schedules/events';
import { goalEvents } from './goals/events';
import { goalReviewEvents } from './goals/reviews/events';
import { workoutEvents } from './workouts/events';
import { bodyWeightEvents } from './body-weight/events';
import { targetEvents } from './targets/events';
import { mealEvents } from './meals/events';
import { groceryItemEvents } from './groceries/events';
import { waterEvents } from './water/events';
import { budgetEvents } from './budgets/events';
import { importBatchEvents } from './imports/batch/events';
import { ruleEvents } from './rules/events';
import { settingsEvents } from './settings/events';
import { recipeEvents } from './recipes/events';

/**
 * Every event definition of every aggregate: the registry upcasts with them and the types below
 * are derived from them, so an event is declared once (its `defineEvent`) and known everywhere.
 * A new aggregate adds its definitions here.
 */
export const lifeEventDefinitions = [
  ...userEvents,
  ...accountEvents,
  ...categoryEvents,
  ...transactionEvents,
  ...bulkEditEvents,
  ...recurringTransactionEvents,
  ...scheduleEvents,
  ...goalEvents,
  ...goalReviewEvents,
  ...workoutEvents,
  ...bodyWeightEvents,
  ...targetEvents,
  ...mealEvents,
  ...groceryItemEvents,
  ...waterEvents,
  ...budgetEvents,
  ...importBatchEvents,
  ...ruleEvents,
  ...settingsEvents,
  ...recipeEvents,
];

/** Any Life event, as a discriminated union on `type` (data typed by its definition's schema). */
export type LifeEvent = EventOf<(typeof lifeEventDefinitions)[number]>;

/** The name of any Life event type: renaming a definition's `type` changes this union. */
export type LifeEventType = LifeEvent['type'];

/** The events of the listed types, e.g. `EventOfType<'AccountOpened' | 'AccountUpdated'>`. */
export type EventOfType<T extends LifeEventType> = Extract<LifeEvent, { type: T }>;
