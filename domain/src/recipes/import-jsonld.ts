/**
 * Import a recipe from a schema.org/Recipe JSON-LD block (issue 27), as recipe sites embed it and
 * Mealie exports it: pasted text or an uploaded file's text. Pure and bounded: a text over 1 MB,
 * invalid JSON, nesting over 32 levels or no Recipe in it is refused with a message (the API's
 * 400). Texts are taken as plain text: HTML tags are removed (scripts and styles with their
 * content), entities decoded, control characters dropped; nothing in them is ever run. The result
 * is a recipe body that the normal rules then check (recipeCreateSchema), so the import stores
 * only what the form could. Texts and lists longer than a recipe holds are cut to its limits.
 */
import {
  MAX_INGREDIENT_FOOD_LENGTH,
  MAX_INGREDIENT_NOTE_LENGTH,
  MAX_INGREDIENT_UNIT_LENGTH,
  MAX_RECIPE_IMPORT_CHARACTERS,
  MAX_RECIPE_IMPORT_DEPTH,
  MAX_RECIPE_INGREDIENTS,
  MAX_RECIPE_NAME_LENGTH,
  MAX_RECIPE_SERVINGS,
  MAX_RECIPE_STEP_LENGTH,
  MAX_RECIPE_STEPS,
  MAX_RECIPE_TAG_LENGTH,
  MAX_RECIPE_TAGS,
  recipeMessages as m,
} from './constants';
import type { RecipeIngredientInput, RecipeInput } from './schemas';
import { unitKey } from './grocery-plan';
import { expandVulgarFractions, normalizeQuantity } from '../shared/quantity';

export type RecipeImportResult = { ok: true; body: RecipeInput } | { ok: false; message: string };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deeper than `max` levels of objects and arrays: checked without recursion, so no input can exhaust the stack. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  deg: '°',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,10});/gi, (all, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0x1f && point <= 0x10ffff && !(point >= 0xd800 && point <= 0xdfff) && !(point >= 0x7f && point <= 0x9f)
        ? String.fromCodePoint(point)
        : ' ';
    }
    return ENTITIES[code.toLowerCase()] ?? all;
  });
}

/** Scripts and styles with their content, then every other tag. */
function withoutMarkup(text: string): string {
  const withoutCode = text.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<(script|style)\b[\s\S]*$/gi, ' ');
  return withoutCode.replace(/<\/?[a-z!][^>]*>/gi, ' ');
}

/**
 * A JSON-LD value as plain text on one line: scripts and styles dropped with their content, other
 * tags removed, entities decoded (once: '&amp;lt;' stays '&lt;', text) and markup removed again, control characters and
 * lone surrogates replaced by spaces, white space collapsed.
 */
export function plainText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  // Markup is removed before and after decoding, so an encoded '&lt;script&gt;' goes too.
  const text = withoutMarkup(decodeEntities(withoutMarkup(value)));
  // By code point: a lone surrogate is one element of its own (no lookbehind: browsers run this too).
  return Array.from(text, (char) => (isControlOrLoneSurrogate(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function isControlOrLoneSurrogate(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (char.length === 1 && code >= 0xd800 && code <= 0xdfff);
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/** Values of a JSON-LD property: one or a list. */
const listOf = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function isRecipeNode(node: JsonObject): boolean {
  return listOf(node['@type']).some((type) => typeof type === 'string' && /(^|[/:])Recipe$/.test(type));
}

/** The first Recipe node, breadth first through arrays, @graph and nested objects (mainEntity). */
function findRecipe(root: Json): JsonObject | undefined {
  const queue: Json[] = [root];
  for (let index = 0; index < queue.length && index < 100_000; index += 1) {
    const node = queue[index]!;
    if (Array.isArray(node)) queue.push(...node);
    else if (isObject(node)) {
      if (isRecipeNode(node)) return node;
      for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) queue.push(value);
    }
  }
  return undefined;
}

/** The text of an ld+json <script> block when a page's HTML was pasted, else the text itself. */
function jsonText(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed.startsWith('<')) return [trimmed];
  const blocks = [...trimmed.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((match) => match[1] ?? '');
  return blocks.length > 0 ? blocks : [trimmed];
}

/** recipeYield: 4, '4', '4 servings', 'Serves 4-6', ['4', '4 servings']: the first whole number, within 1..100. */
export function servingsFromYield(value: Json | undefined): number {
  for (const item of listOf(value)) {
    const match = /\d{1,6}/.exec(typeof item === 'number' ? String(Math.round(item)) : plainText(item));
    if (match) return Math.min(Math.max(Number(match[0]), 1), MAX_RECIPE_SERVINGS);
  }
  return 1;
}

const KNOWN_UNITS = new Set([
  'g',
  'kg',
  'mg',
  'ml',
  'l',
  'dl',
  'cl',
  'cup',
  'tbsp',
  'tsp',
  'oz',
  'lb',
  'clove',
  'pinch',
  'can',
  'slice',
  'piece',
  'stick',
  'bunch',
  'handful',
  'dash',
  'sprig',
  'pint',
  'quart',
  'package',
  'packet',
  'jar',
  'head',
]);

const QUANTITY = String.raw`(\d+\s+\d+\s*/\s*\d+|\d+\s*/\s*\d+|\d+(?:[.,]\d+)?)`;
const LEADING = new RegExp(`^${QUANTITY}\\s*([a-zA-Z]+\\.?)?\\s+(.+)$`);

/**
 * '2 cups flour, sifted' -> 2, cup(s), flour, sifted. A leading quantity is read when it is
 * simple (a number, a fraction, a mixed number; '½' too); a unit when the next word is a known
 * one. Anything else ('2-3 cloves', 'a pinch of salt') stays whole as the food text.
 */
export function parseIngredientLine(line: string): RecipeIngredientInput {
  const text = expandVulgarFractions(plainText(line));
  const whole = (): RecipeIngredientInput => {
    const [food = '', ...note] = text.split(/,\s*/);
    return splitNote(food || text, note.join(', '), null, '');
  };
  const match = LEADING.exec(text);
  if (!match) return whole();
  const [, amount = '', word = '', rest = ''] = match;
  const quantity = normalizeQuantity(amount.replace(/\s*\/\s*/, '/'));
  if (quantity === undefined || quantity === '0' || /^[-–]/.test(rest)) return whole();
  const isUnit = word !== '' && KNOWN_UNITS.has(unitKey(word));
  const food = isUnit ? rest : `${word} ${rest}`.trim();
  const [name = '', ...note] = food.split(/,\s*/);
  return splitNote(name.replace(/^of\s+/i, ''), note.join(', '), quantity, isUnit ? word.replace(/\.$/, '') : '');
}

function splitNote(food: string, note: string, quantity: string | null, unit: string): RecipeIngredientInput {
  let name = food.trim();
  let rest = note.trim();
  if (name.length > MAX_INGREDIENT_FOOD_LENGTH) {
    rest = `${name.slice(MAX_INGREDIENT_FOOD_LENGTH)} ${rest}`.trim();
    name = name.slice(0, MAX_INGREDIENT_FOOD_LENGTH).trimEnd();
  }
  return { quantity, unit: cut(unit, MAX_INGREDIENT_UNIT_LENGTH), food: name, note: cut(rest, MAX_INGREDIENT_NOTE_LENGTH) };
}

/** recipeInstructions: a text (one step a line), texts, HowToStep (text or name), HowToSection (its steps). */
function stepsOf(value: Json | undefined, steps: string[], depth = 0): void {
  if (depth > MAX_RECIPE_IMPORT_DEPTH) return;
  for (const item of listOf(value)) {
    if (steps.length >= MAX_RECIPE_STEPS) return;
    if (typeof item === 'string') {
      const lines = item.includes('<') ? [plainText(item)] : item.split(/\r?\n+/).map(plainText);
      for (const line of lines) if (line && steps.length < MAX_RECIPE_STEPS) steps.push(cut(line, MAX_RECIPE_STEP_LENGTH));
    } else if (isObject(item)) {
      if (item.itemListElement !== undefined) stepsOf(item.itemListElement, steps, depth + 1);
      else {
        const text = plainText(item.text) || plainText(item.name);
        if (text) steps.push(cut(text, MAX_RECIPE_STEP_LENGTH));
      }
    }
  }
}

function tagsOf(recipe: JsonObject): string[] {
  const words: string[] = [];
  for (const key of ['recipeCategory', 'recipeCuisine', 'keywords']) {
    for (const item of listOf(recipe[key])) words.push(...plainText(item).split(','));
  }
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const word of words) {
    const tag = cut(word.trim(), MAX_RECIPE_TAG_LENGTH);
    if (!tag || seen.has(tag.toLowerCase()) || tags.length >= MAX_RECIPE_TAGS) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** '250 kcal', '250 calories', 250 -> '250'; grams '10 g', '10.5g' -> '10.5'. Unreadable: null (left blank). */
function amountOf(value: Json | undefined, decimals: number): string | null {
  const text = typeof value === 'number' ? String(value) : plainText(value);
  const match = /^(\d{1,6}(?:[.,]\d+)?)(?![\d.,eE])/.exec(text);
  if (!match) return null;
  const number = match[1]!.replace(',', '.');
  if (decimals === 0) return String(Math.round(Number(number)));
  const [whole, fraction = ''] = number.split('.');
  const kept = fraction.slice(0, decimals).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : (whole ?? null);
}

export function parseRecipeJsonLd(text: unknown): RecipeImportResult {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: m.importRequired };
  if (text.length > MAX_RECIPE_IMPORT_CHARACTERS) return { ok: false, message: m.importTooLarge };
  let recipe: JsonObject | undefined;
  let parsedAny = false;
  for (const candidate of jsonText(text)) {
    let parsed: Json;
    try {
      parsed = JSON.parse(candidate) as Json;
    } catch {
      continue;
    }
    parsedAny = true;
    if (nestedDeeperThan(parsed, MAX_RECIPE_IMPORT_DEPTH)) return { ok: false, message: m.importTooDeep };
    recipe = findRecipe(parsed);
    if (recipe) break;
  }
  if (!parsedAny) return { ok: false, message: m.importNotJson };
  if (!recipe) return { ok: false, message: m.importNoRecipe };
  const ingredientLines = listOf(recipe.recipeIngredient ?? recipe.ingredients)
    .map((line) => (typeof line === 'string' ? line : isObject(line) ? plainText(line.text ?? line.name ?? line.note) : ''))
    .filter((line) => plainText(line) !== '')
    .slice(0, MAX_RECIPE_INGREDIENTS);
  const steps: string[] = [];
  stepsOf(recipe.recipeInstructions, steps);
  const nutrition = isObject(recipe.nutrition) ? recipe.nutrition : {};
  return {
    ok: true,
    body: {
      name: cut(plainText(recipe.name) || plainText(recipe.headline), MAX_RECIPE_NAME_LENGTH),
      servings: servingsFromYield(recipe.recipeYield ?? recipe.yield),
      ingredients: ingredientLines.map(parseIngredientLine),
      steps,
      tags: tagsOf(recipe),
      calories: amountOf(nutrition.calories, 0),
      protein: amountOf(nutrition.proteinContent, 2),
      carbs: amountOf(nutrition.carbohydrateContent, 2),
      fat: amountOf(nutrition.fatContent, 2),
    },
  };
}
