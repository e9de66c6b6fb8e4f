import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccountViaApi, postJson, signUpViaApi } from './helpers';

/**
 * Issue 24, quick entry: "n" opens Add Transaction from any page (not while typing), From Account
 * starts at the primary account, the description offers past titles with their last category,
 * 'Save and add another' (Ctrl+Enter) keeps the dialog open with the date and accounts kept, and
 * the plain Create still ends with the Success dialog. Three transactions, keyboard only.
 */

async function post<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** Tab until `target` has the focus (what a keyboard user does); fails after 12 presses. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 12; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('three transactions by keyboard only, from the dashboard', async ({ page }) => {
  await signUpViaApi(page, 'Quinn Quick');
  const everyday = await post<{ id: string }>(page, '/api/accounts', {
    accountName: 'Everyday',
    accountType: 'checking',
    startingBalance: '500',
  });
  const joint = await post<{ id: string }>(page, '/api/accounts', {
    accountName: 'Joint',
    accountType: 'checking',
    startingBalance: '900',
    isPrimary: true,
  });
  const coffee = await post<{ id: string }>(page, '/api/expense-types', {
    transactionCategory: 'Coffee',
    transactionType: 'Expense - Variable',
  });
  await post(page, '/api/transactions', {
    title: 'Blue Bottle Coffee',
    amount: '5.00',
    type: 'expense',
    fromAccountId: everyday.id,
    transactionCategoryIds: [coffee.id],
    date: '2026-10-01',
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Add New Transaction' });
  await expect(dialog).toBeVisible();
  const description = dialog.getByLabel('Description');
  const amount = dialog.getByLabel('Amount');
  const date = dialog.getByLabel('Date', { exact: true });
  await expect(description).toBeFocused();
  await expect(description).toHaveValue('');
  // The primary account, not the first one.
  await expect(dialog.getByLabel('From Account')).toHaveValue(joint.id);

  // 1: a past title, picked from the suggestions with its category; a date typed in.
  await page.keyboard.type('blue');
  const option = page.getByRole('option', { name: /Blue Bottle Coffee/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Coffee');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(description).toHaveValue('Blue Bottle Coffee');
  await expect(dialog.getByRole('list', { name: 'Selected categories' })).toContainText('Coffee');
  await tabTo(page, amount);
  await page.keyboard.type('4.50');
  await tabTo(page, date);
  await page.keyboard.type('11202026');
  await expect(date).toHaveValue('2026-11-20');
  await page.keyboard.press('Control+Enter');
  await expect(dialog.getByRole('status')).toHaveText('Saved "Blue Bottle Coffee" (-$4.50). Add the next one.');
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeHidden();
  await expect(description).toBeFocused();
  await expect(description).toHaveValue('');
  await expect(amount).toHaveValue('');
  await expect(date).toHaveValue('2026-11-20');
  await expect(dialog.getByLabel('From Account')).toHaveValue(joint.id);

  // 2: a new title, same day and account.
  await page.keyboard.type('Lunch');
  await tabTo(page, amount);
  await page.keyboard.type('12');
  await page.keyboard.press('Control+Enter');
  await expect(dialog.getByRole('status')).toHaveText('Saved "Lunch" (-$12.00). Add the next one.');
  await expect(description).toBeFocused();

  // 3: the plain Create (Enter) ends with the Success dialog; Continue (Enter) closes it all.
  await page.keyboard.type('Bus ticket');
  await tabTo(page, amount);
  await page.keyboard.type('2.75');
  await page.keyboard.press('Enter');
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success.getByText('Transaction created successfully!')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(success).toBeHidden();
  await expect(dialog).toBeHidden();

  // All three on the primary account, dated the day typed in.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  for (const title of ['Blue Bottle Coffee', 'Lunch', 'Bus ticket']) {
    await expect(page.getByRole('article', { name: title }).first()).toBeVisible();
  }
  const listed = await page.request.get('/api/transactions?startDate=2026-11-20&endDate=2026-11-20');
  const rows = (await listed.json()) as Array<{ title: string; fromAccountId: string; transactionCategoryIds: string[] }>;
  expect(rows.map((row) => row.title).sort()).toEqual(['Blue Bottle Coffee', 'Bus ticket', 'Lunch']);
  expect(new Set(rows.map((row) => row.fromAccountId))).toEqual(new Set([joint.id]));
  expect(rows.find((row) => row.title === 'Blue Bottle Coffee')?.transactionCategoryIds).toEqual([coffee.id]);

  // "n" typed into a field is just a letter.
  const field = page.getByRole('textbox').first();
  await field.click();
  await page.keyboard.type('n');
  await expect(field).toHaveValue(/n/);
  await expect(page.getByRole('dialog', { name: 'Add New Transaction' })).toBeHidden();
});

test('without a primary account, both Add Transaction dialogs start from the first active account', async ({ page }) => {
  await signUpViaApi(page, 'Nora Noprimary');
  await postJson(page, '/api/accounts', { accountName: 'Old Bank', accountType: 'checking', isActive: false });
  const everyday = await createAccountViaApi(page, 'Everyday');
  await createAccountViaApi(page, 'Joint');

  // The regular dialog, from the ledger's button.
  await page.goto('/money/transactions');
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Transaction' });
  await expect(dialog.getByLabel('From Account')).toHaveValue(everyday.id);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The quick one, by its shortcut.
  await page.keyboard.press('n');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('From Account')).toHaveValue(everyday.id);
});

test('the sidebar fits a 1440x900 window without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page, 'Sidney Sidebar');
  await page.goto('/');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('link', { name: 'Recipes' })).toBeVisible();
  const overflow = await sidebar.evaluate((element) => {
    const viewport = element.querySelector('.mantine-ScrollArea-viewport');
    return viewport ? viewport.scrollHeight - viewport.clientHeight : -1;
  });
  expect(overflow).toBe(0);
  await expect(sidebar.getByRole('link', { name: 'Recipes' })).toBeInViewport({ ratio: 1 });
  await expect(sidebar.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
});
