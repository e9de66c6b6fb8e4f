import type { z } from 'zod';
import { fieldsBodySchema } from '../shared/aggregate-fields';
import { draftSchema } from '../shared/zod';
import { BODY_WEIGHT_FIELD_KEYS } from './fields';
import { bodyWeightFieldChecks, checkBodyWeightCreate, checkBodyWeightUpdate } from './validation';

/** The body-weight form / API body: date, weight (a decimal text or number), unit. */
export const bodyWeightBodySchema = fieldsBodySchema(BODY_WEIGHT_FIELD_KEYS, bodyWeightFieldChecks);
export type BodyWeightInput = z.input<typeof bodyWeightBodySchema>;

/** POST /api/body-weight. */
export const bodyWeightCreateSchema = draftSchema(bodyWeightBodySchema, checkBodyWeightCreate);
/** PUT /api/body-weight/{id}. */
export const bodyWeightUpdateSchema = draftSchema(bodyWeightBodySchema, checkBodyWeightUpdate);
