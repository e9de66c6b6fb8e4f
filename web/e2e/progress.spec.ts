import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Progress and the Nutrition Report (issue 27), end to end against the real API: workouts logged
 * across weeks show in /fitness/progress's tables as hand-computed weekly figures (weeks Monday to
 * Sunday, by type), also as of a moment before a deletion; body-weight entries logged, edited and
 * deleted from the page with their exact trend in either unit; the Nutrition Report opened from the
 * Quick Action, a day's figures and the downloaded CSV checked line by line.
 */

/** The browser's local day, yyyy-mm-dd, `offset` days from `from` (the test and the browser share the machine's zone). */
function localDay(offset = 0, from = new Date()): string {
  const day = new Date(from);
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** 'Nov 16, 2026' for '2026-11-16', as the tables show a day. */
function displayDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

async function post(request: APIRequestContext, path: string, data: unknown): Promise<{ id: string }> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Picks a segmented control's option by its label (the radio itself is visually hidden). */
async function choose(scope: Page | Locator, option: string): Promise<void> {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

/** A weekly table's row: its header (the week's Monday, or 'All weeks') and cells Strength, Cardio, Flexibility, HIIT, Other, Total. */
function weekRow(page: Page, table: string, header: string): Locator {
  return page.getByRole('table', { name: new RegExp(`^${table}`) }).getByRole('row', { name: new RegExp(`^${header}`) });
}

test('weekly workout figures, the body-weight log and the Nutrition Report match hand-computed figures', async ({ page }) => {
  await signUpViaApi(page, 'Pat Progress');
  const request = page.request;
  const sinceMonday = (new Date().getDay() + 6) % 7;
  const monday = localDay(-sinceMonday);
  const lastMonday = localDay(-sinceMonday - 7);
  const workout = (date: string, type: string, duration: number, calories: number | null, completed = true) =>
    post(request, '/api/workouts', { name: `${type} ${date}`, type, duration, calories, date, completed, time: '07:00' });

  await workout(monday, 'cardio', 30, 250); // this week
  const sunday = await workout(localDay(-sinceMonday - 1), 'strength', 45, 300); // last week's Sunday
  await workout(lastMonday, 'strength', 60, null); // last week's Monday, no calories given
  await workout(localDay(-sinceMonday - 3), 'hiit', 20, 200, false); // not done: counts nowhere
  await workout(localDay(-sinceMonday - 14 * 7), 'cardio', 40, 350); // 14 weeks back: the year only

  await page.goto('/fitness/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  // This week: the cardio run. Last week: two strength sessions, 45 + 60 = 105 minutes, 300 calories.
  await expect(weekRow(page, 'Workouts per week', displayDay(monday)).getByRole('cell')).toHaveText(['0', '1', '0', '0', '0', '1']);
  await expect(weekRow(page, 'Workouts per week', displayDay(lastMonday)).getByRole('cell')).toHaveText(['2', '0', '0', '0', '0', '2']);
  await expect(weekRow(page, 'Active minutes per week', displayDay(lastMonday)).getByRole('cell')).toHaveText([
    '105',
    '0',
    '0',
    '0',
    '0',
    '105',
  ]);
  await expect(weekRow(page, 'Calories burned per week', displayDay(lastMonday)).getByRole('cell')).toHaveText([
    '300',
    '0',
    '0',
    '0',
    '0',
    '300',
  ]);
  await expect(weekRow(page, 'Workouts per week', 'All weeks').getByRole('cell')).toHaveText(['2', '1', '0', '0', '0', '3']);
  await expect(weekRow(page, 'Active minutes per week', 'All weeks').getByRole('cell')).toHaveText(['105', '30', '0', '0', '0', '135']);
  await expect(weekRow(page, 'Calories burned per week', 'All weeks').getByRole('cell')).toHaveText(['300', '250', '0', '0', '0', '550']);
  await expect(page.getByRole('table', { name: /^Workouts per week/ }).getByRole('row')).toHaveCount(14);
  await expect(page.locator('.recharts-wrapper')).toHaveCount(3);

  // The year: 52 weeks, the swim 14 weeks back included.
  await choose(page, 'Year');
  await expect(page.getByRole('table', { name: /^Workouts per week/ }).getByRole('row')).toHaveCount(54);
  await expect(weekRow(page, 'Calories burned per week', displayDay(localDay(-sinceMonday - 14 * 7))).getByRole('cell')).toHaveText([
    '0',
    '350',
    '0',
    '0',
    '0',
    '350',
  ]);
  await expect(weekRow(page, 'Active minutes per week', 'All weeks').getByRole('cell')).toHaveText(['105', '70', '0', '0', '0', '175']);

  // As of a moment before the Sunday session was deleted, last week still has both.
  const beforeDeletion = new Date().toISOString();
  expect((await request.delete(`/api/workouts/${sunday.id}`)).status()).toBe(204);
  await page.reload();
  await expect(weekRow(page, 'Workouts per week', displayDay(lastMonday)).getByRole('cell')).toHaveText(['1', '0', '0', '0', '0', '1']);
  await page.goto(`/fitness/progress?asOf=${encodeURIComponent(beforeDeletion)}`);
  await expect(weekRow(page, 'Workouts per week', displayDay(lastMonday)).getByRole('cell')).toHaveText(['2', '0', '0', '0', '0', '2']);
  await expect(page.getByRole('button', { name: 'Log weight' })).toBeDisabled();
  await page.goto('/fitness/progress');

  // Body weight: three weigh-ins from the form, one in pounds; the table shows them in kg with the trend.
  const weights = page.getByRole('region', { name: 'Body weight' });
  const form = weights.getByRole('form', { name: 'Log weight' });
  await expect(weights.getByText('No weight entries yet')).toBeVisible();
  for (const [offset, weight, unit] of [
    [-2, '80.25', 'kg'],
    [-1, '176', 'lb'],
    [0, '79.9', 'kg'],
  ] as const) {
    await form.getByLabel('Date').fill(localDay(offset));
    await form.getByLabel('Weight').fill(weight);
    await form.getByLabel('Unit').selectOption(unit);
    await form.getByRole('button', { name: 'Log weight' }).click();
    await expect(weights.getByRole('row', { name: new RegExp(`^${displayDay(localDay(offset))}`) })).toBeVisible();
  }
  const entry = (offset: number) => weights.getByRole('row', { name: new RegExp(`^${displayDay(localDay(offset))}`) });
  // 176 lb = 79.83225712 kg -> 79.83; trend 80.25, (80.25 + 79.83) / 2 = 80.04, (80.25 + 79.83 + 79.90) / 3 = 79.993 -> 79.99.
  await expect(entry(0).getByRole('cell').nth(0)).toHaveText('79.9 kg');
  await expect(entry(0).getByRole('cell').nth(1)).toHaveText('79.9');
  await expect(entry(0).getByRole('cell').nth(2)).toHaveText('79.99');
  await expect(entry(-1).getByRole('cell').nth(1)).toHaveText('79.83');
  await expect(entry(-1).getByRole('cell').nth(2)).toHaveText('80.04');
  await expect(entry(-2).getByRole('cell').nth(2)).toHaveText('80.25');
  // In pounds: 79.9 kg = 176.149... lb -> 176.15.
  await choose(weights, 'lb');
  await expect(entry(0).getByRole('cell').nth(1)).toHaveText('176.15');
  await choose(weights, 'kg');

  // Edit today's to 79.5: trend (80.25 + 79.83 + 79.50) / 3 = 79.86. Delete the pounds: (80.25 + 79.50) / 2 = 79.875 -> 79.88.
  await entry(0)
    .getByRole('button', { name: /^Edit weight/ })
    .click();
  const edit = weights.getByRole('form', { name: 'Edit weight entry' });
  await edit.getByLabel('Weight').fill('79.5');
  await edit.getByRole('button', { name: 'Save weight' }).click();
  await expect(entry(0).getByRole('cell').nth(2)).toHaveText('79.86');
  await entry(-1)
    .getByRole('button', { name: /^Delete weight/ })
    .click();
  await page.getByRole('dialog', { name: 'Delete weight entry' }).getByRole('button', { name: 'Delete' }).click();
  await expect(entry(-1)).toBeHidden();
  await expect(entry(0).getByRole('cell').nth(2)).toHaveText('79.88');
  await expect(page.locator('.recharts-wrapper')).toHaveCount(4);

  // Today's entry's history (issue 27): logged, then its weight changed.
  await entry(0)
    .getByRole('button', { name: /^History of weight of/ })
    .click();
  const history = page.getByRole('dialog', { name: /^History of weight of/ }).getByTestId('history-entry');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Logged');
  await expect(history.nth(1)).toContainText('Weight changed');
  await page.keyboard.press('Escape');

  // The deleted pounds entry comes back from Settings → Recently Deleted, and with it the trend: 79.86 again.
  await page.goto('/money');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Recently Deleted' }).click();
  const deleted = page.getByRole('dialog', { name: 'Recently Deleted' }).getByRole('listitem').filter({ hasText: 'Body weight' });
  await expect(deleted).toContainText(`176 lb`);
  await expect(deleted).toContainText(`Body weight · ${displayDay(localDay(-1))}`);
  await deleted.getByRole('button', { name: 'Restore 176 lb' }).click();
  await page.getByRole('dialog', { name: 'Restore deleted record' }).getByRole('button', { name: 'Restore' }).click();
  await expect(deleted).toHaveCount(0);
  await page.goto('/fitness/progress');
  await expect(entry(-1).getByRole('cell').nth(0)).toHaveText('176 lb');
  await expect(entry(0).getByRole('cell').nth(2)).toHaveText('79.86');

  // The Nutrition Report: meals yesterday and today (one not logged), the user's own targets.
  const [today, yesterday] = [localDay(), localDay(-1)];
  const meal = (date: string, calories: number, protein: string, logged = true) =>
    post(request, '/api/meals', { name: 'Meal', type: 'lunch', calories, protein, carbs: '10.10', fat: '5', date, logged, time: '12:00' });
  await meal(yesterday, 1500, '80.25');
  await meal(yesterday, 700, '40.50');
  await meal(today, 900, '30');
  await meal(today, 400, '20', false);
  const targets = await request.put('/api/targets', {
    data: {
      calories: 2000,
      protein: 100,
      carbs: 250,
      fat: 70,
      waterGlasses: 8,
      weeklyWorkouts: 5,
      weeklyCaloriesBurned: 2000,
      weeklyActiveMinutes: 300,
    },
  });
  expect(targets.status(), await targets.text()).toBe(200);

  await page.goto('/nutrition');
  await page.getByRole('region', { name: 'Quick Actions', exact: true }).getByRole('link', { name: 'Nutrition Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Report' })).toBeVisible();
  const daily = page.getByRole('table', { name: 'Logged calories and macros per day' });
  await expect(daily.getByRole('row')).toHaveCount(8);
  await expect(daily.getByRole('row', { name: new RegExp(`^${displayDay(yesterday)}`) }).getByRole('cell')).toHaveText([
    '2',
    '2,200',
    '120.75',
    '20.20',
    '10.00',
    'Over',
  ]);
  const summary = page.getByRole('table', { name: /^Averages over the days with logged meals/ });
  // (2200 + 900) / 2 = 1550; (120.75 + 30) / 2 = 75.375 -> 75.38.
  await expect(summary.getByRole('row', { name: /^Calories/ }).getByRole('cell')).toHaveText(['2,000', '1550.00', '1', '1']);
  await expect(summary.getByRole('row', { name: /^Protein/ }).getByRole('cell')).toHaveText(['100', '75.38', '1', '1']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(csv[0]).toBe(
    'Date,Logged meals,Calories,Calories target,Calories vs target,Protein (g),Protein target (g),Carbs (g),Carbs target (g),Fat (g),Fat target (g)',
  );
  expect(csv).toHaveLength(10);
  expect(csv[1]).toBe(`${localDay(-6)},0,0,2000,,0.00,100,0.00,250,0.00,70`);
  expect(csv[6]).toBe(`${yesterday},2,2200,2000,over,120.75,100,20.20,250,10.00,70`);
  expect(csv[7]).toBe(`${today},1,900,2000,under,30.00,100,10.10,250,5.00,70`);
  expect(csv[8]).toBe('Average of 2 logged days,,1550.00,2000,,75.38,100,15.15,250,7.50,70');

  // The last 30 days: 30 rows, the same averages.
  await choose(page, 'Last 30 days');
  await expect(daily.getByRole('row')).toHaveCount(31);
  await expect(summary.getByRole('row', { name: /^Calories/ }).getByRole('cell')).toHaveText(['2,000', '1550.00', '1', '1']);
});
