import { accountBookStreamId } from '../accounts/state';
import { categoryListStreamId } from '../categories/state';
import { goalStreamId } from '../goals/state';
import { groceryItemStreamId } from '../groceries/state';
import { mealStreamId } from '../meals/state';
import { recurringTransactionStreamId } from '../recurring/state';
import { recipeStreamId } from '../recipes/state';
import { ruleListStreamId } from '../rules/state';
import { scheduleStreamId } from '../schedules/state';
import { transactionStreamId } from '../transactions/state';
import { workoutStreamId } from '../workouts/state';
import type { RecordHistoryModel } from './entries';
import type { HistoryKind } from './kinds';
import { accountHistory } from './models/account';
import { categoryHistory } from './models/category';
import { goalHistory } from './models/goal';
import { groceryItemHistory } from './models/grocery';
import { mealHistory } from './models/meal';
import { recurringTransactionHistory } from './models/recurring';
import { recipeHistory } from './models/recipe';
import { ruleHistory } from './models/rule';
import { scheduleHistory } from './models/schedule';
import { transactionHistory } from './models/transaction';
import { workoutHistory } from './models/workout';
import { bodyWeightHistory } from './models/body-weight';
import { bodyWeightStreamId } from '../body-weight/state';
import { budgetBookStreamId } from '../budgets/state';
import { budgetHistory } from './models/budget';

export interface HistorySource {
  model: RecordHistoryModel;
  /**
   * Where the record's events are. 'user': inside the caller's own per-user stream (account book,
   * category list), so every event there is the caller's; 'record': a stream of its own, whose
   * creating event names its owner.
   */
  scope: 'user' | 'record';
  streamId(id: string, userId: string): string;
}

/** Each kind's model and stream. A generated occurrence's transaction id names its stream too. */
export const HISTORY_SOURCES: Readonly<Record<HistoryKind, HistorySource>> = {
  transaction: { model: transactionHistory, scope: 'record', streamId: (id) => transactionStreamId(id) },
  account: { model: accountHistory, scope: 'user', streamId: (_id, userId) => accountBookStreamId(userId) },
  category: { model: categoryHistory, scope: 'user', streamId: (_id, userId) => categoryListStreamId(userId) },
  'recurring-transaction': { model: recurringTransactionHistory, scope: 'record', streamId: (id) => recurringTransactionStreamId(id) },
  schedule: { model: scheduleHistory, scope: 'record', streamId: (id) => scheduleStreamId(id) },
  goal: { model: goalHistory, scope: 'record', streamId: (id) => goalStreamId(id) },
  workout: { model: workoutHistory, scope: 'record', streamId: (id) => workoutStreamId(id) },
  meal: { model: mealHistory, scope: 'record', streamId: (id) => mealStreamId(id) },
  'grocery-item': { model: groceryItemHistory, scope: 'record', streamId: (id) => groceryItemStreamId(id) },
  rule: { model: ruleHistory, scope: 'user', streamId: (_id, userId) => ruleListStreamId(userId) },
  'body-weight': { model: bodyWeightHistory, scope: 'record', streamId: (id) => bodyWeightStreamId(id) },
  recipe: { model: recipeHistory, scope: 'record', streamId: (id) => recipeStreamId(id) },
  budget: { model: budgetHistory, scope: 'user', streamId: (_id, userId) => budgetBookStreamId(userId) },
};
