import {
  accountBookDecider,
  accountBookStreamId,
  categoryListDecider,
  categoryListStreamId,
  formatCents,
  goalRestoreBody,
  goalStateAt,
  goalUpdateSchema,
  mealStateAt,
  parseOrThrow,
  ValidationError,
  versionRestorable,
  workoutStateAt,
  goalDecider,
  goalStreamId,
  mealDecider,
  mealStreamId,
  NotFoundError,
  transactionDecider,
  transactionEvents,
  foldEvents,
  parseCurrentEvent,
  transactionStreamId,
  workoutDecider,
  workoutStreamId,
  type DeletedRecordJson,
  type HistoryEvent,
  type RestorableKind,
  type RestoredRecordJson,
} from '@life/domain';
import { DASHBOARD, DASHBOARD_HISTORY } from '@life/projector/projections/dashboard/names';
import type { DeletedRecordRow } from '@life/projector/projections/deleted-records';
import { FITNESS_WORKOUTS } from '@life/projector/projections/fitness/names';
import { GOALS } from '@life/projector/projections/goals/names';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_HISTORY } from '@life/projector/projections/history/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { NUTRITION_MEALS } from '@life/projector/projections/nutrition/names';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { commandHandler } from '../http/commands';
import { readModel, waitForWrite } from '../http/read-model';
import { referenceContext } from '../transactions/context';
import { restoreMessages } from './restore';

const handleTransaction = commandHandler(transactionDecider, (command) => transactionStreamId(command.data.transactionId));
const handleAccount = commandHandler(accountBookDecider, (command) => accountBookStreamId(command.metadata.userId));
const handleCategory = commandHandler(categoryListDecider, (command) => categoryListStreamId(command.metadata.userId));
const handleGoal = commandHandler(goalDecider, (command) => goalStreamId(command.data.goalId));
const handleWorkout = commandHandler(workoutDecider, (command) => workoutStreamId(command.data.workoutId));
const handleMeal = commandHandler(mealDecider, (command) => mealStreamId(command.data.mealId));

/** What a restored record shows up in: the answer waits for them (and the deleted list's versions). */
export const RESTORE_READ_MODELS: Record<RestorableKind, string[]> = {
  transaction: [MONEY_LEDGER, MONEY_HISTORY, DASHBOARD, DASHBOARD_HISTORY],
  account: [MONEY_ACCOUNTS, MONEY_HISTORY],
  category: [MONEY_CATEGORIES, MONEY_HISTORY],
  goal: [GOALS, DASHBOARD, DASHBOARD_HISTORY],
  workout: [FITNESS_WORKOUTS, DASHBOARD, DASHBOARD_HISTORY],
  meal: [NUTRITION_MEALS, DASHBOARD, DASHBOARD_HISTORY],
};
/** GET /api/history/deleted reads the versions of both history projections. */
export const DELETED_READ_MODELS = [MONEY_HISTORY, DASHBOARD_HISTORY];

/**
 * Undelete (issue 10): the kind's Restore command, which appends the creating event again in the
 * record's stream with its last values (the domain decides: 404 unknown or foreign, 409 not deleted
 * or generated). A transaction's accounts and categories are checked as they are now, so one
 * deleted since is a 400 on its field.
 */
export async function undeleteRecord(
  ctx: Context,
  deps: AppDeps,
  userId: string,
  kind: RestorableKind,
  id: string,
  events: readonly HistoryEvent[],
): Promise<RestoredRecordJson> {
  let position: string;
  switch (kind) {
    case 'transaction': {
      const readable = events.filter((event) => !event.unreadable).map(parseCurrentEvent);
      const state = foldEvents(transactionDecider, transactionEvents, readable);
      if (state.status === 'none') throw new NotFoundError('Record not found');
      await readModel(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES]);
      const context =
        state.status === 'deleted' ? await referenceContext(deps.db, userId, [state.fields]) : { accounts: {}, categories: {} };
      position = (await handleTransaction(ctx, deps, { type: 'RestoreTransaction', data: { transactionId: id, context } })).position;
      break;
    }
    case 'account':
      position = (await handleAccount(ctx, deps, { type: 'RestoreAccount', data: { accountId: id } })).position;
      break;
    case 'category':
      position = (await handleCategory(ctx, deps, { type: 'RestoreCategory', data: { categoryId: id } })).position;
      break;
    case 'goal':
      position = (await handleGoal(ctx, deps, { type: 'RestoreGoal', data: { goalId: id } })).position;
      break;
    case 'workout':
      position = (await handleWorkout(ctx, deps, { type: 'RestoreWorkout', data: { workoutId: id } })).position;
      break;
    case 'meal':
      position = (await handleMeal(ctx, deps, { type: 'RestoreMeal', data: { mealId: id } })).position;
      break;
  }
  await waitForWrite(ctx, deps, RESTORE_READ_MODELS[kind], position);
  return { kind, id };
}

const TYPE_WORDS: Record<string, string> = { income: 'Income', expense: 'Expense', payment: 'Payment' };

/** A deleted record's last values in plain words. */
export function toDeletedRecordJson(row: DeletedRecordRow): DeletedRecordJson {
  const amount = Number(row.amount);
  const parts: string[] = [];
  switch (row.kind) {
    case 'transaction':
      parts.push(TYPE_WORDS[row.detail ?? ''] ?? row.detail ?? '', formatCents(amount));
      break;
    case 'account':
    case 'category':
      parts.push(row.detail ?? '');
      break;
    case 'goal':
      parts.push(`${amount}%`, row.detail ?? '');
      break;
    case 'workout':
      parts.push(`${amount} min`);
      break;
    case 'meal':
      parts.push(`${amount} kcal`);
      break;
  }
  if (row.day) parts.push(row.day);
  return { kind: row.kind, id: row.id, name: row.name, deletedAt: row.deleted_at, details: parts.filter(Boolean).join(' · ') };
}

/**
 * 'Restore this version' of a goal, workout or meal (issue 10): its normal command back to the
 * state after the entry at `position` (a goal's PUT body, parsed and merged like a PUT; a workout's
 * completion; a meal's logged flag). 400 on `position` for an unknown entry or one it cannot go back to.
 */
export async function restoreRecordVersion(
  ctx: Context,
  deps: AppDeps,
  kind: 'goal' | 'workout' | 'meal',
  id: string,
  events: readonly HistoryEvent[],
  position: string,
): Promise<RestoredRecordJson> {
  if (!events.some((event) => event.position === position)) throw new ValidationError({ position: restoreMessages.noSuchRecordVersion });
  if (!versionRestorable(kind, events, position)) throw new ValidationError({ position: restoreMessages.notRestorable });
  let written: string;
  switch (kind) {
    case 'goal': {
      const target = goalStateAt(events, position);
      if (target?.kind !== 'live') throw new ValidationError({ position: restoreMessages.notRestorable });
      const draft = parseOrThrow(goalUpdateSchema, goalRestoreBody(target.fields));
      written = (await handleGoal(ctx, deps, { type: 'UpdateGoal', data: { goalId: id, draft } })).position;
      break;
    }
    case 'workout': {
      const target = workoutStateAt(events, position);
      if (target?.status !== 'logged') throw new ValidationError({ position: restoreMessages.notRestorable });
      written = (await handleWorkout(ctx, deps, { type: 'SetWorkoutCompleted', data: { workoutId: id, completed: target.completed } }))
        .position;
      break;
    }
    case 'meal': {
      const target = mealStateAt(events, position);
      if (target?.status !== 'created') throw new ValidationError({ position: restoreMessages.notRestorable });
      written = (await handleMeal(ctx, deps, { type: 'ChangeMealLogged', data: { mealId: id, logged: target.fields.logged } })).position;
      break;
    }
  }
  // Nothing to change (already in that state) appends nothing: then there is no write to wait for.
  if (written) await waitForWrite(ctx, deps, RESTORE_READ_MODELS[kind], written);
  return { kind, id };
}
