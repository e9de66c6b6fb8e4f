import { queryOptions } from '@tanstack/react-query';
import { areaKey } from '../../../api/areas';
import { asOfKey, pollingUnlessAsOf, withAsOf } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import type { Recipe } from './types';

/** Recipes sit under their own key: a recipe write invalidates only these reads. */
const RECIPES_KEY = areaKey('recipes');

/** Recipes change here; a slow refresh picks up another device's changes. */
const RECIPES_POLLING = { refetchInterval: 60_000, staleTime: 30_000 } as const;

/**
 * The recipes query factory: `list(search)` is GET /api/recipes?search= (name, ingredient or tag),
 * as of the instant being viewed (issue 10) when there is one.
 */
export const recipeQueries = {
  all: () => RECIPES_KEY,
  list: (search = '') => {
    const query = search.trim() === '' ? '' : `?search=${encodeURIComponent(search.trim())}`;
    return queryOptions({
      queryKey: [...RECIPES_KEY, 'list', search.trim(), ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<Recipe[]>(withAsOf(`/api/recipes${query}`), { signal }),
      ...pollingUnlessAsOf(RECIPES_POLLING),
    });
  },
};
