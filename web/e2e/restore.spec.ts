import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Issue 26, end to end: an account deleted with its 12 transactions comes back with them in ONE
 * action, from the deletion's toast (Undo) and from Settings → Recently Deleted, which lists them
 * under the account; its balance and the other side of its transfer are right again. A transaction
 * deleted by hand before stays deleted.
 */

async function post<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

async function openSettings(page: Page, choice: string) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: choice }).click();
}

test('an account deleted with its 12 transactions is restored with them in one action (Undo, then Recently Deleted)', async ({ page }) => {
  await signUpViaApi(page);
  const everyday = await post<{ id: string }>(page, '/api/accounts', {
    accountName: 'Everyday',
    accountType: 'checking',
    startingBalance: '1000',
  });
  const rainy = await post<{ id: string }>(page, '/api/accounts', {
    accountName: 'Rainy Day',
    accountType: 'savings',
    startingBalance: '500',
  });
  for (let n = 1; n <= 11; n++) {
    await post(page, '/api/transactions', { title: `Coffee ${n}`, amount: '10', type: 'expense', fromAccountId: everyday.id });
  }
  await post(page, '/api/transactions', {
    title: 'Save',
    amount: '100',
    type: 'payment',
    fromAccountId: everyday.id,
    toAccountId: rainy.id,
  });
  const gone = await post<{ id: string }>(page, '/api/transactions', {
    title: 'Deleted before',
    amount: '7',
    type: 'expense',
    fromAccountId: everyday.id,
  });
  expect((await page.request.delete(`/api/transactions/${gone.id}`)).status()).toBe(204);

  await page.goto('/money');
  await openSettings(page, 'Create / Manage Account(s)');
  const manager = page.getByRole('dialog', { name: 'Manage Accounts' });
  const checking = manager.getByRole('region', { name: 'Checking accounts' });
  const savings = manager.getByRole('region', { name: 'Savings accounts' });
  // 1000 - 11 × 10 - 100; 500 + 100.
  await expect(checking).toContainText('$790.00');
  await expect(savings).toContainText('$600.00');

  const deleteEveryday = async () => {
    await manager.getByRole('button', { name: 'Delete Everyday' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete account' });
    await expect(confirm).toContainText('restoring it from Recently Deleted brings them back with it');
    await confirm.getByRole('button', { name: 'Delete account and 12 transactions' }).click();
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(checking).toHaveCount(0);
    await expect(savings).toContainText('$500.00');
  };

  // The toast's Undo: one click, everything back.
  await deleteEveryday();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored')).toBeVisible();
  await expect(checking).toContainText('$790.00');
  await expect(savings).toContainText('$600.00');

  // Recently Deleted: the account with its 12 transactions under it, restored in one action.
  await deleteEveryday();
  await page.keyboard.press('Escape');
  await openSettings(page, 'Recently Deleted');
  const panel = page.getByRole('dialog', { name: 'Recently Deleted' });
  const rows = panel.getByRole('list', { name: 'Deleted records' }).locator(':scope > [role="listitem"]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Everyday');
  await expect(rows.nth(0)).toContainText('with 12 transactions');
  await expect(rows.nth(1)).toContainText('Deleted before');
  await rows.nth(0).getByText('with 12 transactions').click();
  await expect(panel.getByRole('list', { name: 'Deleted with 12 transactions' }).getByRole('listitem')).toHaveCount(12);
  await expect(panel.getByRole('button', { name: /^Restore / })).toHaveCount(2);
  await panel.getByRole('button', { name: 'Restore Everyday' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore deleted record' });
  await expect(restore).toContainText('Restore "Everyday" and its 12 transactions as they were when deleted?');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('Deleted before');
  await page.keyboard.press('Escape');

  await openSettings(page, 'Create / Manage Account(s)');
  await expect(checking).toContainText('$790.00');
  await expect(savings).toContainText('$600.00');
  await page.keyboard.press('Escape');
  await page.goto('/money/transactions');
  await expect(page.getByTestId('transaction-count')).toHaveText('12 transactions recorded');
});

/**
 * Issue 26: a recurring transaction deleted with its pending occurrences comes back with them in ONE
 * action, from the deletion's toast (Undo) and from Recently Deleted, which lists them under it.
 */
test('a recurring transaction deleted with its occurrences is restored with them in one action (Undo, then Recently Deleted)', async ({
  page,
}) => {
  await signUpViaApi(page);
  const everyday = await post<{ id: string }>(page, '/api/accounts', {
    accountName: 'Everyday',
    accountType: 'checking',
    startingBalance: '1000',
  });
  // Monthly rent over the last five months: every occurrence past and pending.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await post(page, '/api/recurring-transactions', {
    title: 'Rent',
    amount: '100',
    type: 'expense',
    fromAccountId: everyday.id,
    frequency: 'monthly',
    startDate: day(-150),
    endDate: day(-1),
  });
  // The occurrences are the generator's write, after the rule's: wait for them rather than read once.
  const listed = async () => ((await (await page.request.get('/api/transactions')).json()) as unknown[]).length;
  await expect.poll(listed).toBeGreaterThanOrEqual(4);
  const occurrences = await listed();
  const recorded = `${occurrences} transactions recorded`;

  // The ledger over the rule's months (its default window is the current month).
  await page.goto(`/money/transactions?from=${day(-160)}&to=${day(0)}`);
  await expect(page.getByTestId('transaction-count')).toHaveText(recorded);
  const recurring = page.getByRole('region', { name: 'Recurring Transactions' });
  const toggle = recurring.getByRole('button', { name: /recurring transaction set up/ });
  await toggle.click();
  const deleteRent = async () => {
    await recurring.getByRole('button', { name: 'Delete Rent' }).click();
    await page.getByRole('dialog', { name: 'Delete recurring transaction' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Recurring transaction deleted')).toBeVisible();
    await expect(recurring).toHaveCount(0);
  };

  // The toast's Undo: one click, the rule and its occurrences back.
  await deleteRent();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored')).toBeVisible();
  await expect(page.getByTestId('transaction-count')).toHaveText(recorded);
  await expect(recurring.getByTestId('recurring-count')).toHaveText('1 recurring transaction set up');

  // Recently Deleted: the rule with its occurrences under it, restored in one action (the list is still open).
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await deleteRent();
  await openSettings(page, 'Recently Deleted');
  const panel = page.getByRole('dialog', { name: 'Recently Deleted' });
  const rows = panel.getByRole('list', { name: 'Deleted records' }).locator(':scope > [role="listitem"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('Recurring');
  await expect(rows.nth(0)).toContainText('Rent');
  const taken = `with ${occurrences} occurrences`;
  await rows.nth(0).getByText(taken).click();
  await expect(panel.getByRole('list', { name: `Deleted ${taken}` }).getByRole('listitem')).toHaveCount(occurrences);
  await expect(panel.getByRole('button', { name: /^Restore / })).toHaveCount(1);
  await panel.getByRole('button', { name: 'Restore Rent' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore deleted record' });
  await expect(restore).toContainText(`Restore "Rent" and its ${occurrences} occurrences as they were when deleted?`);
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(panel.getByText('Nothing deleted recently.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('transaction-count')).toHaveText(recorded);
  await expect(recurring.getByTestId('recurring-count')).toHaveText('1 recurring transaction set up');
});
