import { describe, expect, it } from 'vitest';
import { nestedDeeperThan, parseIngredientLine, parseRecipeJsonLd, plainText, servingsFromYield } from './import-jsonld';

/** The real-world and hostile fixtures (testing/*.jsonld) are read in command-api/src/recipes/import-fixtures.test.ts: domain tests do no I/O. */
describe('import from schema.org/Recipe JSON-LD', () => {
  it.each([
    ['blank', '', 'Paste or upload a schema.org/Recipe JSON-LD text'],
    ['not text', 42, 'Paste or upload a schema.org/Recipe JSON-LD text'],
    ['broken JSON', '{"@type": "Recipe", ', 'The text is not valid JSON'],
    ['no Recipe', '{"@type": "WebPage", "name": "x"}', 'No schema.org Recipe was found in the JSON-LD'],
    ['33 levels', `${'['.repeat(33)}${']'.repeat(33)}`, 'The JSON-LD is nested more than 32 levels deep'],
    ['over 1 MB', `{"@type":"Recipe","name":"${'x'.repeat(1_000_001)}"}`, 'The JSON-LD text is larger than 1 MB'],
  ])('refuses %s', (_label, text, message) => {
    expect(parseRecipeJsonLd(text)).toEqual({ ok: false, message });
  });

  it('checks depth without recursion, whatever the depth', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(nestedDeeperThan(deep, 32)).toBe(true);
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
  });

  it('reads simple leading quantities and units, keeps the rest as food text', () => {
    expect(parseIngredientLine('2 1/2 cups of milk')).toEqual({ quantity: '2.5', unit: 'cups', food: 'milk', note: '' });
    expect(parseIngredientLine('2-3 cloves garlic')).toMatchObject({ quantity: null, food: '2-3 cloves garlic' });
    expect(parseIngredientLine('a pinch of salt')).toMatchObject({ quantity: null, food: 'a pinch of salt' });
    expect(servingsFromYield(['Serves 6-8'])).toBe(6);
    expect(servingsFromYield('500 cookies')).toBe(100);
    expect(plainText('Fish &amp;amp; chips &#60;b&#62;bold&#60;/b&#62; &#0;')).toBe('Fish &amp; chips bold');
  });
});
