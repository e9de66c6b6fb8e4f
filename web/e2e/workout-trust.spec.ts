import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Issue 26: a workout keeps what was logged. A 35-minute run logged as done offers no timer (and the
 * API refuses one with a clear message), so it stays 35 minutes; its Edit dialog changes it; its
 * History restores the logged version with one more change.
 */

function runCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Recent Workouts', exact: true }).getByRole('article', { name: 'Evening run' });
}

test('a logged 35-minute run keeps its minutes, can be edited, and an earlier version restored', async ({ page }) => {
  await signUpViaApi(page, 'Rita Runner');
  await page.goto('/fitness');
  await expect(page.getByRole('heading', { level: 1, name: 'Fitness' })).toBeVisible();

  // Log Workout: done by default.
  await page.getByRole('button', { name: 'Log Workout' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log Workout' });
  const form = dialog.getByRole('form', { name: 'New workout' });
  await form.getByLabel('Name').fill('Evening run');
  await form.getByLabel('Type').selectOption({ label: 'Cardio' });
  await form.getByLabel('Duration (minutes)').fill('35');
  await expect(form.getByLabel('Done')).toBeChecked();
  await form.getByRole('button', { name: 'Log Workout' }).click();
  await expect(dialog).toBeHidden();
  const run = runCard(page);
  await expect(run).toContainText('35 min');
  await expect(run.getByRole('img', { name: 'Completed' })).toBeVisible();

  // No timer for a done workout: no Start button, and the API refuses Start and Finish.
  await expect(run.getByRole('button', { name: 'Start Workout' })).toHaveCount(0);
  const workouts = (await (await page.request.get('/api/workouts')).json()) as { id: string; duration: number }[];
  const id = workouts[0]!.id;
  for (const action of ['start', 'finish']) {
    const refused = await page.request.post(`/api/workouts/${id}/${action}`);
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ error: 'This workout is already done: only a planned workout can be started or finished' });
  }
  await page.reload();
  await expect(runCard(page)).toContainText('35 min');

  // Edit Workout: the form with its values; saved by PUT.
  await run.getByRole('button', { name: 'Actions for Evening run' }).click();
  await page.getByRole('menuitem', { name: 'Edit Workout' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Workout' }).getByRole('form', { name: 'Edit workout' });
  await expect(edit.getByLabel('Duration (minutes)')).toHaveValue('35');
  await edit.getByLabel('Duration (minutes)').fill('50');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Workout' })).toBeHidden();
  await expect(run).toContainText('50 min');

  // History: Restore this version brings the logged 35 minutes back, one more change in the log.
  await run.getByRole('button', { name: 'Actions for Evening run' }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'History of Evening run' });
  const entries = drawer.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1).getByText('Duration 35 min → 50 min')).toBeVisible();
  await entries.nth(0).getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2).getByText('Duration 50 min → 35 min')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(run).toContainText('35 min');
});
