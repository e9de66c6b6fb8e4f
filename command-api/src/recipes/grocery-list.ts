/**
 * POST /api/recipes/:id/grocery-list (issue 27): the recipe's ingredients for `servings` onto the
 * caller's grocery list, through the groceries aggregate's own commands: AddGroceryItem for a new
 * line, AddGroceryItemQuantity for an item of the same food and unit already there (the plan:
 * domain/src/recipes/grocery-plan.ts). Every stream is decided first, then appended in ONE
 * appendMany (all or nothing on the SQL stores), each at the revision it was read at: an item
 * changed meanwhile makes it a 409 with nothing written.
 */
import {
  ConflictError,
  type CommandMetadata,
  groceryItemDecider,
  groupByGroceryCategory,
  groceryItemEvents,
  groceryItemStreamId,
  planGroceryAdditions,
  recipeMessages,
  type RecipeFields,
  type RecipeGroceryResultJson,
  ValidationError,
} from '@life/domain';
import { parseQuantity } from '@life/domain/shared/quantity';
import { type AppendBatch, foldStream } from '@life/infra';
import { NUTRITION_GROCERIES } from '@life/projector/projections/nutrition/names';
import { listGroceryItems } from '@life/projector/projections/nutrition/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { toGroceryItemJson } from '../groceries/mapping';
import { appendDecided, decidedBatch } from '../http/commands';
import { newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';

export const groceryListMessages = {
  changedMeanwhile: 'The grocery list changed while the recipe was being added; try again',
} as const;

export async function addRecipeToGroceryList(
  ctx: Context,
  deps: AppDeps,
  recipe: RecipeFields,
  servings: number,
  metadata: CommandMetadata,
): Promise<RecipeGroceryResultJson> {
  if (recipe.ingredients.length === 0) throw new ConflictError(recipeMessages.noIngredients);
  await readModel(ctx, deps, [NUTRITION_GROCERIES]);
  const listed = await listGroceryItems(deps.db, metadata.userId);
  const plan = planGroceryAdditions(listed, recipe.ingredients, recipe.servings, servings);
  for (const add of plan.adds) {
    // A scaled amount finer or larger than an item can hold (100 servings of 1/999 of a cup).
    if (add.quantity !== null && !parseQuantity(add.quantity)) throw new ValidationError({ servings: recipeMessages.mealTooLarge });
  }

  const appends: AppendBatch[] = [];
  const touched: { id: string; merged: boolean }[] = [];
  const topUpStreams = plan.topUps.map((topUp) => groceryItemStreamId(topUp.groceryItemId));
  const stored = topUpStreams.length > 0 ? await deps.store.readStreams(topUpStreams) : [];
  plan.topUps.forEach((topUp, index) => {
    const events = stored[index] ?? [];
    const state = foldStream({ decider: groceryItemDecider, events: groceryItemEvents }, events);
    const decided = groceryItemDecider.decide(
      { type: 'AddGroceryItemQuantity', data: { groceryItemId: topUp.groceryItemId, quantity: topUp.quantity }, metadata },
      state,
    );
    appends.push(
      decidedBatch(ctx, topUpStreams[index]!, events.length === 0 ? 'no-stream' : events[events.length - 1]!.revision, decided, metadata),
    );
    touched.push({ id: topUp.groceryItemId, merged: true });
  });
  plan.adds.forEach((add, index) => {
    const groceryItemId = newId(ctx, `groceryItemId:${index}`);
    const streamId = groceryItemStreamId(groceryItemId);
    const draft = { name: add.name, category: add.category, checked: false, quantity: add.quantity, unit: add.unit };
    const decided = groceryItemDecider.decide(
      { type: 'AddGroceryItem', data: { groceryItemId, draft }, metadata },
      groceryItemDecider.initialState(),
    );
    appends.push(decidedBatch(ctx, streamId, 'no-stream', decided, metadata));
    touched.push({ id: groceryItemId, merged: false });
  });

  const nonEmpty = appends.filter((append) => append.events.length > 0);
  const position = nonEmpty.length > 0 ? await appendDecided(ctx, deps.store, nonEmpty, groceryListMessages.changedMeanwhile) : '';
  await waitForWrite(ctx, deps, [NUTRITION_GROCERIES], position);
  const items = new Map((await listGroceryItems(deps.db, metadata.userId)).map((row) => [row.id, row]));
  const touchedItems = touched.flatMap(({ id, merged }) => {
    const row = items.get(id);
    return row ? [{ ...toGroceryItemJson(row), merged }] : [];
  });
  return { servings, groups: groupByGroceryCategory(touchedItems) };
}
