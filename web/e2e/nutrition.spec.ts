import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Nutrition, end to end against the real API: a new user logs two meals through 'Log Food' (one
 * eaten, one planned), logs the planned one from its card, undoes and redoes it, drinks three
 * glasses, sets their own goals, and keeps a grocery list (add with Enter and the plus button,
 * tick off, clear completed, delete). Every Daily Nutrition Goals bar is checked against
 * hand-computed sums of today's logged meals and glasses.
 */

/** The browser's local day, yyyy-mm-dd (the test and the browser share the machine's zone). */
function localDay(): string {
  const day = new Date();
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** A Daily Nutrition Goals bar reads '<value> / <target>' and its status line. */
async function expectBar(page: Page, key: string, amount: string, status: string): Promise<void> {
  const bar = page.getByTestId(`nutrition-bar-${key}`);
  await expect(bar.getByTestId('bar-amount')).toHaveText(amount);
  await expect(bar.getByTestId('bar-status')).toHaveText(status);
}

async function logFood(
  page: Page,
  meal: { name: string; type: string; calories: string; protein?: string; carbs?: string; fat?: string; time: string; eaten: boolean },
): Promise<void> {
  // The header's link (the empty Today's Meals card has one too).
  await page.getByRole('link', { name: 'Log Food' }).first().click();
  await expect(page).toHaveURL(/\/nutrition\/log$/);
  const form = page.getByRole('form', { name: 'Log food' });
  await expect(form.getByLabel('Date')).toHaveValue(localDay());
  await form.getByLabel(/^Meal name/).fill(meal.name);
  await form.getByLabel(/^Meal type/).selectOption(meal.type);
  await form.getByLabel(/^Calories/).fill(meal.calories);
  if (meal.protein) await form.getByLabel('Protein (g)').fill(meal.protein);
  if (meal.carbs) await form.getByLabel('Carbs (g)').fill(meal.carbs);
  if (meal.fat) await form.getByLabel('Fat (g)').fill(meal.fat);
  await form.getByLabel('Time').fill(meal.time);
  const eaten = form.getByRole('switch', { name: /^Eaten/ });
  await expect(eaten).toBeChecked();
  if (!meal.eaten) await eaten.uncheck({ force: true });
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page).toHaveURL(/\/nutrition$/);
  await expect(region(page, "Today's Meals").getByRole('article', { name: meal.name })).toBeVisible();
}

test('nutrition: log meals, toggle logged, water, goals and the grocery list', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/nutrition');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Overview' })).toBeVisible();
  await expect(region(page, "Today's Meals").getByText('No meals for today yet')).toBeVisible();
  // The SPEC targets until the user sets their own.
  await expectBar(page, 'calories', '0 kcal / 2,000 kcal', '2,000 kcal remaining');
  await expectBar(page, 'water', '0 glasses / 8 glasses', '8 glasses remaining');

  // A breakfast eaten, and a lunch only planned.
  await logFood(page, { name: 'Oatmeal', type: 'breakfast', calories: '350', protein: '12.5', carbs: '40.25', time: '08:00', eaten: true });
  await logFood(page, {
    name: 'Chicken salad',
    type: 'lunch',
    calories: '520',
    protein: '42.5',
    fat: '18.05',
    time: '12:30',
    eaten: false,
  });
  const meals = region(page, "Today's Meals");
  await expect(meals.getByText('1 of 2 meals logged')).toBeVisible();
  await expect(meals.getByRole('article').nth(0)).toHaveAttribute('aria-label', 'Oatmeal');
  const salad = meals.getByRole('article', { name: 'Chicken salad' });
  await expect(salad.getByText('520 calories')).toBeVisible();
  await expect(salad.getByText('12:30 PM')).toBeVisible();
  await expect(salad.getByText('Logged', { exact: true })).toBeHidden();
  // Only the logged breakfast counts: 350 kcal, 12.5 g protein, 40.25 g carbs, no fat.
  await expectBar(page, 'calories', '350 kcal / 2,000 kcal', '1,650 kcal remaining');
  await expectBar(page, 'protein', '12.5 g / 150 g', '137.5 g remaining');
  await expectBar(page, 'carbs', '40.25 g / 250 g', '209.75 g remaining');
  await expectBar(page, 'fat', '0 g / 70 g', '70 g remaining');

  // 'Log Meal' on the lunch: 350 + 520 = 870 kcal, 12.5 + 42.5 = 55 g protein, 18.05 g fat.
  await salad.getByRole('button', { name: 'Log Meal' }).click();
  // Toasts show one at a time (SPEC 9): this one waits behind the two 'Meal saved'.
  await expect(page.getByText('Meal updated successfully')).toBeVisible({ timeout: 20_000 });
  await expect(salad.getByText('Logged', { exact: true })).toBeVisible();
  await expect(meals.getByText('2 of 2 meals logged')).toBeVisible();
  await expectBar(page, 'calories', '870 kcal / 2,000 kcal', '1,130 kcal remaining');
  await expectBar(page, 'protein', '55 g / 150 g', '95 g remaining');
  await expectBar(page, 'fat', '18.05 g / 70 g', '51.95 g remaining');

  // Logged is togglable both ways: undo it, then log it again.
  await salad.getByRole('button', { name: 'Actions for Chicken salad' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Not Logged' }).click();
  await expect(meals.getByText('1 of 2 meals logged')).toBeVisible();
  await expectBar(page, 'calories', '350 kcal / 2,000 kcal', '1,650 kcal remaining');
  await salad.getByRole('button', { name: 'Log Meal' }).click();
  await expectBar(page, 'calories', '870 kcal / 2,000 kcal', '1,130 kcal remaining');

  // Four glasses of water, one of them a mis-tap taken back (issue 26): three.
  const logWater = page.getByRole('button', { name: 'Log Water' });
  for (const glasses of [1, 2, 3, 4]) {
    await logWater.click();
    await expect(page.getByTestId('nutrition-bar-water').getByTestId('bar-amount')).toHaveText(
      `${glasses} ${glasses === 1 ? 'glass' : 'glasses'} / 8 glasses`,
    );
  }
  await page.getByRole('button', { name: 'Remove a glass' }).click();
  await expectBar(page, 'water', '3 glasses / 8 glasses', '5 glasses remaining');

  // 'Set Goals': 800 kcal and 2 glasses a day; the bars measure against them.
  await region(page, 'Quick Actions').getByRole('button', { name: 'Set Goals' }).click();
  const goals = page.getByRole('dialog', { name: 'Set Goals' });
  await goals.getByLabel(/^Calories/).fill('800');
  await goals.getByLabel(/^Water/).fill('2');
  await goals.getByRole('button', { name: 'Save Goals' }).click();
  await expect(goals).toBeHidden();
  await expectBar(page, 'calories', '870 kcal / 800 kcal', '70 kcal over target');
  await expectBar(page, 'water', '3 glasses / 2 glasses', '1 glass over target');
  await expectBar(page, 'protein', '55 g / 150 g', '95 g remaining');

  // The grocery list: Enter and the plus button add ('Other'), a blank name is ignored.
  const groceries = region(page, 'Grocery List');
  const box = groceries.getByPlaceholder('Add grocery item...');
  await box.fill('Milk');
  await box.press('Enter');
  await expect(groceries.getByRole('checkbox', { name: 'Milk' })).toBeVisible();
  await expect(box).toHaveValue('');
  await box.fill('Eggs');
  await groceries.getByRole('button', { name: 'Add item' }).click();
  await expect(groceries.getByRole('checkbox', { name: 'Eggs' })).toBeVisible();
  await box.fill('   ');
  await box.press('Enter');
  await expect(groceries.getByText('0 of 2 items completed')).toBeVisible();
  // The box follows the server's answer (no optimistic tick): click, then wait for it.
  await groceries.getByRole('checkbox', { name: 'Milk' }).click();
  await expect(groceries.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
  await expect(groceries.getByText('1 of 2 items completed')).toBeVisible();

  // Everything above is stored: a reload shows the same figures.
  await page.reload();
  await expectBar(page, 'calories', '870 kcal / 800 kcal', '70 kcal over target');
  await expectBar(page, 'carbs', '40.25 g / 250 g', '209.75 g remaining');
  await expectBar(page, 'water', '3 glasses / 2 glasses', '1 glass over target');
  await expect(region(page, "Today's Meals").getByText('2 of 2 meals logged')).toBeVisible();
  await expect(region(page, 'Grocery List').getByText('1 of 2 items completed')).toBeVisible();

  // The full list: clear completed, then delete the last item.
  await region(page, 'Grocery List').getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/nutrition\/grocery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery List' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear completed' }).click();
  const clear = page.getByRole('dialog', { name: 'Clear completed items' });
  await clear.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('checkbox', { name: 'Milk' })).toBeHidden();
  await expect(page.getByText('0 of 1 items completed')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Eggs' }).click();
  await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your grocery list is empty.')).toBeVisible();

  // Deleting a meal (with confirmation) takes it out of the sums.
  await page.goto('/nutrition');
  const oatmeal = region(page, "Today's Meals").getByRole('article', { name: 'Oatmeal' });
  await oatmeal.getByRole('button', { name: 'Actions for Oatmeal' }).click();
  await page.getByRole('menuitem', { name: 'Delete Meal' }).click();
  await page.getByRole('dialog', { name: 'Delete meal' }).getByRole('button', { name: 'Delete' }).click();
  await expect(oatmeal).toBeHidden();
  await expectBar(page, 'calories', '520 kcal / 800 kcal', '280 kcal remaining');
  await expectBar(page, 'carbs', '0 g / 250 g', '250 g remaining');
});
