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

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../infra/src/imports/fixtures/${name}`, import.meta.url)));
const workoutCount = async (page: import('@playwright/test').Page) =>
  ((await (await page.request.get('/api/workouts')).json()) as unknown[]).length;

test('Apple Health: pick the export, preview, import, undo', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/fitness/apple');
  await expect(page.getByRole('heading', { level: 1, name: 'Apple Fitness' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Apple Health export (export.zip or export.xml)' }).click();
  await (await chooser).setFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: fixture('export.zip') });

  // The preview saves nothing and names the workout it cannot take.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('status').filter({ hasText: 'Preview: nothing saved yet' });
  await expect(preview).toContainText('4 workouts to add, 0 duplicates to skip, 1 row rejected.');
  await expect(preview.getByRole('list', { name: 'Rejected rows' })).toContainText('Workout 5 (line 35): expected at most 1440 minutes');
  expect(await workoutCount(page)).toBe(0);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText(
    '4 workouts added, 0 duplicates skipped, 1 row rejected.',
  );
  await expect.poll(() => workoutCount(page)).toBe(4);
  // What landed, on the fitness overview: the four workouts of the export.
  await page.goto('/fitness');
  await expect(page.getByRole('list', { name: 'Recent workouts' }).getByRole('listitem')).toHaveCount(4);

  await page.goto('/fitness/apple');
  const past = page.getByRole('listitem', { name: 'export.zip' });
  await past.getByRole('button', { name: 'Undo import' }).click();
  await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo import' }).click();
  await expect(past.getByText('Undone')).toBeVisible();
  await expect.poll(() => workoutCount(page)).toBe(0);
});

test("MyFitnessPal's exercise export becomes workouts, the row it cannot take listed", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/nutrition/mfp');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'MyFitnessPal export (.csv)' }).click();
  await (await chooser).setFiles({ name: 'exercise.csv', mimeType: 'text/csv', buffer: fixture('mfp-exercise.csv') });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const summary = page.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(summary).toContainText('6 workouts added, 0 duplicates skipped, 1 row rejected.');
  await expect(summary.getByRole('list', { name: 'Rejected rows' })).toContainText(
    'Row 5, Exercise Minutes: no minutes, so it is not a workout (a calorie adjustment or steps)',
  );
  await expect.poll(() => workoutCount(page)).toBe(6);
  const names = ((await (await page.request.get('/api/workouts')).json()) as { name: string }[]).map((workout) => workout.name);
  expect(names).toContain('Running (jogging), 5 mph (12 min mile)');

  // On the fitness overview: the six workouts (a day's strength rows make one, its exercises listed), the
  // adjustment row not among them.
  await page.goto('/fitness');
  const recent = page.getByRole('list', { name: 'Recent workouts' });
  await expect(recent.getByRole('listitem')).toHaveCount(6);
  const strength = recent.getByRole('article', { name: 'Strength training' });
  await expect(strength).toHaveCount(2);
  await expect(strength.filter({ hasText: 'Mar 1, 2024' })).toContainText('Bench Press 3 × 10 × 60.5 · Pull-ups 4 × 8');
  await expect(recent.getByRole('article', { name: 'Walking' })).toBeVisible();
  await expect(recent.getByRole('article', { name: 'MFP iOS calorie adjustment' })).toHaveCount(0);
});

test("Apple Health: the export's body-mass records land in the body-weight log, the 0 reading listed", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/fitness/apple');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Apple Health export (export.zip or export.xml)' }).click();
  await (await chooser).setFiles({ name: 'export.xml', mimeType: 'application/xml', buffer: fixture('export-body-mass.xml') });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const summaries = page.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(summaries.filter({ hasText: 'workout' })).toContainText('1 workout added, 0 duplicates skipped, 0 rows rejected.');
  const weights = summaries.filter({ hasText: 'weight entr' });
  await expect(weights).toContainText('3 weight entries added, 0 duplicates skipped, 1 row rejected.');
  await expect(weights.getByRole('list', { name: 'Rejected rows' })).toContainText('expected a weight greater than 0 and at most 1000 lb');

  // On the screens: the walk on the overview, the three weigh-ins (in lb, from Apple Health) in the log.
  await page.goto('/fitness');
  const recent = page.getByRole('list', { name: 'Recent workouts' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await page.goto('/fitness/progress');
  const log = page.getByRole('table', { name: /^Weight entries, newest first/ });
  await expect(log.locator('tbody tr')).toHaveCount(3);
  await expect(log.locator('tbody tr').first()).toContainText('181.13 lb');
  await expect(log.locator('tbody tr').last()).toContainText('182.4 lb');
  await expect(log.getByRole('cell', { name: 'Apple Health' })).toHaveCount(3);
});
