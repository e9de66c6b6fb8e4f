import {
  bodyWeightDecider,
  bodyWeightStreamId,
  categoryListDecider,
  categoryListStreamId,
  formatUsd,
  recipeDecider,
  recipeStreamId,
  goalDecider,
  goalStreamId,
  mealDecider,
  mealStreamId,
  NotFoundError,
  transactionDecider,
  transactionEvents,
  foldEvents,
  parseCurrentEvent,
  ruleListDecider,
  ruleListStreamId,
  transactionStreamId,
  workoutDecider,
  workoutStreamId,
  type DeletedRecordJson,
  type HistoryEvent,
  type RestorableKind,
  type RestoredRecordJson,
} from '@life/domain';
import { DASHBOARD, DASHBOARD_HISTORY } from '@life/projector/projections/dashboard/names';
import type { DeletedRecordRow, DeletedWithRow } from '@life/projector/projections/deleted-records';
import { FITNESS_WORKOUTS } from '@life/projector/projections/fitness/names';
import { GOALS } from '@life/projector/projections/goals/names';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_DELETED_WITH } from '@life/projector/projections/deleted-with/names';
import { MONEY_HISTORY } from '@life/projector/projections/history/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { NUTRITION_MEALS } from '@life/projector/projections/nutrition/names';
import { MONEY_RULES } from '@life/projector/projections/rules/names';
import { MONEY_SCHEDULES } from '@life/projector/projections/schedules/names';
import { NUTRITION_RECIPES } from '@life/projector/projections/recipes/names';
import { BODY_WEIGHT } from '@life/projector/projections/progress/names';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { commandHandler } from '../http/commands';
import { readModel, waitForWrite } from '../http/read-model';
import { restoreAccount } from '../accounts/restore';
import { restoreRecurringTransaction } from '../recurring/restore';
import { referenceContext } from '../transactions/context';

const handleTransaction = commandHandler(transactionDecider, (command) => transactionStreamId(command.data.transactionId));
const handleCategory = commandHandler(categoryListDecider, (command) => categoryListStreamId(command.metadata.userId));
const handleGoal = commandHandler(goalDecider, (command) => goalStreamId(command.data.goalId));
const handleWorkout = commandHandler(workoutDecider, (command) => workoutStreamId(command.data.workoutId));
const handleMeal = commandHandler(mealDecider, (command) => mealStreamId(command.data.mealId));
const handleRecipe = commandHandler(recipeDecider, (command) => recipeStreamId(command.data.recipeId));
const handleBodyWeight = commandHandler(bodyWeightDecider, (command) => bodyWeightStreamId(command.data.entryId));
const handleRule = commandHandler(ruleListDecider, (command) => ruleListStreamId(command.metadata.userId));

/** What a restored record shows up in: the answer waits for them (and the deleted list's versions). */
export const RESTORE_READ_MODELS: Record<RestorableKind, string[]> = {
  // The dashboard reads transactions from the ledger and money-history (issue 25).
  transaction: [MONEY_LEDGER, MONEY_HISTORY],
  account: [MONEY_ACCOUNTS, MONEY_HISTORY, MONEY_LEDGER, MONEY_DELETED_WITH],
  category: [MONEY_CATEGORIES, MONEY_HISTORY],
  goal: [GOALS, DASHBOARD, DASHBOARD_HISTORY],
  workout: [FITNESS_WORKOUTS, DASHBOARD, DASHBOARD_HISTORY],
  meal: [NUTRITION_MEALS, DASHBOARD, DASHBOARD_HISTORY],
  rule: [MONEY_RULES],
  recipe: [NUTRITION_RECIPES],
  'body-weight': [BODY_WEIGHT],
  // Issue 26: the rule's row, its occurrences in the ledger and the balances, and the deleted list.
  'recurring-transaction': [MONEY_SCHEDULES, MONEY_LEDGER, MONEY_HISTORY, MONEY_DELETED_WITH],
};
/**
 * GET /api/history/deleted reads the versions of both history projections, the rules' soft-deleted rows,
 * the recurring transactions' versions, and what went with a deleted account or recurring transaction
 * (its transactions, listed under it).
 */
export const DELETED_READ_MODELS = [
  MONEY_SCHEDULES,
  MONEY_HISTORY,
  DASHBOARD_HISTORY,
  MONEY_RULES,
  MONEY_ACCOUNTS,
  MONEY_DELETED_WITH,
  NUTRITION_RECIPES,
  BODY_WEIGHT,
];

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
      // With the transactions its deletion took, in the same append (issue 26).
      position = await restoreAccount(ctx, deps, id);
      break;
    case 'recurring-transaction':
      // With the occurrences its deletion removed, in the same append (issue 26).
      position = await restoreRecurringTransaction(ctx, deps, id);
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
    case 'rule':
      position = (await handleRule(ctx, deps, { type: 'RestoreRule', data: { ruleId: id } })).position;
      break;
    case 'recipe':
      position = (await handleRecipe(ctx, deps, { type: 'RestoreRecipe', data: { recipeId: id } })).position;
      break;
    case 'body-weight':
      position = (await handleBodyWeight(ctx, deps, { type: 'RestoreBodyWeight', data: { entryId: id } })).position;
      break;
  }
  await waitForWrite(ctx, deps, RESTORE_READ_MODELS[kind], position);
  return { kind, id };
}

/**
 * The deleted records, each account with the transactions its deletion took, each recurring
 * transaction with its occurrences (issue 26: restored with it).
 */
export function withWhatWentWithThem(
  rows: readonly DeletedRecordRow[],
  deletedWith: { rows: readonly DeletedWithRow[]; counts: ReadonlyMap<string, number> },
): DeletedRecordJson[] {
  return rows.map((row) => {
    const json = toDeletedRecordJson(row);
    const count = row.kind === 'account' || row.kind === 'recurring-transaction' ? (deletedWith.counts.get(row.id) ?? 0) : 0;
    if (count === 0) return json;
    const records = deletedWith.rows.filter((taken) => taken.account_id === row.id).map(toDeletedRecordJson);
    return { ...json, deletedWith: { kind: 'transaction', count, records } };
  });
}

const TYPE_WORDS: Record<string, string> = { income: 'Income', expense: 'Expense', payment: 'Payment' };
const FREQUENCY_WORDS: Record<string, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  'bi-monthly': 'Bi-monthly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
};

/** A deleted record's last values in plain words. */
export function toDeletedRecordJson(row: DeletedRecordRow): DeletedRecordJson {
  const amount = Number(row.amount);
  const parts: string[] = [];
  switch (row.kind) {
    case 'transaction':
      parts.push(TYPE_WORDS[row.detail ?? ''] ?? row.detail ?? '', formatUsd(amount));
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
    case 'rule':
      parts.push(`Rule · ${row.detail ?? ''}`);
      break;
    case 'recipe':
      parts.push(`Recipe · ${row.detail ?? ''} servings`);
      break;
    case 'body-weight':
      parts.push('Body weight');
      break;
    case 'recurring-transaction':
      // Its frequency and amount; the day is its start date.
      parts.push(`Recurring · ${FREQUENCY_WORDS[row.detail ?? ''] ?? row.detail ?? ''}`, formatUsd(amount));
      break;
  }
  if (row.day) parts.push(row.day);
  return { kind: row.kind, id: row.id, name: row.name, deletedAt: row.deleted_at, details: parts.filter(Boolean).join(' · ') };
}
