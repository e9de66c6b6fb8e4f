import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { RecipeForm, recipeFormValues, toRecipeBody, validateRecipeForm } from './RecipeForm';
import type { Recipe } from './types';

const recipe: Recipe = {
  id: 'r1',
  name: 'Lentil soup',
  servings: 2,
  ingredients: [{ quantity: '1.5', unit: 'cup', food: 'Lentils', note: '', calories: 600, protein: '40.00', carbs: null, fat: null }],
  steps: ['Rinse.', 'Simmer.'],
  tags: ['Soup'],
  calories: 300,
  protein: '20.00',
  carbs: null,
  fat: null,
  createdAt: '2025-11-15T08:00:00.000Z',
  updatedAt: '2025-11-15T08:00:00.000Z',
};

describe('recipe form', () => {
  it('sends the recipe it was given back unchanged: steps one a line, ingredient nutrition kept', () => {
    expect(toRecipeBody(recipeFormValues(recipe))).toEqual({
      name: 'Lentil soup',
      servings: 2,
      ingredients: [{ quantity: '1.5', unit: 'cup', food: 'Lentils', note: '', calories: 600, protein: '40.00', carbs: null, fat: null }],
      steps: ['Rinse.', 'Simmer.'],
      tags: ['Soup'],
      calories: 300,
      protein: '20.00',
      carbs: null,
      fat: null,
    });
  });

  it("shows the domain's messages, a step's under the steps box", () => {
    const values = { ...recipeFormValues(), name: ' ', steps: 'Mix\n\nBake', servings: 0 };
    values.ingredients = [{ ...values.ingredients[0]!, quantity: '1/0', food: '' }];
    expect(validateRecipeForm(values)).toEqual({
      name: 'Recipe name is required',
      servings: 'Servings must be a whole number from 1 to 100',
      'ingredients.0.quantity': 'Quantity must be a number (2, 1.5, 1/3 or 1 1/2) of at most 1,000,000',
      'ingredients.0.food': 'Food is required',
    });
    expect(toRecipeBody(values).steps).toEqual(['Mix', 'Bake']);
    expect(validateRecipeForm({ ...recipeFormValues(recipe), steps: 'a\u0007' })).toEqual({
      steps: 'Step must not contain control characters',
    });
  });
});

describe('RecipeForm: per-ingredient nutrition (issue 27)', () => {
  const posted: unknown[] = [];
  beforeEach(() => {
    posted.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method === 'POST' && requestUrl(input) === '/api/recipes') {
          posted.push(JSON.parse(bodyText(init)));
          return Promise.resolve(jsonResponse(201, { ...recipe, id: 'r2' }));
        }
        return Promise.resolve(jsonResponse(200, []));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const expander = (index: number) => screen.getByRole('button', { name: `Nutrition of ingredient ${index}` });

  it('is collapsed by default; entered per ingredient, summed per serving once every ingredient has a value, and sent', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<RecipeForm onDone={onDone} onCancel={() => {}} />);
    await user.type(screen.getByLabelText(/^Recipe name/), 'Rice bowl');
    await user.type(screen.getByLabelText('Food 1'), 'Rice');
    expect(expander(1)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Calories of ingredient 1')).not.toBeInTheDocument();

    await user.click(expander(1));
    expect(expander(1)).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Calories of ingredient 1'), '500');
    await user.type(screen.getByLabelText('Protein (g) of ingredient 1'), '10.5');
    // One ingredient, 2 servings: 250 kcal and 5.25 g protein each.
    expect(screen.getByLabelText('Summed from the ingredients')).toHaveTextContent(
      'From the ingredients, per serving: 250 kcal · 5.25 g protein',
    );

    // A second ingredient without values: no sum is known any more.
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await user.type(screen.getByLabelText('Food 2'), 'Egg');
    expect(expander(2)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Summed from the ingredients')).not.toBeInTheDocument();
    await user.click(expander(2));
    await user.type(screen.getByLabelText('Calories of ingredient 2'), '140');
    expect(screen.getByLabelText('Summed from the ingredients')).toHaveTextContent('From the ingredients, per serving: 320 kcal');
    await user.type(screen.getByLabelText('Protein (g) of ingredient 2'), '12');
    expect(screen.getByLabelText('Summed from the ingredients')).toHaveTextContent('320 kcal · 11.25 g protein');
    // Collapsed again, it says how many values it holds.
    await user.click(expander(1));
    expect(expander(1)).toHaveTextContent('Nutrition (2 of 4 given)');

    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      ingredients: [
        { food: 'Rice', calories: 500, protein: '10.5', carbs: null, fat: null },
        { food: 'Egg', calories: 140, protein: '12', carbs: null, fat: null },
      ],
      calories: null,
      protein: null,
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("opens a collapsed ingredient whose value the domain refuses, showing the domain's message", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RecipeForm
        recipe={{ ...recipe, ingredients: [{ ...recipe.ingredients[0]!, protein: '40.123' }] }}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(expander(1)).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByText('Protein can have at most 2 decimal places')).toBeInTheDocument();
    expect(expander(1)).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('form', { name: 'Edit recipe' })).getByLabelText('Protein (g) of ingredient 1')).toBeInvalid();
    expect(posted).toEqual([]);
  });
});
