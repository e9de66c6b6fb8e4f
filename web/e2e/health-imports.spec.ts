import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signUpViaApi } from './helpers';

/**
 * MyFitnessPal import end to end (issue 11): the nutrition CSV fixture (BOM, quoted fields) goes
 * up as the raw body with upload progress, the summary shows, the meals are on the day, a second
 * import skips them all as duplicates, and Undo import removes exactly the first batch.
 */
const csv = readFileSync(fileURLToPath(new URL('../../infra/src/imports/fixtures/mfp-nutrition.csv', import.meta.url)));

test('MyFitnessPal: import, duplicates skipped, undo', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/nutrition/mfp');
  await expect(page.getByRole('heading', { level: 1, name: 'MyFitnessPal' })).toBeVisible();
  await expect(page.getByText('No imports yet')).toBeVisible();

  const choose = async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'MyFitnessPal export (.csv)' }).click();
    await (await chooser).setFiles({ name: 'nutrition.csv', mimeType: 'text/csv', buffer: csv });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
  };
  await choose();
  await expect(page.getByRole('status')).toContainText('4 meals added, 0 duplicates skipped, 0 rows rejected.');
  const meals = await page.request.get('/api/meals?startDate=2024-03-01&endDate=2024-03-02');
  expect(((await meals.json()) as { name: string }[]).map((meal) => meal.name).sort()).toEqual(['Breakfast', 'Dinner', 'Lunch', 'Snacks']);

  await choose();
  await expect(page.getByRole('status')).toContainText('0 meals added, 4 duplicates skipped');
  const past = page.getByRole('listitem', { name: 'nutrition.csv' });
  await expect(past).toHaveCount(2);

  // The older batch (listed last) added the four meals: undo it.
  await past.last().getByRole('button', { name: 'Undo import' }).click();
  await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo import' }).click();
  await expect(past.last().getByText('Undone')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/meals?startDate=2024-03-01&endDate=2024-03-02')).json()) as unknown[])
    .toEqual([]);
});
