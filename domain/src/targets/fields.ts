import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';

/**
 * A user's targets, declared once (form order): the event (TargetsSet, a whole snapshot), the
 * state, the draft, the body, the merge and the change check follow it; each field's label, unit
 * and bounds are in TARGET_RULES (constants.ts, typed by these keys). Every field is a whole number.
 */
export const targetFieldsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  waterGlasses: z.number(),
  weeklyWorkouts: z.number(),
  weeklyCaloriesBurned: z.number(),
  weeklyActiveMinutes: z.number(),
});

export const TARGET_FIELDS = fieldKeys(targetFieldsSchema);
export type TargetField = (typeof TARGET_FIELDS)[number];
export type Targets = z.output<typeof targetFieldsSchema>;
