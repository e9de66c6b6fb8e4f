import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * 'View as of…' on every screen (issue 26): goals, the weekly review, workouts, meals, water,
 * targets, the grocery list and the past imports, as of a moment before their records existed,
 * show the past (empty) state under the banner; 'Back to now' shows the records again.
 */
test('each area as of a moment before its records, then back to now', async ({ page }) => {
  await signUpViaApi(page, 'Ava Asof');
  await page.goto('/');
  const today = await page.evaluate(() => {
    const date = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  });
  const send = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await page.request[method](path, { data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response;
  };
  const before = new Date().toISOString();
  await page.waitForTimeout(50);
  await send('post', '/api/goals', { title: 'Read 12 books', category: 'Learning' });
  await send('post', '/api/goal-reviews', { reflection: 'A steady week' });
  await send('post', '/api/workouts', { name: 'Evening run', type: 'cardio', duration: 35, completed: true, date: today });
  await send('post', '/api/meals', { name: 'Lentil soup', type: 'lunch', calories: 400, date: today });
  await send('post', '/api/grocery-items', { name: 'Oat milk', category: 'Other' });
  await send('post', '/api/water', { date: today });
  await send('put', '/api/targets', { calories: 1800 });

  const banner = page.getByTestId('as-of-banner');
  const asOf = `asOf=${encodeURIComponent(before)}`;

  await page.goto(`/goals?${asOf}`);
  await expect(banner).toBeVisible();
  await expect(page.getByText('No active goals')).toBeVisible();
  await expect(page.getByText('Read 12 books')).toHaveCount(0);

  await page.goto(`/goals/review?${asOf}`);
  await expect(banner).toBeVisible();
  await expect(page.getByLabel('Your reflection')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Save Reflection' })).toBeDisabled();

  await page.goto(`/fitness?${asOf}`);
  await expect(page.getByText('No workouts yet')).toBeVisible();
  await expect(page.getByText('Evening run')).toHaveCount(0);

  await page.goto(`/nutrition?${asOf}`);
  await expect(page.getByText('No meals for today yet')).toBeVisible();
  await expect(page.getByText('Lentil soup')).toHaveCount(0);
  await expect(page.getByText('Oat milk')).toHaveCount(0);

  await page.goto(`/nutrition/grocery?${asOf}`);
  await expect(page.getByText('Your grocery list is empty.')).toBeVisible();

  await page.goto(`/nutrition/mfp?${asOf}`);
  await expect(page.getByText('No imports yet')).toBeVisible();
  await expect(page.getByLabel('MyFitnessPal export (.csv)')).toBeDisabled();

  await banner.getByRole('button', { name: 'Back to now' }).click();
  await expect(banner).toBeHidden();
  await page.goto('/goals');
  await expect(page.getByText('Read 12 books').first()).toBeVisible();
  await page.goto('/goals/review');
  await expect(page.getByLabel('Your reflection')).toHaveValue('A steady week');
  await page.goto('/fitness');
  await expect(page.getByText('Evening run').first()).toBeVisible();
  await page.goto('/nutrition');
  await expect(page.getByText('Lentil soup').first()).toBeVisible();
  await page.goto('/nutrition/grocery');
  await expect(page.getByText('Oat milk').first()).toBeVisible();
});

/**
 * Reports as of a moment (issue 26): before the first transaction the Category Breakdown is empty and
 * 'Generate Report' (its totals and its CSV) sums nothing; 'Back to now' shows the expense again.
 */
test('reports as of a moment before any transaction, then back to now', async ({ page }) => {
  await signUpViaApi(page, 'Rex Reports');
  await page.goto('/');
  const today = await page.evaluate(() => {
    const date = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  });
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), await response.text()).toBe(201);
    return { id: ((await response.json()) as { id: string }).id, position: response.headers()['x-position']! };
  };
  const account = await post('/api/accounts', { accountName: 'Asof Checking', accountType: 'checking' });
  const category = await post('/api/expense-types', { transactionCategory: 'Bakery', transactionType: 'Expense - Variable' });
  const before = new Date().toISOString();
  await page.waitForTimeout(50);
  const recorded = await post('/api/transactions', {
    title: 'Sourdough',
    type: 'expense',
    amount: '12.34',
    date: today,
    fromAccountId: account.id,
    transactionCategoryIds: [category.id],
  });
  // Read-your-writes: the live report holds the expense before the page is opened.
  const live = await page.request.get('/api/reports/summary', { headers: { 'X-Min-Position': recorded.position } });
  expect(((await live.json()) as { totals: { expenses: string } }).totals.expenses).toBe('12.34');

  const banner = page.getByTestId('as-of-banner');
  const breakdown = page.getByRole('region', { name: 'Category Breakdown' });
  const generate = async () => {
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByRole('dialog', { name: 'Generate Report' }).getByRole('button', { name: 'Show report' }).click();
    return page.getByRole('region', { name: 'Report' });
  };
  const expensesOf = (report: ReturnType<typeof page.getByRole>) =>
    report.getByRole('list', { name: 'Report totals' }).getByRole('listitem').filter({ hasText: 'Expenses' });

  await page.goto(`/money/reports?asOf=${encodeURIComponent(before)}`);
  await expect(banner).toBeVisible();
  await expect(breakdown.getByText('No expenses in this range')).toBeVisible();
  await expect(page.getByText('Bakery')).toHaveCount(0);
  await expect(page.getByText('show the present, not the moment you are viewing')).toHaveCount(0);
  const past = await generate();
  await expect(expensesOf(past)).toContainText('$0.00');
  const [file] = await Promise.all([page.waitForEvent('download'), past.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toMatch(/\r\nTotal,[^\r\n]*,0\.00,0\.00,0\.00,0,\r\n/);
  expect(csv).not.toContain('Bakery');
  await past.getByRole('button', { name: 'Close' }).click();

  await banner.getByRole('button', { name: 'Back to now' }).click();
  await expect(banner).toBeHidden();
  await expect(breakdown.getByRole('table')).toContainText('Bakery');
  await expect(breakdown.getByRole('table')).toContainText('$12.34');
  await expect(expensesOf(await generate())).toContainText('$12.34');
});

/**
 * Budgets, schedules (their period balances) and recurring transactions as of a moment (issue 26):
 * before their records existed, the empty states; between the records and an expense, the budget's
 * spending and the period's end balance without it; 'Back to now' shows the expense again.
 */
test('budgets, schedule balances and recurring transactions as of a moment, then back to now', async ({ page }) => {
  await signUpViaApi(page, 'Mo Asof');
  await page.goto('/');
  const { today, monthStart, monthEnd } = await page.evaluate(() => {
    const date = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    return {
      today: ymd(date),
      monthStart: ymd(new Date(date.getFullYear(), date.getMonth(), 1)),
      monthEnd: ymd(new Date(date.getFullYear(), date.getMonth() + 1, 0)),
    };
  });
  const send = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const later = `${Number(today.slice(0, 4)) + 2}`;
  const before = new Date().toISOString();
  await page.waitForTimeout(50);
  const checking = await send('/api/accounts', {
    accountName: 'Asof Checking',
    accountType: 'checking',
    startingBalance: '1000',
    startingBalanceAsof: '2020-01-01',
  });
  const groceries = await send('/api/expense-types', { transactionCategory: 'Asof Groceries', transactionType: 'Expense - Variable' });
  await send('/api/budgets', {
    categoryId: groceries.id,
    budgetAmount: '200',
    month: Number(today.slice(5, 7)),
    year: Number(today.slice(0, 4)),
  });
  await send('/api/schedules', { name: 'This month', startDate: monthStart, endDate: monthEnd });
  await send('/api/recurring-transactions', {
    title: 'Asof rent',
    amount: '700',
    type: 'expense',
    fromAccountId: checking.id,
    frequency: 'monthly',
    startDate: `${later}-01-31`,
    endDate: `${later}-03-31`,
  });
  await page.waitForTimeout(50);
  const middle = new Date().toISOString();
  await page.waitForTimeout(50);
  await send('/api/transactions', {
    title: 'Asof shop',
    type: 'expense',
    amount: '50',
    date: today,
    fromAccountId: checking.id,
    transactionCategoryIds: [groceries.id],
  });

  const banner = page.getByTestId('as-of-banner');
  const at = (moment: string) => `asOf=${encodeURIComponent(moment)}`;
  const totals = page.getByTestId('budget-totals');
  const checkingRow = page.getByTestId('account-balance-row').filter({ hasText: 'Asof Checking' });
  const recurringCount = page.getByTestId('recurring-count');

  // Before any of them: the empty states, and no note that these screens show the present.
  await page.goto(`/money/budgets?${at(before)}`);
  await expect(banner).toBeVisible();
  await expect(page.getByText('No budgets yet')).toBeVisible();
  await expect(page.getByText(/show the present/)).toHaveCount(0);
  await page.goto(`/money/schedules?${at(before)}`);
  await expect(page.getByText('No schedules yet')).toBeVisible();
  await expect(page.getByText(/show the present/)).toHaveCount(0);
  const recurringRead = page.waitForResponse((response) => /\/api\/recurring-transactions\?.*asOf=/.test(response.url()));
  await page.goto(`/money/transactions?${at(before)}`);
  await expect(banner).toBeVisible();
  expect((await recurringRead).status()).toBe(200);
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await expect(recurringCount).toHaveCount(0);

  // Between the records and the expense: the budget unspent, the period's end balance without it.
  await page.goto(`/money/budgets?${at(middle)}`);
  await expect(totals).toContainText('$0.00 of $200.00');
  await page.goto(`/money/transactions?${at(middle)}`);
  await expect(recurringCount).toHaveText('1 recurring transaction set up');
  await page.goto(`/money/schedules?${at(middle)}`);
  await expect(checkingRow).toContainText('$1,000.00');
  await expect(checkingRow).not.toContainText('$950.00');

  // Back to now: the expense moves the balance and the budget.
  await banner.getByRole('button', { name: 'Back to now' }).click();
  await expect(banner).toBeHidden();
  await expect(checkingRow).toContainText('$950.00');
  await page.goto('/money/budgets');
  await expect(totals).toContainText('$50.00 of $200.00');
  await page.goto('/money/transactions');
  await expect(recurringCount).toHaveText('1 recurring transaction set up');
});
