/**
 * Every event a decider can emit must be projectable (issue 12). Commands of every aggregate
 * (users, accounts, categories, transactions incl. bulk, recurring transactions with the worker's
 * occurrences and reports, schedules), with arbitrary and edge-case values
 * (any year 0000-9999, control characters, unpaired surrogates, huge strings, huge and too
 * precise amounts, `__proto__` keys), go through the real deciders and the real event store;
 * after each command every projection catches up through applyNextBatch, the runner's code path.
 * A refused command must be a DomainError (the API's 4xx); anything else fails the property:
 * an append the store refuses, an event the registry cannot parse, a projection error.
 */
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_TYPES,
  accountBalanceSchema,
  accountBookDecider,
  accountBookStreamId,
  accountCreateSchema,
  accountUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  addDays,
  CATEGORY_TYPES,
  categoryListDecider,
  categoryListStreamId,
  ruleListDecider,
  ruleListStreamId,
  ruleSchema,
  type RuleInput,
  daysBetween,
  daysInMonth,
  decideRecordTransactions,
  DomainError,
  EARLIEST_SUPPORTED_DATE,
  groceryItemCheckedSchema,
  groceryItemCreateSchema,
  groceryItemDecider,
  groceryItemStreamId,
  recipeCreateSchema,
  recipeDecider,
  recipeStreamId,
  type RecipeInput,
  mealCreateSchema,
  mealDecider,
  mealLoggedSchema,
  mealStreamId,
  MEAL_TYPES,
  targetsDecider,
  targetsStreamId,
  targetsUpdateSchema,
  waterDayDecider,
  waterGlassSchema,
  waterStreamId,
  GOAL_PRIORITIES,
  GOAL_STATUSES,
  goalCreateSchema,
  goalDecider,
  goalReviewDecider,
  goalReviewSaveSchema,
  goalReviewStreamOf,
  goalStreamId,
  goalUpdateSchema,
  formatCents,
  formatIsoDate,
  LATEST_SUPPORTED_DATE,
  MAX_AMOUNT_CENTS,
  occurrenceFields,
  occurrences,
  parseOrThrow,
  RECURRING_FREQUENCIES,
  recurringTransactionCreateSchema,
  recurringTransactionDecider,
  recurringTransactionEvents,
  recurringTransactionStreamId,
  recurringTransactionUpdateSchema,
  SCHEDULE_FREQUENCIES,
  scheduleMessages,
  scheduleCreateSchema,
  scheduleDecider,
  scheduleStreamId,
  scheduleUpdateSchema,
  transactionBulkSchema,
  transactionCreateSchema,
  transactionDecider,
  transactionEvents,
  transactionStatusSchema,
  transactionClearedSchema,
  reconciliationSchema,
  transactionStreamId,
  transactionUpdateSchema,
  ValidationError,
  WORKOUT_TYPES,
  workoutCompletionSchema,
  BODY_WEIGHT_SOURCES,
  bodyWeightCreateSchema,
  bodyWeightDecider,
  bodyWeightStreamId,
  bodyWeightUpdateSchema,
  workoutCreateSchema,
  workoutUpdateSchema,
  workoutDecider,
  workoutStreamId,
  type AccountInput,
  type CategoryInput,
  type CommandMetadata,
  type DomainEvent,
  type GroceryItemInput,
  type MealInput,
  type TargetsInput,
  type GoalInput,
  type GoalReviewInput,
  type RecurringTransactionFields,
  type RecurringTransactionInput,
  type ScheduleInput,
  type TransactionInput,
  type TransactionReferenceContext,
  type TransactionState,
  type WorkoutInput,
  budgetBookDecider,
  budgetBookStreamId,
  IMPORT_KINDS,
  importBatchDecider,
  importBatchStreamId,
  budgetCopySchema,
  budgetCreateSchema,
  budgetUpdateSchema,
  type BudgetInput,
} from '@life/domain';
import { emailReservationDecider, emailStreamId, userDecider, userStreamId } from '@life/domain/users/index';
import { emailDigest, type Db, type EventStore } from '@life/infra';
import { aggregateStream } from '@life/infra/event-store/aggregate-stream';
import { eventMetadata, handleCommand } from '@life/infra/event-store/handle-command';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyNextBatch } from '../batch';
import { verifyProjections } from '../verify';
import { ensureCheckpoint, readCheckpoint } from '../checkpoints';
import { allProjections } from './index';
import { findAccount } from './accounts/queries';
import { clearedBalance, reconcileCandidates } from './reconciliation/queries';
import { budgetIdsOfMonth } from './budgets/queries';
import { findCategory } from './categories/queries';
import { findReferences } from './ledger/queries';
import { findRecurringTransaction } from './schedules/recurring';
import { transactionsDeletedWith } from './deleted-with/queries';
import { listSchedulePeriods, listSchedules } from './schedules/queries';

// 50 per backend and CI run (100 took 193 s of CI's 29 minutes; the coverage check below tops up what
// they miss); PROPERTY_RUNS raises it for a deeper local search.
const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 50);
const TODAY = '2025-11-15';

// ---------- values ----------

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
const UNPAIRED_SURROGATES = ['\ud800', '\udfff', 'a\ud83d', '\ude00b'];

/** Text a person could type: letters, accents, emoji, quotes, SQL-looking text; never control characters. */
const plainText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.constantFrom(
    'Groceries',
    'Zürich café',
    '😀🎉 party',
    "O'Brien; DROP TABLE money_transactions;--",
    '__proto__',
    'constructor',
    '\u202eevil',
    'a\u2028b',
    '\uffff',
  ),
);

const edgeText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  // Any UTF-16 unit, unpaired surrogates included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)), maxLength: 20 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROL_CHARACTERS, ...UNPAIRED_SURROGATES), fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
  fc
    .constantFrom(99, 100, 101, 254, 255, 256, 499, 500, 501, 2048, 2049, 100_000)
    .chain((length) => fc.constantFrom('x', 'é', '😀').map((unit) => unit.repeat(length))),
  fc.constantFrom('', ' ', '   padded   '),
);

/** Mostly valid, so most commands are accepted and their events reach the projections. */
const validOr = <T, U>(valid: fc.Arbitrary<T>, edge: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: edge });

const SUPPORTED_DAYS = daysBetween(EARLIEST_SUPPORTED_DATE, LATEST_SUPPORTED_DATE);
const supportedDate = fc.integer({ min: 0, max: SUPPORTED_DAYS }).map((offset) => addDays(EARLIEST_SUPPORTED_DATE, offset));
// Years at the edges come often: PostgreSQL's date has no year 0, the window ends at 1901 and 2099.
const anyYear = fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(0, 1, 1900, 1901, 2099, 2100, 9999));
const anyYearDate = fc
  .tuple(anyYear, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([year, month, day]) => formatIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) }));
const edgeDate = fc.oneof(
  anyYearDate,
  fc.constantFrom(
    '0000-01-01',
    '9999-12-31',
    '1900-12-31',
    '2100-01-01',
    '2023-02-29',
    '2025-13-01',
    '2025-1-1',
    '2025-11-05T00:00:00Z',
    'today',
  ),
  edgeText,
);
// Days outside the window come often: any year, the window's neighbours, and year 0 (PostgreSQL has none).
const outsideDate = fc.constantFrom('0000-01-01', '0000-12-31', '0001-01-01', '1900-12-31', '2100-01-01', '9999-12-31');
const date = fc.oneof(
  { weight: 6, arbitrary: supportedDate },
  { weight: 2, arbitrary: anyYearDate },
  { weight: 2, arbitrary: outsideDate },
  { weight: 1, arbitrary: edgeDate },
);

const validAmount = fc.oneof(
  fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }).map(formatCents),
  fc.constantFrom('99999999.99', '0.01', '1,234.50', '12.', '.5', 12.3, 0.07),
);
const edgeAmount = fc.oneof(
  fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }).map(formatCents),
  fc.constantFrom('-99999999.99', '100000000', '0', '0.001', '1e3', 'NaN', '', 1e21, Number.MAX_SAFE_INTEGER, 0.1 + 0.2, -0),
  fc.double(),
  edgeText,
);
const signedAmount = validOr(fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }).map(formatCents), edgeAmount);

/** Ids are placeholders resolved against the run's pools when the command runs ('@account:3'). */
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
  | 'budget'
  | 'import'
  | 'rule'
  | 'bodyweight'
  | 'recipe';
const ref = (pool: Pool) => fc.nat().map((index) => `@${pool}:${index}`);
/**
 * A record id that names nothing of the pool. No NUL: the routes take ids only as uuids, and a stream
 * id with NUL cannot even be looked up in PostgreSQL (22021), so it is never a decider's input.
 */
const strangeId = edgeText.filter((text) => !text.includes('\u0000'));

const idOr = (pool: Pool) =>
  validOr(ref(pool), fc.oneof(fc.uuid(), strangeId, fc.constant(''), ref(pool === 'account' ? 'category' : 'account')));

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });

/** What an import tags a meal or workout with (the API derives it from the file; any text here). */
const importSource = maybe(fc.record({ importId: validOr(fc.uuid(), edgeText), externalId: edgeText }));

/** Sometimes the body also carries an own `__proto__` key, as JSON.parse makes it. */
const withProto = <T extends object>(body: fc.Arbitrary<T>) =>
  fc
    .tuple(body, fc.integer({ min: 0, max: 9 }))
    .map(([value, dice]) =>
      dice === 0 ? (Object.assign(JSON.parse('{"__proto__": {"title": "\\u0000", "isActive": "yes"}}'), value) as T) : value,
    );

const transactionBody = withProto(
  fc.record(
    {
      title: validOr(plainText, edgeText),
      amount: validOr(validAmount, edgeAmount),
      type: validOr(fc.constantFrom('income', 'expense', 'payment'), fc.constantFrom('Expense', 'transfer', '', null)),
      category: maybe(validOr(plainText, edgeText)),
      transactionCategoryIds: maybe(
        validOr(fc.array(idOr('category'), { maxLength: 3 }), fc.array(ref('category'), { minLength: 49, maxLength: 52 })),
      ),
      fromAccountId: idOr('account'),
      toAccountId: idOr('account'),
      posted: maybe(validOr(fc.constantFrom('posted', 'pending'), fc.constantFrom('Posted', '', null))),
      date: maybe(date),
      isRecurring: maybe(fc.boolean()),
      // Issue 24: notes and a split's lines (random lines rarely add up: splits.property.test.ts makes ones that do).
      notes: maybe(validOr(plainText, edgeText)),
      splits: maybe(
        validOr(
          fc.array(
            fc.record({
              categoryId: idOr('category'),
              amount: validOr(validAmount, edgeAmount),
              memo: maybe(validOr(plainText, edgeText)),
            }),
            { maxLength: 3 },
          ),
          fc.constantFrom(null, 'x', [null], [{}]),
        ),
      ),
    },
    { requiredKeys: ['title', 'amount', 'type', 'fromAccountId', 'toAccountId', 'date'] },
  ),
) as fc.Arbitrary<TransactionInput>;

const color = maybe(
  validOr(fc.constantFrom('#3B82F6', '#fff', '#ABCDEF'), fc.constantFrom('red', '#12345678', '', '#ggg', '#3B82F6\u0000')),
);

const accountBody = withProto(
  fc.record(
    {
      accountName: validOr(plainText, edgeText),
      accountType: validOr(fc.constantFrom(...ACCOUNT_TYPES), fc.constantFrom('Checking', '', null)),
      balance: maybe(signedAmount),
      startingBalance: maybe(signedAmount),
      startingBalanceAsOf: maybe(date),
      startingBalanceAsof: maybe(date),
      creditLimit: validOr(validAmount, edgeAmount),
      description: maybe(validOr(fc.oneof(plainText, fc.constant('line one\nline two\r\n\tindented')), edgeText)),
      color,
      isActive: maybe(fc.boolean()),
      isPrimary: maybe(fc.boolean()),
    },
    { requiredKeys: ['accountName', 'accountType', 'creditLimit'] },
  ),
) as fc.Arbitrary<AccountInput>;

const categoryBody = withProto(
  fc.record(
    {
      transactionCategory: validOr(plainText, edgeText),
      transactionType: validOr(fc.constantFrom(...CATEGORY_TYPES), fc.constantFrom('income', '', null)),
      description: maybe(validOr(plainText, edgeText)),
      color,
      isActive: maybe(fc.boolean()),
    },
    { requiredKeys: ['transactionCategory', 'transactionType'] },
  ),
) as fc.Arbitrary<CategoryInput>;

/** issue 23 (h10): a categorisation rule's body (ids: the run's accounts and categories, or anything). */
const ruleBody = withProto(
  fc.record(
    {
      name: validOr(plainText, edgeText),
      matchKind: maybe(validOr(fc.constantFrom('contains', 'matches'), fc.constantFrom('regex', ''))),
      pattern: validOr(plainText, edgeText),
      accountId: maybe(idOr('account')),
      minAmount: maybe(validOr(validAmount, edgeAmount)),
      maxAmount: maybe(validOr(validAmount, edgeAmount)),
      categoryId: maybe(idOr('category')),
      renameTo: maybe(validOr(plainText, edgeText)),
      transferAccountId: maybe(idOr('account')),
    },
    { requiredKeys: ['name', 'pattern'] },
  ),
) as fc.Arbitrary<RuleInput>;

/** A start day, mostly in the supported window (any of its days), and an end: open, later, or anything. */
const recurringSpan = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(supportedDate, fc.constantFrom(undefined, null, '')) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(supportedDate, fc.integer({ min: -5, max: 3000 }))
      .map(
        ([start, days]) => [start, addDays(start, days) > LATEST_SUPPORTED_DATE ? LATEST_SUPPORTED_DATE : addDays(start, days)] as const,
      ),
  },
  { weight: 2, arbitrary: fc.tuple(date, fc.oneof(date, fc.constant(null))) },
);

/** The money fields a recurring body shares with a transaction body, then its recurrence. */
const recurringBody = withProto(
  fc
    .record(
      {
        title: validOr(plainText, edgeText),
        amount: validOr(validAmount, edgeAmount),
        type: validOr(fc.constantFrom('income', 'expense', 'payment'), fc.constantFrom('Expense', '', null)),
        category: maybe(validOr(plainText, edgeText)),
        transactionCategoryIds: maybe(
          validOr(fc.array(idOr('category'), { maxLength: 3 }), fc.array(ref('category'), { minLength: 49, maxLength: 52 })),
        ),
        fromAccountId: idOr('account'),
        toAccountId: idOr('account'),
        frequency: validOr(
          fc.constantFrom(...RECURRING_FREQUENCIES),
          fc.constantFrom('daily', 'Monthly', '', null, 'use-recurring-transaction'),
        ),
        span: recurringSpan,
        biMonthlyDates: maybe(
          validOr(
            fc.uniqueArray(fc.integer({ min: 1, max: 28 }), { minLength: 2, maxLength: 2 }),
            fc.array(fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double()), { maxLength: 3 }),
          ),
        ),
        isActive: maybe(fc.boolean()),
        autoPost: maybe(fc.boolean()),
      },
      { requiredKeys: ['title', 'amount', 'type', 'fromAccountId', 'toAccountId', 'frequency', 'span'] },
    )
    .map(({ span: [startDate, endDate], ...body }) => ({
      ...body,
      startDate,
      ...(endDate === undefined ? {} : { endDate }),
    })),
) as fc.Arbitrary<RecurringTransactionInput>;

/** Mostly a span of up to two years (a weekly schedule over 1901-2099 is 10,000 periods: sometimes, not always). */
const scheduleSpan = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(supportedDate, fc.integer({ min: -5, max: 800 }))
      .map(
        ([start, days]) => [start, addDays(start, days) > LATEST_SUPPORTED_DATE ? LATEST_SUPPORTED_DATE : addDays(start, days)] as const,
      ),
  },
  { weight: 1, arbitrary: fc.tuple(date, date) },
  { weight: 1, arbitrary: fc.constant([EARLIEST_SUPPORTED_DATE, LATEST_SUPPORTED_DATE] as const) },
);

const scheduleBody = withProto(
  fc
    .record(
      {
        name: validOr(plainText, edgeText),
        // Following a recurring transaction is the interesting case: it comes often.
        frequency: maybe(
          validOr(
            fc.constantFrom(...SCHEDULE_FREQUENCIES, 'use-recurring-transaction', 'use-recurring-transaction'),
            fc.constantFrom('daily', '', null, 'x'.repeat(51)),
          ),
        ),
        recurringTransactionId: maybe(validOr(ref('recurring'), fc.oneof(fc.uuid(), edgeText, fc.constant(null)))),
        span: scheduleSpan,
        isActive: maybe(fc.boolean()),
      },
      { requiredKeys: ['name', 'span'] },
    )
    .map(({ span: [startDate, endDate], ...body }) => ({ ...body, startDate, endDate })),
) as fc.Arbitrary<ScheduleInput>;

/** A goal body: texts, SPEC's choices, a whole percent (or not), and status/progress pairs SPEC section 4 may refuse. */
const goalBody = withProto(
  fc.record(
    {
      title: validOr(plainText, edgeText),
      description: maybe(validOr(fc.oneof(plainText, fc.constant('line one\nline two\r\n\tindented')), edgeText)),
      category: validOr(plainText, edgeText),
      priority: maybe(validOr(fc.constantFrom(...GOAL_PRIORITIES), fc.constantFrom('High', 'urgent', '', null))),
      status: maybe(validOr(fc.constantFrom(...GOAL_STATUSES), fc.constantFrom('done', 'Active', '', null))),
      progress: maybe(
        validOr(fc.integer({ min: 0, max: 100 }), fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-0, 100, 101, -1, 1e21, 0.5))),
      ),
      dueDate: maybe(validOr(fc.constantFrom('Dec 31', 'Daily', 'Q3'), edgeText)),
    },
    { requiredKeys: ['title', 'category'] },
  ),
) as fc.Arbitrary<GoalInput>;

const goalReviewBody = withProto(
  fc.record(
    {
      // Mostly this week or a recent Monday; any day otherwise (refused unless a Monday in the window).
      weekStart: maybe(validOr(fc.constantFrom('2025-11-10', '2025-11-03', '1901-01-07', '2099-12-28'), date)),
      reflection: validOr(fc.oneof(plainText, fc.constant('Good week.\nMore sleep.')), edgeText),
    },
    { requiredKeys: ['reflection'] },
  ),
) as fc.Arbitrary<GoalReviewInput>;

/** Nutrition (issue 9): decimal(5,2) macros at and past their edge, whole calories, HH:mm times, any day. */
const macro = maybe(
  validOr(
    fc.oneof(fc.integer({ min: 0, max: 99_999 }).map(formatCents), fc.constantFrom('999.99', '0', 12.5, 0.07)),
    fc.oneof(fc.constantFrom('1000', '-0.01', '12.345', '1e2', 'NaN', '', null, -0, 1e21), fc.double(), edgeText),
  ),
);
const mealBody = withProto(
  fc.record(
    {
      name: validOr(plainText, edgeText),
      type: validOr(fc.constantFrom(...MEAL_TYPES), fc.constantFrom('Lunch', 'brunch', '', null)),
      calories: validOr(fc.integer({ min: 0, max: 10_000 }), fc.oneof(fc.integer(), fc.double(), fc.constantFrom('350', '1e3', -0, ''))),
      protein: macro,
      carbs: macro,
      fat: macro,
      time: maybe(validOr(fc.constantFrom('08:00', '23:59', '00:00'), fc.constantFrom('24:00', '8:00', 'noon', ''))),
      date: maybe(date),
      logged: maybe(fc.boolean()),
    },
    { requiredKeys: ['name', 'type', 'calories'] },
  ),
) as fc.Arbitrary<MealInput>;
const groceryBody = withProto(
  fc.record(
    { name: validOr(plainText, edgeText), category: maybe(validOr(plainText, edgeText)), checked: maybe(fc.boolean()) },
    { requiredKeys: ['name'] },
  ),
) as fc.Arbitrary<GroceryItemInput>;
/** Recipes (issue 27): ingredients with exact quantities (and edge ones), steps, tags, nutrition per serving. */
const ingredientBody = fc.record(
  {
    quantity: maybe(validOr(fc.constantFrom('1', '1/3', '1 1/2', '0.125', '250', 2), fc.constantFrom('0', '1e3', '-1', '1/0', '', null))),
    unit: maybe(validOr(fc.constantFrom('g', 'cup', 'tbsp', ''), edgeText)),
    food: validOr(plainText, edgeText),
    note: maybe(validOr(plainText, edgeText)),
    calories: maybe(validOr(fc.integer({ min: 0, max: 5000 }), fc.constantFrom(-1, 1.5, ''))),
    protein: macro,
  },
  { requiredKeys: ['food'] },
);
const recipeBody = withProto(
  fc.record(
    {
      name: validOr(plainText, edgeText),
      servings: maybe(validOr(fc.integer({ min: 1, max: 100 }), fc.constantFrom(0, 101, '', 1.5))),
      ingredients: maybe(fc.array(ingredientBody, { maxLength: 4 })),
      steps: maybe(fc.array(validOr(plainText, edgeText), { maxLength: 3 })),
      tags: maybe(fc.array(validOr(plainText, edgeText), { maxLength: 3 })),
      calories: maybe(validOr(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(-1, 10_001, ''))),
      protein: macro,
      carbs: macro,
      fat: macro,
    },
    { requiredKeys: ['name'] },
  ),
) as fc.Arbitrary<RecipeInput>;
const whole = validOr(fc.integer({ min: 1, max: 2000 }), fc.oneof(fc.integer(), fc.double(), fc.constantFrom('12', '0', '', null)));
const targetsBody = fc.record(
  {
    calories: whole,
    protein: whole,
    carbs: whole,
    fat: whole,
    waterGlasses: validOr(fc.integer({ min: 1, max: 50 }), whole),
    weeklyWorkouts: validOr(fc.integer({ min: 1, max: 50 }), whole),
    weeklyCaloriesBurned: whole,
    weeklyActiveMinutes: whole,
  },
  { requiredKeys: [] },
) as fc.Arbitrary<TargetsInput>;

/** A budget body: few months, so duplicates (409) and copies meet; some bodies the schema refuses. */
const budgetMonthNumber = validOr(fc.integer({ min: 1, max: 2 }), fc.oneof(fc.integer(), fc.constantFrom('13', '', null, 1.5)));
const budgetYear = validOr(fc.constantFrom(2026, '2026', 2099, 1901), fc.oneof(fc.integer(), fc.constantFrom('1900', '', null)));
const budgetBody = fc.record(
  { categoryId: idOr('category'), budgetAmount: validOr(validAmount, edgeAmount), month: budgetMonthNumber, year: budgetYear },
  { requiredKeys: [] },
) as fc.Arbitrary<BudgetInput>;
const budgetMonthText = validOr(fc.constantFrom('2026-01', '2026-02', '2099-12'), fc.constantFrom('2026-13', '', '1900-01'));

const email = validOr(
  fc
    .tuple(fc.stringMatching(/^[a-z0-9.]{1,20}$/), fc.constantFrom('example.com', 'EXAMPLE.org'))
    .map(([local, domain]) => `${local}@${domain}`),
  fc.oneof(
    edgeText,
    edgeText.map((text) => `${text}@example.com`),
  ),
);

/** A workout body (issue 9): SPEC's types, whole minutes and calories at and past their bounds, days, HH:mm times, exercise rows. */
const wholeOrNot = (min: number, max: number) =>
  validOr(fc.integer({ min, max }), fc.oneof(fc.integer(), fc.double(), fc.constantFrom(min - 1, max + 1, '30', '', -0, 1e21)));
const exerciseRow = fc.record(
  {
    name: validOr(plainText, edgeText),
    sets: wholeOrNot(1, 100),
    reps: wholeOrNot(1, 1000),
    weight: maybe(
      validOr(fc.constantFrom(0, 2.5, 102.25, 10_000, null), fc.oneof(fc.double(), fc.constantFrom(-1, 12.345, 10_000.01, '5'))),
    ),
  },
  { requiredKeys: ['name', 'sets', 'reps'] },
);
const workoutBody = withProto(
  fc.record(
    {
      name: validOr(plainText, edgeText),
      type: validOr(fc.constantFrom(...WORKOUT_TYPES), fc.constantFrom('Strength', 'yoga', '', null)),
      duration: wholeOrNot(1, 1440),
      calories: maybe(validOr(fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant(null)), wholeOrNot(0, 10_000))),
      completed: maybe(fc.boolean()),
      date: maybe(date),
      time: maybe(validOr(fc.constantFrom('06:30', '23:59', '00:00'), fc.constantFrom('24:00', '7:05', 'noon', ''))),
      exercises: maybe(
        validOr(
          fc.array(exerciseRow, { maxLength: 3 }),
          fc.oneof(fc.array(exerciseRow, { minLength: 29, maxLength: 31 }), fc.constantFrom('x', [null], [{}])),
        ),
      ),
    },
    { requiredKeys: ['name', 'type', 'duration'] },
  ),
) as fc.Arbitrary<WorkoutInput>;

/** A body-weight body (issue 27): decimal texts and numbers at and past the bounds, both units. */
const bodyWeightBody = fc.record({
  date,
  weight: validOr(
    fc.oneof(fc.integer({ min: 1, max: 100_000 }).map(formatCents), fc.constantFrom('72.4', 160, 0.5, '1000')),
    fc.oneof(fc.constantFrom('0', '1000.01', '-1', '1e2', '72.456', 'NaN', 1e21, 0.1 + 0.2), fc.double(), edgeText),
  ),
  unit: validOr(fc.constantFrom('kg', 'lb'), fc.oneof(fc.constantFrom('st', 'KG', ''), edgeText)),
});

const commandSpec = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('OpenAccount' as const), input: accountBody }) },
  fc.record({ kind: fc.constant('UpdateAccount' as const), account: idOr('account'), input: accountBody }),
  fc.record({
    kind: fc.constant('UpdateAccount' as const),
    account: ref('account'),
    input: fc.constant({ isPrimary: false }),
  }),
  fc.record({ kind: fc.constant('MakeAccountPrimary' as const), account: idOr('account') }),
  fc.record({ kind: fc.constant('DeleteAccount' as const), account: idOr('account') }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('AdjustAccountBalance' as const),
      account: idOr('account'),
      balance: signedAmount,
      date: maybe(date),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('CreateCategory' as const), input: categoryBody }) },
  fc.record({ kind: fc.constant('UpdateCategory' as const), category: idOr('category'), input: categoryBody }),
  fc.record({ kind: fc.constant('DeleteCategory' as const), category: idOr('category') }),
  // issue 23 (h10): rules
  fc.record({ kind: fc.constant('CreateRule' as const), input: ruleBody }),
  fc.record({ kind: fc.constant('UpdateRule' as const), rule: idOr('rule'), input: ruleBody }),
  fc.record({ kind: fc.constant('DeleteRule' as const), rule: idOr('rule') }),
  fc.record({ kind: fc.constant('MoveRule' as const), rule: idOr('rule'), direction: fc.constantFrom('up' as const, 'down' as const) }),
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('RecordTransaction' as const), input: transactionBody }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('UpdateTransaction' as const), transaction: idOr('transaction'), input: transactionBody }),
  },
  fc.record({
    kind: fc.constant('ChangeTransactionStatus' as const),
    transaction: idOr('transaction'),
    posted: fc.constantFrom('posted', 'pending', 'x'),
  }),
  // issue 26: deleted with an account (any id, as the route only passes its own), and restored with it or alone
  fc.record(
    {
      kind: fc.constant('DeleteTransaction' as const),
      transaction: idOr('transaction'),
      withAccount: maybe(idOr('account')),
      // issue 23: a bank import removes a released or replaced pending hold.
      reason: fc.constantFrom('hold-released' as const, 'replaced-by-import' as const),
    },
    { requiredKeys: ['kind', 'transaction', 'withAccount'] },
  ),
  fc.record({ kind: fc.constant('RestoreTransaction' as const), transaction: idOr('transaction'), withAccount: maybe(idOr('account')) }),
  // issue 24: reconciliation (the cleared tick, and a statement balanced or not)
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('SetTransactionCleared' as const), transaction: idOr('transaction'), cleared: fc.boolean() }),
  },
  fc.record({
    kind: fc.constant('ReconcileAccount' as const),
    account: idOr('account'),
    statementDate: date,
    statementBalance: signedAmount,
    balanced: fc.boolean(),
  }),
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('RecordTransactions' as const), inputs: fc.array(transactionBody, { maxLength: 5 }) }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('CreateRecurringTransaction' as const), input: recurringBody }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('UpdateRecurringTransaction' as const), recurring: idOr('recurring'), input: recurringBody }),
  },
  fc.record({
    kind: fc.constant('UpdateRecurringTransaction' as const),
    recurring: ref('recurring'),
    input: fc.record({ isActive: fc.boolean() }, { requiredKeys: [] }).map((body): RecurringTransactionInput => body),
  }),
  fc.record({ kind: fc.constant('DeleteRecurringTransaction' as const), recurring: idOr('recurring') }),
  // issue 26: restored with the occurrences its deletion removed
  fc.record({ kind: fc.constant('RestoreRecurringTransaction' as const), recurring: idOr('recurring') }),
  fc.record({ kind: fc.constant('RequestRecurringGeneration' as const), recurring: idOr('recurring') }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('GenerateOccurrences' as const),
      recurring: ref('recurring'),
      count: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('CreateSchedule' as const), input: scheduleBody }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('UpdateSchedule' as const), schedule: idOr('schedule'), input: scheduleBody }),
  },
  fc.record({
    kind: fc.constant('UpdateSchedule' as const),
    schedule: ref('schedule'),
    input: fc.record({ name: plainText }),
  }),
  fc.record({ kind: fc.constant('DeleteSchedule' as const), schedule: idOr('schedule') }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('CreateGoal' as const), input: goalBody }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('UpdateGoal' as const),
      goal: idOr('goal'),
      input: fc.oneof(
        goalBody,
        // What the goal card sends: '+10%', Mark Complete, the backlog moves.
        fc.record(
          { progress: fc.integer({ min: 0, max: 100 }), status: fc.constantFrom('active', 'completed', 'paused') },
          { requiredKeys: [] },
        ),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('UpdateGoal' as const),
      goal: ref('goal'),
      // The backlog: pause, resume.
      input: fc.constantFrom<GoalInput>({ status: 'paused' }, { status: 'active' }),
    }),
  },
  fc.record({ kind: fc.constant('DeleteGoal' as const), goal: idOr('goal') }),
  fc.record({ kind: fc.constant('SaveGoalReview' as const), input: goalReviewBody }),
  {
    weight: 2,
    arbitrary: fc.record(
      { kind: fc.constant('CreateMeal' as const), input: mealBody, source: importSource },
      { requiredKeys: ['kind', 'input'] },
    ),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('ChangeMealLogged' as const), meal: idOr('meal'), logged: fc.boolean() }) },
  fc.record({ kind: fc.constant('DeleteMeal' as const), meal: idOr('meal') }),
  fc.record({ kind: fc.constant('AddGroceryItem' as const), input: groceryBody }),
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('ChangeGroceryItemChecked' as const), item: idOr('grocery'), checked: fc.boolean() }),
  },
  fc.record({ kind: fc.constantFrom('DeleteGroceryItem' as const, 'ClearCompletedGroceryItem' as const), item: idOr('grocery') }),
  fc.record({ kind: fc.constantFrom('LogWaterGlass' as const, 'RemoveWaterGlass' as const), date: maybe(date) }),
  // issue 27: body weight, from the form or an import
  {
    weight: 2,
    arbitrary: fc.record(
      {
        kind: fc.constant('LogBodyWeight' as const),
        input: bodyWeightBody,
        source: maybe(
          fc.record({ app: fc.constantFrom(...BODY_WEIGHT_SOURCES), importId: validOr(fc.uuid(), edgeText), externalId: edgeText }),
        ),
      },
      { requiredKeys: ['kind', 'input'] },
    ),
  },
  fc.record({ kind: fc.constant('UpdateBodyWeight' as const), entry: idOr('bodyweight'), input: bodyWeightBody }),
  fc.record({ kind: fc.constantFrom('DeleteBodyWeight' as const, 'RestoreBodyWeight' as const), entry: idOr('bodyweight') }),
  // issue 27: a recipe's amount merged into an item (as 'Add to grocery list' does), and the recipes themselves
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('AddGroceryItemQuantity' as const),
      item: idOr('grocery'),
      quantity: validOr(fc.constantFrom('1', '2/3', '1 1/3', '0.5', '7/99900'), fc.constantFrom('0', '-1', 'x', '999999')),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('CreateRecipe' as const), input: recipeBody }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('CreateRecipe' as const),
      input: fc.constant<RecipeInput>({
        name: 'Soup',
        servings: 2,
        ingredients: [{ quantity: '1 1/2', unit: 'cup', food: 'Lentils' }],
        calories: 300,
      }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('UpdateRecipe' as const), recipe: idOr('recipe'), input: recipeBody }) },
  // What the form sends most: an edit of a recipe that exists, valid.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('UpdateRecipe' as const),
      recipe: ref('recipe'),
      input: fc.record({ name: plainText, servings: fc.integer({ min: 1, max: 100 }) }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('DeleteRecipe' as const, 'RestoreRecipe' as const), recipe: idOr('recipe') }) },
  fc.record({ kind: fc.constant('SetTargets' as const), input: targetsBody }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('CreateBudget' as const), input: budgetBody }) },
  fc.record({ kind: fc.constant('UpdateBudget' as const), budget: idOr('budget'), input: budgetBody }),
  // What the budget row's edit sends most: a new amount for a budget that exists.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('UpdateBudget' as const),
      budget: ref('budget'),
      input: fc.record({ budgetAmount: validAmount }),
    }),
  },
  fc.record({ kind: fc.constant('DeleteBudget' as const), budget: idOr('budget') }),
  fc.record({ kind: fc.constant('CopyBudgets' as const), fromMonth: budgetMonthText, toMonth: budgetMonthText }),
  {
    weight: 3,
    arbitrary: fc.record(
      { kind: fc.constant('LogWorkout' as const), input: workoutBody, source: importSource },
      { requiredKeys: ['kind', 'input'] },
    ),
  },
  // Import batches (issue 11): any file name, counts and reasons; undo of any batch (twice is a 409).
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('StartImport' as const),
      importKind: fc.constantFrom(...IMPORT_KINDS),
      fileName: validOr(plainText, edgeText),
      // As the API runs it: started, then completed at once (so undo meets completed batches),
      // and sometimes undone at once too (an undo drawn later rarely meets a completed batch).
      completeAt: fc.boolean(),
      undoAt: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('CompleteImport' as const),
      batch: idOr('import'),
      added: fc.integer(),
      skipped: fc.nat(),
      rejected: fc.array(fc.record({ row: fc.integer(), column: maybe(edgeText), reason: edgeText }), { maxLength: 3 }),
      rejectedCount: fc.oneof(fc.nat(), fc.constant(Number.MAX_SAFE_INTEGER)),
      // issue 23: the pending transactions a bank import posted or removed (its undo reverts them).
      postedIds: fc.array(idOr('transaction'), { maxLength: 2 }),
      removedIds: fc.array(idOr('transaction'), { maxLength: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('UndoImport' as const), batch: idOr('import'), removed: fc.integer() }) },
  fc.record({ kind: fc.constant('SetWorkoutCompleted' as const), workout: idOr('workout'), completed: fc.boolean() }),
  // issue 26: the Edit dialog's PUT (the log's body and rules)
  fc.record({ kind: fc.constant('UpdateWorkout' as const), workout: idOr('workout'), input: workoutBody }),
  fc.record({
    kind: fc.constantFrom('StartWorkout' as const, 'FinishWorkout' as const, 'DeleteWorkout' as const),
    workout: idOr('workout'),
  }),
  // Started and finished after any time at all: the measured minutes are clamped to 1..1440.
  fc.record({ kind: fc.constant('TimeWorkout' as const), workout: ref('workout'), seconds: fc.integer({ min: -60, max: 400_000 }) }),
  fc.record({
    kind: fc.constant('RegisterUser' as const),
    email,
    displayName: validOr(plainText, edgeText),
    photoURL: maybe(validOr(fc.webUrl(), edgeText)),
  }),
  fc.record({
    kind: fc.constant('UpdateProfile' as const),
    displayName: maybe(validOr(plainText, edgeText)),
    photoURL: maybe(fc.oneof(fc.webUrl(), edgeText, fc.constant(null))),
  }),
);
type CommandSpec = typeof commandSpec extends fc.Arbitrary<infer T> ? T : never;

// ---------- running commands like the API does ----------

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PASSWORD_HASH = 'scrypt$16384$8$1$c2FsdA==$aGFzaA==';

interface Run {
  userId: string;
  metadata: CommandMetadata;
  pools: Record<Pool, string[]>;
  liveTransactions: Set<string>;
  /** Days the simulated worker generated, per recurring transaction (one occurrence per day, as the worker guarantees). */
  generated: Map<string, Set<string>>;
}

/** Swaps '@pool:n' placeholders (in strings and arrays) for ids of the run's pools. */
function resolve<T>(run: Run, value: T): T {
  if (typeof value === 'string') {
    const match =
      /^@(account|category|transaction|recurring|schedule|goal|meal|grocery|workout|budget|import|rule|bodyweight|recipe):(\d+)$/.exec(
        value,
      );
    if (!match) return value;
    const pool = run.pools[match[1] as keyof Run['pools']];
    return (pool.length === 0 ? randomUUID() : pool[Number(match[2]) % pool.length]) as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolve(run, item)) as T;
  return value;
}

function resolveBody<T extends object>(run: Run, body: T): T {
  const resolved = Object.create(Object.getPrototypeOf(body)) as Record<string, unknown>;
  for (const [key, value] of Object.entries(body))
    Object.defineProperty(resolved, key, { value: resolve(run, value), enumerable: true, writable: true, configurable: true });
  return resolved as T;
}

/** While the prior state is built every command must be accepted. */
const mode = { priorState: false };

/** true: accepted; false: refused with a DomainError (a 4xx at the API). Anything else is rethrown. */
async function attempt(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (error instanceof DomainError && !mode.priorState) return false;
    throw error;
  }
}

describe.each(testDbKinds())('every accepted event is projectable, on %s', (kind) => {
  let env: { db: Db; store: EventStore; close(): Promise<void> };
  const emitted = new Map<string, number>();

  beforeAll(async () => {
    env = await openTestEventStore(kind);
    for (const projection of allProjections) await ensureCheckpoint(env.db, projection.name);
  });
  afterAll(async () => {
    await env?.close();
  });

  /** Position of the newest event this test appended: what the read models must reach (read-your-writes). */
  let written = '';
  const wrote = (position: string) => {
    if (position > written) written = position;
  };

  /**
   * Every projection catches up with everything written, batch by batch, as the runner does.
   * On PostgreSQL a commit becomes readable once older transactions anywhere on the server have
   * ended (the store's rule), so an empty batch before `written` means "wait a moment".
   */
  async function drain(): Promise<void> {
    const deadline = Date.now() + 30_000;
    try {
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
    } catch (error) {
      // Step over the failing event so the runs fast-check makes while shrinking start clean.
      await env.db.query('UPDATE projection_checkpoints SET position = $1', [await env.store.head()]);
      throw error;
    }
  }

  function count(events: readonly DomainEvent[]): void {
    for (const event of events) emitted.set(event.type, (emitted.get(event.type) ?? 0) + 1);
  }

  async function transactionContext(
    run: Run,
    inputs: ReadonlyArray<Pick<TransactionInput, 'fromAccountId' | 'toAccountId' | 'transactionCategoryIds'>>,
  ): Promise<TransactionReferenceContext> {
    await drain();
    const ids = (values: unknown[]) => [
      ...new Set(values.filter((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id.trim())).map((id) => id.trim())),
    ];
    const accountIds = ids(inputs.flatMap((input) => [input.fromAccountId, input.toAccountId]));
    const categoryIds = ids(inputs.flatMap((input) => (Array.isArray(input.transactionCategoryIds) ? input.transactionCategoryIds : [])));
    const found = await findReferences(env.db, run.userId, accountIds, categoryIds);
    const byId = (rows: typeof found.accounts) =>
      Object.fromEntries(rows.map((row) => [row.id, { name: row.name, isActive: row.is_active }]));
    const categories = Object.fromEntries(
      found.categories.map((row) => [row.id, { name: row.name, isActive: row.is_active, type: row.type }]),
    );
    return { accounts: byId(found.accounts), categories };
  }

  async function balanceContext(run: Run, accountId: string): Promise<{ currentBalanceCents: number }> {
    await drain();
    const account = UUID_PATTERN.test(accountId) ? await findAccount(env.db, run.userId, accountId, TODAY) : undefined;
    return { currentBalanceCents: account ? Number(account.balance_posted_cents) : 0 };
  }

  /** As the schedule routes: a chosen recurring transaction must be one of the user's live ones (else the 400). */
  async function checkFollowed(run: Run, recurringTransactionId: string | null | undefined): Promise<void> {
    if (recurringTransactionId === null || recurringTransactionId === undefined) return;
    await drain();
    const found = UUID_PATTERN.test(recurringTransactionId) && (await findRecurringTransaction(env.db, run.userId, recurringTransactionId));
    if (!found) throw new ValidationError({ recurringTransactionId: scheduleMessages.recurringTransactionNotFound });
  }

  /** The recurring transaction's rule as its read model holds it (what the daily job reads), or null. */
  async function recurringRule(run: Run, recurringTransactionId: string): Promise<RecurringTransactionFields | null> {
    await drain();
    const row = await findRecurringTransaction(env.db, run.userId, recurringTransactionId);
    if (!row) return null;
    return {
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
  }

  /** The category a budget names, looked up as the API does (the caller's live categories). */
  async function budgetCategory(run: Run, categoryId: string) {
    if (!UUID_PATTERN.test(categoryId)) return null;
    const row = await findCategory(env.db, run.userId, categoryId);
    return row ? { name: row.transaction_category, type: row.transaction_type } : null;
  }

  async function execute(run: Run, spec: CommandSpec): Promise<void> {
    // The routes answer 404 to an :id that is not a uuid (uuidParam) before any command is sent.
    if ('transaction' in spec && !UUID_PATTERN.test(resolve(run, spec.transaction))) return;
    if ('recurring' in spec && !UUID_PATTERN.test(resolve(run, spec.recurring))) return;
    if ('schedule' in spec && !UUID_PATTERN.test(resolve(run, spec.schedule))) return;
    if ('goal' in spec && !UUID_PATTERN.test(resolve(run, spec.goal))) return;
    if ('workout' in spec && !UUID_PATTERN.test(resolve(run, spec.workout))) return;
    if ('meal' in spec && !UUID_PATTERN.test(resolve(run, spec.meal))) return;
    if ('item' in spec && !UUID_PATTERN.test(resolve(run, spec.item))) return;
    if ('budget' in spec && !UUID_PATTERN.test(resolve(run, spec.budget))) return;
    if ('rule' in spec && !UUID_PATTERN.test(resolve(run, spec.rule))) return;
    // An import's id is the server's own (CompleteImport) or a uuid route parameter (undo).
    if ('batch' in spec && !UUID_PATTERN.test(resolve(run, spec.batch))) return;
    const { store } = env;
    const metadata = run.metadata;
    const book = accountBookStreamId(run.userId);
    const list = categoryListStreamId(run.userId);
    const track = (result: { events: DomainEvent[]; position: string }) => {
      count(result.events);
      if (result.events.length > 0) wrote(result.position);
    };
    switch (spec.kind) {
      case 'OpenAccount': {
        const accountId = randomUUID();
        if (
          await attempt(async () =>
            track(
              await handleCommand(store, book, accountBookDecider, {
                type: 'OpenAccount',
                data: { accountId, adjustmentId: randomUUID(), draft: parseOrThrow(accountCreateSchema, resolveBody(run, spec.input)) },
                metadata,
              }),
            ),
          )
        ) {
          run.pools.account.push(accountId);
        }
        return;
      }
      case 'UpdateAccount': {
        const accountId = resolve(run, spec.account);
        const context = await balanceContext(run, accountId);
        await attempt(async () =>
          track(
            await handleCommand(store, book, accountBookDecider, {
              type: 'UpdateAccount',
              data: {
                accountId,
                adjustmentId: randomUUID(),
                draft: parseOrThrow(accountUpdateSchema, resolveBody(run, spec.input)),
                context,
              },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'MakeAccountPrimary':
      case 'DeleteAccount': {
        const accountId = resolve(run, spec.account);
        await attempt(async () =>
          track(await handleCommand(store, book, accountBookDecider, { type: spec.kind, data: { accountId }, metadata })),
        );
        return;
      }
      case 'AdjustAccountBalance': {
        const accountId = resolve(run, spec.account);
        const context = await balanceContext(run, accountId);
        const body = { balance: spec.balance, ...(spec.date === undefined ? {} : { date: spec.date }) };
        await attempt(async () => {
          const data = { accountId, adjustmentId: randomUUID(), draft: parseOrThrow(accountBalanceSchema, body), context };
          track(await handleCommand(store, book, accountBookDecider, { type: 'AdjustAccountBalance', data, metadata }));
        });
        return;
      }
      case 'ReconcileAccount': {
        // As the route: the cleared balance and the cleared, unlocked transactions from the read models.
        const accountId = resolve(run, spec.account);
        await drain();
        await attempt(async () => {
          const draft = parseOrThrow(reconciliationSchema, { statementDate: spec.statementDate, statementBalance: spec.statementBalance });
          const valid = UUID_PATTERN.test(accountId);
          const row = valid ? await clearedBalance(env.db, run.userId, accountId, draft.statementDate) : undefined;
          const clearedBalanceCents = Number(row?.cleared_cents ?? 0);
          const candidates = valid ? await reconcileCandidates(env.db, run.userId, accountId, draft.statementDate) : [];
          const data = {
            accountId,
            reconciliationId: randomUUID(),
            draft: spec.balanced ? { ...draft, statementBalanceCents: clearedBalanceCents } : draft,
            clearedBalanceCents,
            transactionIds: candidates.filter((candidate) => candidate.cleared).map((candidate) => candidate.id),
          };
          track(await handleCommand(store, book, accountBookDecider, { type: 'ReconcileAccount', data, metadata }));
        });
        return;
      }
      case 'CreateCategory': {
        const categoryId = randomUUID();
        if (
          await attempt(async () =>
            track(
              await handleCommand(store, list, categoryListDecider, {
                type: 'CreateCategory',
                data: { categoryId, draft: parseOrThrow(categoryCreateSchema, resolveBody(run, spec.input)) },
                metadata,
              }),
            ),
          )
        ) {
          run.pools.category.push(categoryId);
        }
        return;
      }
      case 'UpdateCategory': {
        const categoryId = resolve(run, spec.category);
        await attempt(async () =>
          track(
            await handleCommand(store, list, categoryListDecider, {
              type: 'UpdateCategory',
              data: { categoryId, draft: parseOrThrow(categoryUpdateSchema, resolveBody(run, spec.input)) },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'DeleteCategory': {
        const categoryId = resolve(run, spec.category);
        await attempt(async () =>
          track(await handleCommand(store, list, categoryListDecider, { type: 'DeleteCategory', data: { categoryId }, metadata })),
        );
        return;
      }
      // issue 23 (h10): rules (the API also checks the ids they name; the decider and projection take any)
      case 'CreateRule': {
        const ruleId = randomUUID();
        const rules = ruleListStreamId(run.userId);
        const draft = () => parseOrThrow(ruleSchema, resolveBody(run, spec.input));
        if (
          await attempt(async () =>
            track(await handleCommand(store, rules, ruleListDecider, { type: 'CreateRule', data: { ruleId, draft: draft() }, metadata })),
          )
        ) {
          run.pools.rule.push(ruleId);
        }
        return;
      }
      case 'UpdateRule': {
        const ruleId = resolve(run, spec.rule);
        const rules = ruleListStreamId(run.userId);
        await attempt(async () =>
          track(
            await handleCommand(store, rules, ruleListDecider, {
              type: 'UpdateRule',
              data: { ruleId, draft: parseOrThrow(ruleSchema, resolveBody(run, spec.input)) },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'DeleteRule': {
        const ruleId = resolve(run, spec.rule);
        await attempt(async () =>
          track(
            await handleCommand(store, ruleListStreamId(run.userId), ruleListDecider, { type: 'DeleteRule', data: { ruleId }, metadata }),
          ),
        );
        return;
      }
      case 'MoveRule': {
        const ruleId = resolve(run, spec.rule);
        await attempt(async () =>
          track(
            await handleCommand(store, ruleListStreamId(run.userId), ruleListDecider, {
              type: 'MoveRule',
              data: { ruleId, direction: spec.direction },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'RecordTransaction': {
        const transactionId = randomUUID();
        const input = resolveBody(run, spec.input);
        const context = await transactionContext(run, [input]);
        if (
          await attempt(async () =>
            track(
              await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
                type: 'RecordTransaction',
                data: { transactionId, draft: parseOrThrow(transactionCreateSchema, input), context },
                metadata,
              }),
            ),
          )
        ) {
          run.pools.transaction.push(transactionId);
          run.liveTransactions.add(transactionId);
        }
        return;
      }
      case 'UpdateTransaction': {
        const transactionId = resolve(run, spec.transaction);
        const input = resolveBody(run, spec.input);
        const context = await transactionContext(run, [input]);
        await attempt(async () =>
          track(
            await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
              type: 'UpdateTransaction',
              data: { transactionId, draft: parseOrThrow(transactionUpdateSchema, input), context },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'ChangeTransactionStatus': {
        const transactionId = resolve(run, spec.transaction);
        await attempt(async () =>
          track(
            await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
              type: 'ChangeTransactionStatus',
              data: { transactionId, ...parseOrThrow(transactionStatusSchema, { posted: spec.posted }) },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'SetTransactionCleared': {
        const transactionId = resolve(run, spec.transaction);
        await attempt(async () =>
          track(
            await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
              type: 'SetTransactionCleared',
              data: { transactionId, ...parseOrThrow(transactionClearedSchema, { cleared: spec.cleared }) },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'DeleteTransaction': {
        const transactionId = resolve(run, spec.transaction);
        if (
          await attempt(async () =>
            track(
              await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
                type: 'DeleteTransaction',
                data: {
                  transactionId,
                  ...(spec.withAccount === undefined ? {} : { withAccountId: resolve(run, spec.withAccount) }),
                  ...(spec.reason === undefined ? {} : { reason: spec.reason }),
                },
                metadata,
              }),
            ),
          )
        ) {
          run.liveTransactions.delete(transactionId);
        }
        return;
      }
      case 'RestoreTransaction': {
        const transactionId = resolve(run, spec.transaction);
        const withAccountId = spec.withAccount === undefined ? undefined : resolve(run, spec.withAccount);
        // As the routes: the accounts (and categories) it names as the read models know them now.
        const stream = await aggregateStream(store, transactionStreamId(transactionId), {
          decider: transactionDecider,
          events: transactionEvents,
        });
        const fields = stream.state.status === 'none' ? [] : [stream.state.fields];
        const context = await transactionContext(run, fields);
        if (
          await attempt(async () =>
            track(
              await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
                type: 'RestoreTransaction',
                data: { transactionId, context, ...(withAccountId === undefined ? {} : { withAccountId }) },
                metadata,
              }),
            ),
          )
        ) {
          run.liveTransactions.add(transactionId);
        }
        return;
      }
      case 'RecordTransactions': {
        const inputs = spec.inputs.map((input) => resolveBody(run, input));
        const context = await transactionContext(run, inputs);
        const transactionIds = inputs.map(() => randomUUID());
        // As POST /api/transactions/bulk: parse, decide all, then append every stream in one store call.
        await attempt(async () => {
          const { transactions } = parseOrThrow(transactionBulkSchema, { transactions: inputs });
          const items = transactions.map((item, index) => ({ transactionId: transactionIds[index]!, item }));
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
          for (const { events } of writes) count(events);
          for (const { position } of results) wrote(position);
          for (const transactionId of transactionIds) {
            run.pools.transaction.push(transactionId);
            run.liveTransactions.add(transactionId);
          }
        });
        return;
      }
      case 'CreateRecurringTransaction': {
        const recurringTransactionId = randomUUID();
        const input = resolveBody(run, spec.input);
        const context = await transactionContext(run, [input]);
        if (
          await attempt(async () =>
            track(
              await handleCommand(store, recurringTransactionStreamId(recurringTransactionId), recurringTransactionDecider, {
                type: 'CreateRecurringTransaction',
                data: { recurringTransactionId, draft: parseOrThrow(recurringTransactionCreateSchema, input), context },
                metadata,
              }),
            ),
          )
        ) {
          run.pools.recurring.push(recurringTransactionId);
        }
        return;
      }
      case 'UpdateRecurringTransaction': {
        const recurringTransactionId = resolve(run, spec.recurring);
        const input = resolveBody(run, spec.input);
        const context = await transactionContext(run, [input]);
        await attempt(async () =>
          track(
            await handleCommand(store, recurringTransactionStreamId(recurringTransactionId), recurringTransactionDecider, {
              type: 'UpdateRecurringTransaction',
              data: { recurringTransactionId, draft: parseOrThrow(recurringTransactionUpdateSchema, input), context },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'DeleteRecurringTransaction': {
        const recurringTransactionId = resolve(run, spec.recurring);
        const streamId = recurringTransactionStreamId(recurringTransactionId);
        const deleted = await attempt(async () =>
          track(
            await handleCommand(store, streamId, recurringTransactionDecider, {
              type: 'DeleteRecurringTransaction',
              data: { recurringTransactionId },
              metadata,
            }),
          ),
        );
        if (!deleted) return;
        // As the worker's run for the deletion: its pending occurrences go (reason 'recurring-deleted'), then its report.
        let removed = 0;
        for (const transactionId of [...run.liveTransactions]) {
          const { state } = await aggregateStream(store, transactionStreamId(transactionId), {
            decider: transactionDecider,
            events: transactionEvents,
          });
          if (state.status !== 'recorded' || state.recurringTransactionId !== recurringTransactionId || state.fields.posted !== 'pending')
            continue;
          const command = { transactionId, reason: 'recurring-deleted' as const };
          if (
            await attempt(async () =>
              track(
                await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
                  type: 'DeleteTransaction',
                  data: command,
                  metadata,
                }),
              ),
            )
          ) {
            run.liveTransactions.delete(transactionId);
            removed++;
          }
        }
        const forRevision = (await store.readStream(streamId)).length - 1;
        const data = { recurringTransactionId, forRevision, through: null, created: 0, updated: 0, deleted: removed, posted: 0 };
        await attempt(async () =>
          track(await handleCommand(store, streamId, recurringTransactionDecider, { type: 'RecordRecurringGeneration', data, metadata })),
        );
        return;
      }
      case 'RestoreRecurringTransaction': {
        // As the restore route: the rule and the occurrences still deleted with it, in one append.
        const recurringTransactionId = resolve(run, spec.recurring);
        const streamId = recurringTransactionStreamId(recurringTransactionId);
        const rule = await aggregateStream(store, streamId, { decider: recurringTransactionDecider, events: recurringTransactionEvents });
        await drain();
        const occurrences: Array<{ transactionId: string; state: Extract<TransactionState, { status: 'deleted' }>; revision: number }> = [];
        for (const transactionId of await transactionsDeletedWith(env.db, run.userId, recurringTransactionId)) {
          const stream = await aggregateStream(store, transactionStreamId(transactionId), {
            decider: transactionDecider,
            events: transactionEvents,
          });
          const { state } = stream;
          if (state.status !== 'deleted' || state.deletedWithRecurringTransactionId !== recurringTransactionId) continue;
          occurrences.push({ transactionId, state, revision: stream.events.length - 1 });
        }
        const record = rule.state.record;
        const context = await transactionContext(run, [...(record ? [record] : []), ...occurrences.map(({ state }) => state.fields)]);
        await attempt(async () => {
          const writes = [
            {
              streamId,
              expectedRevision: rule.events.length - 1,
              events: recurringTransactionDecider.decide(
                { type: 'RestoreRecurringTransaction', data: { recurringTransactionId, context }, metadata },
                rule.state,
              ),
            },
            ...occurrences.map(({ transactionId, state, revision }) => ({
              streamId: transactionStreamId(transactionId),
              expectedRevision: revision,
              events: transactionDecider.decide(
                {
                  type: 'RestoreTransaction',
                  data: {
                    transactionId,
                    context: { accounts: context.accounts, categories: {} },
                    withRecurringTransactionId: recurringTransactionId,
                  },
                  metadata,
                },
                state,
              ),
            })),
          ];
          const results = await store.appendMany(
            writes.map(({ streamId: id, expectedRevision, events }) => ({
              streamId: id,
              expectedRevision,
              events: events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(event.type, metadata) })),
            })),
          );
          for (const { events } of writes) count(events);
          for (const { position } of results) wrote(position);
          for (const { transactionId } of occurrences) run.liveTransactions.add(transactionId);
        });
        return;
      }
      case 'RequestRecurringGeneration': {
        const recurringTransactionId = resolve(run, spec.recurring);
        await attempt(async () =>
          track(
            await handleCommand(store, recurringTransactionStreamId(recurringTransactionId), recurringTransactionDecider, {
              type: spec.kind,
              data: { recurringTransactionId },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'GenerateOccurrences': {
        // As the worker: the rule's next days not generated yet, each its own transaction stream
        // (one occurrence per day), then its report for the stream's current revision.
        const recurringTransactionId = resolve(run, spec.recurring);
        const rule = await recurringRule(run, recurringTransactionId);
        if (!rule?.isActive) return;
        const done = run.generated.get(recurringTransactionId) ?? new Set<string>();
        run.generated.set(recurringTransactionId, done);
        const days: string[] = [];
        for (const day of occurrences(rule)) {
          if (days.length === spec.count) break;
          if (!done.has(day)) days.push(day);
        }
        for (const day of days) {
          const transactionId = randomUUID();
          if (
            await attempt(async () =>
              track(
                await handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
                  type: 'RecordRecurringOccurrence',
                  data: { transactionId, recurringTransactionId, fields: occurrenceFields(rule, day, TODAY) },
                  metadata,
                }),
              ),
            )
          ) {
            done.add(day);
            run.pools.transaction.push(transactionId);
            run.liveTransactions.add(transactionId);
          }
        }
        const stream = recurringTransactionStreamId(recurringTransactionId);
        const forRevision = (await store.readStream(stream)).length - 1;
        const data = {
          recurringTransactionId,
          forRevision,
          through: days.at(-1) ?? null,
          created: days.length,
          updated: 0,
          deleted: 0,
          posted: 0,
        };
        await attempt(async () =>
          track(await handleCommand(store, stream, recurringTransactionDecider, { type: 'RecordRecurringGeneration', data, metadata })),
        );
        return;
      }
      case 'CreateSchedule': {
        const scheduleId = randomUUID();
        const input = resolveBody(run, spec.input);
        if (
          await attempt(async () => {
            const draft = parseOrThrow(scheduleCreateSchema, input);
            await checkFollowed(run, draft.recurringTransactionId);
            track(
              await handleCommand(store, scheduleStreamId(scheduleId), scheduleDecider, {
                type: 'CreateSchedule',
                data: { scheduleId, draft },
                metadata,
              }),
            );
          })
        ) {
          run.pools.schedule.push(scheduleId);
        }
        return;
      }
      case 'UpdateSchedule': {
        const scheduleId = resolve(run, spec.schedule);
        const input = resolveBody(run, spec.input);
        await attempt(async () => {
          const draft = parseOrThrow(scheduleUpdateSchema, input);
          await checkFollowed(run, draft.recurringTransactionId);
          track(
            await handleCommand(store, scheduleStreamId(scheduleId), scheduleDecider, {
              type: 'UpdateSchedule',
              data: { scheduleId, draft },
              metadata,
            }),
          );
        });
        return;
      }
      case 'DeleteSchedule': {
        const scheduleId = resolve(run, spec.schedule);
        await attempt(async () =>
          track(
            await handleCommand(store, scheduleStreamId(scheduleId), scheduleDecider, {
              type: 'DeleteSchedule',
              data: { scheduleId },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'CreateGoal': {
        const goalId = randomUUID();
        if (
          await attempt(async () =>
            track(
              await handleCommand(store, goalStreamId(goalId), goalDecider, {
                type: 'CreateGoal',
                data: { goalId, draft: parseOrThrow(goalCreateSchema, resolveBody(run, spec.input)) },
                metadata,
              }),
            ),
          )
        ) {
          run.pools.goal.push(goalId);
        }
        return;
      }
      case 'UpdateGoal': {
        const goalId = resolve(run, spec.goal);
        await attempt(async () =>
          track(
            await handleCommand(store, goalStreamId(goalId), goalDecider, {
              type: 'UpdateGoal',
              data: { goalId, draft: parseOrThrow(goalUpdateSchema, resolveBody(run, spec.input)) },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'DeleteGoal': {
        const goalId = resolve(run, spec.goal);
        await attempt(async () =>
          track(await handleCommand(store, goalStreamId(goalId), goalDecider, { type: 'DeleteGoal', data: { goalId }, metadata })),
        );
        return;
      }
      case 'SaveGoalReview': {
        await attempt(async () => {
          const command = { type: 'SaveGoalReview' as const, data: parseOrThrow(goalReviewSaveSchema, spec.input), metadata };
          track(await handleCommand(store, goalReviewStreamOf(command), goalReviewDecider, command));
        });
        return;
      }
      case 'CreateMeal': {
        const mealId = randomUUID();
        const created = await attempt(async () =>
          track(
            await handleCommand(store, mealStreamId(mealId), mealDecider, {
              type: 'CreateMeal',
              data: { mealId, draft: parseOrThrow(mealCreateSchema, spec.input), ...(spec.source ? { source: spec.source } : {}) },
              metadata,
            }),
          ),
        );
        if (created) run.pools.meal.push(mealId);
        return;
      }
      case 'ChangeMealLogged': {
        const mealId = resolve(run, spec.meal);
        await attempt(async () => {
          const { logged } = parseOrThrow(mealLoggedSchema, { logged: spec.logged });
          track(
            await handleCommand(store, mealStreamId(mealId), mealDecider, { type: 'ChangeMealLogged', data: { mealId, logged }, metadata }),
          );
        });
        return;
      }
      case 'DeleteMeal': {
        const mealId = resolve(run, spec.meal);
        await attempt(async () =>
          track(await handleCommand(store, mealStreamId(mealId), mealDecider, { type: 'DeleteMeal', data: { mealId }, metadata })),
        );
        return;
      }
      case 'AddGroceryItem': {
        const groceryItemId = randomUUID();
        const added = await attempt(async () =>
          track(
            await handleCommand(store, groceryItemStreamId(groceryItemId), groceryItemDecider, {
              type: 'AddGroceryItem',
              data: { groceryItemId, draft: parseOrThrow(groceryItemCreateSchema, spec.input) },
              metadata,
            }),
          ),
        );
        if (added) run.pools.grocery.push(groceryItemId);
        return;
      }
      case 'ChangeGroceryItemChecked': {
        const groceryItemId = resolve(run, spec.item);
        await attempt(async () => {
          const { checked } = parseOrThrow(groceryItemCheckedSchema, { checked: spec.checked });
          track(
            await handleCommand(store, groceryItemStreamId(groceryItemId), groceryItemDecider, {
              type: 'ChangeGroceryItemChecked',
              data: { groceryItemId, checked },
              metadata,
            }),
          );
        });
        return;
      }
      case 'DeleteGroceryItem':
      case 'ClearCompletedGroceryItem': {
        const groceryItemId = resolve(run, spec.item);
        await attempt(async () =>
          track(
            await handleCommand(store, groceryItemStreamId(groceryItemId), groceryItemDecider, {
              type: spec.kind,
              data: { groceryItemId },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'AddGroceryItemQuantity': {
        const groceryItemId = resolve(run, spec.item);
        await attempt(async () =>
          track(
            await handleCommand(store, groceryItemStreamId(groceryItemId), groceryItemDecider, {
              type: 'AddGroceryItemQuantity',
              data: { groceryItemId, quantity: spec.quantity },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'CreateRecipe':
      case 'UpdateRecipe': {
        const recipeId = spec.kind === 'CreateRecipe' ? randomUUID() : resolve(run, spec.recipe);
        const written = await attempt(async () =>
          track(
            await handleCommand(store, recipeStreamId(recipeId), recipeDecider, {
              type: spec.kind,
              data: { recipeId, draft: parseOrThrow(recipeCreateSchema, spec.input) },
              metadata,
            }),
          ),
        );
        if (written && spec.kind === 'CreateRecipe') run.pools.recipe.push(recipeId);
        return;
      }
      case 'DeleteRecipe':
      case 'RestoreRecipe': {
        const recipeId = resolve(run, spec.recipe);
        await attempt(async () =>
          track(await handleCommand(store, recipeStreamId(recipeId), recipeDecider, { type: spec.kind, data: { recipeId }, metadata })),
        );
        return;
      }
      case 'LogWaterGlass':
      case 'RemoveWaterGlass': {
        await attempt(async () => {
          // As the water routes: the body's day, else the user's today.
          const day = parseOrThrow(waterGlassSchema, spec.date === undefined ? {} : { date: spec.date }).date ?? metadata.today;
          track(
            await handleCommand(store, waterStreamId(run.userId, day), waterDayDecider, {
              type: spec.kind,
              data: { date: day },
              metadata,
            }),
          );
        });
        return;
      }
      case 'StartImport': {
        const importId = randomUUID();
        const started = await attempt(async () =>
          track(
            await handleCommand(store, importBatchStreamId(importId), importBatchDecider, {
              type: 'StartImport',
              data: { importId, kind: spec.importKind, fileName: spec.fileName },
              metadata,
            }),
          ),
        );
        if (started) run.pools.import.push(importId);
        if (started && spec.completeAt) {
          await attempt(async () =>
            track(
              await handleCommand(store, importBatchStreamId(importId), importBatchDecider, {
                type: 'CompleteImport',
                data: { importId, added: 1, skipped: 0, rejected: [], rejectedCount: 0 },
                metadata,
              }),
            ),
          );
          if (spec.undoAt) {
            await attempt(async () =>
              track(
                await handleCommand(store, importBatchStreamId(importId), importBatchDecider, {
                  type: 'UndoImport',
                  data: { importId, removed: 1 },
                  metadata,
                }),
              ),
            );
          }
        }
        return;
      }
      case 'CompleteImport': {
        const importId = resolve(run, spec.batch);
        const { added, skipped, rejected, rejectedCount } = spec;
        const postedIds = spec.postedIds.map((id) => resolve(run, id));
        const removedIds = spec.removedIds.map((id) => resolve(run, id));
        await attempt(async () =>
          track(
            await handleCommand(store, importBatchStreamId(importId), importBatchDecider, {
              type: 'CompleteImport',
              data: { importId, added, skipped, rejected, rejectedCount, postedIds, removedIds },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'UndoImport': {
        const importId = resolve(run, spec.batch);
        await attempt(async () =>
          track(
            await handleCommand(store, importBatchStreamId(importId), importBatchDecider, {
              type: 'UndoImport',
              data: { importId, removed: spec.removed },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'CreateBudget': {
        const budgetId = randomUUID();
        const created = await attempt(async () => {
          const draft = parseOrThrow(budgetCreateSchema, resolveBody(run, spec.input));
          const category = await budgetCategory(run, draft.categoryId);
          const data = { budgetId, draft, category };
          track(await handleCommand(store, budgetBookStreamId(run.userId), budgetBookDecider, { type: 'CreateBudget', data, metadata }));
        });
        if (created) run.pools.budget.push(budgetId);
        return;
      }
      case 'UpdateBudget': {
        const budgetId = resolve(run, spec.budget);
        await attempt(async () => {
          const draft = parseOrThrow(budgetUpdateSchema, resolveBody(run, spec.input));
          const category = draft.categoryId === undefined ? undefined : await budgetCategory(run, draft.categoryId);
          const data = { budgetId, draft, category };
          track(await handleCommand(store, budgetBookStreamId(run.userId), budgetBookDecider, { type: 'UpdateBudget', data, metadata }));
        });
        return;
      }
      case 'DeleteBudget': {
        const budgetId = resolve(run, spec.budget);
        await attempt(async () =>
          track(
            await handleCommand(store, budgetBookStreamId(run.userId), budgetBookDecider, {
              type: 'DeleteBudget',
              data: { budgetId },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'CopyBudgets': {
        await attempt(async () => {
          const draft = parseOrThrow(budgetCopySchema, { fromMonth: spec.fromMonth, toMonth: spec.toMonth });
          const sources = await budgetIdsOfMonth(env.db, run.userId, draft.fromMonth.year, draft.fromMonth.month);
          const newIds = Object.fromEntries(sources.map((id) => [id, randomUUID()]));
          const result = await handleCommand(store, budgetBookStreamId(run.userId), budgetBookDecider, {
            type: 'CopyBudgets',
            data: { ...draft, newIds },
            metadata,
          });
          track(result);
          run.pools.budget.push(...Object.values(newIds));
        });
        return;
      }
      case 'SetTargets': {
        await attempt(async () =>
          track(
            await handleCommand(store, targetsStreamId(run.userId), targetsDecider, {
              type: 'SetTargets',
              data: { draft: parseOrThrow(targetsUpdateSchema, spec.input) },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'LogBodyWeight': {
        const entryId = randomUUID();
        const draft = () => parseOrThrow(bodyWeightCreateSchema, spec.input);
        const logged = await attempt(async () =>
          track(
            await handleCommand(store, bodyWeightStreamId(entryId), bodyWeightDecider, {
              type: 'LogBodyWeight',
              data: { entryId, draft: draft(), ...(spec.source ? { source: spec.source } : {}) },
              metadata,
            }),
          ),
        );
        if (logged) run.pools.bodyweight.push(entryId);
        return;
      }
      case 'UpdateBodyWeight': {
        const entryId = resolve(run, spec.entry);
        await attempt(async () =>
          track(
            await handleCommand(store, bodyWeightStreamId(entryId), bodyWeightDecider, {
              type: 'UpdateBodyWeight',
              data: { entryId, draft: parseOrThrow(bodyWeightUpdateSchema, spec.input) },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'DeleteBodyWeight':
      case 'RestoreBodyWeight': {
        const entryId = resolve(run, spec.entry);
        await attempt(async () =>
          track(
            await handleCommand(store, bodyWeightStreamId(entryId), bodyWeightDecider, { type: spec.kind, data: { entryId }, metadata }),
          ),
        );
        return;
      }
      case 'LogWorkout': {
        const workoutId = randomUUID();
        const draft = () => parseOrThrow(workoutCreateSchema, resolveBody(run, spec.input));
        const logged = await attempt(async () =>
          track(
            await handleCommand(store, workoutStreamId(workoutId), workoutDecider, {
              type: 'LogWorkout',
              data: { workoutId, draft: draft(), localTime: '12:00', ...(spec.source ? { source: spec.source } : {}) },
              metadata,
            }),
          ),
        );
        if (logged) run.pools.workout.push(workoutId);
        return;
      }
      case 'SetWorkoutCompleted': {
        const workoutId = resolve(run, spec.workout);
        const completed = parseOrThrow(workoutCompletionSchema, { completed: spec.completed }).completed;
        await attempt(async () =>
          track(
            await handleCommand(store, workoutStreamId(workoutId), workoutDecider, {
              type: 'SetWorkoutCompleted',
              data: { workoutId, completed },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'UpdateWorkout': {
        const workoutId = resolve(run, spec.workout);
        await attempt(async () =>
          track(
            await handleCommand(store, workoutStreamId(workoutId), workoutDecider, {
              type: 'UpdateWorkout',
              data: { workoutId, draft: parseOrThrow(workoutUpdateSchema, resolveBody(run, spec.input)) },
              metadata,
            }),
          ),
        );
        return;
      }
      case 'StartWorkout':
      case 'FinishWorkout':
      case 'DeleteWorkout': {
        const workoutId = resolve(run, spec.workout);
        await attempt(async () =>
          track(await handleCommand(store, workoutStreamId(workoutId), workoutDecider, { type: spec.kind, data: { workoutId }, metadata })),
        );
        return;
      }
      case 'TimeWorkout': {
        const workoutId = resolve(run, spec.workout);
        const finishedAt = new Date(Date.parse(metadata.now) + spec.seconds * 1000).toISOString();
        for (const [type, at] of [
          ['StartWorkout', metadata.now],
          ['FinishWorkout', finishedAt],
        ] as const) {
          await attempt(async () =>
            track(
              await handleCommand(store, workoutStreamId(workoutId), workoutDecider, {
                type,
                data: { workoutId },
                metadata: { ...metadata, now: at },
              }),
            ),
          );
        }
        return;
      }
      case 'RegisterUser': {
        const userId = randomUUID();
        const data = {
          userId,
          email: spec.email,
          displayName: spec.displayName,
          passwordHash: PASSWORD_HASH,
          ...(spec.photoURL === undefined ? {} : { photoURL: spec.photoURL }),
        };
        await attempt(async () => {
          const registered = await handleCommand(store, userStreamId(userId), userDecider, {
            type: 'RegisterUser',
            data,
            metadata: { ...metadata, userId },
          });
          track(registered);
          // The reservation stream's id is keyed by the address's digest: it must be storable too.
          track(
            await handleCommand(store, emailStreamId(emailDigest(spec.email)), emailReservationDecider, {
              type: 'ReserveEmail',
              data: { userId },
              metadata: { ...metadata, userId },
            }),
          );
        });
        return;
      }
      case 'UpdateProfile': {
        const data = {
          ...(spec.displayName === undefined ? {} : { displayName: spec.displayName }),
          ...(spec.photoURL === undefined ? {} : { photoURL: spec.photoURL }),
        };
        await attempt(async () =>
          track(await handleCommand(store, userStreamId(run.userId), userDecider, { type: 'UpdateProfile', data, metadata })),
        );
        return;
      }
    }
  }

  /** A user with a profile, two accounts, two categories and one transaction, so many generated commands are accepted. */
  async function newRun(): Promise<Run> {
    const userId = randomUUID();
    const metadata = { userId, now: `${TODAY}T12:00:00.000Z`, today: TODAY };
    const run: Run = {
      userId,
      metadata,
      pools: {
        account: [],
        category: [],
        transaction: [],
        recurring: [],
        schedule: [],
        goal: [],
        meal: [],
        grocery: [],
        workout: [],
        budget: [],
        import: [],
        rule: [],
        bodyweight: [],
        recipe: [],
      },
      liveTransactions: new Set(),
      generated: new Map(),
    };
    const data = { userId, email: `${userId}@example.com`, displayName: 'Prior', passwordHash: PASSWORD_HASH };
    await handleCommand(env.store, userStreamId(userId), userDecider, { type: 'RegisterUser', data, metadata });
    const prior: CommandSpec[] = [
      { kind: 'OpenAccount', input: { accountName: 'Checking', accountType: 'checking', startingBalance: '100', isPrimary: true } },
      { kind: 'OpenAccount', input: { accountName: 'Card', accountType: 'credit_card', creditLimit: '5000' } },
      { kind: 'CreateCategory', input: { transactionCategory: 'Food', transactionType: 'Expense - Variable' } },
      { kind: 'CreateCategory', input: { transactionCategory: 'Salary', transactionType: 'Income' } },
      {
        kind: 'RecordTransaction',
        input: { title: 'Lunch', amount: '12.30', type: 'expense', fromAccountId: '@account:0', transactionCategoryIds: ['@category:0'] },
      },
      {
        kind: 'CreateRecurringTransaction',
        input: {
          title: 'Salary',
          amount: '2500',
          type: 'income',
          toAccountId: '@account:0',
          frequency: 'bi-weekly',
          startDate: '2025-01-03',
        },
      },
      {
        kind: 'CreateSchedule',
        input: {
          name: 'Pay periods',
          frequency: 'use-recurring-transaction',
          recurringTransactionId: '@recurring:0',
          startDate: '2025-01-01',
          endDate: '2026-12-31',
        },
      },
      { kind: 'CreateGoal', input: { title: 'Run 5k', category: 'Fitness', progress: 40 } },
      { kind: 'CreateBudget', input: { categoryId: '@category:0', budgetAmount: '100', month: 1, year: 2026 } },
      { kind: 'CreateMeal', input: { name: 'Oatmeal', type: 'breakfast', calories: 350, protein: '12.50' } },
      { kind: 'AddGroceryItem', input: { name: 'Milk' } },
      { kind: 'LogWorkout', input: { name: 'Run', type: 'cardio', duration: 30 } },
      // issue 27: a recipe, so edits, deletes and restores meet one
      { kind: 'CreateRecipe', input: { name: 'Soup', servings: 2, ingredients: [{ quantity: '1', unit: 'cup', food: 'Lentils' }] } },
    ];
    mode.priorState = true;
    try {
      for (const spec of prior) await execute(run, spec);
    } finally {
      mode.priorState = false;
    }
    const { account, category, transaction, recurring, schedule } = run.pools;
    expect([account.length, category.length, transaction.length, recurring.length, schedule.length]).toEqual([2, 2, 1, 1, 1]);
    expect(run.pools.goal).toHaveLength(1);
    expect(run.pools.budget).toHaveLength(1);
    expect(run.pools.recipe).toHaveLength(1);
    return run;
  }

  it(`projects every event the deciders accept (${NUM_RUNS} runs)`, { timeout: 600_000 }, async () => {
    const property = fc.asyncProperty(fc.array(commandSpec, { minLength: 3, maxLength: 12 }), async (specs) => {
      const run = await newRun();
      for (const spec of specs) await execute(run, spec);
      await drain();
      // The ledger holds exactly the run's live transactions.
      const { rows } = await env.db.query<{ count: string }>('SELECT count(*) AS count FROM money_transactions WHERE user_id = $1', [
        run.userId,
      ]);
      expect(Number(rows[0]!.count)).toBe(run.liveTransactions.size);
      // Every live schedule's periods are numbered in order, back to back, start inside the
      // schedule, and a schedule with a frequency of its own (not bi-monthly) starts on its start date.
      for (const schedule of await listSchedules(env.db, run.userId)) {
        const periods = await listSchedulePeriods(env.db, run.userId, schedule.id);
        periods.forEach((period, index) => {
          expect(period.period_number).toBe(index + 1);
          expect(period.schedule_name).toBe(schedule.name);
          expect(period.start_date >= schedule.start_date && period.start_date <= schedule.end_date).toBe(true);
          expect(period.days_in_period).toBe(daysBetween(period.start_date, period.end_date) + 1);
          if (index > 0) expect(period.start_date).toBe(addDays(periods[index - 1]!.end_date, 1));
        });
        if (!['bi-monthly', 'use-recurring-transaction'].includes(schedule.frequency)) {
          expect(periods[0]?.start_date).toBe(schedule.start_date);
        }
      }
    });
    await fc.assert(
      property,
      // The random runs rarely pause and then resume the same goal, or flip a transaction's status
      // (a fifth of the time it is left unchanged, at 100 runs it was once never flipped): explicit
      // examples always do, so the coverage check below cannot fail by chance.
      {
        numRuns: NUM_RUNS,
        examples: [
          [
            [
              { kind: 'UpdateGoal', goal: '@goal:0', input: { status: 'paused' } },
              { kind: 'UpdateGoal', goal: '@goal:0', input: { status: 'active' } },
              { kind: 'UpdateGoal', goal: '@goal:0', input: { progress: 100 } },
            ],
          ],
          // issue 24: tick, untick, tick and reconcile to the cleared balance
          [
            [
              { kind: 'SetTransactionCleared', transaction: '@transaction:0', cleared: true },
              { kind: 'SetTransactionCleared', transaction: '@transaction:0', cleared: false },
              { kind: 'SetTransactionCleared', transaction: '@transaction:0', cleared: true },
              { kind: 'ReconcileAccount', account: '@account:0', statementDate: '2099-12-31', statementBalance: '0', balanced: true },
            ],
          ],
          [
            [
              { kind: 'ChangeTransactionStatus', transaction: '@transaction:0', posted: 'pending' },
              { kind: 'ChangeTransactionStatus', transaction: '@transaction:0', posted: 'posted' },
              { kind: 'ChangeTransactionStatus', transaction: '@transaction:0', posted: 'pending' },
            ],
          ],
          // issue 26: a workout edited, a glass of water logged and taken back
          [
            [
              { kind: 'UpdateWorkout', workout: '@workout:0', input: { name: 'Long run', type: 'cardio', duration: 35, completed: true } },
              { kind: 'LogWaterGlass', date: '2026-01-05' },
              { kind: 'RemoveWaterGlass', date: '2026-01-05' },
            ],
          ],
          // issue 23 (h10): a rule's whole life (a valid rule needs an action, rare at random)
          [
            [
              { kind: 'CreateRule', input: { name: 'Groceries', pattern: 'whole foods', renameTo: 'Whole Foods' } },
              {
                kind: 'UpdateRule',
                rule: '@rule:0',
                input: { name: 'Groceries', matchKind: 'matches', pattern: 'whole*', renameTo: 'WF' },
              },
              { kind: 'CreateRule', input: { name: 'Coffee', pattern: 'coffee', renameTo: 'Coffee' } },
              { kind: 'MoveRule', rule: '@rule:1', direction: 'up' },
              { kind: 'DeleteRule', rule: '@rule:0' },
            ],
          ],
          // issue 26: a recurring transaction deleted with its pending occurrences, restored with them
          [
            [
              { kind: 'GenerateOccurrences', recurring: '@recurring:0', count: 2 },
              { kind: 'DeleteRecurringTransaction', recurring: '@recurring:0' },
              { kind: 'RestoreRecurringTransaction', recurring: '@recurring:0' },
            ],
          ],
          // issue 27: a body-weight entry's whole life
          [
            [
              { kind: 'LogBodyWeight', input: { date: '2026-11-01', weight: '72.4', unit: 'kg' } },
              { kind: 'UpdateBodyWeight', entry: '@bodyweight:0', input: { date: '2026-11-01', weight: '160', unit: 'lb' } },
              { kind: 'DeleteBodyWeight', entry: '@bodyweight:0' },
              { kind: 'RestoreBodyWeight', entry: '@bodyweight:0' },
            ],
          ],
        ],
      },
    );
    // Not vacuous: every event type a projection handles was emitted and projected. A rare one the
    // random runs missed gets more random runs (checked like the others), not a failure by chance:
    // up to 200 more, 10 at a time, so the top-up stops as soon as every type has been seen.
    const handled = allProjections.flatMap((projection) => projection.canHandle);
    for (let topUp = 0; topUp < 20 && handled.some((type) => !emitted.has(type)); topUp++) {
      await fc.assert(property, { numRuns: 10 });
    }
    for (const type of handled) expect(emitted.get(type) ?? 0, type).toBeGreaterThan(0);
  });

  // Issue 10: the read models all those runs built, batch by batch, equal a replay of the events in one go.
  it('read models equal a replay of their events (verify)', { timeout: 120_000 }, async () => {
    await drain();
    const results = await verifyProjections(env.db, env.store, allProjections);
    expect(results.filter((result) => !result.equal)).toEqual([]);
    expect(results.reduce((sum, result) => sum + result.events, 0)).toBeGreaterThan(100);
  });
});
