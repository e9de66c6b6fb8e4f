import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * 'View as of…' (issue 10), end to end: a transaction recorded at 12.00 and edited to 15.00 shows
 * 12.00 as of a moment between the two, with the banner and writing disabled; a reload keeps the
 * moment (?asOf=), and so does the dashboard; 'Back to now' shows 15.00 again.
 */
test('the transactions list as of a moment before an edit, and back to now', async ({ page }) => {
  await signUpViaApi(page, 'Tess Timetravel');
  const send = async (method: 'post' | 'put', path: string, data: unknown, status: number) => {
    const response = await page.request[method](path, { data });
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()) as { id: string };
  };
  const { id: checking } = await send('post', '/api/accounts', { accountName: 'Checking', accountType: 'checking' }, 201);
  const { id } = await send(
    'post',
    '/api/transactions',
    { title: 'Groceries', amount: '12.00', type: 'expense', fromAccountId: checking },
    201,
  );
  // The moment is entered to the second: leave a clear second on each side of it.
  await page.waitForTimeout(1_500);
  const noted = Date.now();
  await page.waitForTimeout(1_500);
  await send('put', `/api/transactions/${id}`, { amount: '15.00' }, 200);

  await page.goto('/money/transactions');
  const amount = page.getByRole('article', { name: 'Groceries' }).getByTestId('transaction-amount');
  await expect(amount).toHaveText('-$15.00');

  await page.getByRole('button', { name: 'View as of…' }).click();
  // The browser's local wall-clock time of the noted instant, as the datetime-local input takes it.
  const local = await page.evaluate((time) => {
    const date = new Date(time);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, noted);
  await page.getByLabel('Date and time').fill(local);
  await page.getByRole('button', { name: 'View', exact: true }).click();

  const banner = page.getByTestId('as-of-banner');
  await expect(banner).toContainText(
    /^Viewing your data as it was on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)\. Changes are disabled\./,
  );
  await expect(amount).toHaveText('-$12.00');
  await expect(page.getByRole('button', { name: 'Add Transaction' })).toBeDisabled();
  await expect(page).toHaveURL(/[?&]asOf=/);

  await page.reload();
  await expect(amount).toHaveText('-$12.00');
  await expect(banner).toBeVisible();

  // The dashboard answers as of the moment too (issue 10): the expense as it was, its quick actions disabled.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/[?&]asOf=/);
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await expect(recent).toContainText('Groceries');
  await expect(recent).toContainText('12.00');
  await expect(recent).not.toContainText('15.00');
  await expect(page.getByRole('button', { name: 'Add Transaction' })).toBeDisabled();
  await page.goBack();
  await expect(amount).toHaveText('-$12.00');

  await banner.getByRole('button', { name: 'Back to now' }).click();
  await expect(amount).toHaveText('-$15.00');
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Transaction' })).toBeEnabled();
  await expect(page).not.toHaveURL(/asOf=/);
});
