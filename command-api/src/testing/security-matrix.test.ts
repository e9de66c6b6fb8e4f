/**
 * Per-user security matrix: every authenticated route, checked the same four ways.
 *   1. no credentials                       -> 401
 *   2. an invalid bearer token              -> 401 (never falls back to a cookie)
 *   3. a cookie-authenticated write from another Origin -> 403 (CSRF)
 *   4. another signed-in user on the owner's record     -> 404, or the owner's data absent from their list
 * Feature routes add their entries to `routes` below (one per method + path).
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '@life/domain';
import { settledHead } from '@life/infra/testing/settled-head';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '../http/read-model';
import { positionOf, positionToken } from './position-tokens';
import { startTestApp, TEST_OPERATOR_TOKEN, type RegisteredUser, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface PreparedRequest {
  path: string;
  /** JSON, or the raw file of an upload route (a `RawUpload`). */
  body?: unknown;
  ownerMarker?: string | readonly string[];
}

interface ProtectedRoute {
  method: Method;
  /** Route pattern, for the test name. */
  route: string;
  /** Creates whatever the owner needs and returns the concrete request (at once when nothing needs creating). */
  prepare(app: TestApp, owner: RegisteredUser): PreparedRequest | Promise<PreparedRequest>;
  /**
   * How another user must see it: 'not-found' for a record of the owner's (404),
   * 'absent' for lists (the ownerMarker string must not appear), 'own' when the route only ever
   * shows the caller's own data (e.g. /me), 'invalid' when the body names the owner's records
   * (another user's ids are unknown to the caller: 400, nothing written, nothing revealed).
   */
  foreign: 'not-found' | 'absent' | 'own' | 'invalid';
  /** More checks of another user's (successful) response body, as JSON. */
  foreignSees?(json: unknown): void;
}

/** A file sent as the raw request body (import uploads, issue 11). */
class RawUpload {
  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {}
}

const MATRIX_MFP_CSV = 'Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g)\n2024-02-03,Matrix lunch,432,10,60,20\n';
const MATRIX_APPLE_XML =
  '<HealthData locale="en_US"><Workout workoutActivityType="HKWorkoutActivityTypeRowing" duration="25" durationUnit="min" startDate="2024-02-03 07:00:00 +0000"/></HealthData>';

const MATRIX_BANK_CSV = 'Date,Description,Amount\n2024-02-03,Bank row,-12.34\n';
const MATRIX_BANK_MAPPING = {
  dateFormat: 'yyyy-mm-dd',
  numberFormat: '1,234.56',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
};
const MATRIX_OFX =
  '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20240203<TRNAMT>-1.00<FITID>F1<NAME>Ofx row</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';

const MATRIX_QIF = '!Type:Bank\nD02/03/2024\nT-1.00\nPQif row\n^\n'; // issue 23 (h8)

/** An MFP import of the owner's (one meal named 'Matrix lunch'); its batch id. */
async function importMeals(owner: RegisteredUser): Promise<string> {
  const response = await owner.client.fetch('/api/imports/mfp', {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    body: MATRIX_MFP_CSV,
  });
  if (response.status !== 201) throw new Error(`import failed: ${response.status}`);
  const { importId } = (await response.json()) as { importId: string };
  // The checks read the batch as other callers too (a bearer token, another user), without the import's
  // position: wait until its read model holds it (a 503 says it is still catching up).
  const caughtUp = { 'X-Min-Position': response.headers.get('x-position') ?? '' };
  for (let attempt = 0; (await owner.client.get(`/api/imports/${importId}`, caughtUp)).status !== 200; attempt++) {
    if (attempt >= 10) throw new Error('the import batch did not show up');
  }
  return importId;
}

async function createToken(owner: RegisteredUser, name = 'matrix'): Promise<{ id: string; token: string }> {
  const response = await owner.client.post('/api/auth/tokens', { name });
  if (response.status !== 201) throw new Error(`token create failed: ${response.status}`);
  return (await response.json()) as { id: string; token: string };
}

async function createAccount(owner: RegisteredUser): Promise<{ id: string }> {
  const response = await owner.client.post('/api/accounts', { accountName: 'Matrix', accountType: 'checking' });
  if (response.status !== 201) throw new Error(`account create failed: ${response.status}`);
  return (await response.json()) as { id: string };
}

async function createCategory(owner: RegisteredUser): Promise<{ id: string }> {
  const response = await owner.client.post('/api/expense-types', {
    transactionCategory: `Matrix ${randomUUID()}`,
    transactionType: 'Income',
  });
  if (response.status !== 201) throw new Error(`category create failed: ${response.status}`);
  return (await response.json()) as { id: string };
}

/** A budget of the owner's (November 2026) on an expense category of its own. */
async function createBudget(owner: RegisteredUser): Promise<{ id: string; categoryId: string }> {
  const category = await owner.client.post('/api/expense-types', {
    transactionCategory: `Matrix budget ${randomUUID()}`,
    transactionType: 'Expense - Variable',
  });
  if (category.status !== 201) throw new Error(`category create failed: ${category.status}`);
  const categoryId = ((await category.json()) as { id: string }).id;
  const response = await owner.client.post('/api/budgets', { categoryId, budgetAmount: '123.45', month: 11, year: 2026 });
  if (response.status !== 201) throw new Error(`budget create failed: ${response.status}`);
  return { id: ((await response.json()) as { id: string }).id, categoryId };
}

/** issue 23 (h10): a rule body naming a category of the owner's, and a rule made from it. */
async function ruleBody(owner: RegisteredUser) {
  return { name: 'Matrix rule', pattern: 'matrix', categoryId: (await createCategory(owner)).id };
}
async function createRule(owner: RegisteredUser): Promise<{ id: string }> {
  const response = await owner.client.post('/api/rules', await ruleBody(owner));
  if (response.status !== 201) throw new Error(`rule create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}
async function transactionBody(owner: RegisteredUser) {
  return {
    title: 'Matrix',
    amount: '1.00',
    type: 'income',
    toAccountId: (await createAccount(owner)).id,
    transactionCategoryIds: [(await createCategory(owner)).id],
  };
}

/** An expense of the owner's, today, with a distinctive amount, in a category of its own with a distinctive name. */
async function recordExpense(owner: RegisteredUser, amount: string): Promise<{ categoryName: string }> {
  const categoryName = `Matrix spend ${randomUUID()}`;
  const category = await owner.client.post('/api/expense-types', {
    transactionCategory: categoryName,
    transactionType: 'Expense - Variable',
  });
  if (category.status !== 201) throw new Error(`category create failed: ${category.status}`);
  const fromAccountId = (await createAccount(owner)).id;
  const transactionCategoryIds = [((await category.json()) as { id: string }).id];
  const response = await owner.client.post('/api/transactions', {
    title: 'Matrix expense',
    amount,
    type: 'expense',
    fromAccountId,
    transactionCategoryIds,
  });
  if (response.status !== 201) throw new Error(`expense create failed: ${response.status}`);
  return { categoryName };
}

const ZERO_TOTALS = {
  income: '0.00',
  expenses: '0.00',
  net: '0.00',
  payments: '0.00',
  incomeCount: 0,
  expenseCount: 0,
  paymentCount: 0,
  transactionCount: 0,
};

async function createTransaction(owner: RegisteredUser): Promise<{ id: string }> {
  const response = await owner.client.post('/api/transactions', await transactionBody(owner));
  if (response.status !== 201) throw new Error(`transaction create failed: ${response.status}`);
  return (await response.json()) as { id: string };
}

/** A short monthly income of the owner's (three occurrences), into an account of its own. */
async function recurringBody(owner: RegisteredUser) {
  return {
    title: 'Matrix recurring',
    amount: '3.00',
    type: 'income',
    toAccountId: (await createAccount(owner)).id,
    frequency: 'monthly',
    startDate: '2024-01-15',
    endDate: '2024-03-15',
  };
}

async function createRecurring(owner: RegisteredUser): Promise<{ id: string }> {
  const response = await owner.client.post('/api/recurring-transactions', await recurringBody(owner));
  if (response.status !== 201) throw new Error(`recurring create failed: ${response.status}`);
  return (await response.json()) as { id: string };
}

/** Issue 26: a recurring transaction of the owner's with two pending occurrences next year, deleted (its occurrences with it). */
async function deletedRecurringWithOccurrences(owner: RegisteredUser): Promise<{ id: string; title: string }> {
  const title = `Matrix recurring ${randomUUID()}`;
  const year = new Date().getUTCFullYear() + 1;
  const body = { ...(await recurringBody(owner)), title, startDate: `${year}-01-15`, endDate: `${year}-02-15` };
  const response = await owner.client.post('/api/recurring-transactions', body);
  if (response.status !== 201) throw new Error(`recurring create failed: ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  if ((await owner.client.delete(`/api/recurring-transactions/${id}`)).status !== 204) throw new Error('recurring delete failed');
  return { id, title };
}

/** A schedule following a recurring transaction of the owner's (so the body names one of their records). */
async function scheduleBody(owner: RegisteredUser) {
  return {
    name: 'Matrix schedule',
    frequency: 'use-recurring-transaction',
    recurringTransactionId: (await createRecurring(owner)).id,
    startDate: '2024-01-01',
    endDate: '2024-03-31',
  };
}

async function createSchedule(owner: RegisteredUser): Promise<{ id: string }> {
  const response = await owner.client.post('/api/schedules', await scheduleBody(owner));
  if (response.status !== 201) throw new Error(`schedule create failed: ${response.status}`);
  return (await response.json()) as { id: string };
}

/** A workout of the owner's with a distinctive name; `started` runs its timer (so it can be finished). */
async function createWorkout(owner: RegisteredUser, started = false): Promise<{ id: string; name: string }> {
  const response = await owner.client.post('/api/workouts', { name: `Matrix workout ${randomUUID()}`, type: 'cardio', duration: 20 });
  if (response.status !== 201) throw new Error(`workout create failed: ${response.status}`);
  const workout = (await response.json()) as { id: string; name: string };
  if (started && (await owner.client.post(`/api/workouts/${workout.id}/start`)).status !== 200) throw new Error('workout start failed');
  return workout;
}

/** issue 27: a body-weight entry of the owner's. */
async function createBodyWeight(owner: RegisteredUser): Promise<{ id: string }> {
  const response = await owner.client.post('/api/body-weight', { date: '2026-11-01', weight: '70.25', unit: 'kg' });
  if (response.status !== 201) throw new Error(`body weight create failed: ${response.status}`);
  return (await response.json()) as { id: string };
}

/** A goal of the owner's with a distinctive title. */
async function createGoal(owner: RegisteredUser): Promise<{ id: string; title: string }> {
  const response = await owner.client.post('/api/goals', { title: `Matrix goal ${randomUUID()}`, category: 'Matrix' });
  if (response.status !== 201) throw new Error(`goal create failed: ${response.status}`);
  return (await response.json()) as { id: string; title: string };
}

/** This week's reflection of the owner's, with a distinctive text. */
async function saveReview(owner: RegisteredUser): Promise<string> {
  const reflection = `Matrix reflection ${randomUUID()}`;
  const response = await owner.client.post('/api/goal-reviews', { reflection });
  if (response.status !== 200) throw new Error(`review save failed: ${response.status}`);
  return reflection;
}

/** A meal of the owner's, with a distinctive name. */
async function createMeal(owner: RegisteredUser): Promise<{ id: string; name: string }> {
  const response = await owner.client.post('/api/meals', { name: `Matrix meal ${randomUUID()}`, type: 'lunch', calories: 321 });
  if (response.status !== 201) throw new Error(`meal create failed: ${response.status}`);
  return (await response.json()) as { id: string; name: string };
}

/** A grocery item of the owner's, ticked off (so 'clear completed' has something to clear), with a distinctive name. */
async function addGroceryItem(owner: RegisteredUser): Promise<{ id: string; name: string }> {
  const response = await owner.client.post('/api/grocery-items', { name: `Matrix item ${randomUUID()}`, checked: true });
  if (response.status !== 201) throw new Error(`grocery item add failed: ${response.status}`);
  return (await response.json()) as { id: string; name: string };
}

/** A recipe of the owner's (issue 27), with a distinctive name and one ingredient. */
async function createRecipe(owner: RegisteredUser): Promise<{ id: string; name: string }> {
  const response = await owner.client.post('/api/recipes', {
    name: `Matrix recipe ${randomUUID()}`,
    servings: 2,
    ingredients: [{ quantity: '200', unit: 'g', food: 'Matrix rice' }],
    calories: 350,
  });
  if (response.status !== 201) throw new Error(`recipe create failed: ${response.status}`);
  return (await response.json()) as { id: string; name: string };
}

/** An asOf later than any test's clock: answered as of now. */
const AS_OF_NOW = '2099-12-31T23:59:59Z';

const routes: ProtectedRoute[] = [
  { method: 'GET', route: '/api/auth/me', foreign: 'own', prepare: () => ({ path: '/api/auth/me' }) },
  {
    method: 'GET',
    route: '/api/auth/tokens',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const { id } = await createToken(owner, 'listed');
      return { path: '/api/auth/tokens', ownerMarker: id };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/tokens',
    foreign: 'own',
    prepare: () => ({ path: '/api/auth/tokens', body: { name: 'new' } }),
  },
  {
    method: 'DELETE',
    route: '/api/auth/tokens/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/auth/tokens/${(await createToken(owner)).id}` }),
  },

  // Money (accounts, categories, transactions): ids of the owner's records, bodies naming them.
  {
    method: 'GET',
    route: '/api/accounts',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: '/api/accounts', ownerMarker: (await createAccount(owner)).id }),
  },
  {
    method: 'POST',
    route: '/api/accounts',
    foreign: 'own',
    prepare: () => ({ path: '/api/accounts', body: { accountName: 'New', accountType: 'checking' } }),
  },
  {
    method: 'PUT',
    route: '/api/accounts/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({
      path: `/api/accounts/${(await createAccount(owner)).id}`,
      body: { balance: '5', accountName: 'Renamed' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/accounts/${(await createAccount(owner)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/accounts/:id/adjustments',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/accounts/${(await createAccount(owner)).id}/adjustments` }),
  },
  {
    method: 'GET',
    route: '/api/accounts/:id/adjustments?asOf',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/accounts/${(await createAccount(owner)).id}/adjustments?asOf=${AS_OF_NOW}` }),
  },
  {
    method: 'GET',
    route: '/api/accounts/:id/usage',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/accounts/${(await createAccount(owner)).id}/usage` }),
  },
  ...(['/api/expense-types', '/api/transaction-categories'] as const).map((path): ProtectedRoute => ({
    method: 'GET',
    route: path,
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path, ownerMarker: (await createCategory(owner)).id }),
  })),
  {
    method: 'GET',
    route: '/api/expense-types?asOf',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: `/api/expense-types?asOf=${AS_OF_NOW}`, ownerMarker: (await createCategory(owner)).id }),
  },
  {
    method: 'POST',
    route: '/api/expense-types',
    foreign: 'own',
    prepare: () => ({ path: '/api/expense-types', body: { transactionCategory: `New ${randomUUID()}`, transactionType: 'Income' } }),
  },
  {
    method: 'PUT',
    route: '/api/expense-types/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/expense-types/${(await createCategory(owner)).id}`, body: { description: 'x' } }),
  },
  {
    method: 'DELETE',
    route: '/api/expense-types/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/expense-types/${(await createCategory(owner)).id}` }),
  },
  // Budgets (issue 11): the caller's own budget book; a body naming the owner's category is a 400.
  {
    method: 'GET',
    route: '/api/budgets',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: '/api/budgets?month=2026-11', ownerMarker: (await createBudget(owner)).id }),
  },
  {
    method: 'GET',
    route: '/api/budgets/periods',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      await createBudget(owner);
      return { path: `/api/budgets/periods?scheduleId=${(await createSchedule(owner)).id}&month=2026-11` };
    },
  },
  {
    method: 'POST',
    route: '/api/budgets',
    foreign: 'invalid',
    prepare: async (_app, owner) => {
      const { categoryId } = await createBudget(owner);
      return { path: '/api/budgets', body: { categoryId, budgetAmount: '10', month: 12, year: 2026 } };
    },
  },
  {
    method: 'POST',
    route: '/api/budgets/copy',
    foreign: 'invalid',
    prepare: async (_app, owner) => {
      await createBudget(owner);
      return { path: '/api/budgets/copy', body: { fromMonth: '2026-11', toMonth: '2026-12' } };
    },
  },
  {
    method: 'PUT',
    route: '/api/budgets/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/budgets/${(await createBudget(owner)).id}`, body: { budgetAmount: '99' } }),
  },
  {
    method: 'DELETE',
    route: '/api/budgets/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/budgets/${(await createBudget(owner)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/transactions',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: '/api/transactions', ownerMarker: (await createTransaction(owner)).id }),
  },
  // As of a moment (issue 10): a moment past now is answered as now, so the owner's records are there to leak.
  {
    method: 'GET',
    route: '/api/accounts?asOf',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: `/api/accounts?asOf=${AS_OF_NOW}`, ownerMarker: (await createAccount(owner)).id }),
  },
  {
    method: 'GET',
    route: '/api/transactions?asOf',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: `/api/transactions?asOf=${AS_OF_NOW}`, ownerMarker: (await createTransaction(owner)).id }),
  },
  {
    method: 'GET',
    route: '/api/account-balances/:startDate/:endDate?asOf',
    foreign: 'absent',
    prepare: async (_app, owner) => ({
      path: `/api/account-balances/2024-01-01/2024-12-31?asOf=${AS_OF_NOW}`,
      ownerMarker: (await createAccount(owner)).id,
    }),
  },
  {
    method: 'GET',
    route: '/api/money/summary?asOf',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const { categoryName } = await recordExpense(owner, '4321.08');
      return { path: `/api/money/summary?asOf=${AS_OF_NOW}`, ownerMarker: ['4321.08', categoryName] };
    },
    foreignSees: (json) => expect((json as { allTime: unknown }).allTime).toEqual(ZERO_TOTALS),
  },
  {
    method: 'GET',
    route: '/api/transactions?changedSince',
    // The owner's X-Read-Position token (issue 22) proves nothing to another user: 400, nothing revealed.
    foreign: 'invalid',
    prepare: async (_app, owner) => {
      const since = (await owner.client.get('/api/transactions')).headers.get('x-read-position') ?? '';
      const kept = await createTransaction(owner);
      const deleted = await createTransaction(owner);
      await owner.client.delete(`/api/transactions/${deleted.id}`);
      // A token from before these writes: the owner's changes and deletions are all "since" it.
      return { path: `/api/transactions?changedSince=${since}`, ownerMarker: [kept.id, deleted.id] };
    },
  },
  {
    method: 'POST',
    route: '/api/transactions',
    foreign: 'invalid',
    prepare: async (_app, owner) => ({ path: '/api/transactions', body: await transactionBody(owner) }),
  },
  {
    method: 'POST',
    route: '/api/transactions/bulk',
    foreign: 'invalid',
    prepare: async (_app, owner) => ({ path: '/api/transactions/bulk', body: { transactions: [await transactionBody(owner)] } }),
  },
  // issue 24: bulk edit names the owner's transactions (another user's ids are 404) and its undo the owner's batch
  {
    method: 'POST',
    route: '/api/transactions/bulk-edit',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({
      path: '/api/transactions/bulk-edit',
      body: { ids: [(await createTransaction(owner)).id], action: 'set-status', posted: 'pending' },
    }),
  },
  {
    method: 'POST',
    route: '/api/transactions/bulk-edit/:id/undo',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      const ids = [(await createTransaction(owner)).id];
      const response = await owner.client.post('/api/transactions/bulk-edit', { ids, action: 'set-status', posted: 'pending' });
      if (response.status !== 201) throw new Error(`bulk edit failed: ${response.status}`);
      return { path: `/api/transactions/bulk-edit/${((await response.json()) as { batchId: string }).batchId}/undo` };
    },
  },
  {
    method: 'PUT',
    route: '/api/transactions/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/transactions/${(await createTransaction(owner)).id}`, body: { title: 'Edited' } }),
  },
  {
    method: 'PATCH',
    route: '/api/transactions/:id/status',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({
      path: `/api/transactions/${(await createTransaction(owner)).id}/status`,
      body: { posted: 'pending' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/transactions/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/transactions/${(await createTransaction(owner)).id}` }),
  },
  // issue 24: reconciliation
  {
    method: 'PATCH',
    route: '/api/transactions/:id/cleared',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/transactions/${(await createTransaction(owner)).id}/cleared`, body: { cleared: true } }),
  },
  {
    method: 'GET',
    route: '/api/accounts/:id/reconciliation',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/accounts/${(await createAccount(owner)).id}/reconciliation?statementDate=2024-12-31` }),
  },
  {
    method: 'POST',
    route: '/api/accounts/:id/reconciliations',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({
      path: `/api/accounts/${(await createAccount(owner)).id}/reconciliations`,
      body: { statementDate: '2024-12-31', statementBalance: '0.00' },
    }),
  },
  // Recurring transactions, schedules, periods and balances.
  {
    method: 'GET',
    route: '/api/recurring-transactions',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: '/api/recurring-transactions', ownerMarker: (await createRecurring(owner)).id }),
  },
  {
    method: 'POST',
    route: '/api/recurring-transactions',
    foreign: 'invalid',
    prepare: async (_app, owner) => ({ path: '/api/recurring-transactions', body: await recurringBody(owner) }),
  },
  {
    method: 'PUT',
    route: '/api/recurring-transactions/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({
      path: `/api/recurring-transactions/${(await createRecurring(owner)).id}`,
      body: { title: 'Edited' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/recurring-transactions/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/recurring-transactions/${(await createRecurring(owner)).id}` }),
  },
  {
    method: 'POST',
    route: '/api/recurring-transactions/:id/generate',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/recurring-transactions/${(await createRecurring(owner)).id}/generate` }),
  },
  {
    method: 'GET',
    route: '/api/schedules',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: '/api/schedules', ownerMarker: (await createSchedule(owner)).id }),
  },
  {
    method: 'POST',
    route: '/api/schedules',
    foreign: 'invalid',
    prepare: async (_app, owner) => ({ path: '/api/schedules', body: await scheduleBody(owner) }),
  },
  {
    method: 'PUT',
    route: '/api/schedules/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/schedules/${(await createSchedule(owner)).id}`, body: { name: 'Edited' } }),
  },
  {
    method: 'DELETE',
    route: '/api/schedules/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/schedules/${(await createSchedule(owner)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/schedule-periods',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/schedule-periods?scheduleId=${(await createSchedule(owner)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/schedules/:id/balances',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/schedules/${(await createSchedule(owner)).id}/balances` }),
  },
  {
    method: 'GET',
    route: '/api/account-balances/:startDate/:endDate',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: '/api/account-balances/2024-01-01/2024-12-31', ownerMarker: (await createAccount(owner)).id }),
  },
  {
    method: 'GET',
    route: '/api/money/summary',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const { categoryName } = await recordExpense(owner, '4321.09');
      return { path: '/api/money/summary', ownerMarker: ['4321.09', categoryName] };
    },
    foreignSees: (json) => {
      const summary = json as { monthTotals: unknown; allTime: unknown; categories: unknown[] };
      expect(summary.monthTotals).toEqual(ZERO_TOTALS);
      expect(summary.allTime).toEqual(ZERO_TOTALS);
      expect(summary.categories).toEqual([]);
    },
  },
  {
    // issue 24: another user's upcoming list holds none of the owner's future transactions
    method: 'GET',
    route: '/api/money/upcoming',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const fromAccountId = (await createAccount(owner)).id;
      const response = await owner.client.post('/api/transactions', {
        title: 'Matrix upcoming',
        amount: '4321.10',
        type: 'expense',
        fromAccountId,
        date: '2099-01-01',
      });
      if (response.status !== 201) throw new Error(`upcoming create failed: ${response.status}`);
      return { path: '/api/money/upcoming', ownerMarker: ['4321.10', 'Matrix upcoming'] };
    },
    foreignSees: (json) => expect(json).toMatchObject({ total: 0, transactions: [] }),
  },
  {
    // issue 24: naming the owner's account lists nothing of it either
    method: 'GET',
    route: "/api/money/upcoming?accountId= (the owner's account)",
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const fromAccountId = (await createAccount(owner)).id;
      const response = await owner.client.post('/api/transactions', {
        title: 'Matrix upcoming of an account',
        amount: '4321.11',
        type: 'expense',
        fromAccountId,
        date: '2099-01-01',
      });
      if (response.status !== 201) throw new Error(`upcoming create failed: ${response.status}`);
      return { path: `/api/money/upcoming?accountId=${fromAccountId}`, ownerMarker: ['4321.11', 'Matrix upcoming of an account'] };
    },
    foreignSees: (json) => expect(json).toMatchObject({ total: 0, transactions: [] }),
  },
  // Reports (issue 11): another user's report holds none of the owner's figures; naming the owner's account or category is a 404.
  ...(['/api/reports/summary', '/api/reports/summary.csv'] as const).flatMap((route): ProtectedRoute[] => [
    {
      method: 'GET',
      route,
      foreign: 'absent',
      prepare: async (_app, owner) => {
        const { categoryName } = await recordExpense(owner, '4321.10');
        return { path: route, ownerMarker: ['4321.10', categoryName] };
      },
    },
    {
      method: 'GET',
      route: `${route}?accountIds`,
      foreign: 'not-found',
      prepare: async (_app, owner) => ({ path: `${route}?accountIds=${(await createAccount(owner)).id}` }),
    },
    {
      method: 'GET',
      route: `${route}?categoryIds`,
      foreign: 'not-found',
      prepare: async (_app, owner) => ({ path: `${route}?categoryIds=${(await createCategory(owner)).id}` }),
    },
  ]),
  // Nutrition: meals, grocery items, water (a stream of the caller's own per day).
  {
    method: 'GET',
    route: '/api/meals',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const meal = await createMeal(owner);
      return { path: '/api/meals', ownerMarker: [meal.id, meal.name] };
    },
  },
  {
    method: 'POST',
    route: '/api/meals',
    foreign: 'own',
    prepare: () => ({ path: '/api/meals', body: { name: 'New meal', type: 'snack', calories: 100 } }),
  },
  {
    method: 'PATCH',
    route: '/api/meals/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/meals/${(await createMeal(owner)).id}`, body: { logged: true } }),
  },
  {
    method: 'DELETE',
    route: '/api/meals/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/meals/${(await createMeal(owner)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/grocery-items',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const item = await addGroceryItem(owner);
      return { path: '/api/grocery-items', ownerMarker: [item.id, item.name] };
    },
  },
  { method: 'POST', route: '/api/grocery-items', foreign: 'own', prepare: () => ({ path: '/api/grocery-items', body: { name: 'Eggs' } }) },
  {
    method: 'PUT',
    route: '/api/grocery-items/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/grocery-items/${(await addGroceryItem(owner)).id}`, body: { checked: false } }),
  },
  {
    method: 'DELETE',
    route: '/api/grocery-items/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/grocery-items/${(await addGroceryItem(owner)).id}` }),
  },
  {
    // Another user's clear sees and removes only their own items (groceries/routes.test.ts checks the owner's stays).
    method: 'POST',
    route: '/api/grocery-items/clear-completed',
    foreign: 'own',
    prepare: async (_app, owner) => {
      const item = await addGroceryItem(owner);
      return { path: '/api/grocery-items/clear-completed', ownerMarker: item.id };
    },
  },
  // Recipes (issue 27): another user's ids are 404 on every route; lists show only the caller's.
  {
    method: 'GET',
    route: '/api/recipes',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const recipe = await createRecipe(owner);
      return { path: `/api/recipes?asOf=${AS_OF_NOW}`, ownerMarker: [recipe.id, recipe.name] };
    },
  },
  {
    method: 'GET',
    route: '/api/recipes/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/recipes/${(await createRecipe(owner)).id}` }),
  },
  {
    method: 'POST',
    route: '/api/recipes',
    foreign: 'own',
    prepare: () => ({ path: '/api/recipes', body: { name: 'New recipe' } }),
  },
  {
    method: 'POST',
    route: '/api/recipes/import',
    foreign: 'own',
    prepare: () => ({ path: '/api/recipes/import', body: { text: JSON.stringify({ '@type': 'Recipe', name: 'Imported' }) } }),
  },
  {
    method: 'PUT',
    route: '/api/recipes/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/recipes/${(await createRecipe(owner)).id}`, body: { name: 'Renamed', servings: 3 } }),
  },
  {
    method: 'DELETE',
    route: '/api/recipes/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/recipes/${(await createRecipe(owner)).id}` }),
  },
  {
    method: 'POST',
    route: '/api/recipes/:id/grocery-list',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/recipes/${(await createRecipe(owner)).id}/grocery-list`, body: { servings: 4 } }),
  },
  {
    method: 'POST',
    route: '/api/recipes/:id/log-meal',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({
      path: `/api/recipes/${(await createRecipe(owner)).id}/log-meal`,
      body: { servings: 1, type: 'dinner' },
    }),
  },
  {
    method: 'GET',
    route: '/api/water',
    foreign: 'own',
    prepare: async (_app, owner) => {
      const response = await owner.client.post('/api/water', { date: '2024-03-03' });
      if (response.status !== 200) throw new Error(`water failed: ${response.status}`);
      return { path: '/api/water?date=2024-03-03' };
    },
    foreignSees: (json) => expect(json).toEqual({ date: '2024-03-03', glasses: 0 }),
  },
  { method: 'POST', route: '/api/water', foreign: 'own', prepare: () => ({ path: '/api/water', body: { date: '2024-03-04' } }) },
  // Issue 26: settings are the caller's own; another user keeps the default week.
  {
    method: 'GET',
    route: '/api/settings',
    foreign: 'own',
    prepare: async (_app, owner) => {
      const response = await owner.client.put('/api/settings', { weekStartsOn: 'saturday' });
      if (response.status !== 200) throw new Error(`settings failed: ${response.status}`);
      return { path: '/api/settings' };
    },
    foreignSees: (json) => expect(json).toEqual({ weekStartsOn: 'monday' }),
  },
  { method: 'PUT', route: '/api/settings', foreign: 'own', prepare: () => ({ path: '/api/settings', body: { weekStartsOn: 'sunday' } }) },
  // Issue 26: removing a glass takes one from the caller's own day; the owner's glass stays theirs.
  {
    method: 'POST',
    route: '/api/water/remove',
    foreign: 'own',
    prepare: async (_app, owner) => {
      const response = await owner.client.post('/api/water', { date: '2024-03-05' });
      if (response.status !== 200) throw new Error(`water failed: ${response.status}`);
      return { path: '/api/water/remove', body: { date: '2024-03-05' } };
    },
    foreignSees: (json) => expect(json).toEqual({ date: '2024-03-05', glasses: 0 }),
  },
  // Targets (beyond SPEC 'Set Goals'): the stream is the caller's own; another user sees their own (default) targets.
  {
    method: 'GET',
    route: '/api/targets',
    foreign: 'own',
    prepare: async (_app, owner) => {
      const response = await owner.client.put('/api/targets', { calories: 4321 });
      if (response.status !== 200) throw new Error(`targets failed: ${response.status}`);
      return { path: '/api/targets', ownerMarker: '4321' };
    },
    foreignSees: (json) => expect(json).toMatchObject({ calories: 2000, custom: false }),
  },
  { method: 'PUT', route: '/api/targets', foreign: 'own', prepare: () => ({ path: '/api/targets', body: { calories: 2100 } }) },
  // Goals, their weekly progress and the weekly review: another user sees only their own (the figures per user: goals/routes.test.ts).
  {
    method: 'GET',
    route: '/api/goals',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const goal = await createGoal(owner);
      return { path: '/api/goals', ownerMarker: [goal.id, goal.title] };
    },
  },
  {
    method: 'POST',
    route: '/api/goals',
    foreign: 'own',
    prepare: () => ({ path: '/api/goals', body: { title: 'New goal', category: 'Matrix' } }),
  },
  {
    method: 'PUT',
    route: '/api/goals/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/goals/${(await createGoal(owner)).id}`, body: { progress: 10 } }),
  },
  {
    method: 'DELETE',
    route: '/api/goals/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/goals/${(await createGoal(owner)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/goals/weekly-progress',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      await createGoal(owner);
      return { path: '/api/goals/weekly-progress' };
    },
  },
  {
    method: 'GET',
    route: '/api/goal-reviews',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: '/api/goal-reviews', ownerMarker: await saveReview(owner) }),
  },
  {
    method: 'GET',
    route: '/api/goal-reviews/week',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const goal = await createGoal(owner);
      return { path: '/api/goal-reviews/week', ownerMarker: [goal.id, goal.title, await saveReview(owner)] };
    },
  },
  {
    method: 'POST',
    route: '/api/goal-reviews',
    foreign: 'own',
    prepare: () => ({ path: '/api/goal-reviews', body: { reflection: `New reflection ${randomUUID()}` } }),
  },
  // Workouts, their timer and figures: another user's ids are 404, their workouts and figures never shown.
  {
    method: 'GET',
    route: '/api/workouts',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const workout = await createWorkout(owner);
      return { path: '/api/workouts', ownerMarker: [workout.id, workout.name] };
    },
  },
  {
    method: 'GET',
    route: '/api/workouts/stats',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const { id } = await createWorkout(owner);
      await owner.client.patch(`/api/workouts/${id}`, { completed: true });
      return { path: '/api/workouts/stats' };
    },
    foreignSees: (json) => expect((json as { totalCompleted: number }).totalCompleted).toBe(0),
  },
  {
    method: 'POST',
    route: '/api/workouts',
    foreign: 'own',
    prepare: () => ({ path: '/api/workouts', body: { name: 'New workout', type: 'hiit', duration: 15 } }),
  },
  {
    method: 'PUT',
    route: '/api/workouts/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({
      path: `/api/workouts/${(await createWorkout(owner)).id}`,
      body: { name: 'Edited workout', type: 'cardio', duration: 35 },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/workouts/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/workouts/${(await createWorkout(owner)).id}`, body: { completed: true } }),
  },
  {
    method: 'POST',
    route: '/api/workouts/:id/start',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/workouts/${(await createWorkout(owner)).id}/start` }),
  },
  {
    method: 'POST',
    route: '/api/workouts/:id/finish',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/workouts/${(await createWorkout(owner, true)).id}/finish` }),
  },
  {
    method: 'DELETE',
    route: '/api/workouts/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/workouts/${(await createWorkout(owner)).id}` }),
  },
  // issue 27: fitness progress, body weight and the nutrition report: another user's figures never shown, ids 404.
  {
    method: 'GET',
    route: '/api/fitness/progress',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const { id } = await createWorkout(owner);
      await owner.client.patch(`/api/workouts/${id}`, { completed: true });
      return { path: '/api/fitness/progress' };
    },
    foreignSees: (json) => expect((json as { totals: { workouts: number } }).totals.workouts).toBe(0),
  },
  {
    method: 'GET',
    route: '/api/nutrition/report',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      await createMeal(owner);
      return { path: '/api/nutrition/report' };
    },
    foreignSees: (json) => expect((json as { loggedDays: number }).loggedDays).toBe(0),
  },
  {
    method: 'GET',
    route: '/api/body-weight',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const { id } = await createBodyWeight(owner);
      return { path: '/api/body-weight', ownerMarker: id };
    },
    foreignSees: (json) => expect((json as { entries: unknown[] }).entries).toEqual([]),
  },
  {
    method: 'POST',
    route: '/api/body-weight',
    foreign: 'own',
    prepare: () => ({ path: '/api/body-weight', body: { date: '2026-11-02', weight: '70.5', unit: 'kg' } }),
  },
  {
    method: 'PUT',
    route: '/api/body-weight/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/body-weight/${(await createBodyWeight(owner)).id}`, body: { weight: '71' } }),
  },
  {
    method: 'DELETE',
    route: '/api/body-weight/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/body-weight/${(await createBodyWeight(owner)).id}` }),
  },
  {
    method: 'POST',
    route: '/api/body-weight/:id/restore',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      const { id } = await createBodyWeight(owner);
      if ((await owner.client.delete(`/api/body-weight/${id}`)).status !== 204) throw new Error('body weight delete failed');
      return { path: `/api/body-weight/${id}/restore` };
    },
  },
  // A record's history (issue 10): the owner's records of every kind are 404 to another user.
  ...(
    [
      ['transaction', createTransaction],
      ['account', createAccount],
      ['category', createCategory],
      ['goal', createGoal],
      ['workout', createWorkout],
      ['meal', createMeal],
      ['body-weight', createBodyWeight], // issue 27
      ['recipe', createRecipe],
      ['budget', createBudget], // issue 26
    ] as const
  ).map(([kind, create]): ProtectedRoute => ({
    method: 'GET',
    route: `/api/history/:kind/:id (${kind})`,
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/history/${kind}/${(await create(owner)).id}` }),
  })),
  // Downloads (issue 10): another user's export holds none of the owner's events or transactions.
  ...(['/api/export', '/api/export/transactions.csv'] as const).map((path): ProtectedRoute => ({
    method: 'GET',
    route: path,
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const { categoryName } = await recordExpense(owner, '918.27');
      const { id } = await createTransaction(owner);
      return { path, ownerMarker: ['918.27', '-918.27', categoryName, id] };
    },
  })),
  // issue 24: the CSV with upcoming recurring occurrences asked for holds none of the owner's either
  {
    method: 'GET',
    route: '/api/export/transactions.csv?upcoming=include',
    foreign: 'absent',
    prepare: async (app, owner) => {
      const today = app.clock.now().toISOString().slice(0, 10);
      const response = await owner.client.post('/api/recurring-transactions', {
        title: 'Matrix upcoming rule',
        amount: '6543.21',
        type: 'income',
        toAccountId: (await createAccount(owner)).id,
        frequency: 'monthly',
        startDate: addDays(today, 7),
        endDate: addDays(today, 70),
      });
      if (response.status !== 201) throw new Error(`recurring create failed: ${response.status}`);
      const { id } = (await response.json()) as { id: string };
      return { path: '/api/export/transactions.csv?upcoming=include', ownerMarker: ['6543.21', 'Matrix upcoming rule', id] };
    },
  },
  {
    method: 'GET',
    route: '/api/history/deleted',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const goal = await createGoal(owner);
      await owner.client.delete(`/api/goals/${goal.id}`);
      return { path: '/api/history/deleted', ownerMarker: [goal.id, goal.title] };
    },
  },
  {
    method: 'POST',
    route: '/api/history/:kind/:id/restore (undelete)',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      const goal = await createGoal(owner);
      await owner.client.delete(`/api/goals/${goal.id}`);
      return { path: `/api/history/goal/${goal.id}/restore`, body: {} };
    },
  },
  // Issue 27: a deleted body-weight entry is restorable from Recently Deleted (the owner's only).
  {
    method: 'POST',
    route: '/api/history/:kind/:id/restore (undelete body weight)',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      const { id } = await createBodyWeight(owner);
      if ((await owner.client.delete(`/api/body-weight/${id}`)).status !== 204) throw new Error('body weight delete failed');
      return { path: `/api/history/body-weight/${id}/restore`, body: {} };
    },
  },
  // Issue 26: an account deleted with its transactions lists them under it and comes back with them (the owner's only).
  {
    method: 'GET',
    route: '/api/history/deleted (what went with a record)',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const title = `Matrix taken ${randomUUID()}`;
      const { id: accountId } = await createAccount(owner);
      await owner.client.post('/api/transactions', { title, amount: '1.00', type: 'income', toAccountId: accountId });
      await owner.client.delete(`/api/accounts/${accountId}?withTransactions=true`);
      return { path: '/api/history/deleted', ownerMarker: [accountId, title] };
    },
  },
  {
    method: 'POST',
    route: '/api/history/:kind/:id/restore (an account with its transactions)',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      const { id: accountId } = await createAccount(owner);
      await owner.client.post('/api/transactions', { title: 'Matrix taken', amount: '1.00', type: 'income', toAccountId: accountId });
      await owner.client.delete(`/api/accounts/${accountId}?withTransactions=true`);
      return { path: `/api/history/account/${accountId}/restore`, body: {} };
    },
  },
  // Issue 26: a recurring transaction deleted with its pending occurrences lists them under it and comes back with them.
  {
    method: 'GET',
    route: '/api/history/deleted (a recurring transaction with its occurrences)',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const { id, title } = await deletedRecurringWithOccurrences(owner);
      return { path: '/api/history/deleted', ownerMarker: [id, title] };
    },
  },
  {
    method: 'POST',
    route: '/api/history/:kind/:id/restore (a recurring transaction with its occurrences)',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      const { id } = await deletedRecurringWithOccurrences(owner);
      return { path: `/api/history/recurring-transaction/${id}/restore`, body: {} };
    },
  },
  {
    method: 'POST',
    route: '/api/history/:kind/:id/restore',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      const { id } = await createTransaction(owner);
      await owner.client.put(`/api/transactions/${id}`, { amount: '2.00' });
      const history = (await (await owner.client.get(`/api/history/transaction/${id}`)).json()) as { entries: { position: string }[] };
      return { path: `/api/history/transaction/${id}/restore`, body: { position: history.entries[0]?.position } };
    },
  },
  // Issue 26: 'Restore this version' of a budget and of a body weight (the owner's only).
  {
    method: 'POST',
    route: '/api/history/:kind/:id/restore (a budget version)',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      const { id } = await createBudget(owner);
      await owner.client.put(`/api/budgets/${id}`, { budgetAmount: '200' });
      const history = (await (await owner.client.get(`/api/history/budget/${id}`)).json()) as { entries: { position: string }[] };
      return { path: `/api/history/budget/${id}/restore`, body: { position: history.entries[0]?.position } };
    },
  },
  {
    method: 'POST',
    route: '/api/history/:kind/:id/restore (a body-weight version)',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      const { id } = await createBodyWeight(owner);
      await owner.client.put(`/api/body-weight/${id}`, { weight: '70' });
      const history = (await (await owner.client.get(`/api/history/body-weight/${id}`)).json()) as { entries: { position: string }[] };
      return { path: `/api/history/body-weight/${id}/restore`, body: { position: history.entries[0]?.position } };
    },
  },
  // The dashboard: the owner's latest expense, completed workout, logged meal and goal are their
  // Recent Activity and figures; another user's dashboard holds none of them.
  {
    method: 'GET',
    route: '/api/dashboard',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      await recordExpense(owner, '876.54');
      const workout = await createWorkout(owner);
      await owner.client.patch(`/api/workouts/${workout.id}`, { completed: true });
      const meal = await createMeal(owner);
      await owner.client.patch(`/api/meals/${meal.id}`, { logged: true });
      const goal = await createGoal(owner);
      return { path: '/api/dashboard', ownerMarker: ['876.54', workout.id, workout.name, meal.id, meal.name, goal.id, goal.title] };
    },
  },
  {
    method: 'GET',
    route: '/api/dashboard?asOf',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const meal = await createMeal(owner);
      await owner.client.patch(`/api/meals/${meal.id}`, { logged: true });
      const goal = await createGoal(owner);
      return { path: `/api/dashboard?asOf=${AS_OF_NOW}`, ownerMarker: [meal.id, meal.name, goal.id, goal.title] };
    },
  },

  // Imports (issue 11): batches are the owner's; duplicates are judged within the caller's own records.
  {
    method: 'GET',
    route: '/api/imports',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: '/api/imports', ownerMarker: await importMeals(owner) }),
  },
  {
    method: 'GET',
    route: '/api/imports/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/imports/${await importMeals(owner)}` }),
  },
  {
    method: 'POST',
    route: '/api/imports/:id/undo',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/imports/${await importMeals(owner)}/undo` }),
  },
  {
    method: 'POST',
    route: '/api/imports/mfp',
    foreign: 'own',
    prepare: async (_app, owner) => {
      await importMeals(owner);
      return { path: '/api/imports/mfp', body: new RawUpload(MATRIX_MFP_CSV, 'text/csv') };
    },
    // The owner imported the same file: for another user it is new, not a duplicate.
    foreignSees: (json) => expect(json).toMatchObject({ added: 1, skipped: 0 }),
  },
  {
    method: 'POST',
    route: '/api/imports/apple-health',
    foreign: 'own',
    prepare: () => ({ path: '/api/imports/apple-health', body: new RawUpload(MATRIX_APPLE_XML, 'application/xml') }),
  },
  // Bank imports: the file alone (previews), or onto an account of the caller's (the owner's id is a 400 for another user).
  {
    method: 'POST',
    route: '/api/imports/bank-csv/preview',
    foreign: 'own',
    prepare: () => ({ path: '/api/imports/bank-csv/preview', body: new RawUpload(MATRIX_BANK_CSV, 'text/csv') }),
  },
  {
    method: 'POST',
    route: '/api/imports/bank-csv',
    foreign: 'invalid',
    prepare: async (_app, owner) => {
      const account = await createAccount(owner);
      const mapping = encodeURIComponent(JSON.stringify(MATRIX_BANK_MAPPING));
      return { path: `/api/imports/bank-csv?accountId=${account.id}&mapping=${mapping}`, body: new RawUpload(MATRIX_BANK_CSV, 'text/csv') };
    },
  },
  {
    method: 'POST',
    route: '/api/imports/ofx/preview',
    foreign: 'own',
    prepare: () => ({ path: '/api/imports/ofx/preview', body: new RawUpload(MATRIX_OFX, 'application/x-ofx') }),
  },
  {
    method: 'POST',
    route: '/api/imports/ofx',
    foreign: 'invalid',
    prepare: async (_app, owner) => {
      const account = await createAccount(owner);
      return { path: `/api/imports/ofx?accountId=${account.id}`, body: new RawUpload(MATRIX_OFX, 'application/x-ofx') };
    },
  },
  // issue 23 (h8): QIF uploads, shaped as OFX's
  {
    method: 'POST',
    route: '/api/imports/qif/preview',
    foreign: 'own',
    prepare: () => ({ path: '/api/imports/qif/preview', body: new RawUpload(MATRIX_QIF, 'application/qif') }),
  },
  {
    method: 'POST',
    route: '/api/imports/qif',
    foreign: 'invalid',
    prepare: async (_app, owner) => {
      const account = await createAccount(owner);
      return { path: `/api/imports/qif?accountId=${account.id}`, body: new RawUpload(MATRIX_QIF, 'application/qif') };
    },
  },
  // issue 23 (h10): categorisation rules, re-running them, payee memory
  {
    method: 'GET',
    route: '/api/rules',
    foreign: 'absent',
    prepare: async (_app, owner) => ({ path: '/api/rules', ownerMarker: (await createRule(owner)).id }),
  },
  {
    method: 'POST',
    route: '/api/rules',
    foreign: 'invalid',
    prepare: async (_app, owner) => ({ path: '/api/rules', body: await ruleBody(owner) }),
  },
  {
    method: 'PUT',
    route: '/api/rules/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({
      path: `/api/rules/${(await createRule(owner)).id}`,
      body: { name: 'x', pattern: 'x', renameTo: 'y' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/rules/:id',
    foreign: 'not-found',
    prepare: async (_app, owner) => ({ path: `/api/rules/${(await createRule(owner)).id}` }),
  },
  {
    method: 'POST',
    route: '/api/rules/:id/move',
    foreign: 'not-found',
    prepare: async (_app, owner) => {
      await createRule(owner);
      return { path: `/api/rules/${(await createRule(owner)).id}/move`, body: { direction: 'up' } };
    },
  },
  {
    method: 'POST',
    route: '/api/rules/apply',
    foreign: 'own',
    prepare: async (_app, owner) => {
      await createRule(owner);
      const response = await owner.client.post('/api/transactions', await transactionBody(owner));
      if (response.status !== 201) throw new Error(`transaction create failed: ${response.status}`);
      return { path: '/api/rules/apply', body: { transactionIds: [((await response.json()) as { id: string }).id] } };
    },
    // Another user's transaction is not theirs to change: counted missing, untouched.
    foreignSees: (json) => expect(json).toEqual({ changed: 0, unchanged: 0, missing: 1 }),
  },
  {
    method: 'GET',
    route: '/api/rules/payee',
    foreign: 'own',
    prepare: async (_app, owner) => {
      const response = await owner.client.post('/api/transactions', await transactionBody(owner));
      if (response.status !== 201) throw new Error(`transaction create failed: ${response.status}`);
      return { path: '/api/rules/payee?title=Matrix', ownerMarker: ((await response.json()) as { toAccountId: string }).toAccountId };
    },
    foreignSees: (json) => expect(json).toMatchObject({ title: null, toAccountId: null }),
  },
  // issue 24: search across records finds only the caller's own (the owner's finds: search/routes.test.ts)
  {
    method: 'GET',
    route: '/api/search',
    foreign: 'absent',
    prepare: async (_app, owner) => {
      const [goal, workout, meal, item] = [
        await createGoal(owner),
        await createWorkout(owner),
        await createMeal(owner),
        await addGroceryItem(owner),
      ];
      const transaction = await createTransaction(owner);
      // Accounts, categories and recurring items are searched too (all named 'Matrix...').
      const [account, category, recurring] = [await createAccount(owner), await createCategory(owner), await createRecurring(owner)];
      const ownerMarker = [
        ...[transaction.id, goal.id, goal.title, workout.id, workout.name, meal.id, meal.name, item.id, item.name],
        ...[account.id, category.id, recurring.id],
      ];
      return { path: '/api/search?q=Matrix', ownerMarker };
    },
  },
];

describe.each(oneTestDbKind())('security matrix (%s)', (kind) => {
  let app: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    app = await startTestApp(kind);
    owner = await app.register();
    other = await app.register();
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (
    client: ReturnType<TestApp['client']>,
    method: Method,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    body instanceof RawUpload
      ? client.fetch(path, { method, headers: { 'Content-Type': body.contentType, ...headers }, body: body.text })
      : method === 'GET' || method === 'DELETE'
        ? client.fetch(path, { method, headers })
        : client.fetch(path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body ?? {}) });

  describe.each(routes)('$method $route', (route) => {
    it('answers 401 without credentials', async () => {
      const { path, body } = await route.prepare(app, owner);
      const response = await send(app.client(), route.method, path, body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Not signed in' });
    });

    it('answers 401 for an invalid bearer token, even next to a valid cookie', async () => {
      const { path, body } = await route.prepare(app, owner);
      const response = await send(owner.client, route.method, path, body, { Authorization: 'Bearer life_pat_invalid' });
      expect(response.status).toBe(401);
    });

    if (route.method !== 'GET') {
      it('answers 403 to a cookie-authenticated request from another origin', async () => {
        const { path, body } = await route.prepare(app, owner);
        const response = await send(owner.client, route.method, path, body, { Origin: 'https://evil.example' });
        expect(response.status).toBe(403);
      });
    }

    it("does not reveal the owner's data to another user", async () => {
      const { path, body, ownerMarker } = await route.prepare(app, owner);
      const response = await send(other.client, route.method, path, body);
      if (route.foreign === 'not-found') {
        expect(response.status).toBe(404);
      } else if (route.foreign === 'invalid') {
        expect(response.status).toBe(400);
        const text = await response.text();
        expect(text).not.toContain(owner.user.id);
        expect(text).not.toContain('Matrix');
      } else {
        expect(response.status).toBeLessThan(300);
        const text = await response.text();
        for (const marker of [ownerMarker ?? []].flat()) expect(text).not.toContain(marker);
        expect(text).not.toContain(owner.user.id);
        expect(text).not.toContain(owner.email);
        route.foreignSees?.(JSON.parse(text));
      }
    });

    it('works for the owner with a bearer token', async () => {
      const { token } = await createToken(owner, 'owner');
      const { path, body } = await route.prepare(app, owner);
      // As a script would after its writes: the read waits for them (a bearer client holds no position of its own).
      const caughtUp = positionToken(app, owner, await settledHead(app.deps.store));
      const response = await send(app.client(), route.method, path, body, { Authorization: `Bearer ${token}`, 'X-Min-Position': caughtUp });
      expect(response.status).toBeLessThan(300);
    });
  });
});

// Health details (issue 22): operator-only. No user credential opens it, the owner's own session or
// API token included (a user is not the operator); only LIFE_OPERATOR_TOKEN does (health/access.test.ts).
describe.each(oneTestDbKind())('security matrix: GET /api/health/details (%s)', (kind) => {
  let app: TestApp;
  let user: RegisteredUser;
  beforeAll(async () => {
    app = await startTestApp(kind, { recurringGeneration: false });
    user = await app.register();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 anonymously, to a user session and to a user API token; 200 to the operator token', async () => {
    const { token } = await createToken(user, 'not an operator');
    for (const [client, headers] of [
      [app.client(), {}],
      [user.client, {}],
      [app.client(), { Authorization: `Bearer ${token}` }],
      [user.client, { Authorization: 'Bearer life_pat_invalid' }],
    ] as const) {
      const response = await client.get('/api/health/details', headers);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('stuck');
    }
    const operator = await app.client().get('/api/health/details', { Authorization: `Bearer ${TEST_OPERATOR_TOKEN}` });
    expect(operator.status).toBe(200);
    expect(await operator.json()).toMatchObject({ status: 'ok', stuck: [] });
  });
});

// Position tokens (issue 22): X-Position / X-Min-Position are tokens sealed for one user. Another
// user's token proves nothing: their read does not wait for it, fails on nothing, and the answer's
// token covers nothing (changedSince with the owner's token: the 400 in the table above).
describe.each(oneTestDbKind())('security matrix: position tokens (%s)', (kind) => {
  let app: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    app = await startTestApp(kind, { recurringGeneration: false });
    owner = await app.register();
    other = await app.register();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("another user's X-Min-Position token gives no wait, no error and no position", async () => {
    const written = (await owner.client.post('/api/goals', { title: 'Matrix token goal', category: 'Health' })).headers.get('x-position')!;
    // A token of the owner's for a position no write has reached: were it opened, the read would wait, then 400.
    const beyond = positionToken(app, owner, '99999999999999999999-99999999999999999999');
    for (const token of [written, beyond, `${written},${beyond}`]) {
      const started = performance.now();
      const response = await other.client.get('/api/goals', { 'X-Min-Position': token });
      expect(performance.now() - started).toBeLessThan(READ_YOUR_WRITES_TIMEOUT_MS);
      expect(response.status).toBe(200);
      expect(positionOf(app, other, response.headers.get('x-position'))).toBe('');
      expect(await response.text()).not.toContain('Matrix');
    }
  });

  it("another user's list cursor names no page of theirs: 400, nothing revealed", async () => {
    const [first, second] = [await createTransaction(owner), await createTransaction(owner)];
    const cursor = (await owner.client.get('/api/transactions?limit=1')).headers.get('x-next-cursor')!;
    expect((await owner.client.get(`/api/transactions?limit=1&cursor=${cursor}`)).status).toBe(200);
    const response = await other.client.get(`/api/transactions?limit=1&cursor=${cursor}`);
    expect(response.status).toBe(400);
    const text = await response.text();
    for (const marker of [first.id, second.id, owner.user.id]) expect(text).not.toContain(marker);
  });
});
