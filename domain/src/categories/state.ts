import type { CategoryFields } from './fields';

export type { CategoryFields } from './fields';

export interface CategoryRecord extends CategoryFields {
  categoryId: string;
  deleted: boolean;
}

/** State of the per-user category list (stream `categories-<userId>`). */
export interface CategoryListState {
  userId: string | null;
  categories: Readonly<Record<string, CategoryRecord>>;
}

/** Stream ids of category lists start with this, then the user id. */
export const CATEGORY_LIST_STREAM_PREFIX = 'categories-';

export function categoryListStreamId(userId: string): string {
  return `${CATEGORY_LIST_STREAM_PREFIX}${userId}`;
}

export function findLiveCategory(state: CategoryListState, categoryId: string): CategoryRecord | undefined {
  const record = state.categories[categoryId];
  return record && !record.deleted ? record : undefined;
}

/** Names are unique per user and type, compared trimmed and case-insensitively. */
export function categoryNameKey(name: string, type: string): string {
  return `${type}\u0000${name.trim().toLowerCase()}`;
}
