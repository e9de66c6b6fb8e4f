import { expect, test } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../../command-api/src/auth/oidc/test-provider';
import { expectDashboard, newEmail } from './helpers';

/**
 * 'Continue with Google' in Chromium against a real OpenID provider (node-oidc-provider) that
 * this file starts on E2E_OIDC_PORT, where playwright.config.ts points the server's OIDC_ISSUER.
 */
let provider: TestProvider;

test.beforeAll(async ({ baseURL }) => {
  provider = await startTestProvider(Number(process.env.E2E_OIDC_PORT));
  provider.start(`${baseURL}/api/auth/oidc/callback`);
});

test.afterAll(async () => {
  await provider?.close();
});

function person(account: string, verified = true): string {
  const email = newEmail();
  provider.accounts.set(account, { email, email_verified: verified, name: 'Popup Person' });
  return email;
}

test('signs in through a 500x600 popup, which closes, and shows the dashboard', async ({ page }) => {
  const email = person('popup');
  provider.choose({ account: 'popup', consent: 'grant' });
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { openedWith: unknown[] }).openedWith = args;
      return open(...args);
    };
  });
  await page.goto('/');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close');
  await expectDashboard(page);
  const [url, , features] = await page.evaluate(() => (window as unknown as { openedWith: string[] }).openedWith);
  expect(url).toBe('/api/auth/oidc/start?display=popup');
  expect(features).toContain('width=500,height=600');
  const me = await page.request.get('/api/auth/me');
  expect(await me.json()).toMatchObject({ email, displayName: 'Popup Person', provider: 'oidc' });
});

test('refused in the popup (unverified e-mail): an alert, still signed out', async ({ page }) => {
  person('unverified', false);
  provider.choose({ account: 'unverified', consent: 'grant' });
  await page.goto('/');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await (await popupOpened).waitForEvent('close');
  await expect(page.getByRole('alert')).toHaveText(/no verified email address/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('falls back to a full-page redirect when the popup is blocked', async ({ page }) => {
  person('redirect');
  provider.choose({ account: 'redirect', consent: 'grant' });
  await page.addInitScript(() => {
    window.open = () => null; // what a popup blocker does
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expectDashboard(page);
});

test('a denied consent in page mode comes back to the login screen with an alert, and a clean URL', async ({ page }) => {
  person('denier');
  provider.choose({ account: 'denier', consent: 'deny' });
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText('Google sign-in was cancelled. Please try again.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Life' })).toBeVisible();
});
