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

/** Balances by account name. */
export async function balances(client: TestClient, headers: Record<string, string> = {}): Promise<Record<string, [string, string]>> {
  const accounts = (await (await client.get('/api/accounts', headers)).json()) as Array<{
    accountName: string;
    balance: string;
    balanceAll: string;
  }>;
  return Object.fromEntries(accounts.map((account) => [account.accountName, [account.balance, account.balanceAll]]));
}
