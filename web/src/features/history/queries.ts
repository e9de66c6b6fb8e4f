import type { HistoryKind } from '@life/domain/history/kinds';
import type { DeletedRecordJson, RecordHistoryJson } from '@life/domain/history/api';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/fetch';
import { areaKey } from '../../api/areas';

/** Every history read sits under this key. */
const HISTORY_KEY = areaKey('history');

/**
 * The history query factory: `record(kind, id)` is GET /api/history/{kind}/{id}. Read while the
 * drawer is open (it refetches on open: staleTime 0), never polled: the drawer is a look, not a screen.
 */
export const historyQueries = {
  all: () => HISTORY_KEY,
  record: (kind: HistoryKind, id: string) =>
    queryOptions({
      queryKey: [...HISTORY_KEY, kind, id] as const,
      queryFn: ({ signal }) => apiFetch<RecordHistoryJson>(`/api/history/${kind}/${encodeURIComponent(id)}`, { signal }),
      staleTime: 0,
    }),
  /** GET /api/history/deleted: the caller's deleted records, latest first (read when the panel opens). */
  deleted: () =>
    queryOptions({
      queryKey: [...HISTORY_KEY, 'deleted'] as const,
      queryFn: ({ signal }) => apiFetch<DeletedRecordJson[]>('/api/history/deleted', { signal }),
      staleTime: 0,
    }),
};
