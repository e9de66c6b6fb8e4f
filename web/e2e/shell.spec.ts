import { expect, test } from '@playwright/test';
import { expectDashboard, signUpViaApi } from './helpers';

test.beforeEach(async ({ page }) => {
  await signUpViaApi(page, 'Grace Hopper');
});

test('unknown paths show Page Not Found; area sections fall back to their overview', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expectDashboard(page);

  await page.goto('/money/whatever');
  await expect(page.getByRole('heading', { level: 1, name: 'Money Overview' })).toBeVisible();
  await page.goto('/goals/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Goal' })).toBeVisible();
});

test('sidebar links navigate and mark the current entry', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Transactions' }).click();
  // The ledger writes its filters into the URL (issue 24): a reload or a shared link shows the same rows.
  await expect(page).toHaveURL(/\/money\/transactions(\?from=[^&]*&to=.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);

  await sidebar.getByRole('link', { name: 'Weekly Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Review' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Weekly Review' })).toHaveAttribute('aria-current', 'page');
});

test('Ctrl+B collapses the sidebar and the state survives a reload', async ({ page, context }) => {
  await page.goto('/');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await expect(sidebar.getByRole('link', { name: 'Transactions' })).toBeVisible();

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(sidebar.getByRole('link', { name: 'Transactions' })).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
});

test('the dark theme survives a reload (screenshots of both themes attached)', async ({ page }, testInfo) => {
  await page.goto('/');
  await expectDashboard(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await testInfo.attach('shell-light', {
    body: await page.screenshot({ path: testInfo.outputPath('shell-light.png'), fullPage: true }),
    contentType: 'image/png',
  });

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expectDashboard(page);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await page.mouse.move(0, 0); // no tooltip in the picture
  await testInfo.attach('shell-dark', {
    body: await page.screenshot({ path: testInfo.outputPath('shell-dark.png'), fullPage: true }),
    contentType: 'image/png',
  });
});

test.describe('on a 375 px wide screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the sidebar is a slide-in drawer', async ({ page }, testInfo) => {
    await page.goto('/');
    await expectDashboard(page);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Personal OS')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await testInfo.attach('shell-mobile-drawer', {
      body: await page.screenshot({ path: testInfo.outputPath('shell-mobile-drawer.png') }),
      contentType: 'image/png',
    });

    await drawer.getByRole('link', { name: 'Grocery List' }).click();
    await expect(page).toHaveURL(/\/nutrition\/grocery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grocery List' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
