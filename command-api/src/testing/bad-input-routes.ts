/**
 * The bad-input sweep's table: ONE entry per mounted route (method + path exactly as the router
 * declares it). bad-input-sweep.test.ts fails when a mounted route has no entry here, so a new
 * route joins the sweep by adding one line (plus its body fields or query parameters).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  MAX_ACCOUNT_DESCRIPTION_LENGTH,
  MAX_ACCOUNT_NAME_LENGTH,
  MAX_GROCERY_CATEGORY_LENGTH,
  MAX_GROCERY_NAME_LENGTH,
  MAX_GROCERY_UNIT_LENGTH,
  MAX_INGREDIENT_FOOD_LENGTH,
  MAX_INGREDIENT_NOTE_LENGTH,
  MAX_INGREDIENT_UNIT_LENGTH,
  MAX_RECIPE_IMPORT_CHARACTERS,
  MAX_RECIPE_NAME_LENGTH,
  MAX_MEAL_NAME_LENGTH,
  MAX_CATEGORY_DESCRIPTION_LENGTH,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_EXERCISE_NAME_LENGTH,
  MAX_GOAL_CATEGORY_LENGTH,
  MAX_GOAL_DESCRIPTION_LENGTH,
  MAX_GOAL_DUE_DATE_LENGTH,
  MAX_GOAL_REFLECTION_LENGTH,
  MAX_GOAL_TITLE_LENGTH,
  MAX_SCHEDULE_NAME_LENGTH,
  MAX_TRANSACTION_NOTES_LENGTH,
  MAX_TRANSACTION_SEARCH_LENGTH,
  MAX_TRANSACTION_TITLE_LENGTH,
  MAX_WORKOUT_NAME_LENGTH,
  MAX_RULE_NAME_LENGTH,
  MAX_RULE_PATTERN_LENGTH,
  TARGET_FIELDS,
} from '@life/domain';
import type { GoalFields } from '@life/domain/goals/fields';
import { MAX_SEARCH_LENGTH } from '@life/domain/search/constants';
import type { FieldSpec, QuerySpec } from './bad-input-values';
import type { RegisteredUser } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Records of the signed-in owner and of another user, made before the sweep. */
export interface SweepFixture {
  owner: RegisteredUser;
  own: SweepRecords;
  foreign: SweepRecords;
}

/**
 * One user's records: a checking account, a credit card (so credit limits are checked), a
 * Payment category and a payment between the two (so both account ids are checked), a bi-monthly
 * recurring payment between them (so its days are checked) and a schedule following it.
 */
export interface SweepRecords {
  accountId: string;
  cardId: string;
  categoryId: string;
  transactionId: string;
  tokenId: string;
  recurringTransactionId: string;
  scheduleId: string;
  /** A goal (issue 9). */
  goalId: string;
  /** A workout (issue 9). */
  workoutId: string;
  /** A meal and a grocery item (issue 9, nutrition). */
  mealId: string;
  groceryItemId: string;
  /** An expense category and a budget on it (issue 11). */
  expenseCategoryId: string;
  budgetId: string;
  /** A MyFitnessPal import batch (issue 11). */
  importId: string;
  /** A categorisation rule (issue 23). */
  ruleId: string;
  /** A bulk edit of the transaction (issue 24). */
  bulkEditId: string;
  /** A body-weight entry (issue 27). */
  bodyWeightId?: string;
  /** A recipe (issue 27). */
  recipeId: string;
}

// issue 23 (h8): hostile files for the bank upload routes (each a 400 on file, nothing written)
/** Not text: refused from the first bytes, whatever the size (8 MB of random bytes stands for a huge one). */
function hostileBankFiles(): { name: string; body: Uint8Array | string }[] {
  return [
    { name: 'random bytes (8 MB)', body: randomBytes(8 * 1024 * 1024) },
    { name: 'a zip', body: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(500)]) },
    { name: 'a PDF', body: '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n' },
    { name: 'empty', body: '' },
  ];
}
function hostileOfxFiles(): { name: string; body: string }[] {
  const bomb = `<?xml version="1.0"?><!DOCTYPE OFX [<!ENTITY a "${'x'.repeat(100)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>`;
  return [
    { name: 'OFX truncated', body: 'OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><DTPOSTED>2024' },
    { name: 'OFX entity bomb', body: `${bomb}<OFX><SIGNONMSGSRSV1>&b;&b;&b;</SIGNONMSGSRSV1></OFX>` },
    { name: 'OFX external entity', body: '<?xml version="1.0"?><!DOCTYPE OFX [<!ENTITY x SYSTEM "file:///etc/passwd">]><OFX>&x;</OFX>' },
    { name: 'a huge text that is no OFX', body: 'Date,Amount\n'.repeat(200_000) },
  ];
}
function hostileQifFiles(): { name: string; body: string }[] {
  return [
    { name: 'QIF truncated in a date', body: '!Type:Bank\nD03/2' },
    { name: 'QIF amount as a formula', body: '!Type:Bank\nD03/25/2024\nT=1+1\nP=HYPERLINK("x")\n^\n' },
    { name: 'QIF with no transactions', body: '!Type:Cat\nNFood\n^\n' },
    { name: 'a huge text that is no QIF', body: 'Date,Amount\n'.repeat(200_000) },
  ];
}

export interface SweepRoute {
  method: Method;
  /** Exactly as mounted, e.g. '/api/accounts/:id'. */
  route: string;
  /** 'public': sent without credentials; 'user': as the fixture's owner (and refused without). */
  caller: 'public' | 'user';
  /** The good request's path when the route has parameters other than `:id` (default: the route, `:id` the owner's). */
  path?(f: SweepFixture): string;
  /** Route-specific bad paths (e.g. impossible dates in the path) that must be refused (a function when it names records). */
  refusedPaths?: string[] | ((f: SweepFixture) => string[]);
  /** The `:id` the route's good request names (the owner's record), and the same kind of record of another user's. */
  ids?(f: SweepFixture): { own: string; foreign: string };
  /** A body the route accepts (fields are then spoilt one at a time). */
  body?(f: SweepFixture): Record<string, unknown>;
  fields?: Record<string, FieldSpec>;
  /** Puts a spoilt value into the body (default: a top-level field). */
  setField?(body: Record<string, unknown>, field: string, value: unknown): Record<string, unknown>;
  /** Creates something (status 201) from a good body: `{}` is then incomplete, not a no-op. */
  creates?: boolean;
  query?: Record<string, QuerySpec>;
  bodyLimit?: number;
  /** Route-specific bad requests: a query string (with '?') that must be refused (a function when it names records). */
  refusedQueries?: string[] | ((f: SweepFixture) => string[]);
  /** Route-specific request headers that must be refused. */
  refusedHeaders?: Record<string, string>[];
  /** Raw upload routes (issue 23, h8): files refused with a 400 (truncated, binary, entity bombs, huge). */
  refusedFiles?(): { name: string; body: Uint8Array | string }[];
  /** Route-specific odd requests (query strings with '?'): any answer below 500. */
  oddQueries?: string[];
}

/** A bank CSV mapping (issue 11) as its query parameter. */
const BANK_MAPPING = encodeURIComponent(
  JSON.stringify({ dateFormat: 'yyyy-mm-dd', numberFormat: '1,234.56', date: 'Date', description: 'Description', amount: 'Amount' }),
);

/** A valid asOf (issue 10): an instant with a zone. */
const AS_OF = '2024-06-01T12%3A00%3A00Z';

const budgetFields: Record<string, FieldSpec> = {
  categoryId: { kind: 'id' },
  budgetAmount: { kind: 'amount' },
  month: { kind: 'count' },
  year: { kind: 'count' },
};

const accountFields: Record<string, FieldSpec> = {
  accountName: { kind: 'line', max: MAX_ACCOUNT_NAME_LENGTH },
  accountType: { kind: 'choice' },
  balance: { kind: 'balance' },
  startingBalance: { kind: 'balance' },
  startingBalanceAsOf: { kind: 'date' },
  startingBalanceAsof: { kind: 'date' },
  creditLimit: { kind: 'balance' },
  description: { kind: 'multiline', max: MAX_ACCOUNT_DESCRIPTION_LENGTH },
  color: { kind: 'color' },
  isActive: { kind: 'bool' },
  isPrimary: { kind: 'bool' },
};

const categoryFields: Record<string, FieldSpec> = {
  transactionCategory: { kind: 'line', max: MAX_CATEGORY_NAME_LENGTH },
  transactionType: { kind: 'choice' },
  description: { kind: 'multiline', max: MAX_CATEGORY_DESCRIPTION_LENGTH },
  color: { kind: 'color' },
  isActive: { kind: 'bool' },
};

const transactionFields: Record<string, FieldSpec> = {
  title: { kind: 'line', max: MAX_TRANSACTION_TITLE_LENGTH },
  amount: { kind: 'amount' },
  type: { kind: 'choice' },
  category: { kind: 'line', max: MAX_CATEGORY_NAME_LENGTH },
  transactionCategoryIds: { kind: 'ids' },
  fromAccountId: { kind: 'id' },
  toAccountId: { kind: 'id' },
  posted: { kind: 'choice' },
  date: { kind: 'date' },
  isRecurring: { kind: 'bool' },
  // Issue 24: notes, and a split's lines (absent, null or [] is not split).
  notes: { kind: 'multiline', max: MAX_TRANSACTION_NOTES_LENGTH },
  splits: { kind: 'rows' },
};

const transactionBody = (f: SweepFixture) => ({
  title: 'Sweep',
  amount: '1.00',
  type: 'payment',
  fromAccountId: f.own.accountId,
  toAccountId: f.own.cardId,
  transactionCategoryIds: [f.own.categoryId],
  date: '2024-01-15',
});

const recurringFields: Record<string, FieldSpec> = {
  title: { kind: 'line', max: MAX_TRANSACTION_TITLE_LENGTH },
  amount: { kind: 'amount' },
  type: { kind: 'choice' },
  category: { kind: 'line', max: MAX_CATEGORY_NAME_LENGTH },
  transactionCategoryIds: { kind: 'ids' },
  fromAccountId: { kind: 'id' },
  toAccountId: { kind: 'id' },
  frequency: { kind: 'choice' },
  startDate: { kind: 'dateOrDateTime' },
  endDate: { kind: 'dateOrDateTime' },
  biMonthlyDates: { kind: 'days' },
  isActive: { kind: 'bool' },
  autoPost: { kind: 'bool' },
  // --- h1 (issue 22): not stored; asks POST and PUT for occurrences older than a year (wrong types: 400).
  includeOlderOccurrences: { kind: 'bool' },
  // --- end h1
};

/** Bi-monthly (so its days are checked), ending soon: a successful odd value generates a handful of occurrences. */
export const recurringBody = (f: SweepFixture | { own: Pick<SweepRecords, 'accountId' | 'cardId' | 'categoryId'> }) => ({
  title: 'Sweep recurring',
  amount: '2.00',
  type: 'payment',
  fromAccountId: f.own.accountId,
  toAccountId: f.own.cardId,
  transactionCategoryIds: [f.own.categoryId],
  frequency: 'bi-monthly',
  biMonthlyDates: [1, 15],
  startDate: '2024-01-01',
  endDate: '2024-02-28',
});

const scheduleFields: Record<string, FieldSpec> = {
  name: { kind: 'line', max: MAX_SCHEDULE_NAME_LENGTH },
  frequency: { kind: 'choice' },
  startDate: { kind: 'dateOrDateTime' },
  endDate: { kind: 'dateOrDateTime' },
  recurringTransactionId: { kind: 'id' },
  isActive: { kind: 'bool' },
};

/** Follows the recurring payment, so its id is checked. */
export const scheduleBody = (f: SweepFixture | { own: Pick<SweepRecords, 'recurringTransactionId'> }) => ({
  name: 'Sweep schedule',
  frequency: 'use-recurring-transaction',
  recurringTransactionId: f.own.recurringTransactionId,
  startDate: '2024-01-01',
  endDate: '2024-03-31',
});

const targetFields: Record<string, FieldSpec> = Object.fromEntries(TARGET_FIELDS.map((field) => [field, { kind: 'count' }]));

/** Every goal field is swept: a field added to `goalFieldsSchema` fails to compile here until it has its kind. */
const goalFields: Record<keyof GoalFields, FieldSpec> = {
  title: { kind: 'line', max: MAX_GOAL_TITLE_LENGTH },
  description: { kind: 'multiline', max: MAX_GOAL_DESCRIPTION_LENGTH },
  category: { kind: 'line', max: MAX_GOAL_CATEGORY_LENGTH },
  priority: { kind: 'choice' },
  status: { kind: 'choice' },
  progress: { kind: 'count' },
  dueDate: { kind: 'line', max: MAX_GOAL_DUE_DATE_LENGTH },
};
const goalIds = (f: SweepFixture) => ({ own: f.own.goalId, foreign: f.foreign.goalId });

/** A workout's fields; `exercises.<field>` spoils the first exercise row's field. */
const workoutFields: Record<string, FieldSpec> = {
  name: { kind: 'line', max: MAX_WORKOUT_NAME_LENGTH },
  type: { kind: 'choice' },
  duration: { kind: 'count' },
  calories: { kind: 'count' },
  completed: { kind: 'bool' },
  date: { kind: 'date' },
  time: { kind: 'time' },
  exercises: { kind: 'rows' },
  'exercises.name': { kind: 'line', max: MAX_EXERCISE_NAME_LENGTH },
  'exercises.sets': { kind: 'count' },
  'exercises.reps': { kind: 'count' },
  'exercises.weight': { kind: 'balance' },
};
const workoutBody = () => ({
  name: 'Sweep workout',
  type: 'strength',
  duration: 30,
  calories: 200,
  date: '2024-01-15',
  time: '07:30',
  exercises: [{ name: 'Squat', sets: 3, reps: 5, weight: 60.5 }],
});
const setWorkoutField = (body: Record<string, unknown>, field: string, value: unknown) =>
  field.startsWith('exercises.')
    ? { ...body, exercises: [{ ...(body.exercises as Record<string, unknown>[])[0], [field.slice('exercises.'.length)]: value }] }
    : { ...body, [field]: value };
const workoutIds = (f: SweepFixture) => ({ own: f.own.workoutId, foreign: f.foreign.workoutId });
// issue 27: the sweep makes one body-weight entry per user (bad-input-sweep.test.ts).
const bodyWeightIds = (f: SweepFixture) => ({ own: f.own.bodyWeightId ?? '', foreign: f.foreign.bodyWeightId ?? '' });
const bodyWeightFields: Record<string, FieldSpec> = { date: { kind: 'date' }, weight: { kind: 'amount' }, unit: { kind: 'choice' } };

const mealFields: Record<string, FieldSpec> = {
  name: { kind: 'line', max: MAX_MEAL_NAME_LENGTH },
  type: { kind: 'choice' },
  calories: { kind: 'count' },
  protein: { kind: 'quantity' },
  carbs: { kind: 'quantity' },
  fat: { kind: 'quantity' },
  time: { kind: 'time' },
  date: { kind: 'date' },
  logged: { kind: 'bool' },
};
export const mealBody = () => ({
  name: 'Sweep meal',
  type: 'lunch',
  calories: 500,
  protein: '30.50',
  carbs: 40,
  fat: '12',
  time: '12:30',
  date: '2024-01-15',
});
const importIds = (f: SweepFixture) => ({ own: f.own.importId, foreign: f.foreign.importId });
const mealIds = (f: SweepFixture) => ({ own: f.own.mealId, foreign: f.foreign.mealId });
const groceryFields: Record<string, FieldSpec> = {
  name: { kind: 'line', max: MAX_GROCERY_NAME_LENGTH },
  category: { kind: 'line', max: MAX_GROCERY_CATEGORY_LENGTH },
  checked: { kind: 'bool' },
  unit: { kind: 'line', max: MAX_GROCERY_UNIT_LENGTH },
};
const groceryIds = (f: SweepFixture) => ({ own: f.own.groceryItemId, foreign: f.foreign.groceryItemId });

// issue 27: recipes
export const recipeBody = () => ({
  name: 'Sweep soup',
  servings: 2,
  ingredients: [{ quantity: '1 1/2', unit: 'cup', food: 'Lentils', note: 'rinsed', calories: 600, protein: '40', carbs: 90, fat: '2.5' }],
  steps: ['Simmer for 20 minutes'],
  tags: ['soup'],
  calories: 300,
  protein: '20',
  carbs: '45',
  fat: '1.25',
});
const recipeFields: Record<string, FieldSpec> = {
  name: { kind: 'line', max: MAX_RECIPE_NAME_LENGTH },
  servings: { kind: 'count' },
  ingredients: { kind: 'rows' },
  'ingredients.food': { kind: 'line', max: MAX_INGREDIENT_FOOD_LENGTH },
  'ingredients.unit': { kind: 'line', max: MAX_INGREDIENT_UNIT_LENGTH },
  'ingredients.note': { kind: 'line', max: MAX_INGREDIENT_NOTE_LENGTH },
  protein: { kind: 'quantity' },
  carbs: { kind: 'quantity' },
  fat: { kind: 'quantity' },
};
const setRecipeField = (body: Record<string, unknown>, field: string, value: unknown) =>
  field.startsWith('ingredients.')
    ? { ...body, ingredients: [{ ...(body.ingredients as Record<string, unknown>[])[0], [field.slice('ingredients.'.length)]: value }] }
    : { ...body, [field]: value };
const recipeIds = (f: SweepFixture) => ({ own: f.own.recipeId, foreign: f.foreign.recipeId });

const accountIds = (f: SweepFixture) => ({ own: f.own.cardId, foreign: f.foreign.cardId });
const categoryIds = (f: SweepFixture) => ({ own: f.own.categoryId, foreign: f.foreign.categoryId });
const transactionIds = (f: SweepFixture) => ({ own: f.own.transactionId, foreign: f.foreign.transactionId });
const recurringIds = (f: SweepFixture) => ({ own: f.own.recurringTransactionId, foreign: f.foreign.recurringTransactionId });
const scheduleIds = (f: SweepFixture) => ({ own: f.own.scheduleId, foreign: f.foreign.scheduleId });
// issue 23 (h10)
const ruleIds = (f: SweepFixture) => ({ own: f.own.ruleId, foreign: f.foreign.ruleId });
const ruleBody = (f: SweepFixture) => ({ name: 'Sweep rule', pattern: 'sweep', categoryId: f.own.expenseCategoryId });
const ruleFields: Record<string, FieldSpec> = {
  name: { kind: 'line', max: MAX_RULE_NAME_LENGTH },
  matchKind: { kind: 'choice' },
  pattern: { kind: 'line', max: MAX_RULE_PATTERN_LENGTH },
  accountId: { kind: 'id' },
  minAmount: { kind: 'balance' },
  maxAmount: { kind: 'balance' },
  categoryId: { kind: 'id' },
  renameTo: { kind: 'line', max: 255 },
  transferAccountId: { kind: 'id' },
};

export const sweepRoutes: readonly SweepRoute[] = [
  // auth
  {
    method: 'POST',
    route: '/api/auth/register',
    caller: 'public',
    creates: true,
    body: () => ({ email: `sweep-${randomUUID()}@example.com`, password: 'secret-password', displayName: 'Sweep' }),
    fields: { email: { kind: 'email' }, password: { kind: 'password', max: 1024 }, displayName: { kind: 'line', max: 100 } },
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    caller: 'public',
    creates: true,
    body: (f) => ({ email: f.owner.email, password: 'wrong-password' }),
    fields: { email: { kind: 'email' }, password: { kind: 'password' } },
  },
  { method: 'POST', route: '/api/auth/logout', caller: 'public' },
  // identity-provider sign-in: browser navigations answered with a redirect or a popup page, never a 5xx
  { method: 'GET', route: '/api/auth/providers', caller: 'public' },
  {
    method: 'GET',
    route: '/api/auth/oidc/start',
    caller: 'public',
    oddQueries: ['?display=page', '?display=%00', '?display=page&display=popup', `?display=${'x'.repeat(4000)}`],
  },
  {
    method: 'GET',
    route: '/api/auth/oidc/callback',
    caller: 'public',
    oddQueries: [
      '?code=x&state=y',
      '?error=access_denied&state=%00',
      '?state=a&state=b&code=c&code=d',
      '?code=%27%20OR%201%3D1&state=%3Cscript%3E',
      `?code=${'x'.repeat(4000)}`,
    ],
  },
  { method: 'GET', route: '/api/auth/me', caller: 'user' },
  // the web app's start-up check: signed out is { user: null }, not a 401
  { method: 'GET', route: '/api/auth/session', caller: 'public' },
  // tokens
  {
    method: 'POST',
    route: '/api/auth/tokens',
    caller: 'user',
    creates: true,
    body: () => ({ name: 'Sweep token' }),
    fields: { name: { kind: 'line', max: 100 } },
  },
  { method: 'GET', route: '/api/auth/tokens', caller: 'user' },
  { method: 'DELETE', route: '/api/auth/tokens/:id', caller: 'user', ids: (f) => ({ own: f.own.tokenId, foreign: f.foreign.tokenId }) },
  // health
  { method: 'GET', route: '/api/health', caller: 'public' },
  // health details (issue 22): the operator's bearer token only; anything else is a 401
  {
    method: 'GET',
    route: '/api/health/details',
    caller: 'public',
    refusedHeaders: [
      { Authorization: 'Bearer ' + 'x'.repeat(5000) },
      { Authorization: "Bearer life_pat_' OR '1'='1" },
      { Authorization: 'Basic Zm9vOmJhcg==' },
      { Authorization: 'Bearer' },
    ],
  },
  // accounts
  {
    method: 'GET',
    route: '/api/accounts',
    caller: 'user',
    query: { asOf: { kind: 'instant', valid: AS_OF } },
    // Read-your-writes takes position tokens (http/positions.ts): a header that is no list of them is a 400
    // (a raw or made-up position is a token that proves nothing: the read just does not wait).
    refusedHeaders: [{ 'X-Min-Position': `${'x'.repeat(123)},${'y'.repeat(124)}` }],
  },
  {
    method: 'POST',
    route: '/api/accounts',
    caller: 'user',
    creates: true,
    body: () => ({ accountName: 'Sweep', accountType: 'credit_card', creditLimit: '1000.00' }),
    fields: accountFields,
  },
  {
    method: 'PUT',
    route: '/api/accounts/:id',
    caller: 'user',
    ids: accountIds,
    body: () => ({ accountName: 'Sweep' }),
    fields: accountFields,
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:id',
    caller: 'user',
    ids: accountIds,
    query: { withTransactions: { kind: 'choice', valid: 'false' } },
  },
  {
    method: 'GET',
    route: '/api/accounts/:id/adjustments',
    caller: 'user',
    ids: accountIds,
    query: { asOf: { kind: 'instant', valid: AS_OF } },
  },
  // usage is what a deletion would take now: asOf is refused (issue 10)
  { method: 'GET', route: '/api/accounts/:id/usage', caller: 'user', ids: accountIds, refusedQueries: [`?asOf=${AS_OF}`] },
  // categories
  { method: 'GET', route: '/api/expense-types', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  { method: 'GET', route: '/api/transaction-categories', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  {
    method: 'POST',
    route: '/api/expense-types',
    caller: 'user',
    creates: true,
    body: () => ({ transactionCategory: `Sweep ${randomUUID()}`, transactionType: 'Payment' }),
    fields: categoryFields,
  },
  {
    method: 'PUT',
    route: '/api/expense-types/:id',
    caller: 'user',
    ids: categoryIds,
    body: () => ({ description: 'Sweep' }),
    fields: categoryFields,
  },
  { method: 'DELETE', route: '/api/expense-types/:id', caller: 'user', ids: categoryIds },
  // budgets (issue 11)
  {
    method: 'GET',
    route: '/api/budgets',
    caller: 'user',
    query: { month: { kind: 'month', valid: '2024-01' }, asOf: { kind: 'instant', valid: AS_OF } },
  },
  {
    method: 'GET',
    route: '/api/budgets/periods',
    caller: 'user',
    path: (f) => `/api/budgets/periods?scheduleId=${f.own.scheduleId}`,
    query: {
      scheduleId: { kind: 'id', valid: '00000000-0000-4000-8000-000000000000' },
      month: { kind: 'month', valid: '2024-01' },
      asOf: { kind: 'instant', valid: AS_OF },
    },
    // Missing or empty: 400; unknown or another user's schedule: 404 (as an unknown one).
    refusedQueries: (f) => ['', '?scheduleId=', `?scheduleId=${randomUUID()}`, `?scheduleId=${f.foreign.scheduleId}`],
  },
  {
    method: 'POST',
    route: '/api/budgets',
    caller: 'user',
    creates: true,
    body: (f) => ({ categoryId: f.own.expenseCategoryId, budgetAmount: '25.00', month: 2, year: 2024 }),
    fields: budgetFields,
  },
  {
    method: 'POST',
    route: '/api/budgets/copy',
    caller: 'user',
    body: () => ({ fromMonth: '2024-01', toMonth: '2024-03' }),
    fields: { fromMonth: { kind: 'line' }, toMonth: { kind: 'line' } },
  },
  {
    method: 'PUT',
    route: '/api/budgets/:id',
    caller: 'user',
    ids: (f) => ({ own: f.own.budgetId, foreign: f.foreign.budgetId }),
    body: () => ({ budgetAmount: '30.00' }),
    fields: budgetFields,
  },
  { method: 'DELETE', route: '/api/budgets/:id', caller: 'user', ids: (f) => ({ own: f.own.budgetId, foreign: f.foreign.budgetId }) },
  // transactions
  {
    method: 'GET',
    route: '/api/transactions',
    caller: 'user',
    query: {
      transactionType: { kind: 'choice', valid: 'income' },
      status: { kind: 'choice', valid: 'posted' },
      startDate: { kind: 'date', valid: '2024-01-01' },
      endDate: { kind: 'date', valid: '2024-12-31' },
      search: { kind: 'text', valid: 'coffee', max: MAX_TRANSACTION_SEARCH_LENGTH },
      accountId: { kind: 'id', valid: '00000000-0000-4000-8000-000000000000' },
      categoryId: { kind: 'id', valid: '00000000-0000-4000-8000-000000000000' },
      limit: { kind: 'limit', valid: '10' },
      cursor: { kind: 'cursor', valid: Buffer.from('2024-01-01|00000000000000000001-00000000000000000001').toString('base64url') },
      changedSince: { kind: 'position', valid: '00000000000000000001-00000000000000000001' },
      asOf: { kind: 'instant', valid: AS_OF },
    },
    refusedQueries: [
      `?asOf=${AS_OF}&changedSince=00000000000000000001-00000000000000000001`,
      '?startDate=9999-12-31&endDate=0000-01-01',
      '?startDate=2024-02-01&endDate=2024-01-01',
      '?startDate=2099-12-31&endDate=1901-01-01',
    ],
    oddQueries: [
      `?search=${encodeURIComponent("' OR '1'='1")}`,
      '?search=%25',
      '?search=_',
      '?search=%5C',
      '?search=%20%20',
      // Amount searches (issue 24): far beyond any amount, and a lone sign.
      `?search=${encodeURIComponent('9,999,999,999,999,999,999,999.99')}`,
      '?search=-',
    ],
  },
  { method: 'POST', route: '/api/transactions', caller: 'user', creates: true, body: transactionBody, fields: transactionFields },
  {
    method: 'POST',
    route: '/api/transactions/bulk',
    caller: 'user',
    creates: true,
    bodyLimit: 8 * 1024 * 1024,
    body: (f) => ({ transactions: [transactionBody(f)] }),
    fields: { transactions: { kind: 'items' }, ...transactionFields },
    setField: (body, field, value) =>
      field === 'transactions'
        ? { ...body, transactions: value }
        : { transactions: [{ ...(body.transactions as Record<string, unknown>[])[0], [field]: value }] },
  },
  // issue 24: bulk edit of the caller's transactions (all or nothing) and its undo
  {
    method: 'POST',
    route: '/api/transactions/bulk-edit',
    caller: 'user',
    creates: true,
    body: (f) => ({ ids: [f.own.transactionId], action: 'set-category', categoryId: f.own.categoryId }),
    fields: {
      ids: { kind: 'ids' },
      action: { kind: 'choice' },
      categoryId: { kind: 'id' },
      posted: { kind: 'choice' },
      accountId: { kind: 'id' },
    },
    // Each action's own value is spoilt under that action (a status under set-status, an account under set-account).
    setField: (body, field, value) =>
      field === 'posted'
        ? { ids: body.ids, action: 'set-status', posted: value }
        : field === 'accountId'
          ? { ids: body.ids, action: 'set-account', accountId: value }
          : { ...body, [field]: value },
  },
  {
    method: 'POST',
    route: '/api/transactions/bulk-edit/:id/undo',
    caller: 'user',
    ids: (f) => ({ own: f.own.bulkEditId, foreign: f.foreign.bulkEditId }),
  },
  {
    method: 'PUT',
    route: '/api/transactions/:id',
    caller: 'user',
    ids: transactionIds,
    body: () => ({ title: 'Sweep' }),
    fields: transactionFields,
  },
  {
    method: 'PATCH',
    route: '/api/transactions/:id/status',
    caller: 'user',
    ids: transactionIds,
    body: () => ({ posted: 'pending' }),
    fields: { posted: { kind: 'choice' } },
  },
  { method: 'DELETE', route: '/api/transactions/:id', caller: 'user', ids: transactionIds },
  // issue 24: reconciliation (the cleared tick, the dialog's read, finishing one)
  {
    method: 'PATCH',
    route: '/api/transactions/:id/cleared',
    caller: 'user',
    ids: transactionIds,
    body: () => ({ cleared: true }),
    fields: { cleared: { kind: 'bool' } },
  },
  {
    method: 'GET',
    route: '/api/accounts/:id/reconciliation',
    caller: 'user',
    ids: accountIds,
    query: { statementDate: { kind: 'date', valid: '2024-12-31' } },
    refusedQueries: [`?asOf=${AS_OF}`],
  },
  {
    method: 'POST',
    route: '/api/accounts/:id/reconciliations',
    caller: 'user',
    ids: accountIds,
    body: () => ({ statementDate: '2024-12-31', statementBalance: '0.00' }),
    fields: { statementDate: { kind: 'date' }, statementBalance: { kind: 'balance' } },
    creates: true,
  },
  // recurring transactions
  { method: 'GET', route: '/api/recurring-transactions', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  {
    method: 'POST',
    route: '/api/recurring-transactions',
    caller: 'user',
    creates: true,
    body: recurringBody,
    fields: recurringFields,
  },
  {
    method: 'PUT',
    route: '/api/recurring-transactions/:id',
    caller: 'user',
    ids: recurringIds,
    body: () => ({ title: 'Sweep recurring' }),
    fields: recurringFields,
  },
  { method: 'DELETE', route: '/api/recurring-transactions/:id', caller: 'user', ids: recurringIds },
  { method: 'POST', route: '/api/recurring-transactions/:id/generate', caller: 'user', ids: recurringIds },
  // schedules, their periods and balances
  { method: 'GET', route: '/api/schedules', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  { method: 'POST', route: '/api/schedules', caller: 'user', creates: true, body: scheduleBody, fields: scheduleFields },
  {
    method: 'PUT',
    route: '/api/schedules/:id',
    caller: 'user',
    ids: scheduleIds,
    body: () => ({ name: 'Sweep schedule' }),
    fields: scheduleFields,
  },
  { method: 'DELETE', route: '/api/schedules/:id', caller: 'user', ids: scheduleIds },
  {
    method: 'GET',
    route: '/api/schedule-periods',
    caller: 'user',
    path: (f) => `/api/schedule-periods?scheduleId=${f.own.scheduleId}`,
    query: { scheduleId: { kind: 'id', valid: '00000000-0000-4000-8000-000000000000' } },
    // Missing or empty: 400; unknown or another user's: 404 (as an unknown one).
    refusedQueries: (f) => ['', '?scheduleId=', `?scheduleId=${randomUUID()}`, `?scheduleId=${f.foreign.scheduleId}`],
  },
  {
    method: 'GET',
    route: '/api/schedules/:id/balances',
    caller: 'user',
    ids: scheduleIds,
    query: { asOf: { kind: 'instant', valid: AS_OF } },
  },
  {
    method: 'GET',
    route: '/api/account-balances/:startDate/:endDate',
    caller: 'user',
    path: () => '/api/account-balances/2024-01-01/2024-01-31',
    query: { asOf: { kind: 'instant', valid: AS_OF } },
    refusedPaths: [
      '/api/account-balances/2024-02-01/2024-01-31',
      '/api/account-balances/2099-12-31/1901-01-01',
      '/api/account-balances/0000-01-01/2024-01-31',
      '/api/account-balances/2024-01-01/9999-12-31',
      '/api/account-balances/1900-12-31/2024-01-31',
      '/api/account-balances/2024-01-01/2100-01-01',
      '/api/account-balances/2023-02-29/2024-01-31',
      '/api/account-balances/2024-01-01/2024-13-01',
      '/api/account-balances/2024-1-1/2024-01-31',
      '/api/account-balances/2024-01-01T00:00:00Z/2024-01-31',
      '/api/account-balances/tomorrow/2024-01-31',
      '/api/account-balances/%00/2024-01-31',
      '/api/account-balances/2024-01-01/a%00b',
      `/api/account-balances/${encodeURIComponent("' OR '1'='1")}/2024-01-31`,
      `/api/account-balances/${'x'.repeat(4000)}/2024-01-31`,
      '/api/account-balances/%E0%A4%A/2024-01-31',
    ],
  },
  // money summary
  {
    method: 'GET',
    route: '/api/money/summary',
    caller: 'user',
    query: { month: { kind: 'month', valid: '2024-01' }, asOf: { kind: 'instant', valid: AS_OF } },
  },
  // issue 24: the overview's 'Upcoming' list
  {
    method: 'GET',
    route: '/api/money/upcoming',
    caller: 'user',
    query: {
      limit: { kind: 'limit', valid: '5' },
      accountId: { kind: 'id', valid: '00000000-0000-4000-8000-000000000000' },
      asOf: { kind: 'instant', valid: AS_OF },
    },
  },
  // reports (issue 11): the same parameters for the JSON and the CSV; ids not the caller's are a 404
  ...(['/api/reports/summary', '/api/reports/summary.csv'] as const).map((route): SweepRoute => ({
    method: 'GET',
    route,
    caller: 'user',
    query: {
      start: { kind: 'date', valid: '2024-01-01' },
      end: { kind: 'date', valid: '2024-12-31' },
      accountIds: { kind: 'id', valid: '' },
      categoryIds: { kind: 'id', valid: 'none' },
      asOf: { kind: 'instant', valid: AS_OF },
    },
    refusedQueries: (f) => [
      '?start=2024-02-01&end=2024-01-31',
      `?accountIds=${f.foreign.accountId}`,
      `?accountIds=${f.own.accountId},${randomUUID()}`,
      `?categoryIds=${f.foreign.categoryId}`,
      `?categoryIds=${f.own.categoryId},`,
      `?accountIds=${Array.from({ length: 101 }, () => f.own.accountId).join(',')}`,
    ],
  })),
  // nutrition: meals, the grocery list, and beyond SPEC water
  {
    method: 'GET',
    route: '/api/meals',
    caller: 'user',
    query: {
      startDate: { kind: 'date', valid: '2024-01-01' },
      endDate: { kind: 'date', valid: '2024-12-31' },
      asOf: { kind: 'instant', valid: AS_OF },
    },
    refusedQueries: ['?startDate=2024-02-01&endDate=2024-01-01', '?startDate=2099-12-31&endDate=1901-01-01'],
  },
  { method: 'POST', route: '/api/meals', caller: 'user', creates: true, body: mealBody, fields: mealFields },
  {
    method: 'PATCH',
    route: '/api/meals/:id',
    caller: 'user',
    ids: mealIds,
    body: () => ({ logged: true }),
    fields: { logged: { kind: 'bool' } },
  },
  { method: 'DELETE', route: '/api/meals/:id', caller: 'user', ids: mealIds },
  { method: 'GET', route: '/api/grocery-items', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  {
    method: 'POST',
    route: '/api/grocery-items',
    caller: 'user',
    creates: true,
    body: () => ({ name: 'Sweep milk', category: 'Other' }),
    fields: groceryFields,
  },
  { method: 'POST', route: '/api/grocery-items/clear-completed', caller: 'user' },
  {
    method: 'PUT',
    route: '/api/grocery-items/:id',
    caller: 'user',
    ids: groceryIds,
    body: () => ({ checked: true }),
    fields: { checked: { kind: 'bool' } },
  },
  { method: 'DELETE', route: '/api/grocery-items/:id', caller: 'user', ids: groceryIds },
  // issue 27: recipes (history and restore through /api/history/recipe/:id)
  {
    method: 'GET',
    route: '/api/recipes',
    caller: 'user',
    query: { search: { kind: 'text', max: 100, valid: 'soup' }, asOf: { kind: 'instant', valid: AS_OF } },
  },
  { method: 'GET', route: '/api/recipes/:id', caller: 'user', ids: recipeIds, query: { asOf: { kind: 'instant', valid: AS_OF } } },
  {
    method: 'POST',
    route: '/api/recipes',
    caller: 'user',
    creates: true,
    body: recipeBody,
    fields: recipeFields,
    setField: setRecipeField,
  },
  {
    method: 'PUT',
    route: '/api/recipes/:id',
    caller: 'user',
    ids: recipeIds,
    body: recipeBody,
    fields: recipeFields,
    setField: setRecipeField,
  },
  { method: 'DELETE', route: '/api/recipes/:id', caller: 'user', ids: recipeIds },
  {
    method: 'POST',
    route: '/api/recipes/import',
    caller: 'user',
    creates: true,
    bodyLimit: 2 * 1024 * 1024,
    body: () => ({
      text: JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Sweep import', recipeIngredient: ['1 cup rice'] }),
    }),
    fields: { text: { kind: 'multiline', max: MAX_RECIPE_IMPORT_CHARACTERS } },
  },
  {
    method: 'POST',
    route: '/api/recipes/:id/grocery-list',
    caller: 'user',
    ids: recipeIds,
    body: () => ({ servings: 4 }),
    fields: { servings: { kind: 'count' } },
  },
  {
    method: 'POST',
    route: '/api/recipes/:id/log-meal',
    caller: 'user',
    ids: recipeIds,
    creates: true,
    body: () => ({ servings: 1, type: 'dinner', date: '2024-01-15', time: '19:00', logged: true }),
    fields: {
      servings: { kind: 'count' },
      type: { kind: 'choice' },
      date: { kind: 'date' },
      time: { kind: 'time' },
      logged: { kind: 'bool' },
    },
  },
  {
    method: 'GET',
    route: '/api/water',
    caller: 'user',
    query: { date: { kind: 'date', valid: '2024-01-15' }, asOf: { kind: 'instant', valid: AS_OF } },
  },
  { method: 'POST', route: '/api/water', caller: 'user', body: () => ({ date: '2024-01-15' }), fields: { date: { kind: 'date' } } },
  // issue 26: the user's settings (the first day of their week)
  { method: 'GET', route: '/api/settings', caller: 'user' },
  {
    method: 'PUT',
    route: '/api/settings',
    caller: 'user',
    body: () => ({ weekStartsOn: 'sunday' }),
    fields: { weekStartsOn: { kind: 'choice' } },
  },
  // issue 26: a glass taken back
  { method: 'POST', route: '/api/water/remove', caller: 'user', body: () => ({ date: '2024-01-15' }), fields: { date: { kind: 'date' } } },
  // the dashboard: today from X-Time-Zone; asOf answers it as of a moment (issue 10)
  { method: 'GET', route: '/api/dashboard', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  // downloads of the caller's data (issue 10): no parameters
  { method: 'GET', route: '/api/export', caller: 'user' },
  // issue 24: upcoming recurring occurrences only when asked
  { method: 'GET', route: '/api/export/transactions.csv', caller: 'user', query: { upcoming: { kind: 'choice', valid: 'include' } } },
  // a record's history (issue 10): every kind's foreign id, unknown kinds and ids are 404s
  {
    method: 'GET',
    route: '/api/history/:kind/:id',
    caller: 'user',
    path: (f) => `/api/history/transaction/${f.own.transactionId}`,
    refusedPaths: (f) => [
      `/api/history/transaction/${f.foreign.transactionId}`,
      `/api/history/account/${f.foreign.accountId}`,
      `/api/history/category/${f.foreign.categoryId}`,
      `/api/history/recurring-transaction/${f.foreign.recurringTransactionId}`,
      `/api/history/schedule/${f.foreign.scheduleId}`,
      `/api/history/goal/${f.foreign.goalId}`,
      `/api/history/workout/${f.foreign.workoutId}`,
      `/api/history/meal/${f.foreign.mealId}`,
      `/api/history/grocery-item/${f.foreign.groceryItemId}`,
      `/api/history/recipe/${f.foreign.recipeId}`,
      `/api/history/budget/${f.foreign.budgetId}`, // issue 26
      `/api/history/budget/${f.own.transactionId}`,
      `/api/history/transaction/${randomUUID()}`,
      `/api/history/account/${f.own.transactionId}`,
      `/api/history/user/${f.owner.user.id}`,
      `/api/history/token/${f.own.tokenId}`,
      `/api/history/__proto__/${f.own.transactionId}`,
      `/api/history/${'x'.repeat(4000)}/${f.own.transactionId}`,
      '/api/history/transaction/%00',
      `/api/history/transaction/${encodeURIComponent("' OR '1'='1")}`,
      '/api/history/transaction/%E0%A4%A',
    ],
  },
  // restore a version (position) or, without one, a deleted record (issue 10)
  {
    method: 'POST',
    route: '/api/history/:kind/:id/restore',
    caller: 'user',
    path: (f) => `/api/history/transaction/${f.own.transactionId}/restore`,
    refusedPaths: (f) => [
      `/api/history/transaction/${f.foreign.transactionId}/restore`,
      `/api/history/goal/${f.foreign.goalId}/restore`,
      `/api/history/workout/${f.foreign.workoutId}/restore`,
      `/api/history/meal/${f.foreign.mealId}/restore`,
      `/api/history/recipe/${f.foreign.recipeId}/restore`,
      `/api/history/budget/${f.foreign.budgetId}/restore`, // issue 26: budget and body-weight versions
      `/api/history/body-weight/${f.foreign.bodyWeightId ?? randomUUID()}/restore`,
      `/api/history/recurring-transaction/${f.foreign.recurringTransactionId}/restore`, // issue 26: undelete or a version
      `/api/history/recurring-transaction/${f.own.recurringTransactionId}/restore`, // live: nothing to undelete (a position: none of its)
      `/api/history/account/${f.own.accountId}/restore`,
      `/api/history/transaction/${randomUUID()}/restore`,
      `/api/history/__proto__/${f.own.transactionId}/restore`,
      '/api/history/transaction/%00/restore',
    ],
    body: () => ({ position: '00000000000000000001-00000000000000000001' }),
    fields: { position: { kind: 'line', max: 64 } },
  },
  { method: 'GET', route: '/api/history/deleted', caller: 'user', query: { kind: { kind: 'choice', valid: 'goal' } } },
  // targets (beyond SPEC 'Set Goals')
  { method: 'GET', route: '/api/targets', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  { method: 'PUT', route: '/api/targets', caller: 'user', body: () => ({ calories: 2100 }), fields: targetFields },
  // goals, and beyond SPEC their weekly progress and reviews
  { method: 'GET', route: '/api/goals', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  {
    method: 'POST',
    route: '/api/goals',
    caller: 'user',
    creates: true,
    body: () => ({ title: 'Sweep goal', category: 'Sweep', priority: 'high', progress: 10, dueDate: 'Dec 31' }),
    fields: goalFields,
  },
  {
    method: 'PUT',
    route: '/api/goals/:id',
    caller: 'user',
    ids: goalIds,
    body: () => ({ progress: 20, status: 'active' }),
    fields: goalFields,
  },
  { method: 'DELETE', route: '/api/goals/:id', caller: 'user', ids: goalIds },
  { method: 'GET', route: '/api/goals/weekly-progress', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  { method: 'GET', route: '/api/goal-reviews', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  {
    method: 'GET',
    route: '/api/goal-reviews/week',
    caller: 'user',
    query: { weekStart: { kind: 'date', valid: '2024-01-01' }, asOf: { kind: 'instant', valid: AS_OF } },
    // A Tuesday, and a Monday's day with a time.
    refusedQueries: ['?weekStart=2024-01-02', '?weekStart=2024-01-01T00:00:00Z'],
  },
  {
    method: 'POST',
    route: '/api/goal-reviews',
    caller: 'user',
    creates: true,
    body: () => ({ weekStart: '2024-01-01', reflection: 'Sweep week' }),
    fields: { weekStart: { kind: 'date' }, reflection: { kind: 'multiline', max: MAX_GOAL_REFLECTION_LENGTH } },
  },
  // workouts, and beyond SPEC their log, timer and figures
  {
    method: 'GET',
    route: '/api/workouts',
    caller: 'user',
    query: {
      startDate: { kind: 'date', valid: '2024-01-01' },
      endDate: { kind: 'date', valid: '2024-12-31' },
      limit: { kind: 'limit', valid: '10' },
      asOf: { kind: 'instant', valid: AS_OF },
    },
    refusedQueries: ['?startDate=2024-02-01&endDate=2024-01-01', '?startDate=2099-12-31&endDate=1901-01-01'],
  },
  { method: 'GET', route: '/api/workouts/stats', caller: 'user', query: { asOf: { kind: 'instant', valid: AS_OF } } },
  {
    method: 'POST',
    route: '/api/workouts',
    caller: 'user',
    creates: true,
    body: workoutBody,
    fields: workoutFields,
    setField: setWorkoutField,
  },
  // The Edit dialog (issue 26): the create's body and rules.
  {
    method: 'PUT',
    route: '/api/workouts/:id',
    caller: 'user',
    ids: workoutIds,
    body: workoutBody,
    fields: workoutFields,
    setField: setWorkoutField,
  },
  {
    method: 'PATCH',
    route: '/api/workouts/:id',
    caller: 'user',
    ids: workoutIds,
    body: () => ({ completed: true }),
    fields: { completed: { kind: 'bool' } },
  },
  { method: 'POST', route: '/api/workouts/:id/start', caller: 'user', ids: workoutIds },
  { method: 'POST', route: '/api/workouts/:id/finish', caller: 'user', ids: workoutIds },
  { method: 'DELETE', route: '/api/workouts/:id', caller: 'user', ids: workoutIds },
  // issue 27: fitness progress, body weight and the nutrition report (each read answers ?asOf=)
  {
    method: 'GET',
    route: '/api/fitness/progress',
    caller: 'user',
    query: { range: { kind: 'choice', valid: '1y' }, asOf: { kind: 'instant', valid: AS_OF } },
  },
  {
    method: 'GET',
    route: '/api/nutrition/report',
    caller: 'user',
    query: {
      startDate: { kind: 'date', valid: '2024-01-01' },
      endDate: { kind: 'date', valid: '2024-01-31' },
      asOf: { kind: 'instant', valid: AS_OF },
    },
    refusedQueries: ['?startDate=2024-02-01&endDate=2024-01-01', '?startDate=1901-01-01&endDate=2099-12-31'],
  },
  {
    method: 'GET',
    route: '/api/body-weight',
    caller: 'user',
    query: { unit: { kind: 'choice', valid: 'lb' }, asOf: { kind: 'instant', valid: AS_OF } },
  },
  {
    method: 'POST',
    route: '/api/body-weight',
    caller: 'user',
    creates: true,
    body: () => ({ date: '2024-01-10', weight: '70.5', unit: 'kg' }),
    fields: bodyWeightFields,
  },
  {
    method: 'PUT',
    route: '/api/body-weight/:id',
    caller: 'user',
    ids: bodyWeightIds,
    body: () => ({ date: '2024-01-11', weight: '70.25', unit: 'kg' }),
    fields: bodyWeightFields,
  },
  { method: 'POST', route: '/api/body-weight/:id/restore', caller: 'user', ids: bodyWeightIds },
  { method: 'DELETE', route: '/api/body-weight/:id', caller: 'user', ids: bodyWeightIds },
  // import batches (issue 11): the caller's batches; undo deletes exactly the batch's records
  {
    method: 'GET',
    route: '/api/imports',
    caller: 'user',
    query: { kind: { kind: 'choice', valid: 'mfp' }, asOf: { kind: 'instant', valid: AS_OF } },
  },
  { method: 'GET', route: '/api/imports/:id', caller: 'user', ids: importIds, query: { asOf: { kind: 'instant', valid: AS_OF } } },
  { method: 'POST', route: '/api/imports/:id/undo', caller: 'user', ids: importIds },
  // Apple Health and MyFitnessPal uploads: the file is the raw body; anything else is a 400 naming the file (or row)
  {
    method: 'POST',
    route: '/api/imports/apple-health',
    caller: 'user',
    query: { fileName: { kind: 'text', max: 200, valid: 'export.zip' } },
    refusedQueries: ['?dryRun=maybe'],
  },
  {
    method: 'POST',
    route: '/api/imports/mfp',
    caller: 'user',
    // issue 27: weightUnit names the unit of a measurement export's weights
    query: { fileName: { kind: 'text', max: 200, valid: 'nutrition.csv' }, weightUnit: { kind: 'choice', valid: 'kg' } },
    refusedQueries: ['?dryRun=maybe'],
  },
  // Bank CSV and OFX/QFX uploads: previews read the file alone; imports name an account of the caller's
  { method: 'POST', route: '/api/imports/bank-csv/preview', caller: 'user', refusedFiles: hostileBankFiles },
  {
    method: 'POST',
    route: '/api/imports/bank-csv',
    caller: 'user',
    path: (f) => `/api/imports/bank-csv?accountId=${f.own.accountId}&mapping=${BANK_MAPPING}`,
    query: { fileName: { kind: 'text', max: 200, valid: 'bank.csv' } },
    refusedQueries: (f) => [
      '',
      `?accountId=${f.foreign.accountId}&mapping=${BANK_MAPPING}`,
      // issue 23 (h9): no mapping is valid now (the layout is detected), so `?accountId=` alone is not refused
      `?accountId=${f.own.accountId}&mapping=%7B`,
      `?accountId=${f.own.accountId}&mapping=%7B%7D`,
      `?accountId=${f.own.accountId}&mapping=${BANK_MAPPING}&keepDuplicates=x`,
      `?accountId=${f.own.accountId}&mapping=${BANK_MAPPING}&dryRun=maybe`,
    ],
    refusedFiles: hostileBankFiles, // issue 23 (h8)
  },
  { method: 'POST', route: '/api/imports/ofx/preview', caller: 'user', refusedFiles: () => [...hostileBankFiles(), ...hostileOfxFiles()] },
  {
    method: 'POST',
    route: '/api/imports/ofx',
    caller: 'user',
    path: (f) => `/api/imports/ofx?accountId=${f.own.accountId}`,
    query: { fileName: { kind: 'text', max: 200, valid: 'statement.ofx' } },
    refusedQueries: (f) => [
      '',
      `?accountId=${f.foreign.accountId}`,
      `?accountId=${f.own.accountId}&statement=0`,
      `?accountId=${f.own.accountId}&statement=x`,
      // h6 (issue 23): OFX rows matched to recorded transactions may be kept anyway
      `?accountId=${f.own.accountId}&keepDuplicates=x`,
    ],
    refusedFiles: () => [...hostileBankFiles(), ...hostileOfxFiles()],
  },
  // issue 23 (h8): QIF uploads, shaped as OFX's
  { method: 'POST', route: '/api/imports/qif/preview', caller: 'user', refusedFiles: () => [...hostileBankFiles(), ...hostileQifFiles()] },
  {
    method: 'POST',
    route: '/api/imports/qif',
    caller: 'user',
    path: (f) => `/api/imports/qif?accountId=${f.own.accountId}`,
    query: { fileName: { kind: 'text', max: 200, valid: 'statement.qif' } },
    refusedQueries: (f) => [
      '',
      `?accountId=${f.foreign.accountId}`,
      `?accountId=${f.own.accountId}&keepDuplicates=x`,
      `?accountId=${f.own.accountId}&dryRun=maybe`,
      `?accountId=${f.own.accountId}&account=x`,
    ],
    refusedFiles: () => [...hostileBankFiles(), ...hostileQifFiles()],
  },
  // issue 23 (h10): categorisation rules, re-running them, payee memory
  { method: 'GET', route: '/api/rules', caller: 'user' },
  {
    method: 'GET',
    route: '/api/rules/payee',
    caller: 'user',
    path: () => '/api/rules/payee?title=Sweep',
    query: { title: { kind: 'text', max: MAX_TRANSACTION_TITLE_LENGTH, valid: 'Sweep' } },
    refusedQueries: ['', '?title=', '?title=%20'],
  },
  { method: 'POST', route: '/api/rules', caller: 'user', creates: true, body: ruleBody, fields: ruleFields },
  { method: 'PUT', route: '/api/rules/:id', caller: 'user', ids: ruleIds, body: ruleBody, fields: ruleFields },
  { method: 'DELETE', route: '/api/rules/:id', caller: 'user', ids: ruleIds },
  // issue 23: 'Move up' / 'Move down' (the sweep's one own rule is first and last: a 409, never a 5xx)
  {
    method: 'POST',
    route: '/api/rules/:id/move',
    caller: 'user',
    ids: ruleIds,
    body: () => ({ direction: 'up' }),
    fields: { direction: { kind: 'choice' } },
  },
  {
    method: 'POST',
    route: '/api/rules/apply',
    caller: 'user',
    body: (f) => ({ transactionIds: [f.own.transactionId] }),
    fields: { transactionIds: { kind: 'rows' } },
  }, // issue 24: search across all records (the header's box)
  {
    method: 'GET',
    route: '/api/search',
    caller: 'user',
    path: () => '/api/search?q=Sweep',
    query: { q: { kind: 'text', max: MAX_SEARCH_LENGTH, valid: 'Sweep' } },
    refusedQueries: ['', '?q=', '?q=%20%20'],
    oddQueries: [`?q=${encodeURIComponent("' OR '1'='1")}`, '?q=%25', '?q=_', '?q=%5C', '?q=-86.42', '?q=99999999999.99', '?q=%24', '?q=-'],
  },
];
