import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const PASSWORD = 'correct-horse-1';

export function newEmail(): string {
  return `e2e-${randomUUID().slice(0, 8)}@example.com`;
}

/** Register through the API with the page's own cookie jar, so the page is signed in. */
export async function signUpViaApi(page: Page, displayName = 'Ada Lovelace'): Promise<string> {
  const email = newEmail();
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, displayName },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

export async function expectDashboard(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

// --- Issue 24: setup the money specs (ledger, reconcile, bulk edit, quick entry, export) share.

/** yyyy-mm-dd of today + `offset` days in the browser's (and this process's) local zone. */
export function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A day as the money screens show it: 'Nov 6, 2026'. */
export function shownDay(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** POST as the signed-in page; fails the test unless the answer is 2xx, and returns its JSON. */
export async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A checking or savings account opened `daysAgo` days back with its starting balance (default 60 days, 0.00). */
export function createAccountViaApi(
  page: Page,
  accountName: string,
  options: { accountType?: string; startingBalance?: string; daysAgo?: number; isPrimary?: boolean } = {},
): Promise<{ id: string }> {
  const { accountType = 'checking', startingBalance = '0', daysAgo = 60, isPrimary } = options;
  return postJson(page, '/api/accounts', {
    accountName,
    accountType,
    startingBalance,
    startingBalanceAsof: localDay(-daysAgo),
    ...(isPrimary === undefined ? {} : { isPrimary }),
  });
}

/** A category of the given type (default an expense one). */
export function createCategoryViaApi(page: Page, name: string, transactionType = 'Expense - Variable'): Promise<{ id: string }> {
  return postJson(page, '/api/expense-types', { transactionCategory: name, transactionType });
}

/** Many transactions in one request (the bulk route), as typed by the spec. */
export async function seedTransactions(page: Page, transactions: readonly Record<string, unknown>[]): Promise<void> {
  await postJson(page, '/api/transactions/bulk', { transactions });
}
