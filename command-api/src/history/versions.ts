import {
  accountBookDecider,
  accountBookStreamId,
  accountRestoreDraft,
  accountStateAt,
  bodyWeightDecider,
  bodyWeightStateAt,
  bodyWeightStreamId,
  budgetBookDecider,
  budgetBookStreamId,
  budgetRestoreDraft,
  budgetStateAt,
  categoryListDecider,
  categoryListStreamId,
  categoryRestoreDraft,
  categoryStateAt,
  goalDecider,
  goalRestoreBody,
  goalStateAt,
  goalStreamId,
  goalUpdateSchema,
  mealDecider,
  mealStateAt,
  mealStreamId,
  parseOrThrow,
  recipeDecider,
  recipeStateAt,
  recipeStreamId,
  recurringRestoreDraft,
  recurringStateAt,
  recurringTransactionDecider,
  recurringTransactionStreamId,
  scheduleDecider,
  scheduleMessages,
  scheduleRestoreDraft,
  scheduleStateAt,
  scheduleStreamId,
  ValidationError,
  versionRestorable,
  workoutDecider,
  workoutRestoreBody,
  workoutStateAt,
  workoutStreamId,
  workoutUpdateSchema,
  type HistoryEvent,
  type RestoredRecordJson,
  type VersionKind,
} from '@life/domain';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_BUDGETS } from '@life/projector/projections/budgets/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_SCHEDULES } from '@life/projector/projections/schedules/names';
import { findRecurringTransaction } from '@life/projector/projections/schedules/recurring';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { categoryRef } from '../budgets/routes';
import { commandHandler } from '../http/commands';
import { readModel, waitForWrite } from '../http/read-model';
import { referenceContext } from '../transactions/context';
import { restoreMessages } from './restore';
import { RESTORE_READ_MODELS } from './undelete';

const handleGoal = commandHandler(goalDecider, (command) => goalStreamId(command.data.goalId));
const handleWorkout = commandHandler(workoutDecider, (command) => workoutStreamId(command.data.workoutId));
const handleRecipe = commandHandler(recipeDecider, (command) => recipeStreamId(command.data.recipeId));
const handleBodyWeight = commandHandler(bodyWeightDecider, (command) => bodyWeightStreamId(command.data.entryId));
const handleBudget = commandHandler(budgetBookDecider, (command) => budgetBookStreamId(command.metadata.userId));
const handleMeal = commandHandler(mealDecider, (command) => mealStreamId(command.data.mealId));
const handleAccount = commandHandler(accountBookDecider, (command) => accountBookStreamId(command.metadata.userId));
const handleCategory = commandHandler(categoryListDecider, (command) => categoryListStreamId(command.metadata.userId));
const handleSchedule = commandHandler(scheduleDecider, (command) => scheduleStreamId(command.data.scheduleId));
const handleRecurring = commandHandler(recurringTransactionDecider, (command) =>
  recurringTransactionStreamId(command.data.recurringTransactionId),
);

/** What a restored version shows up in: the answer waits for them. */
const VERSION_READ_MODELS: Record<VersionKind, string[]> = {
  goal: RESTORE_READ_MODELS.goal,
  workout: RESTORE_READ_MODELS.workout,
  meal: RESTORE_READ_MODELS.meal,
  recipe: RESTORE_READ_MODELS.recipe,
  'body-weight': RESTORE_READ_MODELS['body-weight'],
  budget: [MONEY_BUDGETS],
  account: RESTORE_READ_MODELS.account,
  category: RESTORE_READ_MODELS.category,
  schedule: [MONEY_SCHEDULES],
  // The rule's row; its occurrences follow as the worker generates them (as after any edit that does not wait).
  'recurring-transaction': [MONEY_SCHEDULES],
};

const notRestorable = () => new ValidationError({ position: restoreMessages.notRestorable });

/**
 * 'Restore this version' of any kind but transactions (issue 10; issue 26: every kind with a
 * history of edits but rules): its normal update back to the state after the
 * entry at `position`, one more event, never a rewrite of the log. A goal's and a workout's PUT
 * body, parsed like a PUT; a meal's logged flag (nothing else about a meal changes); an account's,
 * a category's, a schedule's or a recurring transaction's every stored field as its update draft, checked by its decider as
 * a PUT is (a category name taken since is a 409; a schedule's recurring transaction deleted since
 * a 400). 400 on `position` for an unknown entry or one it cannot go back to.
 */
export async function restoreRecordVersion(
  ctx: Context,
  deps: AppDeps,
  userId: string,
  kind: VersionKind,
  id: string,
  events: readonly HistoryEvent[],
  position: string,
): Promise<RestoredRecordJson> {
  if (!events.some((event) => event.position === position)) throw new ValidationError({ position: restoreMessages.noSuchRecordVersion });
  if (!versionRestorable(kind, events, position, id)) throw notRestorable();
  let written: string;
  switch (kind) {
    case 'goal': {
      const target = goalStateAt(events, position);
      if (target?.kind !== 'live') throw notRestorable();
      const draft = parseOrThrow(goalUpdateSchema, goalRestoreBody(target.fields));
      written = (await handleGoal(ctx, deps, { type: 'UpdateGoal', data: { goalId: id, draft } })).position;
      break;
    }
    case 'workout': {
      const target = workoutStateAt(events, position);
      if (target?.status !== 'logged') throw notRestorable();
      const draft = parseOrThrow(workoutUpdateSchema, workoutRestoreBody(target.fields));
      written = (await handleWorkout(ctx, deps, { type: 'UpdateWorkout', data: { workoutId: id, draft } })).position;
      break;
    }
    case 'meal': {
      const target = mealStateAt(events, position);
      if (target?.status !== 'created') throw notRestorable();
      written = (await handleMeal(ctx, deps, { type: 'ChangeMealLogged', data: { mealId: id, logged: target.fields.logged } })).position;
      break;
    }
    case 'recipe': {
      const target = recipeStateAt(events, position);
      if (target?.status !== 'live') throw notRestorable();
      written = (await handleRecipe(ctx, deps, { type: 'UpdateRecipe', data: { recipeId: id, draft: target.fields } })).position;
      break;
    }
    case 'budget': {
      const target = budgetStateAt(events, position, id);
      if (!target) throw notRestorable();
      // As its PUT: a category other than today's must still be one of the caller's expense categories (400 if not),
      // and the month must be free of another budget of that category (409).
      await readModel(ctx, deps, [MONEY_CATEGORIES]);
      const category = await categoryRef(deps.db, userId, target.categoryId);
      const data = { budgetId: id, draft: budgetRestoreDraft(target), category };
      written = (await handleBudget(ctx, deps, { type: 'UpdateBudget', data })).position;
      break;
    }
    case 'body-weight': {
      // Its PUT with every stored field (already canonical: a day, a weight as entered, a unit).
      const target = bodyWeightStateAt(events, position);
      if (target?.kind !== 'live') throw notRestorable();
      const data = { entryId: id, draft: { ...target.fields } };
      written = (await handleBodyWeight(ctx, deps, { type: 'UpdateBodyWeight', data })).position;
      break;
    }
    case 'account': {
      const target = accountStateAt(events, position, id);
      if (!target) throw notRestorable();
      // No balance in the draft: the starting balance restored moves the balance as it did then; nothing is adjusted.
      const draft = accountRestoreDraft(target);
      written = (await handleAccount(ctx, deps, { type: 'UpdateAccount', data: { accountId: id, adjustmentId: '', draft } })).position;
      break;
    }
    case 'category': {
      const target = categoryStateAt(events, position, id);
      if (!target) throw notRestorable();
      written = (await handleCategory(ctx, deps, { type: 'UpdateCategory', data: { categoryId: id, draft: categoryRestoreDraft(target) } }))
        .position;
      break;
    }
    case 'schedule': {
      const target = scheduleStateAt(events, position);
      if (!target) throw notRestorable();
      const { recurringTransactionId } = target;
      if (recurringTransactionId) {
        // As its PUT: the recurring transaction it follows must still be one of the caller's live ones.
        await readModel(ctx, deps, [MONEY_SCHEDULES]);
        if (!(await findRecurringTransaction(deps.db, userId, recurringTransactionId))) {
          throw new ValidationError({ recurringTransactionId: scheduleMessages.recurringTransactionNotFound });
        }
      }
      written = (await handleSchedule(ctx, deps, { type: 'UpdateSchedule', data: { scheduleId: id, draft: scheduleRestoreDraft(target) } }))
        .position;
      break;
    }
    case 'recurring-transaction': {
      const target = recurringStateAt(events, position);
      if (!target) throw notRestorable();
      const draft = recurringRestoreDraft(target);
      // As its PUT: the accounts and categories it names are checked as they are now (one deleted since: 400).
      await readModel(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES]);
      const context = await referenceContext(deps.db, userId, [draft]);
      const data = { recurringTransactionId: id, draft, context };
      written = (await handleRecurring(ctx, deps, { type: 'UpdateRecurringTransaction', data })).position;
      break;
    }
  }
  // Nothing to change (already in that state) appends nothing: then there is no write to wait for.
  if (written) await waitForWrite(ctx, deps, VERSION_READ_MODELS[kind], written);
  return { kind, id };
}
