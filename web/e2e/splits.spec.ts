import { expect, type Page, test } from '@playwright/test';
import { createAccountViaApi, createCategoryViaApi, localDay, postJson, signUpViaApi } from './helpers';

/**
 * Split transactions (issue 24), end to end: one expense spread over three categories in the form
 * (exact cents, "Remaining"), the ledger row that expands to its lines, the budgets that count each
 * line under its own category, an edit (a line changed, a line removed) the budgets follow, and a
 * split that does not add up refused with the domain's message, by the form and by the API.
 */

async function setUp(page: Page) {
  await signUpViaApi(page, 'Sam Split');
  const checking = await createAccountViaApi(page, 'Everyday Checking', { startingBalance: '1000', isPrimary: true });
  const categories = {
    groceries: await createCategoryViaApi(page, 'Groceries'),
    household: await createCategoryViaApi(page, 'Household'),
    fun: await createCategoryViaApi(page, 'Fun'),
  };
  return { checking, categories };
}

/** The amount spent shown on the budget row of a category ("$60.00of $100.00"). */
const budgetRow = (page: Page, name: string) => page.getByTestId('budget-row').filter({ hasText: name });

test('a split over three categories: added, expanded in the ledger, counted per line by the budgets, edited', async ({ page }) => {
  const { categories } = await setUp(page);
  const today = localDay(0);
  const [year, month] = today.split('-').map(Number);
  for (const category of Object.values(categories)) {
    await postJson(page, '/api/budgets', { categoryId: category.id, budgetAmount: '100', month, year });
  }

  // Add: 100.00 as 60.00 + 30.00 + what is left (10.00) on a third line.
  await page.goto('/money/transactions');
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Transaction' });
  await dialog.getByLabel('Description').fill('Supermarket');
  await dialog.getByLabel('Amount', { exact: true }).fill('100');
  await dialog.getByRole('button', { name: 'Split', exact: true }).click();
  const remaining = dialog.getByTestId('split-remaining');
  await expect(remaining).toHaveText('Remaining: $100.00');
  await dialog.getByLabel('Line 1 category').selectOption({ label: 'Groceries' });
  await dialog.getByLabel('Line 1 amount').fill('60');
  await dialog.getByLabel('Line 2 category').selectOption({ label: 'Household' });
  await dialog.getByLabel('Line 2 amount').fill('30');
  await expect(remaining).toHaveText('Remaining: $10.00');
  await dialog.getByRole('button', { name: 'Add split line' }).click();
  await expect(dialog.getByLabel('Line 3 amount')).toHaveValue('10.00');
  await dialog.getByLabel('Line 3 category').selectOption({ label: 'Fun' });
  await dialog.getByLabel('Line 3 memo').fill('cinema');
  await dialog.getByLabel('Notes').fill('Big weekly shop');
  await expect(remaining).toHaveText('Remaining: $0.00');
  await dialog.getByRole('button', { name: 'Create Transaction' }).click();
  await page.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'Continue' }).click();

  // The ledger: "Split (3)", expanded by the keyboard to its lines.
  const row = page.getByRole('article', { name: 'Supermarket' });
  await expect(row).toContainText('-$100.00');
  const toggle = row.getByTestId('split-toggle');
  await expect(toggle).toHaveText(/Split \(3\)/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = page.getByRole('list', { name: 'Split lines of Supermarket' }).getByRole('listitem');
  await expect(lines).toHaveText([/Groceries.*-\$60\.00/, /Household.*-\$30\.00/, /Fun.*cinema.*-\$10\.00/]);

  // The budgets count each line under its own category.
  await page.goto('/money/budgets');
  await expect(budgetRow(page, 'Groceries')).toContainText('$60.00of $100.00');
  await expect(budgetRow(page, 'Household')).toContainText('$30.00of $100.00');
  await expect(budgetRow(page, 'Fun')).toContainText('$10.00of $100.00');

  // Edit: the first line becomes 70.00 and the third line goes; the budgets follow.
  await page.goto('/money/transactions');
  await page.getByRole('button', { name: 'Actions for Supermarket' }).click();
  await page.getByRole('menuitem', { name: 'Edit Transaction' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(edit.getByLabel('Line 3 memo')).toHaveValue('cinema');
  await expect(edit.getByLabel('Notes')).toHaveValue('Big weekly shop');
  await edit.getByLabel('Line 1 amount').fill('70');
  await edit.getByRole('button', { name: 'Remove line 3' }).click();
  await expect(edit.getByTestId('split-remaining')).toHaveText('Remaining: $0.00');
  await edit.getByRole('button', { name: 'Update Transaction' }).click();
  await page.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'Continue' }).click();
  await expect(row.getByTestId('split-toggle')).toHaveText(/Split \(2\)/);

  await page.goto('/money/budgets');
  await expect(budgetRow(page, 'Groceries')).toContainText('$70.00of $100.00');
  await expect(budgetRow(page, 'Household')).toContainText('$30.00of $100.00');
  await expect(budgetRow(page, 'Fun')).toContainText('$0.00of $100.00');
});

test('a split that does not add up is refused with its message, by the form and by the API', async ({ page }) => {
  const { checking, categories } = await setUp(page);
  await page.goto('/money/transactions');
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Transaction' });
  await dialog.getByLabel('Description').fill('Hardware store');
  await dialog.getByLabel('Amount', { exact: true }).fill('50');
  await dialog.getByRole('button', { name: 'Split', exact: true }).click();
  await dialog.getByLabel('Line 1 category').selectOption({ label: 'Household' });
  await dialog.getByLabel('Line 1 amount').fill('30');
  await dialog.getByLabel('Line 2 category').selectOption({ label: 'Fun' });
  await dialog.getByLabel('Line 2 amount').fill('25.01');
  await expect(dialog.getByTestId('split-remaining')).toHaveText('Over by $5.01');
  await dialog.getByRole('button', { name: 'Create Transaction' }).click();
  await expect(dialog.getByText("The split amounts must add up to the transaction's amount")).toBeVisible();
  await expect(dialog).toBeVisible();

  // The API refuses the same body (nothing is recorded), with the message on `splits`.
  const response = await page.request.post('/api/transactions', {
    data: {
      title: 'Hardware store',
      type: 'expense',
      amount: '50.00',
      fromAccountId: checking.id,
      date: localDay(0),
      splits: [
        { categoryId: categories.household.id, amount: '30.00' },
        { categoryId: categories.fun.id, amount: '25.01' },
      ],
    },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { fields: Record<string, string> }).fields.splits).toBe(
    "The split amounts must add up to the transaction's amount",
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('article', { name: 'Hardware store' })).toHaveCount(0);
});
