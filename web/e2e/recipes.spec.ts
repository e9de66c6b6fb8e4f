import { expect, type Locator, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signUpViaApi } from './helpers';

/**
 * Recipes (issue 27), end to end against the real API: a recipe created in the form, found by
 * an ingredient, its ingredients for 4 servings put on the grocery list (the rice merged with the
 * rice already there, the rest new lines), then 2 servings logged as a meal, which the nutrition
 * totals and the dashboard's Calories Today count. Hand-computed: the recipe makes 2 servings of
 * 200 g rice, 1 cup milk and 2 eggs, 450 kcal and 20 g protein a serving. For 4 servings: 400 g
 * rice (+ 100 g listed = 500 g), 2 cup milk, 4 eggs. 2 servings eaten: 900 kcal, 40 g protein.
 * A JSON-LD import with markup in it shows as plain text. The browser runs in UTC, as the API.
 */
test.use({ timezoneId: 'UTC' });

const hostile = readFileSync(new URL('../../domain/src/recipes/testing/hostile-recipe.jsonld', import.meta.url), 'utf8');

function recipeCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

async function fillIngredient(form: Locator, row: number, quantity: string, unit: string, food: string): Promise<void> {
  await form.getByRole('textbox', { name: `Quantity ${row}`, exact: true }).fill(quantity);
  await form.getByRole('textbox', { name: `Unit ${row}`, exact: true }).fill(unit);
  await form.getByRole('textbox', { name: `Food ${row}`, exact: true }).fill(food);
}

test('recipes: create, scale onto the grocery list merged with what is there, log as a meal the totals count', async ({ page }) => {
  await signUpViaApi(page, 'Rita Recipes');
  const listed = await page.request.post('/api/grocery-items', { data: { name: 'Rice', quantity: '100', unit: 'g' } });
  expect(listed.status()).toBe(201);

  // The sidebar's Recipes entry opens the page (it no longer falls back to the overview).
  await page.goto('/nutrition');
  await page.getByRole('link', { name: 'Recipes', exact: true }).first().click();
  await expect(page).toHaveURL(/\/nutrition\/recipes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expect(page.getByText('No recipes yet. Create one or import one.')).toBeVisible();

  await page.getByRole('button', { name: 'New Recipe' }).click();
  const form = page.getByRole('form', { name: 'New recipe' });
  await form.getByLabel(/^Recipe name/).fill('Rice bowl');
  await form.getByLabel(/^Servings/).fill('2');
  await fillIngredient(form, 1, '200', 'g', 'Rice');
  await form.getByRole('button', { name: 'Add ingredient' }).click();
  await fillIngredient(form, 2, '1', 'cup', 'Milk');
  await form.getByRole('button', { name: 'Add ingredient' }).click();
  await fillIngredient(form, 3, '2', '', 'Eggs');
  await form.getByLabel('Steps').fill('Cook the rice in the milk.\nStir in the eggs.');
  await form.getByLabel('Calories per serving').fill('450');
  await form.getByLabel('Protein (g)').fill('20');
  await form.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(form).toBeHidden();
  const card = recipeCard(page, 'Rice bowl');
  await expect(card.getByText('2 servings · per serving: 450 kcal, 20.00 g protein')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Ingredients of Rice bowl' }).getByRole('listitem')).toHaveText([
    '200 g Rice',
    '1 cup Milk',
    '2 Eggs',
  ]);

  // Search by an ingredient, then by something no recipe has.
  const search = page.getByRole('textbox', { name: 'Search recipes' });
  await search.fill('milk');
  await expect(card).toBeVisible();
  await search.fill('tofu');
  await expect(page.getByText('No recipe matches your search.')).toBeVisible();
  await search.fill('');
  await expect(card).toBeVisible();

  // 4 servings onto the grocery list.
  await card.getByRole('button', { name: 'Add to grocery list' }).click();
  const groceryDialog = page.getByRole('dialog', { name: 'Add Rice bowl to the grocery list' });
  await groceryDialog.getByLabel('Servings to shop for').fill('4');
  await groceryDialog.getByRole('button', { name: 'Add to grocery list' }).click();
  const added = groceryDialog.getByLabel('Added to the grocery list');
  await expect(added.getByRole('listitem')).toHaveText(['2 cup Milk', '4 Eggs', '500 g Rice (added to the item already there)']);
  await groceryDialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/nutrition/grocery');
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery List' })).toBeVisible();
  await expect(page.getByLabel('Amount of Rice')).toHaveText('500 g');
  await expect(page.getByLabel('Amount of Milk')).toHaveText('2 cup');
  await expect(page.getByLabel('Amount of Eggs')).toHaveText('4');
  await expect(page.getByTestId('grocery-item')).toHaveCount(3);
  // Grouped by grocery category: the recipe's milk and eggs under Dairy; the rice keeps the category it was added with.
  const dairy = page.getByRole('list', { name: 'Dairy' });
  await expect(dairy.getByRole('checkbox')).toHaveCount(2);
  await expect(dairy.getByRole('checkbox', { name: 'Milk' })).toBeVisible();
  await expect(dairy.getByRole('checkbox', { name: 'Eggs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Other' }).getByRole('checkbox', { name: 'Rice' })).toBeVisible();

  // 2 servings eaten as dinner today.
  await page.goto('/nutrition/recipes');
  await recipeCard(page, 'Rice bowl').getByRole('button', { name: 'Log as meal' }).click();
  const mealDialog = page.getByRole('dialog', { name: 'Log Rice bowl as a meal' });
  await mealDialog.getByLabel('Servings eaten').fill('2');
  await mealDialog.getByLabel('Meal type').selectOption('dinner');
  await expect(mealDialog.getByLabel('Meal nutrition')).toHaveText('900 kcal · 40.00 g protein');
  await mealDialog.getByRole('button', { name: 'Log as meal' }).click();
  await expect(mealDialog).toBeHidden();

  await page.goto('/nutrition');
  const calories = page.getByTestId('nutrition-bar-calories');
  await expect(calories.getByTestId('bar-amount')).toHaveText('900 kcal / 2,000 kcal');
  await expect(calories.getByTestId('bar-status')).toHaveText('1,100 kcal remaining');
  await expect(page.getByTestId('nutrition-bar-protein').getByTestId('bar-amount')).toHaveText('40 g / 150 g');
  await expect(page.getByRole('region', { name: "Today's Meals", exact: true }).getByRole('article', { name: 'Rice bowl' })).toBeVisible();

  await page.goto('/');
  const caloriesToday = page.getByRole('region', { name: 'Calories Today', exact: true }).filter({ hasNot: page.getByRole('heading') });
  await expect(caloriesToday.getByTestId('stat-value')).toHaveText('900');
  await expect(caloriesToday).toContainText('1,100 remaining');
});

test('recipes: a JSON-LD import with scripts and markup in it is shown as plain text', async ({ page }) => {
  await signUpViaApi(page, 'Ivan Import');
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/nutrition/recipes');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
  await dialog.getByRole('textbox', { name: 'JSON-LD', exact: true }).fill('{"@type": "WebPage"}');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No schema.org Recipe was found in the JSON-LD');
  await dialog.getByRole('textbox', { name: 'JSON-LD', exact: true }).fill(hostile);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  const card = recipeCard(page, 'Totally Normal Cake');
  await expect(card.getByRole('list', { name: 'Ingredients of Totally Normal Cake' }).getByRole('listitem')).toHaveText([
    '2 cups flour',
    '1 cup sugar',
    '3 eggs [31m',
    '1 tsp vanilla',
  ]);
  await expect(card.locator('script, img, iframe, svg[onload]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});
