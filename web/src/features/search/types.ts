import type { SearchResultsJson } from '@life/domain/search/api';
import type { SearchArea } from '@life/domain/search/constants';

/** GET /api/search?q=: the domain's JSON shape. */
export type SearchResults = SearchResultsJson;
export type { SearchArea };

/** One row of the header's list: what it shows and what opening it does. */
export interface SearchOption {
  /** Unique in the list: `${area}:${id}`. */
  value: string;
  area: SearchArea;
  id: string;
  label: string;
  /** A second line: amount, date, type... */
  detail: string;
  /** Where Enter goes when the record opens as a page (none: it opens in a dialog over the page). */
  href?: string;
}
