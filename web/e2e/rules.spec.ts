import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Categorisation rules end to end (issue 23): a rule made in Money Settings fills in a typed
 * transaction only when the user takes it ("Filled in by rule"), a title used before offers its
 * last category and account, and on a bank import a row makes a new rule ("Always categorise rows
 * like this") whose hit the preview then lists.
 */
async function post(page: Page, path: string, data: unknown): Promise<{ id: string }> {
  const response = await page.request.post(path, { data });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

test('rules: manage, fill in a typed transaction, payee memory, a rule from an import row', async ({ page }) => {
  await signUpViaApi(page);
  const checking = await post(page, '/api/accounts', {
    accountName: 'Checking',
    accountType: 'checking',
    startingBalanceAsOf: '2024-01-01',
  });
  const food = await post(page, '/api/expense-types', { transactionCategory: 'Food', transactionType: 'Expense - Variable' });
  await post(page, '/api/transactions', {
    title: 'Blue Bottle Coffee',
    amount: '4.50',
    type: 'expense',
    fromAccountId: checking.id,
    transactionCategoryIds: [food.id],
    date: '2024-03-01',
  });

  // A rule, made in Money Settings.
  await page.goto('/money/transactions');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Create / Manage Rules' }).click();
  const manager = page.getByRole('dialog', { name: 'Manage Rules' });
  await manager.getByRole('button', { name: 'Add Rule' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Rule' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Groceries');
  await add.getByLabel('Pattern').fill('whole foods');
  await add.getByLabel('Set category').selectOption({ label: 'Food (Expense - Variable)' });
  await add.getByRole('button', { name: 'Create Rule' }).click();
  await expect(add).toBeHidden();
  await expect(manager.getByTestId('rule-card')).toContainText('Category Food');
  await page.keyboard.press('Escape');
  await expect(manager).toBeHidden();

  // A typed transaction: the rule is offered, and fills in only when taken.
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add New Transaction' });
  await form.getByLabel('From Account').selectOption({ label: 'Checking' });
  await form.getByLabel('Description').fill('WHOLE FOODS MARKET #10234');
  await expect(form.getByTestId('rule-suggestion')).toContainText('Rule "Groceries" fills in the category.');
  await expect(form.getByRole('button', { name: 'Remove Food' })).toBeHidden();
  await form.getByRole('button', { name: 'Fill in' }).click();
  await expect(form.getByTestId('rule-filled')).toContainText('Filled in by rule: Groceries (category)');
  await expect(form.getByRole('button', { name: 'Remove Food' })).toBeVisible();
  await form.getByLabel('Amount').fill('86.42');
  await form.getByRole('button', { name: 'Create Transaction' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await success.getByRole('button', { name: 'Continue' }).click();

  // Payee memory: a title used before offers its last category and account.
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const again = page.getByRole('dialog', { name: 'Add New Transaction' });
  await again.getByLabel('Description').fill('blue bottle coffee');
  await expect(again.getByTestId('payee-memory')).toContainText('Used before: Food · Checking');
  await again.getByRole('button', { name: 'Use these' }).click();
  await expect(again.getByRole('button', { name: 'Remove Food' })).toBeVisible();
  await expect(again.getByLabel('From Account')).toHaveValue(checking.id);
  await page.keyboard.press('Escape');

  // A bank import: a rule from one of the file's rows, then the preview lists its hit.
  await page.goto('/money/import');
  await page.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: 'Checking' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Bank file/ }).click();
  await (
    await chooser
  ).setFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Description,Amount\n2024-03-04,SAFEWAY #1234 OAKLAND CA,-20.15\n2024-03-05,Cinema,-12.00\n'),
  });
  const rows = page.getByRole('table', { name: 'Rows to make rules from' });
  await rows.getByRole('row').filter({ hasText: 'SAFEWAY' }).getByRole('button', { name: 'Always categorise rows like this' }).click();
  const newRule = page.getByRole('dialog', { name: 'New rule' });
  await expect(newRule.getByLabel('Pattern')).toHaveValue('SAFEWAY');
  await newRule.getByLabel('Set category').selectOption({ label: 'Food (Expense - Variable)' });
  await newRule.getByRole('button', { name: 'Create Rule' }).click();
  await expect(newRule).toBeHidden();
  await page.getByRole('button', { name: 'Check duplicates' }).click();
  await expect(page.getByTestId('rule-hits')).toContainText('1 row filled in by your rules');
  await expect(page.getByTestId('rule-hits')).toContainText('Row 2: SAFEWAY (category)');
});
