import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * The dashboard, end to end against the real API: a new user's transactions, goals, a workout and
 * meals are written through the API, then / shows the four stat cards, Active Goals and Recent
 * Activity as hand-computed below; logging a meal on /nutrition moves them (the write invalidates
 * the dashboard). The browser runs in UTC, the zone the API assumes without X-Time-Zone, so "today"
 * is one day for both.
 */
test.use({ timezoneId: 'UTC' });

function utcDay(offset = 0): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** A stat card: the region with that name and no heading (the 'Active Goals' card has one). */
function statCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true }).filter({ hasNot: page.getByRole('heading') });
}

/** A titled card (its h2 names it). */
function sectionCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true }).filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

async function expectStat(page: Page, title: string, value: string, subText: string): Promise<void> {
  await expect(statCard(page, title).getByTestId('stat-value')).toHaveText(value);
  await expect(statCard(page, title)).toContainText(subText);
}

test('the dashboard adds up money, goals, workouts and meals, and follows a meal logged elsewhere', async ({ page }) => {
  await signUpViaApi(page, 'Dana Dashboard');
  const post = async (path: string, data: unknown, expected = 201) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), await response.text()).toBe(expected);
    return (await response.json()) as { id: string };
  };
  const put = async (path: string, data: unknown) => {
    const response = await page.request.put(path, { data });
    expect(response.status(), await response.text()).toBe(200);
  };
  const today = utcDay();
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonth = new Date(`${monthStart}T00:00:00Z`);
  lastMonth.setUTCDate(0);

  const { id: checking } = await post('/api/accounts', { accountName: 'Checking', accountType: 'checking' });
  const expense = (title: string, amount: string, date: string) =>
    post('/api/transactions', { title, amount, type: 'expense', fromAccountId: checking, date });
  await expense('Last month dinner', '30.00', lastMonth.toISOString().slice(0, 10));
  await expense('Rent', '1200.00', monthStart);
  await expense('Groceries', '45.60', today);
  await post('/api/transactions', { title: 'Paycheck', amount: '2500.00', type: 'income', toAccountId: checking, date: today });
  const run10k = await post('/api/goals', { title: 'Run a 10K', category: 'Health', dueDate: 'Dec 31' });
  await post('/api/goals', { title: 'Read 12 books', category: 'Learning' });
  await put(`/api/goals/${run10k.id}`, { progress: 40 });
  const cook = await post('/api/goals', { title: 'Learn to cook', category: 'Life' });
  await put(`/api/goals/${cook.id}`, { progress: 100 });
  await post('/api/workouts', { name: 'Old swim', type: 'cardio', duration: 50, date: utcDay(-7), completed: true }); // 8th day back
  await post('/api/workouts', { name: 'Evening run', type: 'cardio', duration: 35, date: today, completed: true });
  await post('/api/meals', { name: 'Pasta', type: 'dinner', calories: 800, date: today, logged: false });
  await post('/api/meals', { name: 'Chicken salad', type: 'lunch', calories: 520, date: today, logged: true });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText("Welcome back! Here's what's happening in your life.")).toBeVisible();
  // Rent + Groceries (this month's expenses); Rent, Groceries and Paycheck are this month's transactions.
  await expectStat(page, 'Monthly Spending', '$1,245.60', '3 transactions this month');
  await expectStat(page, 'Active Goals', '2', '1 completed');
  // Evening run only (Old swim is 7 days before today): 4 - 1.
  await expectStat(page, 'Weekly Workouts', '1', '3 remaining');
  // Chicken salad only (Pasta is not logged): 2000 - 520.
  await expectStat(page, 'Calories Today', '520', '1,480 remaining');

  const goals = sectionCard(page, 'Active Goals');
  await expect(goals.getByText('Your current focus areas')).toBeVisible();
  await expect(goals.getByRole('listitem')).toHaveText([/^Run a 10KActive40%Due: Dec 31$/, /^Read 12 booksActive0%No deadline$/]);
  await expect(goals.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/goals');

  const activity = sectionCard(page, 'Recent Activity');
  await expect(activity.getByText('Latest updates across all areas')).toBeVisible();
  await expect(activity.getByTestId('activity-item')).toHaveText([
    'Meal LoggedChicken salad520 calories',
    'Workout CompletedEvening run35 minutes',
    'Goal CompletedLearn to cook100%',
    'Income AddedPaycheck+$2,500.00',
    'Expense AddedGroceries-$45.60',
  ]);

  const actions = sectionCard(page, 'Quick Actions');
  await expect(actions.getByText('Common tasks to keep you on track')).toBeVisible();
  await expect(actions.getByRole('link')).toHaveText(['Add Transaction', 'Create Goal', 'Log Workout', 'Log Meal']);

  // Log the pasta on /nutrition; back on the dashboard (no reload) the figures have followed.
  await actions.getByRole('link', { name: 'Log Meal' }).click();
  const pasta = page.getByRole('region', { name: "Today's Meals" }).getByRole('article', { name: 'Pasta' });
  await pasta.getByRole('button', { name: 'Log Meal' }).click();
  await expect(pasta.getByText('Logged', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expectStat(page, 'Calories Today', '1,320', '680 remaining');
  await expect(activity.getByTestId('activity-item').first()).toHaveText('Meal LoggedPasta800 calories');
});
