import { expect, test } from '@playwright/test';
import { PASSWORD, signUpViaApi } from './helpers';

/**
 * Issue 13 #1: a session that ends in the background (here: signed out through the API, as another
 * tab would) turns the next poll's 401 into the login screen, not a dead page of failing toasts;
 * signing in again returns to the page the user was on.
 */
test('an ended session shows the login screen, and signing in returns to the same page', async ({ page }) => {
  const email = await signUpViaApi(page, 'Tab Two');
  await page.goto('/money/transactions?type=expense');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();

  // Another tab signs out: the cookie jar is shared, the server forgets the session.
  const loggedOut = await page.request.post('/api/auth/logout', { data: {} });
  expect(loggedOut.status()).toBe(204);

  // The transactions list polls every 15 s; its 401 ends the session in the app.
  await expect(page.getByRole('heading', { name: 'Welcome to Life' })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('Please try again')).toHaveCount(0);
  await expect(page.getByText('Tab Two')).toHaveCount(0);

  // Filled at once, as a password manager does: the form submits itself.
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  expect((await login).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page).toHaveURL(/\/money\/transactions\?type=expense$/);
});
