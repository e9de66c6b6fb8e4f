import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * A record's history (issue 10), end to end: a transaction recorded through the API is edited in
 * the app, and its History drawer shows the change and who made it. Its title is HTML, which the
 * drawer shows as text. Deleted, it is listed under Settings → Recently Deleted and restored from there.
 */
test("editing a transaction's amount shows in its History, and an earlier version can be restored", async ({ page }) => {
  await signUpViaApi(page, 'Audra Auditor');
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const title = '<img src=x onerror=alert(1)>';
  const { id: checking } = await post('/api/accounts', { accountName: 'Checking', accountType: 'checking' });
  await post('/api/transactions', { title, amount: '12.00', type: 'expense', fromAccountId: checking });

  await page.goto('/money/transactions');
  const row = page.getByRole('article', { name: title });
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Transaction' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await edit.getByLabel('Amount').fill('15');
  await edit.getByRole('button', { name: 'Update Transaction' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await success.getByRole('button', { name: 'Continue' }).click();
  await expect(row.getByTestId('transaction-amount')).toHaveText('-$15.00');

  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: `History of ${title}` });
  const entries = drawer.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Created');
  await expect(entries.nth(0)).toContainText(`Description ${title}`);
  await expect(entries.nth(0)).toContainText('From account Checking');
  await expect(entries.nth(1)).toContainText('Amount changed');
  await expect(entries.nth(1).getByText('Amount $12.00 → $15.00')).toBeVisible();
  await expect(entries.nth(1).getByText(/^you, web, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(drawer.locator('img')).toHaveCount(0);

  // Beyond: back to the first version, with one more change (nothing rewritten).
  await entries.nth(0).getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2).getByText('Amount $15.00 → $12.00')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('transaction-amount')).toHaveText('-$12.00');

  // Deleted records can be restored too: Settings → Recently Deleted → Restore brings it back as it was.
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete Transaction' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Recently Deleted' }).click();
  const deleted = page.getByRole('dialog', { name: 'Recently Deleted' }).getByRole('listitem');
  await expect(deleted).toHaveCount(1);
  await expect(deleted.first()).toContainText('Expense · $12.00');
  await deleted
    .first()
    .getByRole('button', { name: `Restore ${title}` })
    .click();
  await page.getByRole('dialog', { name: 'Restore deleted record' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Nothing deleted recently.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('transaction-amount')).toHaveText('-$12.00');
});
