import { queryOptions } from '@tanstack/react-query';
import type { ImportBatchJson, ImportKind } from '@life/domain/imports/batch/api';
import { asOfKey, withAsOf } from '../../api/as-of';
import { apiFetch } from '../../api/fetch';
import { areaKey } from '../../api/areas';

/** Every import read sits under this key: an import or an undo invalidates it. */
const IMPORTS_KEY = areaKey('imports');

/** `list(kind)`: GET /api/imports?kind=, the caller's batches of that kind, newest first; as of the viewed instant (issue 26). */
export const importQueries = {
  all: () => IMPORTS_KEY,
  list: (kind: ImportKind) =>
    queryOptions({
      queryKey: [...IMPORTS_KEY, 'list', kind, ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<ImportBatchJson[]>(withAsOf(`/api/imports?kind=${kind}`), { signal }),
    }),
};
