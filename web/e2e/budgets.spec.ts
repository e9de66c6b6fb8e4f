import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/** The browser's (and this machine's) local day, as the app computes "this month". */
function localDay(date = new Date()): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('a 100.00 Food budget with a 120.00 Food expense is over budget; Copy last month fills the next month', async ({ page }) => {
  await signUpViaApi(page, 'Bea Budget');
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json() as Promise<{ id: string }>;
  };
  const account = await post('/api/accounts', { accountName: 'Checking', accountType: 'checking', balance: '1000' });
  const food = await post('/api/expense-types', { transactionCategory: 'Food', transactionType: 'Expense - Variable' });

  await page.goto('/money/budgets');
  await expect(page.getByText('No budgets yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Budget' }).first().click();
  const form = page.getByRole('form', { name: 'New budget' });
  await form.getByLabel('Category').selectOption({ label: 'Food' });
  await form.getByLabel('Budget amount').fill('100');
  await form.getByRole('button', { name: 'Create Budget' }).click();
  const row = page.getByTestId('budget-row');
  await expect(row).toContainText('$0.00of $100.00');

  await post('/api/transactions', {
    title: 'Groceries',
    type: 'expense',
    amount: '120.00',
    date: localDay(),
    fromAccountId: account.id,
    transactionCategoryIds: [food.id],
  });
  await page.reload();
  await expect(row).toContainText('over budget');
  await expect(row).toContainText('$120.00of $100.00');
  await expect(row.getByText('$120.00')).toHaveCSS('color', 'rgb(250, 82, 82)');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByText('No budgets yet')).toBeVisible();
  await page.getByRole('button', { name: 'Copy last month' }).click();
  await expect(row).toContainText('$0.00of $100.00');
  await expect(row).not.toContainText('over budget');
});
