import { expect, type Page, type Response, test } from '@playwright/test';
import { createAccountViaApi, createCategoryViaApi, localDay as day, seedTransactions, signUpViaApi } from './helpers';

/**
 * Bulk edit in the ledger (issue 24): select rows (checkboxes, Shift+click, keyboard), recategorise
 * 50 of them in one request, then one undo puts every one back.
 */

/** The categories of the user's transactions once the read model holds the write that `response` answered. */
async function categoriesAfter(page: Page, response: Response): Promise<string[]> {
  const position = (await response.headerValue('x-position')) ?? '';
  const list = await page.request.get('/api/transactions?limit=1000', { headers: { 'X-Min-Position': position } });
  expect(list.ok(), await list.text()).toBe(true);
  return ((await list.json()) as { category: string }[]).map((tx) => tx.category);
}

test('select rows, recategorise 50 in one request, and undo it in one', async ({ page }) => {
  await signUpViaApi(page, 'Bea Bulk');
  const account = await createAccountViaApi(page, 'Everyday Checking', { startingBalance: '500', daysAgo: 30 });
  const groceries = await createCategoryViaApi(page, 'Groceries');
  await createCategoryViaApi(page, 'Dining Out');
  await createCategoryViaApi(page, 'Paycheck', 'Income');
  // 50 expenses in the default window (today and the 9 days before), seeded through the bulk route.
  const transactions = Array.from({ length: 50 }, (_, i) => ({
    title: `Market ${i + 1}`,
    amount: `${i + 1}.00`,
    type: 'expense',
    fromAccountId: account.id,
    transactionCategoryIds: [groceries.id],
    date: day(-(i % 10)),
  }));
  await seedTransactions(page, transactions);

  await page.goto('/money/transactions');
  const rows = page.getByTestId('transaction-row');
  await expect(rows.first()).toBeVisible();
  const bar = page.getByRole('toolbar', { name: 'Bulk edit' });
  await expect(bar).toHaveCount(0);

  // A checkbox, then Shift+click on another: the range between them.
  await rows.nth(0).getByRole('checkbox').click();
  await expect(page.getByTestId('bulk-selected-count')).toHaveText('1 selected');
  await rows
    .nth(3)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('bulk-selected-count')).toHaveText('4 selected');
  await expect(rows.nth(2)).toHaveAttribute('data-selected', 'true');
  // Ctrl+click on a row toggles it; Esc clears.
  await rows
    .nth(2)
    .getByText(/^Market/)
    .click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByTestId('bulk-selected-count')).toHaveText('3 selected');
  await expect(rows.nth(2)).not.toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  // Shift+arrows from the focused row extend the selection, and shrink it back.
  await rows.nth(3).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByTestId('bulk-selected-count')).toHaveText('2 selected');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByTestId('bulk-selected-count')).toHaveText('3 selected');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(page.getByTestId('bulk-selected-count')).toHaveText('2 selected');
  await expect(rows.nth(4)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  // Space toggles the focused row.
  await rows.nth(0).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('bulk-selected-count')).toHaveText('1 selected');

  // Ctrl/Cmd+A: every loaded row.
  await page.keyboard.press('ControlOrMeta+a');
  await expect(page.getByTestId('bulk-selected-count')).toHaveText('50 selected');

  // Only categories that fit expenses are offered; choosing one edits all 50 in ONE request.
  await bar.getByLabel('Set category').click();
  const categoryList = page.getByRole('listbox', { name: 'Set category' });
  await expect(categoryList.getByRole('option', { name: 'Dining Out' })).toBeVisible();
  await expect(categoryList.getByRole('option', { name: 'Paycheck' })).toHaveCount(0);
  const edits: { ids: string[]; action: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/transactions/bulk-edit'))
      edits.push(request.postDataJSON() as { ids: string[]; action: string });
  });
  const edited = page.waitForResponse((response) => response.url().endsWith('/api/transactions/bulk-edit'));
  await categoryList.getByRole('option', { name: 'Dining Out' }).click();
  const editResponse = await edited;
  expect(editResponse.status()).toBe(201);
  // One request naming all 50 rows (none reconciled: no confirmation asked).
  expect(edits).toHaveLength(1);
  expect(edits[0]!.action).toBe('set-category');
  expect(new Set(edits[0]!.ids).size).toBe(50);
  const undoNotice = page.getByTestId('bulk-undo');
  await expect(undoNotice).toContainText('Updated 50 transactions');
  await expect(bar).toHaveCount(0);
  expect(await categoriesAfter(page, editResponse)).toEqual(Array(50).fill('Dining Out'));
  await expect(rows.first()).toContainText('Dining Out');

  // One undo reverts the whole edit.
  const undone = page.waitForResponse((response) => /\/api\/transactions\/bulk-edit\/[^/]+\/undo$/.test(response.url()));
  await undoNotice.getByRole('button', { name: 'Undo' }).click();
  const undoResponse = await undone;
  expect(undoResponse.status()).toBe(200);
  await expect(undoNotice).toHaveCount(0);
  expect(await categoriesAfter(page, undoResponse)).toEqual(Array(50).fill('Groceries'));
  await expect(rows.first()).toContainText('Groceries');
});
