/**
 * Category rules that run both on a body (validation.ts, for the schemas) and on an update merged
 * with the stored category (the decider): one definition, no import circle.
 */
import { mergeFields } from '../shared/aggregate-fields';
import { CATEGORY_TYPE_COLORS, type CategoryType, DEFAULT_CATEGORY_COLOR } from './constants';
import type { CategoryUpdateDraft } from './drafts';
import type { CategoryFields } from './fields';

/** The colour a category gets when none is given: its type's (SPEC section 9), or the default when the type is unknown. */
export function defaultCategoryColor(type: CategoryType | undefined): string {
  return type ? CATEGORY_TYPE_COLORS[type] : DEFAULT_CATEGORY_COLOR;
}

/** An update draft laid over the stored category; an emptied colour (null) becomes the merged type's. */
export function mergeCategoryUpdate(stored: CategoryFields, draft: CategoryUpdateDraft): CategoryFields {
  const { color, ...given } = draft;
  const merged = mergeFields(stored, given);
  return color === null ? { ...merged, color: defaultCategoryColor(merged.transactionType) } : mergeFields(merged, { color });
}
