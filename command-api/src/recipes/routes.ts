import { Router } from '@koa/router';
import {
  ConflictError,
  hasControlCharacters,
  MAX_MACRO_HUNDREDTHS,
  MAX_MEAL_CALORIES,
  MAX_MEAL_NAME_LENGTH,
  mealDecider,
  mealMessages,
  mealStreamId,
  NotFoundError,
  nutritionForServings,
  parseOrThrow,
  parseRecipeJsonLd,
  recipeCreateSchema,
  recipeDecider,
  recipeEvents,
  recipeGrocerySchema,
  recipeImportBodySchema,
  recipeLogMealSchema,
  recipeMessages,
  recipeStreamId,
  recipeUpdateSchema,
  ValidationError,
  type MealDraft,
  type RecipeFields,
  type RecipeJson,
} from '@life/domain';
import { aggregateStream } from '@life/infra';
import { NUTRITION_MEALS } from '@life/projector/projections/nutrition/names';
import { findMeal } from '@life/projector/projections/nutrition/queries';
import { NUTRITION_RECIPES } from '@life/projector/projections/recipes/names';
import { findRecipe, listRecipes } from '@life/projector/projections/recipes/queries';
import { versionsKnownAt } from '@life/projector/projections/as-of/source';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { toMealJson } from '../meals/mapping';
import { asOfParam } from '../http/as-of';
import { requireUserId } from '../http/auth';
import { commandHandler, commandMetadata } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';
import { readJsonBody } from '../http/body';
import { parseBody, parseInput, parseQuery } from '../http/validate';
import { addRecipeToGroceryList } from './grocery-list';
import { toRecipeJson } from './mapping';
import { writesAwait } from '../http/demand';

const READ_MODELS = [NUTRITION_RECIPES];
export const RECIPE_IMPORT_PATH = '/api/recipes/import';
/** The import's body holds a JSON-LD text of up to 1 MB (the domain's 400 past it): its JSON may be a little larger. */
export const RECIPE_IMPORT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const MAX_SEARCH_LENGTH = 100;

const handleRecipeCommand = commandHandler(recipeDecider, (command) => recipeStreamId(command.data.recipeId));
const handleMealCommand = commandHandler(mealDecider, (command) => mealStreamId(command.data.mealId));

const listQuerySchema = z.object({
  search: z
    .string()
    .refine((value) => !hasControlCharacters(value), { message: 'search must not contain control characters', abort: true })
    .refine((value) => value.length <= MAX_SEARCH_LENGTH, { message: `search must be ${MAX_SEARCH_LENGTH} characters or fewer` })
    .optional(),
  asOf: z.string().optional(),
});

/** The caller's live recipe, read from its stream (the log is the truth): 404 when missing, deleted or someone else's. */
async function ownRecipe(deps: AppDeps, userId: string, recipeId: string): Promise<RecipeFields> {
  const { state } = await aggregateStream(deps.store, recipeStreamId(recipeId), { decider: recipeDecider, events: recipeEvents });
  if (state.status !== 'live' || state.userId !== userId) throw new NotFoundError(recipeMessages.notFound);
  return state.fields;
}

/**
 * /api/recipes (issue 27): list (search by name, ingredient or tag; ?asOf=), one recipe, create,
 * replace (PUT), delete (restorable through /api/history/recipe/:id/restore, its history there
 * too), import from schema.org/Recipe JSON-LD, 'Add to grocery list' and 'Log as meal'. One
 * stream per recipe (recipe-<id>).
 */
export function recipeRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readBack = async (ctx: Context, recipeId: string, position: string): Promise<RecipeJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findRecipe(deps.db, requireUserId(ctx), recipeId);
    if (!row) throw new NotFoundError(recipeMessages.notFound);
    return toRecipeJson(row);
  };

  const create = async (ctx: Context, body: unknown) => {
    const draft = parseOrThrow(recipeCreateSchema, body);
    const recipeId = newId(ctx, 'recipeId');
    const result = await handleRecipeCommand(ctx, deps, { type: 'CreateRecipe', data: { recipeId, draft } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, recipeId, result.position);
  };

  /** By name; `?search=` matches the name, an ingredient's food or a tag; `?asOf=` the list as it was then. */
  router.get('/api/recipes', async (ctx) => {
    const userId = requireUserId(ctx);
    const { search } = parseQuery(ctx.query, listQuerySchema);
    const asOf = await asOfParam(ctx, deps, READ_MODELS);
    if (!asOf) await readModel(ctx, deps, READ_MODELS);
    const source = asOf ? versionsKnownAt(asOf.instant) : undefined;
    ctx.body = (await listRecipes(deps.db, userId, { ...(search ? { search } : {}), ...(source ? { source } : {}) })).map(toRecipeJson);
  });

  router.get('/api/recipes/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const recipeId = uuidParam(ctx, recipeMessages.notFound);
    const asOf = await asOfParam(ctx, deps, READ_MODELS);
    if (!asOf) await readModel(ctx, deps, READ_MODELS);
    const row = await findRecipe(deps.db, userId, recipeId, asOf ? versionsKnownAt(asOf.instant) : undefined);
    if (!row) throw new NotFoundError(recipeMessages.notFound);
    ctx.body = toRecipeJson(row);
  });

  router.post('/api/recipes', async (ctx) => {
    requireUserId(ctx);
    await create(ctx, await parseBody(ctx, z.unknown()));
  });

  /**
   * A schema.org/Recipe JSON-LD text (pasted, or an uploaded file's text) as a new recipe: parsed
   * as plain data (recipes/import-jsonld.ts), then checked like a POST. 400 on `text` when it is
   * too large, not JSON, nested too deep or holds no Recipe.
   */
  router.post(RECIPE_IMPORT_PATH, async (ctx) => {
    requireUserId(ctx);
    const { text } = parseInput((await readJsonBody(ctx, RECIPE_IMPORT_BODY_LIMIT_BYTES)) ?? {}, recipeImportBodySchema);
    const imported = parseRecipeJsonLd(text);
    if (!imported.ok) throw new ValidationError({ text: imported.message });
    await create(ctx, imported.body);
  });

  router.put('/api/recipes/:id', async (ctx) => {
    requireUserId(ctx);
    const recipeId = uuidParam(ctx, recipeMessages.notFound);
    const draft = await parseBody(ctx, recipeUpdateSchema);
    const result = await handleRecipeCommand(ctx, deps, { type: 'UpdateRecipe', data: { recipeId, draft } });
    ctx.body = await readBack(ctx, recipeId, result.position);
  });

  router.delete('/api/recipes/:id', async (ctx) => {
    requireUserId(ctx);
    const recipeId = uuidParam(ctx, recipeMessages.notFound);
    const result = await handleRecipeCommand(ctx, deps, { type: 'DeleteRecipe', data: { recipeId } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.status = 204;
  });

  /** `{ servings }`: the ingredients for that many servings onto the grocery list, merged (grocery-list.ts). */
  router.post('/api/recipes/:id/grocery-list', async (ctx) => {
    const userId = requireUserId(ctx);
    const recipeId = uuidParam(ctx, recipeMessages.notFound);
    const { servings } = await parseBody(ctx, recipeGrocerySchema);
    const recipe = await ownRecipe(deps, userId, recipeId);
    ctx.body = await addRecipeToGroceryList(ctx, deps, recipe, servings, commandMetadata(ctx, deps.clock));
  });

  /**
   * `{ servings, type, date?, time?, logged? }`: a meal named after the recipe, its nutrition per
   * serving times the servings eaten, linked back (recipeId). Logged unless `logged: false`. A
   * recipe without calories cannot make a meal (a meal's calories are required): 409.
   */
  router.post('/api/recipes/:id/log-meal', async (ctx) => {
    const userId = requireUserId(ctx);
    const recipeId = uuidParam(ctx, recipeMessages.notFound);
    const body = await parseBody(ctx, recipeLogMealSchema);
    const recipe = await ownRecipe(deps, userId, recipeId);
    if (recipe.calories === null) throw new ConflictError(recipeMessages.noCalories);
    const eaten = nutritionForServings(recipe, body.servings);
    const macros = [eaten.proteinHundredths, eaten.carbsHundredths, eaten.fatHundredths];
    if (eaten.calories! > MAX_MEAL_CALORIES || macros.some((value) => value !== null && value > MAX_MACRO_HUNDREDTHS)) {
      throw new ValidationError({ servings: recipeMessages.mealTooLarge });
    }
    const draft: MealDraft = {
      name: recipe.name.slice(0, MAX_MEAL_NAME_LENGTH).trimEnd(),
      type: body.type,
      calories: eaten.calories!,
      proteinHundredths: eaten.proteinHundredths,
      carbsHundredths: eaten.carbsHundredths,
      fatHundredths: eaten.fatHundredths,
      time: body.time,
      logged: body.logged,
      recipeId,
      ...(body.date !== undefined ? { date: body.date } : {}),
    };
    const mealId = newId(ctx, 'mealId');
    const result = await handleMealCommand(ctx, deps, { type: 'CreateMeal', data: { mealId, draft } });
    await waitForWrite(ctx, deps, [NUTRITION_MEALS], result.position);
    const row = await findMeal(deps.db, userId, mealId);
    if (!row) throw new NotFoundError(mealMessages.notFound);
    ctx.status = 201;
    ctx.body = toMealJson(row);
  });

  return router;
}
