import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Issue 13 #4 and #5, end to end: the account delete dialog names the account's transactions,
 * 'Make inactive instead' keeps everything, deleting with them leaves no orphan (balances and lists
 * no longer show them); a credit card over its limit says by how much.
 */

async function post<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

test('the account delete dialog names the transactions; inactive keeps them, deleting takes them along', async ({ page }) => {
  await signUpViaApi(page);
  const checking = await post<{ id: string }>(page, '/api/accounts', {
    accountName: 'Everyday',
    accountType: 'checking',
    startingBalance: '1000',
  });
  const savings = await post<{ id: string }>(page, '/api/accounts', {
    accountName: 'Rainy Day',
    accountType: 'savings',
    startingBalance: '500',
  });
  await post(page, '/api/accounts', { accountName: 'Visa', accountType: 'credit_card', creditLimit: '1000', startingBalance: '-1120' });
  await post(page, '/api/transactions', { title: 'Groceries', amount: '50', type: 'expense', fromAccountId: checking.id });
  await post(page, '/api/transactions', {
    title: 'Save',
    amount: '100',
    type: 'payment',
    fromAccountId: checking.id,
    toAccountId: savings.id,
  });

  await page.goto('/money');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Create / Manage Account(s)' }).click();
  const manager = page.getByRole('dialog', { name: 'Manage Accounts' });
  await expect(manager.getByRole('region', { name: 'Savings accounts' })).toContainText('$600.00');
  await expect(manager.getByRole('region', { name: 'Credit Card accounts' })).toContainText('Over limit by $120.00');

  // The dialog counts first, and 'Make inactive instead' keeps the account and its transactions.
  await manager.getByRole('button', { name: 'Delete Everyday' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete account' });
  await expect(confirm.getByText('This account has 2 transactions.')).toBeVisible();
  await expect(confirm).toContainText('1 of them is a transfer with another account, whose balance changes too.');
  await confirm.getByRole('button', { name: 'Make inactive instead' }).click();
  await expect(page.getByText('Account updated')).toBeVisible();
  await expect(confirm).toBeHidden();
  const checkingSection = manager.getByRole('region', { name: 'Checking accounts' });
  await expect(checkingSection).toContainText('Inactive');
  await expect(checkingSection).toContainText('$850.00');

  // Deleting it with its transactions: the transfer goes too, so Rainy Day is back to its start.
  await manager.getByRole('button', { name: 'Delete Everyday' }).click();
  await confirm.getByRole('button', { name: 'Delete account and 2 transactions' }).click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Checking accounts' })).toHaveCount(0);
  await expect(manager.getByRole('region', { name: 'Savings accounts' })).toContainText('$500.00');
  await page.keyboard.press('Escape');

  await page.goto('/money/transactions');
  await expect(page.getByText('No transactions yet')).toBeVisible();
});
