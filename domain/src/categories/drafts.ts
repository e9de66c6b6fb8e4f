/**
 * What the category schemas parse a body into (schemas.ts), and what category commands carry:
 * trimmed texts, a known type, a checked colour. Types only.
 */
import type { CategoryFields } from './state';

/** POST /api/expense-types (categoryCreateSchema): every stored field, defaults applied. */
export type CategoryDraft = CategoryFields;

/**
 * PUT /api/expense-types/{id} (categoryUpdateSchema): an absent field keeps its stored value (the
 * colour too, when the type changes); `color: null` is an emptied colour: the merged type's.
 */
export interface CategoryUpdateDraft extends Partial<Omit<CategoryFields, 'color'>> {
  color?: string | null;
}
