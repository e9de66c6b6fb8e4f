import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Issue 8 end to end: a bi-weekly paycheck set up through the transaction form's recurring part
 * (the worker generates its occurrences), a schedule that follows it, and the balances of the
 * current pay period read off its card, against hand-computed figures.
 */

test.use({ timezoneId: 'UTC' });

const DAY_MS = 24 * 60 * 60 * 1000;
/** yyyy-mm-dd of today + `days` (UTC, the browser's zone above). */
function day(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}
/** The schedule form's typed format MM/dd/yyyy. */
function typed(isoDay: string): string {
  const [year, month, dayOfMonth] = isoDay.split('-');
  return `${month}/${dayOfMonth}/${year}`;
}

async function createAccount(page: Page, accountName: string, accountType: string, startingBalance: string, asOf: string) {
  const response = await page.request.post('/api/accounts', {
    data: { accountName, accountType, startingBalance, startingBalanceAsof: asOf },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a bi-weekly paycheck, a schedule that follows it, and the current pay period balances', async ({ page }) => {
  await signUpViaApi(page, 'Paula Payday');
  await createAccount(page, 'Everyday Checking', 'checking', '1000', day(-60));
  await createAccount(page, 'Rainy Day Savings', 'savings', '500', day(-60));

  // Paid every other Friday-like day: 20 days ago, 6 days ago, in 8 days, ...
  const firstPayday = day(-20);
  await page.goto('/money/transactions');
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Transaction' });
  await add.getByRole('checkbox', { name: 'Recurring Transaction' }).check();
  await expect(add.getByText('Set up this transaction to repeat automatically')).toBeVisible();
  await expect(add.getByLabel('Date', { exact: true })).toBeHidden();
  await add.getByLabel('Frequency').selectOption({ label: 'Bi-weekly' });
  await add.getByLabel('Start Date').fill(firstPayday);
  await add.getByText('Income', { exact: true }).click();
  await add.getByLabel('To Account').selectOption({ label: 'Everyday Checking' });
  await add.getByLabel('Description').fill('Paycheck');
  await add.getByLabel('Amount').fill('2000');
  await add.getByRole('button', { name: 'Create Transaction' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success.getByText('Recurring transaction created successfully! Future transactions have been generated.')).toBeVisible();
  await success.getByRole('button', { name: 'Continue' }).click();

  // The worker's occurrences are listed at once, pending, and the recurring list shows the rule.
  await expect(page.getByTestId('recurring-count')).toHaveText('1 recurring transaction set up');
  await expect(page.getByRole('article', { name: 'Paycheck' }).first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Paycheck' }).first().getByRole('img', { name: 'Pending' })).toBeVisible();

  // A schedule that follows the paycheck.
  await page.goto('/money/schedules');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  await expect(page.getByText('No schedules yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Schedule' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Schedule' });
  await expect(create.getByText('Set up recurring time periods for budgeting and planning')).toBeVisible();
  await create.getByLabel('Schedule Name').fill('Pay periods');
  await create.getByLabel('Frequency').selectOption({ label: 'Use Recurring Transaction' });
  await create.getByLabel('Recurring Transaction').selectOption({ label: 'Paycheck (Bi-weekly)' });
  const start = create.getByLabel('Start Date');
  await start.fill(typed(firstPayday));
  await start.blur();
  await create.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText('Schedule created')).toBeVisible();

  // The current period (6 days ago .. in 7 days) is shown and expanded: Period 2 • 14 days.
  const current = page.getByRole('article', { name: 'Period 2' });
  await expect(current.getByText('Period 2 • 14 days')).toBeVisible();
  const checking = current.getByTestId('account-balance-row').filter({ hasText: 'Everyday Checking' });
  // Start: 1,000 posted; the paycheck of 20 days ago is pending (+2,000). End: the one of 6 days ago too (+4,000).
  await expect(checking.getByRole('cell')).toHaveText([
    'Everyday Checking',
    '$2,000.00',
    '$1,000.00',
    '$3,000.00',
    '$4,000.00',
    '$1,000.00',
    '$5,000.00',
  ]);
  const savings = current.getByTestId('account-balance-row').filter({ hasText: 'Rainy Day Savings' });
  await expect(savings.getByRole('cell')).toHaveText(['Rainy Day Savings', '$0.00', '$500.00', '$500.00', '$0.00', '$500.00', '$500.00']);

  // Posting the paycheck of 6 days ago (the one in 8 days sits in the collapsed Upcoming section; 20 days
  // ago is outside the default window) moves it from pending to posted in the period's end balance.
  await page.goto('/money/transactions');
  await expect(page.getByTestId('upcoming-toggle')).toContainText('Upcoming (1)');
  const paydays = page.getByTestId('transaction-list').getByRole('article', { name: 'Paycheck' });
  await expect(paydays).toHaveCount(1);
  await paydays.first().getByRole('switch', { name: 'Mark Paycheck as posted' }).click({ force: true });
  await expect(page.getByText('Transaction status updated')).toBeVisible();
  await page.goto('/money/schedules');
  await expect(checking.getByRole('cell')).toHaveText([
    'Everyday Checking',
    '$2,000.00',
    '$1,000.00',
    '$3,000.00',
    '$2,000.00',
    '$3,000.00',
    '$5,000.00',
  ]);
});
