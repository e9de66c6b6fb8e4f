import type { Command } from '../core/commands';
import type { MealDraft, MealLoggedDraft } from './drafts';

export type CreateMeal = Command<'CreateMeal', { mealId: string; draft: MealDraft }>;
export type ChangeMealLogged = Command<'ChangeMealLogged', { mealId: string } & MealLoggedDraft>;
export type DeleteMeal = Command<'DeleteMeal', { mealId: string }>;

export type MealCommand = CreateMeal | ChangeMealLogged | DeleteMeal;
