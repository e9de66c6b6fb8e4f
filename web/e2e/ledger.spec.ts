import { expect, test } from '@playwright/test';
import { createAccountViaApi, localDay as day, seedTransactions, signUpViaApi } from './helpers';

/**
 * The ledger (issue 24), end to end: the count says what it covers ("14 in this window of 22"),
 * the filters live in the URL and come back on a later visit, an account opened from the Money
 * overview is its register with the balance after each row, another account keeps the filters
 * (the date window and the search), and the search finds an amount.
 */

test('count, filters in the URL, the account register with running balances, and search by amount', async ({ page }) => {
  await signUpViaApi(page, 'Lena Ledger');
  const checking = await createAccountViaApi(page, 'Everyday Checking', { startingBalance: '1000' });
  const savings = await createAccountViaApi(page, 'Rainy Day Savings', { accountType: 'savings' });
  const expense = (title: string, amount: string, date: string, posted = 'posted') => ({
    title,
    amount,
    type: 'expense',
    fromAccountId: checking.id,
    date,
    posted,
  });
  const transactions = [
    // Outside the default window (today ± 15 days): 8 × 5.00.
    ...Array.from({ length: 8 }, (_, i) => expense(`Old ${i + 1}`, '5.00', day(-40 - i))),
    // Inside: Whole Foods first, 11 × 10.00, a transfer of 10.00, then a pending 10.00 the newest.
    expense('Whole Foods Market', '86.42', day(-12)),
    ...Array.from({ length: 11 }, (_, i) => expense(`Lunch ${i + 1}`, '10.00', day(-11 + Math.floor(i / 2)))),
    { title: 'To savings', amount: '10.00', type: 'payment', fromAccountId: checking.id, toAccountId: savings.id, date: day(-4) },
    expense('Coffee', '10.00', day(-3), 'pending'),
  ];
  await seedTransactions(page, transactions);

  await page.goto('/money/transactions');
  await expect(page.getByTestId('transaction-count')).toHaveText('14 in this window of 22');
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}/);

  // A filter goes into the URL, and a later visit through the sidebar's plain link gets it back.
  await page.getByLabel('Search', { exact: true }).fill('lunch');
  await expect(page).toHaveURL(/[?&]q=lunch/);
  await expect(page.getByTestId('transaction-count')).toHaveText('11 transactions recorded');
  await page.goto('/money');
  await page.goto('/money/transactions');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('lunch');
  await expect(page).toHaveURL(/[?&]q=lunch/);
  await expect(page.getByTestId('transaction-count')).toHaveText('11 transactions recorded');

  // The search finds an amount.
  await page.getByLabel('Search', { exact: true }).fill('86.42');
  await expect(page.getByTestId('transaction-count')).toHaveText('1 transaction recorded');
  await expect(page.getByRole('article', { name: 'Whole Foods Market' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('transaction-count')).toHaveText('14 in this window of 22');

  // The whole set: SPEC's text.
  await page.getByLabel('Start Date').fill('');
  await page.getByLabel('End Date').fill('');
  await expect(page.getByTestId('transaction-count')).toHaveText('22 transactions recorded');
  await page.getByLabel('Start Date').fill(day(-15));
  await page.getByLabel('End Date').fill(day(15));
  await expect(page.getByTestId('transaction-count')).toHaveText('14 in this window of 22');

  // The Money overview's account link opens the account's ledger, with the same window.
  await page.goto('/money');
  await page.getByRole('link', { name: 'Everyday Checking' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/money/transactions\\?.*accountId=${checking.id}`));
  await expect(page.getByTestId('account-filter')).toContainText('Everyday Checking');
  await expect(page.getByTestId('transaction-count')).toHaveText('14 in this window of 22');
  // 1,000 - 8 × 5 - 86.42 - 12 × 10 = 753.58 posted; the pending coffee too: 743.58.
  const coffee = page.getByRole('article', { name: 'Coffee' });
  await expect(coffee.getByTestId('running-balance')).toHaveAccessibleName('Balance after: $753.58 posted, $743.58 with pending');
  const wholeFoods = page.getByRole('article', { name: 'Whole Foods Market' });
  await expect(wholeFoods.getByTestId('running-balance')).toHaveAccessibleName('Balance after: $873.58');

  // The register's own address: the account's name as the title, the same filters.
  const from = new URL(page.url()).searchParams.get('from');
  await page.goto(`/money/accounts/${checking.id}?${new URL(page.url()).searchParams.toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday Checking' })).toBeVisible();
  await expect(coffee.getByTestId('running-balance')).toHaveAccessibleName('Balance after: $753.58 posted, $743.58 with pending');

  // A search in this register: the transfer only.
  await page.getByLabel('Search', { exact: true }).fill('savings');
  await expect(page).toHaveURL(/[?&]q=savings/);
  await expect(page.getByTestId('transaction-count')).toHaveText('1 transaction recorded');

  // Another account: its register, the same date window and search.
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Rainy Day Savings' });
  await expect(page).toHaveURL(new RegExp(`/money/accounts/${savings.id}\\?`));
  expect(new URL(page.url()).searchParams.get('from')).toBe(from);
  expect(new URL(page.url()).searchParams.get('q')).toBe('savings');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('savings');
  await expect(page.getByTestId('transaction-count')).toHaveText('1 transaction recorded');
  await expect(page.getByRole('heading', { level: 1, name: 'Rainy Day Savings' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'To savings' }).getByTestId('running-balance')).toHaveAccessibleName(
    'Balance after: $10.00',
  );
});
