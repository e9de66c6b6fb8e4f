import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Issue 24 (misleading #3): a credit card's owed balance typed as a positive number is a liability.
 * The account form asks credit cards and loans "Amount Owed", shows the sign rule, and stores it as
 * the negative balance the rest of the app reads; editing shows it back as owed.
 */

async function openAccounts(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Create / Manage Account(s)' }).click();
  const manager = page.getByRole('dialog', { name: 'Manage Accounts' });
  await expect(manager).toBeVisible();
  return manager;
}

test('a credit card owing 350 is a liability of $350.00 using 7% of its limit', async ({ page }) => {
  await signUpViaApi(page, 'Carl Card');
  await page.goto('/money');
  const manager = await openAccounts(page);
  await manager.getByRole('button', { name: 'Add Your First Account' }).click();

  const form = page.getByRole('dialog', { name: 'Add Account' });
  await form.getByLabel('Account Name').fill('Visa');
  // Creating asks one balance and its date (the current one is optional and follows it).
  await expect(form.getByRole('textbox', { name: 'Starting Balance', exact: true })).toBeVisible();
  await expect(form.getByLabel('Starting Balance As Of')).toHaveValue('2025-10-01');
  await form.getByLabel('Account Type').selectOption({ label: 'Credit Card' });
  const owed = form.getByRole('textbox', { name: 'Amount Owed', exact: true });
  await expect(form.getByText('Enter what you owe as a positive number').first()).toBeVisible();
  await owed.fill('350');
  await form.getByRole('textbox', { name: 'Credit Limit' }).fill('5000');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Account created')).toBeVisible();

  const cards = manager.getByRole('region', { name: 'Credit Card accounts' });
  await expect(cards.getByTestId('account-balance')).toHaveText('-$350.00');
  await expect(cards.getByTestId('account-owed')).toHaveText('$350.00 owed');
  await expect(cards.getByText('7% of $5,000.00 limit')).toBeVisible();

  // Editing shows what is owed, positive, and saving it unchanged keeps the balance.
  await manager.getByRole('button', { name: 'Edit Visa' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Account' });
  await expect(edit.getByRole('textbox', { name: 'Amount Owed', exact: true })).toHaveValue('350.00');
  await expect(edit.getByRole('textbox', { name: 'Starting Amount Owed' })).toHaveValue('350.00');
  await edit.getByRole('textbox', { name: 'Amount Owed', exact: true }).fill('400');
  await edit.getByRole('button', { name: 'Update Account' }).click();
  await expect(edit).toBeHidden();
  await expect(cards.getByTestId('account-owed')).toHaveText('$400.00 owed');
  await expect(cards.getByText('8% of $5,000.00 limit')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(manager).toBeHidden();

  // The overview counts it as money owed: balance and net worth down, liabilities $400.00.
  await expect(page.getByRole('region', { name: 'Account Balance' }).getByTestId('stat-value')).toHaveText('-$400.00');
  await expect(page.getByRole('region', { name: 'Net Worth' })).toContainText('liabilities $400.00');
});
