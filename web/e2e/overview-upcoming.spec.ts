import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Issue 24, misleading cases 1 and 2 end to end: a weekly paycheck that started three weeks ago,
 * created from the overview with 'Mark posted automatically on its date'. The form says which
 * occurrences it creates posted; the overview's Recent Transactions then lists only those dated up
 * to today (posted), the next ones sit under Upcoming (pending, soonest first), and the account's
 * balance counts the paychecks already received.
 */

test.use({ timezoneId: 'UTC' });

const DAY_MS = 24 * 60 * 60 * 1000;
/** yyyy-mm-dd of today + `days` (UTC, the browser's zone above). */
function day(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}
/** As the overview shows a day: 'Nov 6, 2026'. */
function shown(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

test('a paycheck started three weeks ago with auto-post: recent up to today and posted, the next ones upcoming', async ({ page }) => {
  await signUpViaApi(page, 'Paula Payday');
  const account = await page.request.post('/api/accounts', {
    data: { accountName: 'Everyday Checking', accountType: 'checking', startingBalance: '1000', startingBalanceAsof: day(-60) },
  });
  expect(account.status(), await account.text()).toBe(201);

  await page.goto('/money');
  await expect(page.getByRole('heading', { level: 1, name: 'Money Overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Transaction' });
  await add.getByRole('checkbox', { name: 'Recurring Transaction' }).check();
  await add.getByLabel('Frequency').selectOption({ label: 'Weekly' });
  await add.getByLabel('Start Date').fill(day(-21));
  await add.getByText('Income', { exact: true }).click();
  await add.getByLabel('To Account').selectOption({ label: 'Everyday Checking' });
  await add.getByLabel('Description').fill('Paycheck');
  await add.getByLabel('Amount').fill('2000');

  // Off, the form says the past ones would be pending; on, which ones are created posted.
  const summary = add.getByTestId('auto-post-summary');
  await expect(summary).toHaveText(`4 occurrences up to today will be created pending (${shown(day(-21))} to ${shown(day(0))})`);
  await add.getByRole('checkbox', { name: 'Mark posted automatically on its date' }).check();
  await expect(summary).toHaveText(`4 occurrences up to today will be created posted (${shown(day(-21))} to ${shown(day(0))})`);
  await add.getByRole('button', { name: 'Create Transaction' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success.getByText('Recurring transaction created successfully! Future transactions have been generated.')).toBeVisible();
  await success.getByRole('button', { name: 'Continue' }).click();

  // Recent Transactions: the four paychecks up to today, newest first, all posted; nothing a year ahead.
  const recent = page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem');
  await expect(recent).toHaveText([0, -7, -14, -21].map((days) => new RegExp(`Paycheck${shown(day(days))}.*\\+\\$2,000\\.00`)));
  for (const row of await recent.all()) await expect(row).not.toContainText('Pending');

  // Upcoming: the next five, soonest first, pending; the rest counted.
  const upcoming = page.getByRole('list', { name: 'Upcoming transactions' }).getByRole('listitem');
  await expect(upcoming).toHaveText([7, 14, 21, 28, 35].map((days) => new RegExp(`Paycheck${shown(day(days))} · Pending`)));
  await expect(page.getByText(/^\d+ more upcoming transactions$/)).toBeVisible();

  // The balance counts the four paychecks received: 1,000 + 4 x 2,000.
  const checking = page.getByTestId('account-balance-row').filter({ hasText: 'Everyday Checking' });
  await expect(checking).toContainText('$9,000.00');

  // The ledger (default window today ± 15 days): the paychecks up to today among its rows, the next two
  // in the collapsed Upcoming section, not mixed in.
  await page.goto('/money/transactions');
  const toggle = page.getByTestId('upcoming-toggle');
  await expect(toggle).toContainText('Upcoming (2)');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('transaction-list').getByRole('article', { name: 'Paycheck' })).toHaveCount(3);
});
