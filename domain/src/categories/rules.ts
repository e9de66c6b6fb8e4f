/**
 * Category rules that run both on a body (validation.ts, for the schemas) and on an update merged
 * with the stored category (the decider): one definition, no import circle.
 */
import { CATEGORY_TYPE_COLORS, type CategoryType, DEFAULT_CATEGORY_COLOR } from './constants';
import type { CategoryUpdateDraft } from './drafts';
import type { CategoryFields } from './state';

/** The colour a category gets when none is given: its type's (SPEC section 9), or the default when the type is unknown. */
export function defaultCategoryColor(type: CategoryType | undefined): string {
  return type ? CATEGORY_TYPE_COLORS[type] : DEFAULT_CATEGORY_COLOR;
}

/** An update draft laid over the stored category. */
export function mergeCategoryUpdate(stored: CategoryFields, draft: CategoryUpdateDraft): CategoryFields {
  const transactionType = draft.transactionType ?? stored.transactionType;
  return {
    transactionCategory: draft.transactionCategory ?? stored.transactionCategory,
    transactionType,
    description: draft.description ?? stored.description,
    color: draft.color === undefined ? stored.color : (draft.color ?? defaultCategoryColor(transactionType)),
    isActive: draft.isActive ?? stored.isActive,
  };
}
