import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Issue 24, search across everything: the header's box finds records of every area, grouped, and
 * the keyboard alone opens one (type, arrow down, Enter), Esc closes the list.
 */

async function post<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

test('the header search finds records of every area; arrow down and Enter open the transaction', async ({ page }) => {
  await signUpViaApi(page);
  const account = await post<{ id: string }>(page, '/api/accounts', {
    accountName: 'Everyday',
    accountType: 'checking',
    startingBalance: '100',
  });
  await post(page, '/api/transactions', {
    title: 'Kumquat market',
    amount: '86.42',
    type: 'expense',
    fromAccountId: account.id,
    date: '2024-05-04',
  });
  await post(page, '/api/goals', { title: 'Grow kumquats', category: 'Garden' });
  await post(page, '/api/grocery-items', { name: 'Kumquat jam' });

  await page.goto('/');
  const box = page.getByLabel('Search everything');
  await box.fill('kumquat');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveCount(3);
  // Grouped by area, transactions first.
  await expect(list.getByText('Transactions')).toBeVisible();
  await expect(list.getByText('Goals')).toBeVisible();
  await expect(list.getByText('Grocery Items')).toBeVisible();
  await expect(list.getByRole('option').first()).toContainText('Kumquat market');
  await expect(list.getByRole('option').first()).toContainText('-$86.42');

  // Esc closes the list; typing again opens it.
  await box.press('Escape');
  await expect(list).toBeHidden();
  // An amount finds the transaction too.
  await box.fill('-86.42');
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option')).toContainText('Kumquat market');

  await box.press('ArrowDown');
  // The option the arrow reached is the box's active descendant.
  await expect(list.getByRole('option').first()).toHaveAttribute('data-combobox-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').first().getAttribute('id'))!);
  await box.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Description')).toHaveValue('Kumquat market');
  await expect(dialog.getByLabel('Amount')).toHaveValue('86.42');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('');
});

test('Enter on a goal opens the goals page; another user never sees them', async ({ page, browser }) => {
  await signUpViaApi(page);
  await post(page, '/api/goals', { title: 'Quince orchard', category: 'Garden' });

  await page.goto('/money');
  const box = page.getByLabel('Search everything');
  await box.fill('quince');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/goals$/);
  await expect(page.getByRole('list', { name: 'Active goals' }).getByText('Quince orchard')).toBeVisible();
  await expect(page.getByRole('listbox')).toBeHidden();

  const other = await browser.newPage();
  await signUpViaApi(other);
  await other.goto('/');
  await other.getByLabel('Search everything').fill('quince');
  await expect(other.getByRole('listbox').getByText('No matches')).toBeVisible();
  await other.close();
});
