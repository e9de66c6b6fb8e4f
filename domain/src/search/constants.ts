import { controlCharactersMessage } from '../shared/text';

/** GET /api/search?q=: what a search may be (SPEC-free, issue 24). */
export const MIN_SEARCH_LENGTH = 1;
export const MAX_SEARCH_LENGTH = 100;
/** At most this many results of each area (transactions, accounts, ...), newest or best first. */
export const SEARCH_LIMIT_PER_AREA = 5;

export const searchMessages = {
  required: 'Search text is required',
  tooLong: `Search must be ${MAX_SEARCH_LENGTH} characters or fewer`,
  controlCharacters: controlCharactersMessage('Search'),
} as const;

/** The areas searched, in the order the results are shown. */
export const SEARCH_AREAS = ['transactions', 'accounts', 'categories', 'recurring', 'goals', 'workouts', 'meals', 'groceries'] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];
