import { describe, expect, it } from 'vitest';
import { accountBookDecider } from '../accounts/decider';
import type { AccountOpenedEvent } from '../accounts/events';
import { categoryListDecider } from '../categories/decider';
import type { CategoryCreatedEvent } from '../categories/events';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { goalDecider } from '../goals/decider';
import type { GoalCreatedEvent } from '../goals/events';
import { mealDecider } from '../meals/decider';
import type { MealCreatedEvent } from '../meals/events';
import { deciderSpec } from '../testing/decider-spec';
import { transactionDecider } from '../transactions/decider';
import type { TransactionEvent } from '../transactions/events';
import { context, expenseRecorded, foodId, metadata, otherUserId, txId, userId } from '../transactions/testing/fixtures';
import { workoutDecider } from '../workouts/decider';
import type { WorkoutLoggedEvent } from '../workouts/events';

/*
 * Undelete (issue 10): each aggregate keeps a deleted record's last values, and its Restore command
 * appends the creating event again in the same stream, with those values (never rewriting the log).
 * Only the owner, only a deleted record.
 */
const as = (who = userId) => ({ ...metadata, userId: who });

describe('RestoreTransaction', () => {
  const spec = deciderSpec(transactionDecider);
  const restore = (who = userId, ctx = context) => ({
    type: 'RestoreTransaction' as const,
    data: { transactionId: txId, context: ctx },
    metadata: as(who),
  });
  const edited: TransactionEvent = {
    type: 'TransactionUpdated',
    data: { ...expenseRecorded.data, title: 'Big shop', amountCents: 4500 },
  };
  const statusChanged: TransactionEvent = { type: 'TransactionStatusChanged', data: { transactionId: txId, posted: 'pending' } };
  const deleted: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: txId } };

  it('records the deleted transaction again with its last values (edits and status included)', () => {
    spec
      .given([expenseRecorded, edited, statusChanged, deleted])
      .when(restore())
      .then([{ type: 'TransactionRecorded', data: { ...expenseRecorded.data, title: 'Big shop', amountCents: 4500, posted: 'pending' } }]);
  });

  it('checks its accounts and categories now: one deleted since is a 400 on its field', () => {
    const withoutFood = { ...context, categories: {} };
    spec
      .given([expenseRecorded, deleted])
      .when(restore(userId, withoutFood))
      .thenThrows(ValidationError, {
        fields: { transactionCategoryIds: expect.any(String) as unknown },
      });
    const withoutChecking = { ...context, accounts: {} };
    spec
      .given([expenseRecorded, deleted])
      .when(restore(userId, withoutChecking))
      .thenThrows(ValidationError, {
        fields: { fromAccountId: expect.any(String) as unknown },
      });
  });

  it('refuses a live one (409), an unknown or foreign one (404) and a generated occurrence (409)', () => {
    spec.given([expenseRecorded]).when(restore()).thenThrows(ConflictError);
    spec.given([]).when(restore()).thenThrows(NotFoundError);
    spec.given([expenseRecorded, deleted]).when(restore(otherUserId)).thenThrows(NotFoundError);
    const generated = { ...expenseRecorded, data: { ...expenseRecorded.data, recurringTransactionId: foodId, isRecurring: true } };
    spec.given([generated, deleted]).when(restore()).thenThrows(ConflictError);
  });

  it('a restored transaction is live again: it can be edited and deleted once more', () => {
    const recordedAgain = { ...expenseRecorded };
    spec
      .given([expenseRecorded, deleted, recordedAgain])
      .when({ type: 'DeleteTransaction', data: { transactionId: txId }, metadata: as() })
      .then([deleted]);
  });
});

describe('RestoreGoal', () => {
  const spec = deciderSpec(goalDecider);
  const goalId = 'g0000000-0000-4000-8000-000000000001';
  const created: GoalCreatedEvent = {
    type: 'GoalCreated',
    data: {
      goalId,
      userId,
      title: 'Read',
      description: '',
      category: 'Life',
      priority: 'medium',
      dueDate: '',
      status: 'active',
      progress: 0,
    },
  };
  const restore = (who = userId) => ({ type: 'RestoreGoal' as const, data: { goalId }, metadata: as(who) });
  const deleted = { type: 'GoalDeleted' as const, data: { goalId } };

  it('creates the goal again with its last progress, status and details', () => {
    spec
      .given([
        created,
        { type: 'GoalProgressChanged', data: { goalId, progress: 40, previousProgress: 0, status: 'active' } },
        { type: 'GoalPaused', data: { goalId } },
        deleted,
      ])
      .when(restore())
      .then([{ type: 'GoalCreated', data: { ...created.data, progress: 40, status: 'paused' } }]);
  });

  it('only the owner, only a deleted goal', () => {
    spec.given([created]).when(restore()).thenThrows(ConflictError);
    spec.given([created, deleted]).when(restore(otherUserId)).thenThrows(NotFoundError);
    spec.given([]).when(restore()).thenThrows(NotFoundError);
  });
});

describe('RestoreWorkout', () => {
  const spec = deciderSpec(workoutDecider);
  const workoutId = 'w0000000-0000-4000-8000-000000000001';
  const logged: WorkoutLoggedEvent = {
    type: 'WorkoutLogged',
    data: {
      workoutId,
      userId,
      name: 'Run',
      type: 'cardio',
      durationMinutes: 30,
      calories: 300,
      completed: false,
      date: '2025-11-05',
      time: '07:00',
      exercises: [],
    },
  };
  const restore = (who = userId) => ({ type: 'RestoreWorkout' as const, data: { workoutId }, metadata: as(who) });
  const deleted = { type: 'WorkoutDeleted' as const, data: { workoutId } };

  it('logs the workout again as it last was: a finish’s minutes and completion kept, no timer', () => {
    spec
      .given([
        logged,
        { type: 'WorkoutStarted', data: { workoutId, startedAt: '2025-11-05T07:00:00.000Z' } },
        {
          type: 'WorkoutFinished',
          data: { workoutId, startedAt: '2025-11-05T07:00:00.000Z', finishedAt: '2025-11-05T07:42:00.000Z', durationMinutes: 42 },
        },
        deleted,
      ])
      .when(restore())
      .then([{ type: 'WorkoutLogged', data: { ...logged.data, durationMinutes: 42, completed: true } }]);
  });

  it('only the owner, only a deleted workout', () => {
    spec.given([logged]).when(restore()).thenThrows(ConflictError);
    spec.given([logged, deleted]).when(restore(otherUserId)).thenThrows(NotFoundError);
  });
});

describe('RestoreMeal', () => {
  const spec = deciderSpec(mealDecider);
  const mealId = 'm0000000-0000-4000-8000-000000000001';
  const created: MealCreatedEvent = {
    type: 'MealCreated',
    data: {
      mealId,
      userId,
      name: 'Lunch',
      type: 'lunch',
      calories: 650,
      proteinHundredths: 2550,
      carbsHundredths: null,
      fatHundredths: null,
      time: '12:00',
      date: '2025-11-05',
      logged: false,
      recipeId: null,
    },
  };
  const restore = (who = userId) => ({ type: 'RestoreMeal' as const, data: { mealId }, metadata: as(who) });
  const deleted = { type: 'MealDeleted' as const, data: { mealId } };

  it('creates the meal again as it last was (logged), without the marks of an import', () => {
    spec
      .given([
        { ...created, data: { ...created.data, importId: 'batch', externalId: 'row-1' } },
        { type: 'MealLoggedChanged', data: { mealId, logged: true } },
        deleted,
      ])
      .when(restore())
      .then([{ type: 'MealCreated', data: { ...created.data, logged: true } }]);
  });

  it('only the owner, only a deleted meal', () => {
    spec.given([created]).when(restore()).thenThrows(ConflictError);
    spec.given([created, deleted]).when(restore(otherUserId)).thenThrows(NotFoundError);
  });
});

describe('RestoreAccount and RestoreCategory (their book and list streams)', () => {
  const accountId = 'c0000000-0000-4000-8000-0000000000a1';
  const opened: AccountOpenedEvent = {
    type: 'AccountOpened',
    data: {
      accountId,
      userId,
      accountName: 'Savings',
      accountType: 'savings',
      startingBalanceCents: 1000,
      startingBalanceAsOf: '2025-10-01',
      creditLimitCents: null,
      description: '',
      color: '#10B981',
      isActive: true,
    },
  };
  const accounts = deciderSpec(accountBookDecider);
  const restoreAccount = (who = userId) => ({ type: 'RestoreAccount' as const, data: { accountId }, metadata: as(who) });

  it('an account opens again with its last values (an edit included), not primary', () => {
    accounts
      .given([
        opened,
        { type: 'AccountUpdated', data: { ...opened.data, accountName: 'Rainy day' } },
        { type: 'AccountDeleted', data: { accountId, wasPrimary: false } },
      ])
      .when(restoreAccount())
      .then([{ type: 'AccountOpened', data: { ...opened.data, accountName: 'Rainy day' } }]);
    accounts.given([opened]).when(restoreAccount()).thenThrows(ConflictError);
    accounts.given([]).when(restoreAccount()).thenThrows(NotFoundError);
    accounts
      .given([opened, { type: 'AccountDeleted', data: { accountId, wasPrimary: false } }])
      .when(restoreAccount(otherUserId))
      .thenThrows(NotFoundError);
  });

  const categoryId = 'e0000000-0000-4000-8000-0000000000a1';
  const created: CategoryCreatedEvent = {
    type: 'CategoryCreated',
    data: {
      categoryId,
      userId,
      transactionCategory: 'Food',
      transactionType: 'Expense - Variable',
      description: '',
      color: '#ff2600',
      isActive: true,
    },
  };
  const categories = deciderSpec(categoryListDecider);
  const restoreCategory = () => ({ type: 'RestoreCategory' as const, data: { categoryId }, metadata: as() });

  it('a category comes back unless a live one took its name and type meanwhile (409)', () => {
    const deleted = { type: 'CategoryDeleted' as const, data: { categoryId } };
    categories.given([created, deleted]).when(restoreCategory()).then([created]);
    const twin: CategoryCreatedEvent = { ...created, data: { ...created.data, categoryId: 'e0000000-0000-4000-8000-0000000000a2' } };
    categories.given([created, deleted, twin]).when(restoreCategory()).thenThrows(ConflictError);
    categories.given([created]).when(restoreCategory()).thenThrows(ConflictError);
  });
});
