/** Setup shared by the route tests (not used at runtime): one app per test file, and money fixtures made through the API. */
import type { TestDbKind } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions, type TestClient } from './test-app';

/**
 * Starts the real app over a fresh database before the file's tests and closes it after them
 * (`describe.each(testDbKinds())('x (%s)', (kind) => { const app = useTestApp(kind); ... })`).
 * The returned object forwards to the app once it has started, so tests use it directly.
 */
export function useTestApp(kind: TestDbKind, options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(kind, options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!started) throw new Error('useTestApp: the app is only there inside tests (beforeAll has not run)');
      return Reflect.get(started, key);
    },
  });
}

export async function createAccount(client: TestClient, body: Record<string, unknown>): Promise<{ id: string; balance: string }> {
  const response = await client.post('/api/accounts', { accountType: 'checking', ...body });
  expect(response.status).toBe(201);
  return response.json();
}

export async function createCategory(client: TestClient, name: string, transactionType = 'Expense - Variable'): Promise<{ id: string }> {
  const response = await client.post('/api/expense-types', { transactionCategory: name, transactionType });
  expect(response.status).toBe(201);
  return response.json();
}

export async function record(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/transactions', body);
  if (response.status !== 201) throw new Error(`record failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Two expenses of `accountId` whose JSON needs care (the JSON-text pages' specs): `${word} " backslash \\ slash / é 💸`
 * with notes to escape and a category whose name needs escaping, on 2025-11-01; `splitTitle`, split over two categories,
 * one line with a memo to escape, on 2025-11-02.
 */
export async function recordTextEdgeCases(client: TestClient, accountId: string, word: string, splitTitle: string) {
  const food = await createCategory(client, 'Food "fresh" \\ \t');
  const fun = await createCategory(client, 'Fun');
  await record(client, {
    title: `${word} " backslash \\ slash / é 💸`,
    amount: '0.05',
    type: 'expense',
    fromAccountId: accountId,
    date: '2025-11-01',
    notes: 'Line 1\r\nLine 2\ttab \u2028 é 💸 </script>',
    transactionCategoryIds: [food.id],
  });
  await record(client, {
    title: splitTitle,
    amount: '100.00',
    type: 'expense',
    fromAccountId: accountId,
    date: '2025-11-02',
    splits: [
      { categoryId: food.id, amount: '60.50', memo: 'Memo "quoted" \\ é' },
      { categoryId: fun.id, amount: '39.50' },
    ],
  });
  return { food, fun };
}

/** Balances by account name. */
export async function balances(client: TestClient, headers: Record<string, string> = {}): Promise<Record<string, [string, string]>> {
  const accounts = (await (await client.get('/api/accounts', headers)).json()) as Array<{
    accountName: string;
    balance: string;
    balanceAll: string;
  }>;
  return Object.fromEntries(accounts.map((account) => [account.accountName, [account.balance, account.balanceAll]]));
}
