/**
 * Issue 26: every as-of read answers, at any moment, what a rebuild of the events recorded up to
 * that moment answers live. A random sequence of commands for one user goes through the real
 * deciders and store, each command at its own instant (metadata.now, a minute apart: the events'
 * occurredAt, hence the versions' known_from), and every projection catches up as the runner does.
 * Then, for a sample of moments (before the first event, exactly at an event's instant, between two
 * events), each read of AS_OF_READS over versionsKnownAt(moment) on the full read models must equal
 * the same read LIVE on fresh copies of every projection's tables (a scratch schema first on the
 * search path, as `verify` does) into which only the events recorded up to the moment were replayed.
 *
 * A new as-of read joins AS_OF_READS in one line (budgets' commands are generated already, for their
 * reads to come); a new command kind joins commandSpec, execute and EVERY_KIND. PROPERTY_RUNS scales
 * the random runs (default small, for CI: 60 runs at ASOF_MOMENTS=6 took 90 s on PGlite under load);
 * ASOF_MOMENTS the moments sampled per run. The commands are valid ones, as the routes send them
 * (projectable.property.test.ts covers the edge values). One hand-picked sequence that creates,
 * edits and deletes a record of every kind always runs first, checked before its first event and at
 * each command's instant (where one version closes and the next opens).
 */
import { randomUUID } from 'node:crypto';
import {
  accountBalanceSchema,
  accountBookDecider,
  accountBookStreamId,
  accountCreateSchema,
  accountEvents,
  accountUpdateSchema,
  bodyWeightCreateSchema,
  bodyWeightDecider,
  bodyWeightStreamId,
  bodyWeightUpdateSchema,
  categoryCreateSchema,
  categoryListDecider,
  categoryListStreamId,
  categoryUpdateSchema,
  decideRecordTransactions,
  DomainError,
  budgetBookDecider,
  budgetBookStreamId,
  budgetCopySchema,
  budgetCreateSchema,
  budgetUpdateSchema,
  eventRegistry,
  goalCreateSchema,
  goalDecider,
  goalReviewDecider,
  goalReviewSaveSchema,
  goalReviewStreamOf,
  goalStreamId,
  goalUpdateSchema,
  groceryItemCreateSchema,
  groceryItemDecider,
  groceryItemStreamId,
  importBatchDecider,
  importBatchStreamId,
  mealCreateSchema,
  mealDecider,
  mealStreamId,
  occurrenceFields,
  occurrences,
  workoutCompletionSchema,
  mealLoggedSchema,
  transactionStatusSchema,
  transactionClearedSchema,
  groceryItemCheckedSchema,
  parseOrThrow,
  recipeCreateSchema,
  recipeDecider,
  recipeStreamId,
  recurringTransactionCreateSchema,
  recurringTransactionDecider,
  recurringTransactionStreamId,
  recurringTransactionUpdateSchema,
  scheduleCreateSchema,
  scheduleDecider,
  scheduleStreamId,
  scheduleUpdateSchema,
  targetsDecider,
  targetsStreamId,
  targetsUpdateSchema,
  transactionCreateSchema,
  transactionDecider,
  transactionStreamId,
  transactionUpdateSchema,
  transactionBulkSchema,
  waterDayDecider,
  waterStreamId,
  workoutCreateSchema,
  workoutDecider,
  workoutStreamId,
  workoutUpdateSchema,
  type CommandMetadata,
  type TransactionReferenceContext,
} from '@life/domain';
import { userDecider, userStreamId } from '@life/domain/users/index';
import type { Db, EventStore, Position, Queryable, StoredEvent } from '@life/infra';
import { aggregateStream } from '@life/infra/event-store/aggregate-stream';
import { eventMetadata, handleCommand } from '@life/infra/event-store/handle-command';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyNextBatch, upcastOne } from '../../batch';
import { ensureCheckpoint, readCheckpoint } from '../../checkpoints';
import { allProjections } from '../index';
import { accountBalancesAt, accountTransactionIds, accountUsage, findAccount, listAccounts } from '../accounts/queries';
import { transactionsDeletedWithAccount } from '../deleted-with/queries';
import { accountBalancesForRange, scheduleBalances } from '../balances/queries';
import { findCategory, listCategories } from '../categories/queries';
import { budgetIdsOfMonth, listBudgetsOfMonth, periodBudgetData } from '../budgets/queries';
import { dashboardStats } from '../dashboard/queries';
import { findWorkout, listWorkouts, workoutStats } from '../fitness/queries';
import { countActiveGoals, findGoal, findGoalReview, goalActivityBetween, listGoalReviews, listGoals } from '../goals/queries';
import { findImportBatch, listImportBatches } from '../imports/queries';
import { categorySpending, countTransactions, findReferences, listTransactions, monthSummary } from '../ledger/queries';
import { reportAccountNames, reportCategoryNames, reportSums } from '../ledger/reports';
import { countUpcomingTransactions, listUpcomingTransactions } from '../ledger/upcoming';
import { dayMealTotals, findMeal, listGroceryItems, listMeals, waterGlassesOn } from '../nutrition/queries';
import { listBodyWeights, nutritionDaySums, nutritionTargets, workoutProgress } from '../progress/queries';
import { findRecipe, listRecipes } from '../recipes/queries';
import { findSchedule, listSchedulePeriods, listSchedules } from '../schedules/queries';
import { findRecurringTransaction, listRecurringTransactions } from '../schedules/recurring';
import { targetsOf } from '../targets/queries';
import { LIVE, versionsKnownAt, type RowSource } from './source';

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 6);
const MOMENTS = Number(process.env.ASOF_MOMENTS ?? 4);
const TODAY = '2025-11-15';
const FIRST_INSTANT = Date.parse(`${TODAY}T08:00:00.000Z`);
const STEP_MS = 60_000;

// ---------- the reads ----------

/** The ids of the run's records (deleted ones too: a find as of a moment may still see them). */
type Pool =
  | 'account'
  | 'category'
  | 'transaction'
  | 'recurring'
  | 'schedule'
  | 'goal'
  | 'meal'
  | 'grocery'
  | 'workout'
  | 'import'
  | 'bodyweight'
  | 'recipe'
  | 'budget';
type Pools = Record<Pool, string[]>;

interface AsOfRead {
  name: string;
  read(q: Queryable, userId: string, source: RowSource, ids: Pools): Promise<unknown>;
}

/** Each id of a pool, read one by one (an answer per id). */
const each =
  <T>(pool: Pool, read: (q: Queryable, userId: string, id: string, source: RowSource) => Promise<T>): AsOfRead['read'] =>
  async (q, userId, source, ids) => {
    const answers: Record<string, T> = {};
    for (const id of ids[pool]) answers[id] = await read(q, userId, id, source);
    return answers;
  };

/** Rows whose order the read leaves open (reportSums' are summed by the route), in one order. */
const unordered = <T>(rows: T[]): string[] => rows.map((row) => JSON.stringify(row)).sort();

const DAYS = ['2025-11-01', '2025-11-14', TODAY, '2025-11-20', '2025-12-02'];

/**
 * Every read that answers "as of" (issue 26), as the routes call it: one line per read. A read added
 * to a route with readSource belongs here too (`each(pool, ...)` reads one record per id of the run).
 */
const AS_OF_READS: AsOfRead[] = [
  // money
  { name: 'listAccounts', read: (q, u, s) => listAccounts(q, u, TODAY, s) },
  { name: 'accountBalancesAt', read: (q, u, s) => accountBalancesAt(q, u, TODAY, s) },
  { name: 'accountBalancesAt(earlier day)', read: (q, u, s) => accountBalancesAt(q, u, '2025-11-10', s) },
  { name: 'accountBalancesForRange', read: (q, u, s) => accountBalancesForRange(q, u, '2025-11-01', '2025-11-30', s) },
  { name: 'listCategories', read: (q, u, s) => listCategories(q, u, s) },
  { name: 'listTransactions', read: (q, u, s) => listTransactions(q, u, { limit: 200 }, s) },
  { name: 'listTransactions(account)', read: each('account', (q, u, id, s) => listTransactions(q, u, { accountId: id, limit: 200 }, s)) },
  {
    name: 'listTransactions(category)',
    read: each('category', (q, u, id, s) => listTransactions(q, u, { categoryId: id, limit: 200 }, s)),
  },
  {
    name: 'listTransactions(expense, posted)',
    read: (q, u, s) => listTransactions(q, u, { transactionType: 'expense', status: 'posted', limit: 200 }, s),
  },
  { name: 'countTransactions', read: (q, u, s) => countTransactions(q, u, {}, s) },
  { name: 'countTransactions(income)', read: (q, u, s) => countTransactions(q, u, { transactionType: 'income' }, s) },
  {
    name: 'countTransactions(account, dates)',
    read: each('account', (q, u, id, s) => countTransactions(q, u, { accountId: id, startDate: '2025-11-01', endDate: TODAY }, s)),
  },
  { name: 'monthSummary', read: (q, u, s) => monthSummary(q, u, '2025-11-01', s) },
  { name: 'categorySpending', read: (q, u, s) => categorySpending(q, u, '2025-11-01', s) },
  { name: 'listUpcomingTransactions', read: (q, u, s) => listUpcomingTransactions(q, u, { today: TODAY, limit: 50 }, s) },
  { name: 'countUpcomingTransactions', read: (q, u, s) => countUpcomingTransactions(q, u, { today: TODAY }, s) },
  { name: 'dashboardStats', read: (q, u, s) => dashboardStats(q, u, TODAY, s) },
  { name: 'listRecurringTransactions', read: (q, u, s) => listRecurringTransactions(q, u, s) },
  { name: 'listSchedules', read: (q, u, s) => listSchedules(q, u, s) },
  { name: 'findSchedule', read: each('schedule', (q, u, id, s) => findSchedule(q, u, id, s)) },
  { name: 'listSchedulePeriods', read: each('schedule', (q, u, id, s) => listSchedulePeriods(q, u, id, s)) },
  { name: 'listImportBatches', read: (q, u, s) => listImportBatches(q, u, undefined, s) },
  { name: 'listBudgetsOfMonth', read: (q, u, s) => listBudgetsOfMonth(q, u, 2025, 11, s) },
  { name: 'periodBudgetData', read: (q, u, s) => periodBudgetData(q, u, '2025-11-01', '2025-12-15', s) },
  { name: 'scheduleBalances', read: each('schedule', (q, u, id, s) => scheduleBalances(q, u, id, s)) },
  { name: 'reportSums', read: async (q, u, s) => unordered(await reportSums(q, u, { start: '2025-10-15', end: '2025-12-31' }, s)) },
  {
    name: 'reportSums(account)',
    read: each('account', async (q, u, id, s) =>
      unordered(await reportSums(q, u, { start: '2025-11-01', end: '2025-11-30', accountIds: [id] }, s)),
    ),
  },
  {
    name: 'reportSums(category)',
    read: each('category', async (q, u, id, s) =>
      unordered(await reportSums(q, u, { start: '2025-11-01', end: '2025-12-31', categoryIds: [id] }, s)),
    ),
  },
  { name: 'reportCategoryNames', read: (q, u, s) => reportCategoryNames(q, u, s) },
  { name: 'reportAccountNames', read: (q, u, s) => reportAccountNames(q, u, s) },
  { name: 'findImportBatch', read: each('import', (q, u, id, s) => findImportBatch(q, u, id, s)) },
  // goals
  { name: 'listGoals', read: (q, u, s) => listGoals(q, u, s) },
  { name: 'findGoal', read: each('goal', (q, u, id, s) => findGoal(q, u, id, s)) },
  { name: 'countActiveGoals', read: (q, u, s) => countActiveGoals(q, u, s) },
  { name: 'goalActivityBetween', read: (q, u, s) => goalActivityBetween(q, u, '2025-11-01', '2025-11-30', s) },
  { name: 'listGoalReviews', read: (q, u, s) => listGoalReviews(q, u, s) },
  { name: 'findGoalReview', read: (q, u, s) => findGoalReview(q, u, '2025-11-10', s) },
  // fitness, nutrition, targets, progress
  { name: 'listWorkouts', read: (q, u, s) => listWorkouts(q, u, {}, s) },
  { name: 'findWorkout', read: each('workout', (q, u, id, s) => findWorkout(q, u, id, s)) },
  { name: 'workoutStats', read: (q, u, s) => workoutStats(q, u, TODAY, s) },
  { name: 'workoutProgress', read: (q, u, s) => workoutProgress(q, u, { today: TODAY, weeks: 4 }, s) },
  { name: 'listMeals', read: (q, u, s) => listMeals(q, u, {}, s) },
  { name: 'findMeal', read: each('meal', (q, u, id, s) => findMeal(q, u, id, s)) },
  { name: 'dayMealTotals', read: (q, u, s) => dayMealTotals(q, u, TODAY, s) },
  { name: 'nutritionDaySums', read: (q, u, s) => nutritionDaySums(q, u, { startDate: '2025-11-01', endDate: '2025-11-30' }, s) },
  { name: 'nutritionTargets', read: (q, u, s) => nutritionTargets(q, u, s) },
  { name: 'listGroceryItems', read: (q, u, s) => listGroceryItems(q, u, s) },
  {
    name: 'waterGlassesOn',
    read: async (q, u, s) => {
      const glasses: number[] = [];
      for (const day of DAYS) glasses.push(await waterGlassesOn(q, u, day, s));
      return glasses;
    },
  },
  { name: 'targetsOf', read: (q, u, s) => targetsOf(q, u, s) },
  { name: 'listBodyWeights', read: (q, u, s) => listBodyWeights(q, u, s) },
  { name: 'listRecipes', read: (q, u, s) => listRecipes(q, u, { source: s }) },
  { name: 'findRecipe', read: each('recipe', (q, u, id, s) => findRecipe(q, u, id, s)) },
];

// ---------- commands ----------

const ref = (pool: Pool) => fc.nat({ max: 7 }).map((index) => ({ pool, index }));
type Ref = { pool: Pool; index: number };
const day = fc.constantFrom<string>(...DAYS);
const cents = fc.integer({ min: 1, max: 500_00 }).map((value) => (value / 100).toFixed(2));
const title = fc.constantFrom<string>('Coffee', 'Rent', 'Salary', 'Groceries', 'Gym', 'Zürich café');

const transactionInput = fc.record({
  title,
  amount: cents,
  type: fc.constantFrom<string>('expense', 'income', 'payment'),
  from: ref('account'),
  to: ref('account'),
  categories: fc.array(ref('category'), { maxLength: 2 }),
  date: day,
  posted: fc.constantFrom<string>('posted', 'pending'),
});
type TransactionInput = typeof transactionInput extends fc.Arbitrary<infer T> ? T : never;
const recurringInput = fc.record({
  title,
  amount: cents,
  type: fc.constantFrom<string>('expense', 'income'),
  account: ref('account'),
  frequency: fc.constantFrom<string>('weekly', 'bi-weekly', 'monthly'),
  startDate: fc.constantFrom<string>('2025-10-03', '2025-11-01', '2025-11-20'),
});
type RecurringInput = typeof recurringInput extends fc.Arbitrary<infer T> ? T : never;
const scheduleInput = fc.record({
  name: title,
  frequency: fc.constantFrom<string>('weekly', 'bi-weekly', 'monthly'),
  startDate: fc.constantFrom<string>('2025-10-01', '2025-11-01'),
  endDate: fc.constantFrom<string>('2025-12-31', '2026-03-31'),
});
const workoutInput = fc.record({
  name: title,
  type: fc.constantFrom<string>('cardio', 'strength', 'flexibility'),
  duration: fc.integer({ min: 1, max: 120 }),
  calories: fc.integer({ min: 0, max: 900 }),
  completed: fc.boolean(),
  date: day,
});

const commandSpec = fc.oneof(
  fc.record({
    kind: fc.constant('OpenAccount' as const),
    name: title,
    type: fc.constantFrom<string>('checking', 'savings', 'credit_card'),
    balance: cents,
  }),
  fc.record({ kind: fc.constant('UpdateAccount' as const), account: ref('account'), name: title }),
  fc.record({ kind: fc.constant('AdjustAccountBalance' as const), account: ref('account'), balance: cents, date: day }),
  fc.record({
    kind: fc.constantFrom('RestoreAccount' as const, 'MakeAccountPrimary' as const),
    account: ref('account'),
  }),
  // As DELETE /api/accounts/{id}: refused while in use, or with ?withTransactions=true its transactions go with it.
  fc.record({ kind: fc.constant('DeleteAccount' as const), account: ref('account'), withTransactions: fc.boolean() }),
  fc.record({ kind: fc.constant('CreateCategory' as const), name: title, income: fc.boolean() }),
  fc.record({ kind: fc.constant('UpdateCategory' as const), category: ref('category'), name: title }),
  fc.record({ kind: fc.constantFrom('DeleteCategory' as const, 'RestoreCategory' as const), category: ref('category') }),
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('RecordTransaction' as const), input: transactionInput }) },
  // As POST /api/transactions/bulk: every stream in one append.
  fc.record({ kind: fc.constant('RecordTransactions' as const), inputs: fc.array(transactionInput, { minLength: 1, maxLength: 3 }) }),
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('UpdateTransaction' as const), transaction: ref('transaction'), input: transactionInput }),
  },
  fc.record({
    kind: fc.constant('ChangeTransactionStatus' as const),
    transaction: ref('transaction'),
    posted: fc.constantFrom<string>('posted', 'pending'),
  }),
  fc.record({ kind: fc.constant('SetTransactionCleared' as const), transaction: ref('transaction'), cleared: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('DeleteTransaction' as const, 'RestoreTransaction' as const), transaction: ref('transaction') }),
  fc.record({ kind: fc.constant('CreateRecurringTransaction' as const), input: recurringInput }),
  fc.record({ kind: fc.constant('UpdateRecurringTransaction' as const), recurring: ref('recurring'), input: recurringInput }),
  fc.record({ kind: fc.constant('DeleteRecurringTransaction' as const), recurring: ref('recurring') }),
  // As the worker: the rule's next occurrence not generated yet, its own transaction.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('GenerateOccurrence' as const), recurring: ref('recurring') }) },
  fc.record({ kind: fc.constant('CreateSchedule' as const), input: scheduleInput }),
  fc.record({ kind: fc.constant('UpdateSchedule' as const), schedule: ref('schedule'), input: scheduleInput }),
  fc.record({ kind: fc.constant('DeleteSchedule' as const), schedule: ref('schedule') }),
  // Budgets: few months, so duplicates (refused) and copies meet.
  fc.record({ kind: fc.constant('CreateBudget' as const), category: ref('category'), amount: cents, month: fc.constantFrom(11, 12) }),
  fc.record({ kind: fc.constant('UpdateBudget' as const), budget: ref('budget'), amount: cents }),
  fc.record({ kind: fc.constant('DeleteBudget' as const), budget: ref('budget') }),
  fc.record({
    kind: fc.constant('CopyBudgets' as const),
    fromMonth: fc.constantFrom('2025-11', '2025-12'),
    toMonth: fc.constantFrom('2025-11', '2025-12'),
  }),
  fc.record({ kind: fc.constant('CreateGoal' as const), title, progress: fc.integer({ min: 0, max: 90 }) }),
  fc.record({
    kind: fc.constant('UpdateGoal' as const),
    goal: ref('goal'),
    input: fc.oneof(
      fc.record({ progress: fc.integer({ min: 0, max: 100 }) }),
      fc.constantFrom<{ status: string; progress?: number }>(
        { status: 'paused' },
        { status: 'active' },
        { status: 'completed', progress: 100 },
      ),
    ),
  }),
  fc.record({ kind: fc.constant('DeleteGoal' as const), goal: ref('goal') }),
  fc.record({
    kind: fc.constant('SaveGoalReview' as const),
    weekStart: fc.constantFrom<string>('2025-11-10', '2025-11-03'),
    reflection: title,
  }),
  fc.record({
    kind: fc.constant('CreateMeal' as const),
    name: title,
    calories: fc.integer({ min: 0, max: 1500 }),
    date: day,
    logged: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('ChangeMealLogged' as const), meal: ref('meal'), logged: fc.boolean() }),
  fc.record({ kind: fc.constant('DeleteMeal' as const), meal: ref('meal') }),
  fc.record({ kind: fc.constant('AddGroceryItem' as const), name: title }),
  fc.record({ kind: fc.constant('ChangeGroceryItemChecked' as const), item: ref('grocery'), checked: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('DeleteGroceryItem' as const, 'ClearCompletedGroceryItem' as const), item: ref('grocery') }),
  fc.record({ kind: fc.constantFrom('LogWaterGlass' as const, 'RemoveWaterGlass' as const), date: day }),
  fc.record({
    kind: fc.constant('SetTargets' as const),
    calories: fc.integer({ min: 1200, max: 3000 }),
    waterGlasses: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({ kind: fc.constant('LogWorkout' as const), input: workoutInput }),
  fc.record({ kind: fc.constant('UpdateWorkout' as const), workout: ref('workout'), input: workoutInput }),
  fc.record({ kind: fc.constant('SetWorkoutCompleted' as const), workout: ref('workout'), completed: fc.boolean() }),
  fc.record({
    kind: fc.constantFrom('StartWorkout' as const, 'FinishWorkout' as const, 'DeleteWorkout' as const),
    workout: ref('workout'),
  }),
  fc.record({ kind: fc.constant('StartImport' as const), complete: fc.boolean(), undo: fc.boolean() }),
  fc.record({ kind: fc.constant('UndoImport' as const), batch: ref('import') }),
  fc.record({ kind: fc.constant('LogBodyWeight' as const), date: day, weight: fc.constantFrom<string>('72.4', '160', '80.05') }),
  fc.record({
    kind: fc.constant('UpdateBodyWeight' as const),
    entry: ref('bodyweight'),
    date: day,
    weight: fc.constantFrom<string>('71.0', '150'),
  }),
  fc.record({ kind: fc.constantFrom('DeleteBodyWeight' as const, 'RestoreBodyWeight' as const), entry: ref('bodyweight') }),
  fc.record({ kind: fc.constant('CreateRecipe' as const), name: title, servings: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('UpdateRecipe' as const), recipe: ref('recipe'), name: title, servings: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constantFrom('DeleteRecipe' as const, 'RestoreRecipe' as const), recipe: ref('recipe') }),
);
type CommandSpec = typeof commandSpec extends fc.Arbitrary<infer T> ? T : never;

/** Where a moment falls: before the run's first command, exactly at command `index`'s instant, or half-way to the next. */
type MomentSpec = { index: number; at: 'exactly' | 'between' } | 'before';

/**
 * A command of every kind, with a create, an edit and a delete of each record (and a restore where
 * there is one), to be accepted one and all.
 */
const EVERY_KIND: CommandSpec[] = (() => {
  const a = (index: number): Ref => ({ pool: 'account', index });
  const c = (index: number): Ref => ({ pool: 'category', index });
  const t = (index: number): Ref => ({ pool: 'transaction', index });
  const tx = (fields: Partial<TransactionInput> = {}): TransactionInput => ({
    title: 'Coffee',
    amount: '4.50',
    type: 'expense',
    from: a(0),
    to: a(0),
    categories: [c(0)],
    date: '2025-11-14',
    posted: 'posted',
    ...fields,
  });
  const workout = { name: 'Run', type: 'cardio', duration: 30, calories: 300, completed: true, date: TODAY };
  const recurring = { title: 'Rent', amount: '900.00', type: 'expense', account: a(0), frequency: 'monthly', startDate: '2025-11-01' };
  const schedule = { name: 'Pay', frequency: 'bi-weekly', startDate: '2025-11-01', endDate: '2025-12-31' };
  return [
    { kind: 'CreateCategory', name: 'Food', income: false },
    { kind: 'UpdateCategory', category: c(0), name: 'Food & drink' },
    { kind: 'CreateCategory', name: 'Salary', income: true },
    { kind: 'RecordTransaction', input: tx({ title: 'Lunch', amount: '12.30', categories: [c(1)], date: '2025-11-01' }) },
    { kind: 'UpdateTransaction', transaction: t(0), input: tx({ title: 'Lunch out', amount: '14.30', categories: [c(1)] }) },
    { kind: 'RecordTransaction', input: tx({ type: 'income', title: 'Pay', amount: '2500.00', categories: [c(2)], date: '2025-11-14' }) },
    { kind: 'RecordTransaction', input: tx({ title: 'Later', amount: '40.00', date: '2025-12-02', posted: 'pending' }) },
    { kind: 'ChangeTransactionStatus', transaction: t(0), posted: 'pending' },
    {
      kind: 'RecordTransactions',
      inputs: [tx({ title: 'Bulk one', amount: '3.00' }), tx({ title: 'Bulk two', amount: '5.00', date: '2025-11-20' })],
    },
    { kind: 'SetTransactionCleared', transaction: t(1), cleared: true },
    { kind: 'DeleteTransaction', transaction: t(2) },
    { kind: 'RestoreTransaction', transaction: t(2) },
    { kind: 'DeleteTransaction', transaction: t(0) },
    { kind: 'OpenAccount', name: 'Savings', type: 'savings', balance: '1000.00' },
    { kind: 'RecordTransaction', input: tx({ type: 'payment', title: 'Move', amount: '100.00', from: a(0), to: a(2), categories: [] }) },
    { kind: 'AdjustAccountBalance', account: a(0), balance: '1234.56', date: '2025-11-14' },
    { kind: 'UpdateAccount', account: a(2), name: 'Rainy day' },
    { kind: 'MakeAccountPrimary', account: a(2) },
    { kind: 'DeleteAccount', account: a(2), withTransactions: true },
    { kind: 'RestoreAccount', account: a(2) },
    { kind: 'DeleteAccount', account: a(2), withTransactions: true },
    { kind: 'DeleteCategory', category: c(1) },
    { kind: 'RestoreCategory', category: c(1) },
    { kind: 'DeleteCategory', category: c(1) },
    { kind: 'CreateRecurringTransaction', input: recurring },
    { kind: 'UpdateRecurringTransaction', recurring: { pool: 'recurring', index: 0 }, input: { ...recurring, amount: '950.00' } },
    { kind: 'GenerateOccurrence', recurring: { pool: 'recurring', index: 0 } },
    { kind: 'GenerateOccurrence', recurring: { pool: 'recurring', index: 0 } },
    { kind: 'CreateSchedule', input: schedule },
    { kind: 'UpdateSchedule', schedule: { pool: 'schedule', index: 0 }, input: { ...schedule, frequency: 'monthly', name: 'Months' } },
    { kind: 'DeleteSchedule', schedule: { pool: 'schedule', index: 0 } },
    { kind: 'DeleteRecurringTransaction', recurring: { pool: 'recurring', index: 0 } },
    { kind: 'StartImport', complete: true, undo: false },
    { kind: 'UndoImport', batch: { pool: 'import', index: 0 } },
    { kind: 'CreateBudget', category: c(0), amount: '300.00', month: 11 },
    { kind: 'UpdateBudget', budget: { pool: 'budget', index: 0 }, amount: '350.00' },
    { kind: 'CopyBudgets', fromMonth: '2025-11', toMonth: '2025-12' },
    { kind: 'DeleteBudget', budget: { pool: 'budget', index: 0 } },
    { kind: 'CreateGoal', title: 'Run 5k', progress: 40 },
    { kind: 'UpdateGoal', goal: { pool: 'goal', index: 0 }, input: { progress: 60 } },
    { kind: 'UpdateGoal', goal: { pool: 'goal', index: 0 }, input: { status: 'paused' } },
    { kind: 'SaveGoalReview', weekStart: '2025-11-10', reflection: 'Good week' },
    { kind: 'SaveGoalReview', weekStart: '2025-11-10', reflection: 'Better week' },
    { kind: 'DeleteGoal', goal: { pool: 'goal', index: 0 } },
    { kind: 'LogWorkout', input: workout },
    { kind: 'UpdateWorkout', workout: { pool: 'workout', index: 0 }, input: { ...workout, duration: 45, completed: false } },
    { kind: 'LogWorkout', input: { ...workout, name: 'Lift', type: 'strength', date: '2025-11-14', completed: false } },
    { kind: 'SetWorkoutCompleted', workout: { pool: 'workout', index: 0 }, completed: true },
    { kind: 'StartWorkout', workout: { pool: 'workout', index: 1 } },
    { kind: 'FinishWorkout', workout: { pool: 'workout', index: 1 } },
    { kind: 'DeleteWorkout', workout: { pool: 'workout', index: 1 } },
    { kind: 'CreateMeal', name: 'Oatmeal', calories: 350, date: TODAY, logged: false },
    { kind: 'ChangeMealLogged', meal: { pool: 'meal', index: 0 }, logged: true },
    { kind: 'CreateMeal', name: 'Soup', calories: 500, date: TODAY, logged: true },
    { kind: 'DeleteMeal', meal: { pool: 'meal', index: 1 } },
    { kind: 'AddGroceryItem', name: 'Milk' },
    { kind: 'ChangeGroceryItemChecked', item: { pool: 'grocery', index: 0 }, checked: true },
    { kind: 'AddGroceryItem', name: 'Eggs' },
    { kind: 'DeleteGroceryItem', item: { pool: 'grocery', index: 1 } },
    { kind: 'ClearCompletedGroceryItem', item: { pool: 'grocery', index: 0 } },
    { kind: 'LogWaterGlass', date: TODAY },
    { kind: 'LogWaterGlass', date: TODAY },
    { kind: 'RemoveWaterGlass', date: TODAY },
    { kind: 'SetTargets', calories: 2200, waterGlasses: 8 },
    { kind: 'SetTargets', calories: 1900, waterGlasses: 10 },
    { kind: 'LogBodyWeight', date: '2025-11-14', weight: '72.4' },
    { kind: 'UpdateBodyWeight', entry: { pool: 'bodyweight', index: 0 }, date: '2025-11-14', weight: '71.0' },
    { kind: 'DeleteBodyWeight', entry: { pool: 'bodyweight', index: 0 } },
    { kind: 'RestoreBodyWeight', entry: { pool: 'bodyweight', index: 0 } },
    { kind: 'CreateRecipe', name: 'Soup', servings: 2 },
    { kind: 'UpdateRecipe', recipe: { pool: 'recipe', index: 0 }, name: 'Lentil soup', servings: 4 },
    { kind: 'DeleteRecipe', recipe: { pool: 'recipe', index: 0 } },
    { kind: 'RestoreRecipe', recipe: { pool: 'recipe', index: 0 } },
  ] satisfies CommandSpec[];
})();

const PASSWORD_HASH = 'scrypt$16384$8$1$c2FsdA==$aGFzaA==';
const SCRATCH = 'asof_rebuild';

interface Run {
  userId: string;
  pools: Pools;
  /** The store's head before the run: its events are the ones after. */
  start: Position;
  /** The instant of each command, in order (the first is the user's registration). */
  instants: string[];
  /** Days generated per recurring transaction (one occurrence a day, as the worker guarantees). */
  generated: Map<string, Set<string>>;
  /** Commands the deciders refused (a DomainError, the API's 4xx). */
  refused: string[];
}

class RollBack extends Error {}

describe.each(testDbKinds())('as-of reads equal a rebuild up to the moment, on %s', (kind) => {
  let env: { db: Db; store: EventStore; close(): Promise<void> };
  const tables = [...new Set(allProjections.flatMap((projection) => projection.tables))];

  beforeAll(async () => {
    env = await openTestEventStore(kind);
    for (const projection of allProjections) await ensureCheckpoint(env.db, projection.name);
  });
  afterAll(async () => {
    await env?.close();
  });

  let written: Position = '';

  /** Every projection catches up with everything written, batch by batch, as the runner does. */
  async function drain(): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (const projection of allProjections) {
      for (;;) {
        const after = await readCheckpoint(env.db, projection.name);
        const result = await applyNextBatch(env.db, env.store, projection, after, { batchSize: 100 });
        if (result.kind !== 'empty') continue;
        if (after >= written) break;
        if (Date.now() > deadline) throw new Error(`${projection.name} did not reach ${written}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  const pick = (run: Run, { pool, index }: Ref): string => {
    const ids = run.pools[pool];
    return ids.length === 0 ? randomUUID() : ids[index % ids.length]!;
  };

  /** As the transaction routes: the accounts and categories named, as the read models know them now. */
  async function referenceContext(run: Run, accountIds: string[], categoryIds: string[]): Promise<TransactionReferenceContext> {
    await drain();
    const found = await findReferences(env.db, run.userId, [...new Set(accountIds)], [...new Set(categoryIds)]);
    return {
      accounts: Object.fromEntries(found.accounts.map((row) => [row.id, { name: row.name, isActive: row.is_active }])),
      categories: Object.fromEntries(found.categories.map((row) => [row.id, { name: row.name, isActive: row.is_active, type: row.type }])),
    };
  }

  async function balanceContext(run: Run, accountId: string): Promise<{ currentBalanceCents: number }> {
    await drain();
    const account = await findAccount(env.db, run.userId, accountId, TODAY);
    return { currentBalanceCents: account ? Number(account.balance_posted_cents) : 0 };
  }

  function transactionBody(run: Run, input: TransactionInput) {
    const from = pick(run, input.from);
    const to = pick(run, input.to);
    return {
      title: input.title,
      amount: input.amount,
      type: input.type,
      fromAccountId: input.type === 'income' ? '' : from,
      toAccountId: input.type === 'expense' ? '' : to,
      transactionCategoryIds: input.categories.map((category) => pick(run, category)),
      date: input.date,
      posted: input.posted,
    };
  }

  function recurringBody(run: Run, input: RecurringInput) {
    const account = pick(run, input.account);
    return {
      title: input.title,
      amount: input.amount,
      type: input.type,
      fromAccountId: input.type === 'expense' ? account : '',
      toAccountId: input.type === 'income' ? account : '',
      frequency: input.frequency,
      startDate: input.startDate,
    };
  }

  /** Runs one command at its own instant, as the API would; a refused one (DomainError) is counted and skipped. */
  async function execute(run: Run, spec: CommandSpec, now: string): Promise<void> {
    const metadata: CommandMetadata = { userId: run.userId, now, today: TODAY };
    const { store } = env;
    const book = accountBookStreamId(run.userId);
    const list = categoryListStreamId(run.userId);
    const track = (result: { position: Position }) => {
      if (result.position > written) written = result.position;
    };
    const created = (pool: Pool, id: string): void => {
      run.pools[pool].push(id);
    };
    try {
      switch (spec.kind) {
        case 'OpenAccount': {
          const accountId = randomUUID();
          const input = { accountName: spec.name, accountType: spec.type, startingBalance: spec.balance, creditLimit: '5000' };
          const draft = parseOrThrow(accountCreateSchema, input);
          track(
            await handleCommand(store, book, accountBookDecider, {
              type: 'OpenAccount',
              data: { accountId, adjustmentId: randomUUID(), draft },
              metadata,
            }),
          );
          return created('account', accountId);
        }
        case 'UpdateAccount': {
          const accountId = pick(run, spec.account);
          const context = await balanceContext(run, accountId);
          const draft = parseOrThrow(accountUpdateSchema, { accountName: spec.name });
          track(
            await handleCommand(store, book, accountBookDecider, {
              type: 'UpdateAccount',
              data: { accountId, adjustmentId: randomUUID(), draft, context },
              metadata,
            }),
          );
          return;
        }
        case 'AdjustAccountBalance': {
          const accountId = pick(run, spec.account);
          const context = await balanceContext(run, accountId);
          const draft = parseOrThrow(accountBalanceSchema, { balance: spec.balance, date: spec.date });
          track(
            await handleCommand(store, book, accountBookDecider, {
              type: 'AdjustAccountBalance',
              data: { accountId, adjustmentId: randomUUID(), draft, context },
              metadata,
            }),
          );
          return;
        }
        case 'DeleteAccount': {
          // As the route (accounts/delete.ts): the usage from the read models; with withTransactions each
          // transaction naming the account is deleted with it (withAccountId), the book last.
          const accountId = pick(run, spec.account);
          await drain();
          const usage = await accountUsage(env.db, run.userId, accountId);
          accountBookDecider.decide(
            { type: 'DeleteAccount', data: { accountId, usage, withTransactions: spec.withTransactions }, metadata },
            (await aggregateStream(store, book, { decider: accountBookDecider, events: accountEvents })).state,
          );
          for (const transactionId of await accountTransactionIds(env.db, run.userId, accountId)) {
            const data = { transactionId, withAccountId: accountId };
            track(
              await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
                type: 'DeleteTransaction',
                data,
                metadata,
              }),
            );
          }
          const data = { accountId, usage, withTransactions: spec.withTransactions };
          track(await handleCommand(store, book, accountBookDecider, { type: 'DeleteAccount', data, metadata }));
          return;
        }
        case 'RestoreAccount': {
          // As the route (accounts/restore.ts): the account, then exactly the transactions its deletion took.
          const accountId = pick(run, spec.account);
          await drain();
          track(await handleCommand(store, book, accountBookDecider, { type: 'RestoreAccount', data: { accountId }, metadata }));
          const context = await referenceContext(run, run.pools.account, []);
          for (const transactionId of await transactionsDeletedWithAccount(env.db, run.userId, accountId)) {
            const data = { transactionId, withAccountId: accountId, context };
            track(
              await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
                type: 'RestoreTransaction',
                data,
                metadata,
              }),
            );
          }
          return;
        }
        case 'MakeAccountPrimary':
          track(
            await handleCommand(store, book, accountBookDecider, {
              type: spec.kind,
              data: { accountId: pick(run, spec.account) },
              metadata,
            }),
          );
          return;
        case 'CreateCategory': {
          const categoryId = randomUUID();
          const draft = parseOrThrow(categoryCreateSchema, {
            transactionCategory: spec.name,
            transactionType: spec.income ? 'Income' : 'Expense - Variable',
          });
          track(await handleCommand(store, list, categoryListDecider, { type: 'CreateCategory', data: { categoryId, draft }, metadata }));
          return created('category', categoryId);
        }
        case 'UpdateCategory': {
          const draft = parseOrThrow(categoryUpdateSchema, { transactionCategory: spec.name });
          track(
            await handleCommand(store, list, categoryListDecider, {
              type: 'UpdateCategory',
              data: { categoryId: pick(run, spec.category), draft },
              metadata,
            }),
          );
          return;
        }
        case 'DeleteCategory':
        case 'RestoreCategory':
          track(
            await handleCommand(store, list, categoryListDecider, {
              type: spec.kind,
              data: { categoryId: pick(run, spec.category) },
              metadata,
            }),
          );
          return;
        case 'RecordTransaction':
        case 'UpdateTransaction': {
          const transactionId = spec.kind === 'RecordTransaction' ? randomUUID() : pick(run, spec.transaction);
          const body = transactionBody(run, spec.input);
          const context = await referenceContext(run, [body.fromAccountId, body.toAccountId].filter(Boolean), body.transactionCategoryIds);
          const stream = transactionStreamId(transactionId);
          if (spec.kind === 'RecordTransaction') {
            const draft = parseOrThrow(transactionCreateSchema, body);
            track(
              await handleCommand(store, stream, transactionDecider, {
                type: 'RecordTransaction',
                data: { transactionId, draft, context },
                metadata,
              }),
            );
            return created('transaction', transactionId);
          }
          const draft = parseOrThrow(transactionUpdateSchema, body);
          track(
            await handleCommand(store, stream, transactionDecider, {
              type: 'UpdateTransaction',
              data: { transactionId, draft, context },
              metadata,
            }),
          );
          return;
        }
        case 'RecordTransactions': {
          const bodies = spec.inputs.map((input) => transactionBody(run, input));
          const accounts = bodies.flatMap((body) => [body.fromAccountId, body.toAccountId]).filter(Boolean);
          const context = await referenceContext(
            run,
            accounts,
            bodies.flatMap((body) => body.transactionCategoryIds),
          );
          const { transactions } = parseOrThrow(transactionBulkSchema, { transactions: bodies });
          const items = transactions.map((item) => ({ transactionId: randomUUID(), item }));
          const writes = decideRecordTransactions({ type: 'RecordTransactions', data: { transactions: items, context }, metadata });
          const results = await store.appendMany(
            writes.map(({ streamId, events }) => ({
              streamId,
              expectedRevision: 'no-stream' as const,
              events: events.map((event) => ({
                id: event.data.transactionId,
                type: event.type,
                data: event.data,
                metadata: eventMetadata(event.type, metadata),
              })),
            })),
          );
          for (const result of results) track(result);
          for (const { transactionId } of items) created('transaction', transactionId);
          return;
        }
        case 'ChangeTransactionStatus': {
          const transactionId = pick(run, spec.transaction);
          const data = { transactionId, ...parseOrThrow(transactionStatusSchema, { posted: spec.posted }) };
          track(
            await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
              type: 'ChangeTransactionStatus',
              data,
              metadata,
            }),
          );
          return;
        }
        case 'SetTransactionCleared': {
          const transactionId = pick(run, spec.transaction);
          const data = { transactionId, ...parseOrThrow(transactionClearedSchema, { cleared: spec.cleared }) };
          track(
            await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
              type: 'SetTransactionCleared',
              data,
              metadata,
            }),
          );
          return;
        }
        case 'DeleteTransaction': {
          const transactionId = pick(run, spec.transaction);
          track(
            await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
              type: 'DeleteTransaction',
              data: { transactionId },
              metadata,
            }),
          );
          return;
        }
        case 'RestoreTransaction': {
          const transactionId = pick(run, spec.transaction);
          const context = await referenceContext(run, run.pools.account, run.pools.category);
          track(
            await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
              type: 'RestoreTransaction',
              data: { transactionId, context },
              metadata,
            }),
          );
          return;
        }
        case 'CreateRecurringTransaction':
        case 'UpdateRecurringTransaction': {
          const recurringTransactionId = spec.kind === 'CreateRecurringTransaction' ? randomUUID() : pick(run, spec.recurring);
          const body = recurringBody(run, spec.input);
          const context = await referenceContext(run, [body.fromAccountId, body.toAccountId].filter(Boolean), []);
          const stream = recurringTransactionStreamId(recurringTransactionId);
          if (spec.kind === 'CreateRecurringTransaction') {
            const draft = parseOrThrow(recurringTransactionCreateSchema, body);
            track(
              await handleCommand(store, stream, recurringTransactionDecider, {
                type: 'CreateRecurringTransaction',
                data: { recurringTransactionId, draft, context },
                metadata,
              }),
            );
            return created('recurring', recurringTransactionId);
          }
          const draft = parseOrThrow(recurringTransactionUpdateSchema, body);
          track(
            await handleCommand(store, stream, recurringTransactionDecider, {
              type: 'UpdateRecurringTransaction',
              data: { recurringTransactionId, draft, context },
              metadata,
            }),
          );
          return;
        }
        case 'DeleteRecurringTransaction': {
          const recurringTransactionId = pick(run, spec.recurring);
          const stream = recurringTransactionStreamId(recurringTransactionId);
          track(
            await handleCommand(store, stream, recurringTransactionDecider, {
              type: 'DeleteRecurringTransaction',
              data: { recurringTransactionId },
              metadata,
            }),
          );
          return;
        }
        case 'GenerateOccurrence': {
          const recurringTransactionId = pick(run, spec.recurring);
          await drain();
          const row = await findRecurringTransaction(env.db, run.userId, recurringTransactionId);
          if (!row?.is_active) return;
          const rule = {
            title: row.title,
            amountCents: Number(row.amount_cents),
            type: row.type,
            category: row.category,
            transactionCategoryIds: row.transaction_category_ids,
            fromAccountId: row.from_account_id,
            toAccountId: row.to_account_id,
            frequency: row.frequency,
            startDate: row.start_date,
            endDate: row.end_date,
            biMonthlyDates: row.bi_monthly_dates,
            isActive: row.is_active,
            autoPost: row.auto_post,
          };
          const done = run.generated.get(recurringTransactionId) ?? new Set<string>();
          run.generated.set(recurringTransactionId, done);
          const next = [...occurrences(rule)].find((occurrence) => !done.has(occurrence));
          if (next === undefined) return;
          const transactionId = randomUUID();
          const data = { transactionId, recurringTransactionId, fields: occurrenceFields(rule, next, TODAY) };
          track(
            await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
              type: 'RecordRecurringOccurrence',
              data,
              metadata,
            }),
          );
          done.add(next);
          return created('transaction', transactionId);
        }
        case 'CreateSchedule':
        case 'UpdateSchedule': {
          const scheduleId = spec.kind === 'CreateSchedule' ? randomUUID() : pick(run, spec.schedule);
          if (spec.kind === 'CreateSchedule') {
            const draft = parseOrThrow(scheduleCreateSchema, spec.input);
            track(
              await handleCommand(store, scheduleStreamId(scheduleId), scheduleDecider, {
                type: 'CreateSchedule',
                data: { scheduleId, draft },
                metadata,
              }),
            );
            return created('schedule', scheduleId);
          }
          const draft = parseOrThrow(scheduleUpdateSchema, spec.input);
          track(
            await handleCommand(store, scheduleStreamId(scheduleId), scheduleDecider, {
              type: 'UpdateSchedule',
              data: { scheduleId, draft },
              metadata,
            }),
          );
          return;
        }
        case 'DeleteSchedule': {
          const scheduleId = pick(run, spec.schedule);
          track(
            await handleCommand(store, scheduleStreamId(scheduleId), scheduleDecider, {
              type: 'DeleteSchedule',
              data: { scheduleId },
              metadata,
            }),
          );
          return;
        }
        case 'CreateBudget':
        case 'UpdateBudget': {
          // As the budget routes: the category as the caller's live categories hold it.
          const budgetId = spec.kind === 'CreateBudget' ? randomUUID() : pick(run, spec.budget);
          const body =
            spec.kind === 'CreateBudget'
              ? { categoryId: pick(run, spec.category), budgetAmount: spec.amount, month: spec.month, year: 2025 }
              : { budgetAmount: spec.amount };
          const draft = parseOrThrow(spec.kind === 'CreateBudget' ? budgetCreateSchema : budgetUpdateSchema, body);
          await drain();
          const row = draft.categoryId === undefined ? undefined : await findCategory(env.db, run.userId, draft.categoryId);
          const category = row
            ? { name: row.transaction_category, type: row.transaction_type }
            : draft.categoryId === undefined
              ? undefined
              : null;
          const stream = budgetBookStreamId(run.userId);
          if (spec.kind === 'CreateBudget') {
            const data = { budgetId, draft: parseOrThrow(budgetCreateSchema, body), category: category ?? null };
            track(await handleCommand(store, stream, budgetBookDecider, { type: 'CreateBudget', data, metadata }));
            return created('budget', budgetId);
          }
          track(
            await handleCommand(store, stream, budgetBookDecider, { type: 'UpdateBudget', data: { budgetId, draft, category }, metadata }),
          );
          return;
        }
        case 'DeleteBudget': {
          const data = { budgetId: pick(run, spec.budget) };
          track(await handleCommand(store, budgetBookStreamId(run.userId), budgetBookDecider, { type: 'DeleteBudget', data, metadata }));
          return;
        }
        case 'CopyBudgets': {
          const draft = parseOrThrow(budgetCopySchema, { fromMonth: spec.fromMonth, toMonth: spec.toMonth });
          await drain();
          const sources = await budgetIdsOfMonth(env.db, run.userId, draft.fromMonth.year, draft.fromMonth.month);
          const newIds = Object.fromEntries(sources.map((id) => [id, randomUUID()]));
          track(
            await handleCommand(store, budgetBookStreamId(run.userId), budgetBookDecider, {
              type: 'CopyBudgets',
              data: { ...draft, newIds },
              metadata,
            }),
          );
          for (const id of Object.values(newIds)) created('budget', id);
          return;
        }
        case 'CreateGoal': {
          const goalId = randomUUID();
          const draft = parseOrThrow(goalCreateSchema, { title: spec.title, category: 'Fitness', progress: spec.progress });
          track(await handleCommand(store, goalStreamId(goalId), goalDecider, { type: 'CreateGoal', data: { goalId, draft }, metadata }));
          return created('goal', goalId);
        }
        case 'UpdateGoal': {
          const goalId = pick(run, spec.goal);
          const draft = parseOrThrow(goalUpdateSchema, spec.input);
          track(await handleCommand(store, goalStreamId(goalId), goalDecider, { type: 'UpdateGoal', data: { goalId, draft }, metadata }));
          return;
        }
        case 'DeleteGoal': {
          const goalId = pick(run, spec.goal);
          track(await handleCommand(store, goalStreamId(goalId), goalDecider, { type: 'DeleteGoal', data: { goalId }, metadata }));
          return;
        }
        case 'SaveGoalReview': {
          const data = parseOrThrow(goalReviewSaveSchema, { weekStart: spec.weekStart, reflection: spec.reflection });
          const command = { type: 'SaveGoalReview' as const, data, metadata };
          track(await handleCommand(store, goalReviewStreamOf(command), goalReviewDecider, command));
          return;
        }
        case 'CreateMeal': {
          const mealId = randomUUID();
          const draft = parseOrThrow(mealCreateSchema, {
            name: spec.name,
            type: 'lunch',
            calories: spec.calories,
            protein: '12.50',
            date: spec.date,
            logged: spec.logged,
          });
          track(await handleCommand(store, mealStreamId(mealId), mealDecider, { type: 'CreateMeal', data: { mealId, draft }, metadata }));
          return created('meal', mealId);
        }
        case 'ChangeMealLogged': {
          const mealId = pick(run, spec.meal);
          track(
            await handleCommand(store, mealStreamId(mealId), mealDecider, {
              type: 'ChangeMealLogged',
              data: { mealId, ...parseOrThrow(mealLoggedSchema, { logged: spec.logged }) },
              metadata,
            }),
          );
          return;
        }
        case 'DeleteMeal': {
          const mealId = pick(run, spec.meal);
          track(await handleCommand(store, mealStreamId(mealId), mealDecider, { type: 'DeleteMeal', data: { mealId }, metadata }));
          return;
        }
        case 'AddGroceryItem': {
          const groceryItemId = randomUUID();
          const draft = parseOrThrow(groceryItemCreateSchema, { name: spec.name });
          track(
            await handleCommand(store, groceryItemStreamId(groceryItemId), groceryItemDecider, {
              type: 'AddGroceryItem',
              data: { groceryItemId, draft },
              metadata,
            }),
          );
          return created('grocery', groceryItemId);
        }
        case 'ChangeGroceryItemChecked': {
          const groceryItemId = pick(run, spec.item);
          const data = { groceryItemId, ...parseOrThrow(groceryItemCheckedSchema, { checked: spec.checked }) };
          track(
            await handleCommand(store, groceryItemStreamId(groceryItemId), groceryItemDecider, {
              type: 'ChangeGroceryItemChecked',
              data,
              metadata,
            }),
          );
          return;
        }
        case 'DeleteGroceryItem':
        case 'ClearCompletedGroceryItem': {
          const groceryItemId = pick(run, spec.item);
          track(
            await handleCommand(store, groceryItemStreamId(groceryItemId), groceryItemDecider, {
              type: spec.kind,
              data: { groceryItemId },
              metadata,
            }),
          );
          return;
        }
        case 'LogWaterGlass':
        case 'RemoveWaterGlass':
          track(
            await handleCommand(store, waterStreamId(run.userId, spec.date), waterDayDecider, {
              type: spec.kind,
              data: { date: spec.date },
              metadata,
            }),
          );
          return;
        case 'SetTargets': {
          const draft = parseOrThrow(targetsUpdateSchema, { calories: spec.calories, waterGlasses: spec.waterGlasses });
          track(await handleCommand(store, targetsStreamId(run.userId), targetsDecider, { type: 'SetTargets', data: { draft }, metadata }));
          return;
        }
        case 'LogWorkout':
        case 'UpdateWorkout': {
          const workoutId = spec.kind === 'LogWorkout' ? randomUUID() : pick(run, spec.workout);
          const stream = workoutStreamId(workoutId);
          if (spec.kind === 'LogWorkout') {
            const draft = parseOrThrow(workoutCreateSchema, spec.input);
            track(
              await handleCommand(store, stream, workoutDecider, {
                type: 'LogWorkout',
                data: { workoutId, draft, localTime: '12:00' },
                metadata,
              }),
            );
            return created('workout', workoutId);
          }
          const draft = parseOrThrow(workoutUpdateSchema, spec.input);
          track(await handleCommand(store, stream, workoutDecider, { type: 'UpdateWorkout', data: { workoutId, draft }, metadata }));
          return;
        }
        case 'SetWorkoutCompleted': {
          const workoutId = pick(run, spec.workout);
          const data = { workoutId, ...parseOrThrow(workoutCompletionSchema, { completed: spec.completed }) };
          track(await handleCommand(store, workoutStreamId(workoutId), workoutDecider, { type: 'SetWorkoutCompleted', data, metadata }));
          return;
        }
        case 'StartWorkout':
        case 'FinishWorkout':
        case 'DeleteWorkout': {
          const workoutId = pick(run, spec.workout);
          track(
            await handleCommand(store, workoutStreamId(workoutId), workoutDecider, {
              type: spec.kind,
              data: { workoutId },
              metadata,
            }),
          );
          return;
        }
        case 'StartImport': {
          const importId = randomUUID();
          const stream = importBatchStreamId(importId);
          track(
            await handleCommand(store, stream, importBatchDecider, {
              type: 'StartImport',
              data: { importId, kind: 'bank-csv', fileName: 'bank.csv' },
              metadata,
            }),
          );
          created('import', importId);
          if (!spec.complete) return;
          const completed = { importId, added: 1, skipped: 0, rejected: [], rejectedCount: 0 };
          track(await handleCommand(store, stream, importBatchDecider, { type: 'CompleteImport', data: completed, metadata }));
          if (spec.undo)
            track(await handleCommand(store, stream, importBatchDecider, { type: 'UndoImport', data: { importId, removed: 1 }, metadata }));
          return;
        }
        case 'UndoImport': {
          const importId = pick(run, spec.batch);
          track(
            await handleCommand(store, importBatchStreamId(importId), importBatchDecider, {
              type: 'UndoImport',
              data: { importId, removed: 1 },
              metadata,
            }),
          );
          return;
        }
        case 'LogBodyWeight': {
          const entryId = randomUUID();
          const draft = parseOrThrow(bodyWeightCreateSchema, { date: spec.date, weight: spec.weight, unit: 'kg' });
          track(
            await handleCommand(store, bodyWeightStreamId(entryId), bodyWeightDecider, {
              type: 'LogBodyWeight',
              data: { entryId, draft },
              metadata,
            }),
          );
          return created('bodyweight', entryId);
        }
        case 'UpdateBodyWeight': {
          const entryId = pick(run, spec.entry);
          const draft = parseOrThrow(bodyWeightUpdateSchema, { date: spec.date, weight: spec.weight, unit: 'kg' });
          track(
            await handleCommand(store, bodyWeightStreamId(entryId), bodyWeightDecider, {
              type: 'UpdateBodyWeight',
              data: { entryId, draft },
              metadata,
            }),
          );
          return;
        }
        case 'DeleteBodyWeight':
        case 'RestoreBodyWeight': {
          const entryId = pick(run, spec.entry);
          track(
            await handleCommand(store, bodyWeightStreamId(entryId), bodyWeightDecider, { type: spec.kind, data: { entryId }, metadata }),
          );
          return;
        }
        case 'CreateRecipe':
        case 'UpdateRecipe': {
          const recipeId = spec.kind === 'CreateRecipe' ? randomUUID() : pick(run, spec.recipe);
          const body = {
            name: spec.name,
            servings: spec.servings,
            ingredients: [{ quantity: '1', unit: 'cup', food: 'Lentils' }],
            calories: 300,
          };
          const draft = parseOrThrow(recipeCreateSchema, body);
          track(
            await handleCommand(store, recipeStreamId(recipeId), recipeDecider, { type: spec.kind, data: { recipeId, draft }, metadata }),
          );
          if (spec.kind === 'CreateRecipe') created('recipe', recipeId);
          return;
        }
        case 'DeleteRecipe':
        case 'RestoreRecipe': {
          const recipeId = pick(run, spec.recipe);
          track(await handleCommand(store, recipeStreamId(recipeId), recipeDecider, { type: spec.kind, data: { recipeId }, metadata }));
          return;
        }
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      run.refused.push(`${spec.kind}: ${error.message}`);
    }
  }

  /** A new user (registered at the first instant) and the commands, the i-th at FIRST_INSTANT + (i + 1) minutes. */
  async function play(specs: readonly CommandSpec[]): Promise<Run> {
    const userId = randomUUID();
    const pools: Pools = {
      account: [],
      budget: [],
      category: [],
      transaction: [],
      recurring: [],
      schedule: [],
      goal: [],
      meal: [],
      grocery: [],
      workout: [],
      import: [],
      bodyweight: [],
      recipe: [],
    };
    const run: Run = { userId, pools, start: await env.store.head(), instants: [], generated: new Map(), refused: [] };
    const instant = (index: number) => new Date(FIRST_INSTANT + index * STEP_MS).toISOString();
    run.instants.push(instant(0));
    const data = { userId, email: `${userId}@example.com`, displayName: 'As of', passwordHash: PASSWORD_HASH };
    const registered = await handleCommand(env.store, userStreamId(userId), userDecider, {
      type: 'RegisterUser',
      data,
      metadata: { userId, now: instant(0), today: TODAY },
    });
    written = registered.position;
    // Two accounts and a category first, so most generated transactions are accepted.
    const prior: CommandSpec[] = [
      { kind: 'OpenAccount', name: 'Checking', type: 'checking', balance: '100.00' },
      { kind: 'OpenAccount', name: 'Card', type: 'credit_card', balance: '0.01' },
      { kind: 'CreateCategory', name: 'Groceries', income: false },
    ];
    for (const spec of [...prior, ...specs]) {
      const now = instant(run.instants.length);
      run.instants.push(now);
      await execute(run, spec, now);
    }
    await drain();
    return run;
  }

  function momentOf(run: Run, spec: MomentSpec): string {
    if (spec === 'before') return new Date(Date.parse(run.instants[0]!) - STEP_MS / 2).toISOString();
    const at = Date.parse(run.instants[spec.index % run.instants.length]!);
    return new Date(spec.at === 'exactly' ? at : at + STEP_MS / 2).toISOString();
  }

  async function answers(q: Queryable, run: Run, source: RowSource): Promise<Record<string, unknown>> {
    const answered: Record<string, unknown> = {};
    for (const read of AS_OF_READS) answered[read.name] = await read.read(q, run.userId, source, run.pools);
    return answered;
  }

  /**
   * The run's events, replayed into fresh scratch copies of every projection's tables moment by
   * moment (each projection in the runner's order, one command's events at a time), and each
   * moment's live answers there compared with the as-of answers of the full read models. Rolled back.
   */
  async function compareWithRebuild(run: Run, moments: readonly string[]): Promise<void> {
    const ordered = [...new Set(moments)].sort();
    const asOf = new Map<string, Record<string, unknown>>();
    for (const moment of ordered) asOf.set(moment, await answers(env.db, run, versionsKnownAt(moment)));
    const events = await eventsAfter(run.start);
    try {
      await env.db.transaction(async (tx) => {
        await tx.query(`CREATE SCHEMA ${SCRATCH}`);
        for (const table of tables) await tx.query(`CREATE TABLE ${SCRATCH}.${table} (LIKE public.${table} INCLUDING ALL)`);
        await tx.query(`SET LOCAL search_path TO ${SCRATCH}, public`);
        let next = 0;
        let rebuilt: Record<string, unknown> | undefined;
        for (const moment of ordered) {
          // Every event recorded up to the moment (occurredAt <= moment), a command's events together.
          while (next < events.length && events[next]!.metadata.occurredAt <= moment) {
            rebuilt = undefined;
            const at = events[next]!.metadata.occurredAt;
            const group: StoredEvent[] = [];
            while (next < events.length && events[next]!.metadata.occurredAt === at) group.push(events[next++]!);
            for (const projection of allProjections) {
              const handled = group.filter((event) => projection.canHandle.includes(event.type));
              if (handled.length > 0) await projection.apply(tx, handled);
            }
          }
          // Two moments with no event between them see the same rebuild.
          rebuilt ??= await answers(tx, run, LIVE);
          const known = asOf.get(moment)!;
          for (const read of AS_OF_READS) {
            expect(known[read.name], `${read.name} as of ${moment} (events up to #${next} of ${events.length})`).toEqual(
              rebuilt[read.name],
            );
          }
        }
        throw new RollBack();
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
  }

  /** This run's events, in store order, upcast as the projector reads them. */
  async function eventsAfter(start: Position): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    let after = start;
    for (;;) {
      const batch = await env.store.readAll({ after, limit: 500 });
      if (batch.length === 0) break;
      for (const event of batch) if (eventRegistry.has(event.type)) events.push(upcastOne(event));
      after = batch.at(-1)!.position;
    }
    return events;
  }

  it('a command of every kind: before it and at each command', { timeout: 120_000 }, async () => {
    const run = await play(EVERY_KIND);
    expect(run.refused).toEqual([]);
    const moments: MomentSpec[] = ['before'];
    for (let index = 0; index < run.instants.length; index++) moments.push({ index, at: 'exactly' });
    await compareWithRebuild(
      run,
      moments.map((moment) => momentOf(run, moment)),
    );
  });

  it(`random commands: at ${MOMENTS} sampled moments (${NUM_RUNS} runs)`, { timeout: 300_000 }, async () => {
    const moment: fc.Arbitrary<MomentSpec> = fc.oneof(
      { weight: 1, arbitrary: fc.constant('before' as const) },
      { weight: 8, arbitrary: fc.record({ index: fc.nat(), at: fc.constantFrom('exactly' as const, 'between' as const) }) },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(commandSpec, { minLength: 3, maxLength: 16 }),
        fc.array(moment, { minLength: MOMENTS, maxLength: MOMENTS }),
        async (specs, moments) => {
          const run = await play(specs);
          await compareWithRebuild(
            run,
            moments.map((spec) => momentOf(run, spec)),
          );
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
