/** Shared setup of the transaction route tests (not used at runtime). */
import { expect } from 'vitest';
import type { TestClient } from '../testing/test-app';

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
  const accounts = (await (await client.get('/api/accounts', headers)).json()) as Array<{ accountName: string; balance: string; balanceAll: string }>;
  return Object.fromEntries(accounts.map((account) => [account.accountName, [account.balance, account.balanceAll]]));
}
