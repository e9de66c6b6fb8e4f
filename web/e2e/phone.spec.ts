import { expect, type Locator, test } from '@playwright/test';
import { createAccountViaApi, createCategoryViaApi, localDay, seedTransactions, shownDay, signUpViaApi } from './helpers';

/**
 * The ledger on a phone (issue 24), 390 x 844: each row shows its title, amount, date, category
 * name and accounts as legible text (not shrunk to empty boxes or "Fr... T..."), its badges whole,
 * and the filters fold away above the rows behind a 'Filters' toggle.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The element shows all its text: nothing cut off by its box, and the box inside the screen. */
async function expectWhole(element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { scroll: el.scrollWidth, client: el.clientWidth, left: rect.left, right: rect.right, width: rect.width };
  });
  const text = (await element.textContent()) ?? '';
  expect(box.width, `no room: ${text}`).toBeGreaterThan(0);
  expect(box.scroll, `clipped: ${text}`).toBeLessThanOrEqual(box.client);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(390);
}

test('a phone ledger row shows title, amount, date, category and accounts whole; the filters fold away', async ({ page }) => {
  await signUpViaApi(page, 'Pia Phone');
  const checking = await createAccountViaApi(page, 'Everyday Checking', { startingBalance: '2000' });
  const savings = await createAccountViaApi(page, 'Rainy Day Savings', { accountType: 'savings' });
  const groceries = await createCategoryViaApi(page, 'Groceries');
  const household = await createCategoryViaApi(page, 'Household');
  await seedTransactions(page, [
    {
      title: 'Weekly groceries',
      type: 'expense',
      amount: '1234.56',
      fromAccountId: checking.id,
      date: localDay(-1),
      transactionCategoryIds: [groceries.id, household.id],
    },
    { title: 'To savings', type: 'payment', amount: '250.00', fromAccountId: checking.id, toAccountId: savings.id, date: localDay(-2) },
    {
      title: 'Market',
      type: 'expense',
      amount: '45.00',
      fromAccountId: checking.id,
      date: localDay(-3),
      splits: [
        { categoryId: groceries.id, amount: '40.00', memo: 'fruit and vegetables' },
        { categoryId: household.id, amount: '5.00' },
      ],
    },
  ]);

  await page.goto('/money/transactions');
  // The filters are folded: a toggle above the rows opens them.
  const toggle = page.getByTestId('filters-toggle');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Search', { exact: true })).toBeHidden();
  const row = page.getByRole('article', { name: 'Weekly groceries' });
  await expect(row).toBeVisible();
  const toggleBox = await toggle.boundingBox();
  const rowBox = await row.boundingBox();
  expect(toggleBox && rowBox && toggleBox.y < rowBox.y).toBe(true);
  // Folded, the first row is on the first screen.
  expect(rowBox && rowBox.y + rowBox.height).toBeLessThanOrEqual(844);

  // Title, amount, date, category name, the type badge and the accounts: whole text.
  await expectWhole(row.locator('span[title="Weekly groceries"]'));
  await expectWhole(row.getByTestId('transaction-amount'));
  await expect(row.getByTestId('transaction-amount')).toHaveText('-$1,234.56');
  await expectWhole(row.getByText(shownDay(localDay(-1)), { exact: true }));
  await expectWhole(row.getByTestId('category-tags').getByText('Groceries', { exact: true }));
  await expectWhole(row.getByText('Expense', { exact: true }));
  await expectWhole(row.getByText('From: Everyday Checking', { exact: true }));
  const transfer = page.getByRole('article', { name: 'To savings' });
  await expectWhole(transfer.getByText('From: Everyday Checking', { exact: true }));
  await expectWhole(transfer.getByText('To: Rainy Day Savings', { exact: true }));
  await expectWhole(transfer.getByText('Payment', { exact: true }));

  // A split row: "Split (2)" whole, and its lines below it.
  const market = page.getByRole('article', { name: 'Market' });
  await expectWhole(market.getByTestId('split-toggle'));
  await market.getByTestId('split-toggle').click();
  const lines = page.getByRole('list', { name: 'Split lines of Market' }).getByRole('listitem');
  await expect(lines).toHaveText([/Groceries.*fruit and vegetables.*-\$40\.00/, /Household.*-\$5\.00/]);
  await expectWhole(lines.first().getByText('-$40.00'));

  // The split editor fits the screen too.
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Transaction' });
  await dialog.getByRole('button', { name: 'Split', exact: true }).click();
  await expectWhole(dialog.getByLabel('Line 1 amount'));
  await expectWhole(dialog.getByRole('button', { name: 'Remove line 2' }));
  await expectWhole(dialog.getByTestId('split-remaining'));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard' }).click();

  // Opened, the filters work as on a wide screen; closed again, they fold away.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const search = page.getByLabel('Search', { exact: true });
  await expect(search).toBeVisible();
  await search.fill('weekly');
  await expect(page.getByTestId('transaction-count')).toHaveText('1 transaction recorded');
  await expect(page.getByRole('article', { name: 'To savings' })).toHaveCount(0);
  await toggle.click();
  await expect(search).toBeHidden();
  await expect(row).toBeVisible();
});
