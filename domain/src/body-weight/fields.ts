import { z } from 'zod';
import { fieldKeys, type JsonForms } from '../shared/aggregate-fields';
import { BODY_WEIGHT_UNITS } from './constants';

/**
 * A body-weight entry's stored fields, declared once (form order): BodyWeightLogged's snapshot,
 * BodyWeightChanged, the state, the drafts, the body schema, the read model's columns and the JSON
 * follow it. `weight` is a decimal string with at most 2 decimals ('72.4'), never a float.
 */
export const bodyWeightFieldsSchema = z.object({
  /** The user's day of the weighing (yyyy-mm-dd). */
  date: z.string(),
  weight: z.string(),
  unit: z.enum(BODY_WEIGHT_UNITS),
});

export const BODY_WEIGHT_FIELD_KEYS = fieldKeys(bodyWeightFieldsSchema);
export type BodyWeightFields = z.output<typeof bodyWeightFieldsSchema>;

export const bodyWeightJsonForms = { date: 'as-is', weight: 'as-is', unit: 'as-is' } as const satisfies JsonForms<BodyWeightFields>;
