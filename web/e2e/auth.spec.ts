import { expect, test } from '@playwright/test';
import { expectDashboard, newEmail, PASSWORD, signUpViaApi } from './helpers';

test('register, stay signed in across a reload, sign out, sign in again by auto-submit', async ({ page }) => {
  const email = newEmail();
  await page.goto('/money/transactions');
  await expect(page.getByRole('heading', { name: 'Welcome to Life' })).toBeVisible();
  await expect(page.getByText('Your personal operating system')).toBeVisible();

  await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
  await expect(page.getByRole('heading', { name: 'Create your Life account' })).toBeVisible();
  await page.getByLabel('Display Name').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expectDashboard(page);
  await expect(page.getByText("Welcome back! Here's what's happening in your life.")).toBeVisible();
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByText('Ada Lovelace')).toBeVisible();
  await expect(sidebar.getByText(email)).toBeVisible();
  await expect(sidebar.getByText('AL', { exact: true })).toBeVisible();

  await page.reload();
  await expectDashboard(page);

  await sidebar.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Life' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Life' })).toBeVisible();

  // No click: filled without typing (as a password manager does), the form submits itself 500 ms later.
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  expect((await login).status()).toBe(200);
  await expectDashboard(page);
});

test('typing a password slowly sends no attempt until the user submits (issue 13 #2)', async ({ page, browser }) => {
  const other = await browser.newContext();
  const email = newEmail();
  expect((await other.request.post('/api/auth/register', { data: { email, password: PASSWORD, displayName: 'Slow' } })).status()).toBe(201);
  await other.close();

  await page.goto('/');
  let attempts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) attempts++;
  });
  await page.getByLabel('Email', { exact: true }).pressSequentially(email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD, { delay: 700 });
  await page.waitForTimeout(1500);
  expect(attempts).toBe(0);
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Sign in with Email' }).click();
  expect((await login).status()).toBe(200);
  expect(attempts).toBe(1);
  await expectDashboard(page);
});

test("a wrong password shows 'Login failed: ...'", async ({ page, browser }) => {
  // Create the account from another context so this page stays signed out.
  const other = await browser.newContext();
  const email = newEmail();
  const created = await other.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, displayName: 'Grace' },
  });
  expect(created.status()).toBe(201);
  await other.close();

  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in with Email' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed:' })).toHaveText('Login failed: Invalid email or password');
  await expect(page.getByRole('heading', { name: 'Welcome to Life' })).toBeVisible();
});

test('validation alerts and provider notices', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Email' }).click();
  await expect(page.getByText('Please enter both email and password')).toBeVisible();

  // Google sign-in is set up in e2e (oidc.spec.ts); Apple never is.
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  await expect(page.getByText('Apple sign-in is not configured on this server')).toBeVisible();

  await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
  await page.getByLabel('Email', { exact: true }).fill(newEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your display name')).toBeVisible();
});

test('registering a taken e-mail shows the server message', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
  await page.getByLabel('Display Name').fill('Someone Else');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration failed: Email already registered')).toBeVisible();
});
