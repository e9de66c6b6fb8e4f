import type { Command } from '../core/commands';
import type { ImportSource } from '../core/import-source';
import type { MealDraft, MealLoggedDraft } from './drafts';

export type CreateMeal = Command<'CreateMeal', { mealId: string; draft: MealDraft; source?: ImportSource }>;
export type ChangeMealLogged = Command<'ChangeMealLogged', { mealId: string } & MealLoggedDraft>;
export type DeleteMeal = Command<'DeleteMeal', { mealId: string }>;

/** Undelete (issue 10): the deleted meal created again with its last values. */
export type RestoreMeal = Command<'RestoreMeal', { mealId: string }>;

export type MealCommand = CreateMeal | ChangeMealLogged | DeleteMeal | RestoreMeal;
