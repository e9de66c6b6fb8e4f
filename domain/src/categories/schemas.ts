import type { z } from 'zod';
import { fieldsBodySchema } from '../shared/aggregate-fields';
import { draftSchema } from '../shared/zod';
import { CATEGORY_FIELD_KEYS } from './fields';
import { categoryFieldChecks, checkCategoryCreate, checkCategoryUpdate } from './validation';

/** Types a form sends: each field's `body` in categoryFieldChecks, where all rules (and their messages) are too. */
export const categoryBodySchema = fieldsBodySchema(CATEGORY_FIELD_KEYS, categoryFieldChecks);

/** The category form / category API body as received, not yet validated. */
export type CategoryInput = z.input<typeof categoryBodySchema>;

/** POST /api/expense-types and the create form: parses into a CategoryDraft. Name+type uniqueness is the decider's (409). */
export const categoryCreateSchema = draftSchema(categoryBodySchema, checkCategoryCreate);

/** PUT /api/expense-types/{id} and the edit form: parses into a CategoryUpdateDraft (absent fields keep their stored values). */
export const categoryUpdateSchema = draftSchema(categoryBodySchema, checkCategoryUpdate);
