import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const PASSWORD = 'correct-horse-1';

export function newEmail(): string {
  return `e2e-${randomUUID().slice(0, 8)}@example.com`;
}

/** Register through the API with the page's own cookie jar, so the page is signed in. */
export async function signUpViaApi(page: Page, displayName = 'Ada Lovelace'): Promise<string> {
  const email = newEmail();
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, displayName },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

export async function expectDashboard(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
