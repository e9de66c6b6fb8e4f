import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Fitness, end to end against the real API: a new user plans two workouts (one with exercises),
 * completes one from its menu, times the other with Start Workout / Finish, marks one incomplete,
 * deletes one, and checks the stat cards, Weekly Goals, the rings and /fitness/progress against
 * hand-computed figures ("this week" = the last 7 local days, only completed workouts count; Progress
 * weeks run Monday to Sunday).
 */

/** The browser's local day, yyyy-mm-dd, `offset` days from today (the test and the browser share the machine's zone). */
function localDay(offset = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

function recentCard(page: Page, name: string): Locator {
  return region(page, 'Recent Workouts').getByRole('article', { name });
}

async function expectStats(page: Page, figures: { week: string; calories: string; minutes: string; total: string }): Promise<void> {
  const stat = (title: string) => region(page, title).getByTestId('stat-value');
  await expect(stat('This Week')).toHaveText(figures.week);
  await expect(stat('Calories Burned')).toHaveText(figures.calories);
  await expect(stat('Active Minutes')).toHaveText(figures.minutes);
  await expect(stat('Total Workouts')).toHaveText(figures.total);
}

async function logWorkout(
  page: Page,
  opener: Locator,
  workout: {
    name: string;
    type: string;
    duration: string;
    calories: string;
    planned?: boolean;
    exercise?: [string, string, string, string];
  },
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Log Workout' });
  const form = dialog.getByRole('form', { name: 'New workout' });
  // Day and time default to now, on the user's clock.
  await expect(form.getByLabel('Date')).toHaveValue(localDay());
  await form.getByLabel('Name').fill(workout.name);
  await form.getByLabel('Type').selectOption({ label: workout.type });
  await form.getByLabel('Duration (minutes)').fill(workout.duration);
  await form.getByLabel('Calories').fill(workout.calories);
  // Done unless planned (issue 26): a planned workout is the one a timer runs for.
  if (workout.planned) await form.getByLabel('Planned').check();
  if (workout.exercise) {
    const [name, sets, reps, weight] = workout.exercise;
    await form.getByRole('button', { name: 'Add Exercise' }).click();
    const row = form.getByRole('group', { name: 'Exercise 1' });
    await row.getByLabel('Exercise', { exact: true }).fill(name);
    await row.getByLabel('Sets').fill(sets);
    await row.getByLabel('Reps').fill(reps);
    await row.getByLabel('Weight').fill(weight);
  }
  await form.getByRole('button', { name: 'Log Workout' }).click();
  await expect(dialog).toBeHidden();
  await expect(recentCard(page, workout.name)).toBeVisible();
}

async function menuAction(card: Locator, name: string, action: string): Promise<void> {
  await card.getByRole('button', { name: `Actions for ${name}` }).click();
  await card.page().getByRole('menuitem', { name: action }).click();
}

test('a new user logs, times, toggles and deletes workouts and watches the figures follow', async ({ page }) => {
  await signUpViaApi(page, 'Fiona Fit');
  await page.goto('/fitness');
  await expect(page.getByRole('heading', { level: 1, name: 'Fitness' })).toBeVisible();
  await expectStats(page, { week: '0/6', calories: '0', minutes: '0', total: '0' });
  await expect(region(page, 'Recent Workouts').getByText('No workouts yet')).toBeVisible();

  // The form refuses what the API would, with the same messages.
  await region(page, 'Recent Workouts').getByRole('button', { name: 'Log Your First Workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Workout' });
  await dialog.getByLabel('Duration (minutes)').fill('');
  await dialog.getByRole('button', { name: 'Log Workout' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Duration is required')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Two workouts, planned for now: both show under Today's Workouts and Recent Workouts, neither counts yet.
  await logWorkout(page, region(page, 'Recent Workouts').getByRole('button', { name: 'Log Your First Workout' }), {
    name: 'Morning run',
    type: 'Cardio',
    duration: '30',
    calories: '250',
    planned: true,
  });
  await expect(page.getByText('Workout logged')).toBeVisible();
  await logWorkout(page, page.getByRole('button', { name: 'Log Workout' }).first(), {
    name: 'Leg day',
    type: 'Strength',
    duration: '45',
    calories: '400',
    planned: true,
    exercise: ['Squat', '5', '5', '102.5'],
  });
  await expect(recentCard(page, 'Leg day')).toContainText('Squat 5 × 5 × 102.5');
  await expect(region(page, "Today's Workouts").getByRole('article')).toHaveCount(2);
  await expectStats(page, { week: '0/6', calories: '0', minutes: '0', total: '0' });

  // Mark Complete from the menu: 1 of 6, its calories and minutes.
  const run = recentCard(page, 'Morning run');
  await menuAction(run, 'Morning run', 'Mark Complete');
  await expect(run.getByRole('img', { name: 'Completed' })).toBeVisible();
  await expect(run.getByRole('button', { name: 'Start Workout' })).toBeHidden();
  await expectStats(page, { week: '1/6', calories: '250', minutes: '30', total: '1' });
  await expect(region(page, 'Weekly Goals').getByTestId('goal-Calories')).toHaveText('250 / 2,000 cal');
  // Today's rings: 250 of 2000/7 -> 286 calories, 30 of 300/7 -> 43 minutes, 1 of 1 workout.
  await expect(region(page, 'Apple Fitness').getByRole('img', { name: 'Move: 250 of 286 cal today' })).toBeVisible();
  await expect(region(page, 'Apple Fitness').getByRole('img', { name: 'Exercise: 30 of 43 min today' })).toBeVisible();

  // Start Workout runs a timer; Finish completes it with the measured minutes (under a minute and a half: 1).
  const legs = recentCard(page, 'Leg day');
  await legs.getByRole('button', { name: 'Start Workout' }).click();
  await expect(legs.getByRole('timer', { name: 'Elapsed time' })).toHaveText(/^0:(0[1-9]|[1-5]\d)$/);
  await legs.getByRole('button', { name: 'Finish' }).click();
  await expect(legs.getByRole('img', { name: 'Completed' })).toBeVisible();
  await expect(legs).toContainText('1 min');
  await expectStats(page, { week: '2/6', calories: '650', minutes: '31', total: '2' });
  await expect(region(page, 'Weekly Goals').getByTestId('goal-Workouts')).toHaveText('2 / 6');
  await expect(region(page, 'Weekly Goals').getByTestId('goal-Active Minutes')).toHaveText('31 / 300 min');

  // Mark Incomplete takes it out of the figures again.
  await menuAction(run, 'Morning run', 'Mark Incomplete');
  await expect(run.getByRole('img', { name: 'Not completed' })).toBeVisible();
  await expect(run.getByRole('button', { name: 'Start Workout' })).toBeVisible();
  await expectStats(page, { week: '1/6', calories: '400', minutes: '1', total: '1' });

  // A workout done 8 days ago counts in the total, not in this week (the last 7 days).
  const old = await page.request.post('/api/workouts', {
    data: { name: 'Old swim', type: 'cardio', duration: 40, calories: 300, completed: true, date: localDay(-8), time: '18:00' },
  });
  expect(old.status(), await old.text()).toBe(201);
  await page.reload();
  await expectStats(page, { week: '1/6', calories: '400', minutes: '1', total: '2' });

  // Delete, after confirming.
  await menuAction(legs, 'Leg day', 'Delete Workout');
  const confirm = page.getByRole('dialog', { name: 'Delete workout' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete this workout? You can restore it from Recently Deleted, under Settings on the money pages.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(legs).toBeHidden();
  await expect(page.getByText('Workout deleted')).toBeVisible();
  await expectStats(page, { week: '0/6', calories: '0', minutes: '0', total: '1' });
  await expect(region(page, "Today's Workouts").getByRole('article')).toHaveCount(1);

  // Progress (issue 27): weeks Monday to Sunday, oldest first, then 'All weeks'; a table per chart
  // (cells: Strength, Cardio, Flexibility, HIIT, Other, Total). 8 days ago lies 1 week back, 2 on a Monday.
  await region(page, 'Quick Actions').getByRole('link', { name: 'View Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const rows = page.getByRole('table', { name: /^Workouts per week/ }).getByRole('row');
  await expect(rows).toHaveCount(14);
  const sinceMonday = (new Date().getDay() + 6) % 7;
  const weeksBack = Math.floor((8 - sinceMonday + 6) / 7);
  await expect(rows.nth(12).getByRole('cell')).toHaveText(['0', '0', '0', '0', '0', '0']);
  await expect(rows.nth(12 - weeksBack).getByRole('cell')).toHaveText(['0', '1', '0', '0', '0', '1']);
  const minutes = page.getByRole('table', { name: /^Active minutes per week/ }).getByRole('row');
  await expect(minutes.nth(13).getByRole('cell')).toHaveText(['0', '40', '0', '0', '0', '40']);
  const calories = page.getByRole('table', { name: /^Calories burned per week/ }).getByRole('row');
  await expect(calories.nth(13).getByRole('cell')).toHaveText(['0', '300', '0', '0', '0', '300']);
  await expect(page.locator('.recharts-wrapper')).toHaveCount(3);

  // The Apple Fitness card's Connect link leads to the Apple Health import (issue 11).
  await page.goto('/fitness');
  await region(page, 'Apple Fitness').getByRole('link', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apple Fitness' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
});
