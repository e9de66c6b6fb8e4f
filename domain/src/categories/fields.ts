import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';
import { CATEGORY_TYPES } from './constants';

/**
 * A category's stored fields, declared once (in the API's JSON order): the events (CategoryCreated
 * and CategoryUpdated snapshot them), the state, the drafts, the body's rules, the decider's change
 * check, the update merge and the JSON follow it. A field added later gets `.default(...)`: older
 * events lack it.
 */
export const categoryFieldsSchema = z.object({
  /** The name (trimmed). */
  transactionCategory: z.string(),
  transactionType: z.enum(CATEGORY_TYPES),
  description: z.string(),
  color: z.string(),
  isActive: z.boolean(),
});

/** The names of the stored fields, in order: what an update compares. */
export const CATEGORY_FIELD_KEYS = fieldKeys(categoryFieldsSchema);

export type CategoryFields = z.output<typeof categoryFieldsSchema>;
