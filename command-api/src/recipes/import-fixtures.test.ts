import { readFileSync } from 'node:fs';
import { parseOrThrow, parseRecipeJsonLd, recipeCreateSchema } from '@life/domain';
import { describe, expect, it } from 'vitest';

/** The JSON-LD fixtures beside the parser (domain/src/recipes/testing): a recipe site's block, a Mealie export, a hostile one. */
const recipeFixture = (name: string) => readFileSync(new URL(`../../../domain/src/recipes/testing/${name}`, import.meta.url), 'utf8');
const fixture = recipeFixture;

describe('import from schema.org/Recipe JSON-LD: the fixtures', () => {
  it('reads a recipe site block: @graph, HowToSection steps, yields, nutrition texts, tags', () => {
    const result = parseRecipeJsonLd(fixture('site-recipe.jsonld'));
    if (!result.ok) throw new Error(result.message);
    const draft = parseOrThrow(recipeCreateSchema, result.body);
    expect(draft).toMatchObject({
      name: 'Red Lentil Soup & Lemon',
      servings: 4,
      steps: [
        'Heat the oil in a large pot and soften the onion for 5 minutes.',
        'Add the garlic and cumin and cook for 1 minute.',
        'Add the lentils, tomatoes and stock; simmer for 20 minutes.',
        'Blend until smooth, add the lemon juice and season to taste.',
      ],
      tags: ['Soup', 'Dinner', 'Turkish', 'lentils', 'vegan', 'quick'],
      calories: 310,
      proteinHundredths: 1750,
      carbsHundredths: 4500,
      fatHundredths: 725,
    });
    expect(draft.ingredients.map(({ quantity, unit, food, note }) => [quantity, unit, food, note])).toEqual([
      ['1.5', 'cups', 'red lentils', 'rinsed'],
      ['2', 'tablespoons', 'olive oil', ''],
      ['1', '', 'large onion', 'finely chopped'],
      ['2', 'cloves', 'garlic', 'minced'],
      ['1.5', 'tsp', 'ground cumin', ''],
      ['1', '', '(14 oz) can diced tomatoes', ''],
      ['1', 'l', 'vegetable stock', ''],
      ['0.5', '', 'lemon', 'juiced'],
      [null, '', 'Salt and pepper to taste', ''],
    ]);
  });

  it('reads a Mealie export: a top-level Recipe, steps as lines, numbers as numbers', () => {
    const result = parseRecipeJsonLd(fixture('mealie-recipe.jsonld'));
    if (!result.ok) throw new Error(result.message);
    expect(parseOrThrow(recipeCreateSchema, result.body)).toMatchObject({
      name: 'Overnight Oats',
      servings: 2,
      steps: ['Mix everything in a jar.', 'Leave in the fridge overnight.'],
      tags: ['breakfast', 'make-ahead'],
      calories: 280,
      proteinHundredths: 1100,
      carbsHundredths: 4133,
    });
  });

  it('takes a pasted page: the ld+json script block in it', () => {
    const html = `<html><head><script type="application/ld+json">${fixture('mealie-recipe.jsonld')}</script></head><body>x</body></html>`;
    expect(parseRecipeJsonLd(html)).toMatchObject({ ok: true, body: { name: 'Overnight Oats' } });
  });

  it('keeps hostile markup as plain text only: scripts dropped with their content, tags removed, nothing to run', () => {
    const result = parseRecipeJsonLd(fixture('hostile-recipe.jsonld'));
    if (!result.ok) throw new Error(result.message);
    const draft = parseOrThrow(recipeCreateSchema, result.body);
    const everything = JSON.stringify(draft);
    expect(draft.name).toBe('Totally Normal Cake');
    expect(everything).not.toMatch(/<script|<img|<iframe|<svg|<style|onerror|onload|javascript:|evil\.example/i);
    expect(draft.servings).toBe(1);
    expect(draft.ingredients.map((ingredient) => `${ingredient.quantity} ${ingredient.unit} ${ingredient.food}`)).toEqual([
      '2 cups flour',
      '1 cup sugar',
      '3  eggs [31m',
      '1 tsp vanilla',
    ]);
    expect(draft.steps).toEqual(['Mix well.', 'Bake 30 minutes']);
    expect(draft.tags).toEqual(['dessert', 'cake']);
    expect(draft.calories).toBe(450);
    expect(draft.proteinHundredths).toBeNull();
  });
});
