import { z } from 'zod';
import { uniformBodySchema } from '../shared/aggregate-fields';
import { draftSchema } from '../shared/zod';
import { TARGET_FIELDS } from './fields';
import { checkTargetsUpdate } from './validation';

const wholeNumber = z.union([z.number(), z.string()]).nullish();

/** Types the targets form sends; the rules and messages are in validation.ts. */
export const targetsBodySchema = uniformBodySchema(TARGET_FIELDS, wholeNumber);

/** The targets form / PUT /api/targets body as received, not yet validated. */
export type TargetsInput = z.input<typeof targetsBodySchema>;

/** PUT /api/targets: parses into a TargetsDraft (absent fields keep their stored values). */
export const targetsUpdateSchema = draftSchema(targetsBodySchema, checkTargetsUpdate);
