import type { RestorableKind, RestoredRecordJson } from '@life/domain/history/api';
import type { QueryClient } from '@tanstack/react-query';
import { errorToastHandler, showSuccessToast } from '../components/toast';
import { type Area, invalidateAreas } from './areas';
import { assertWritable } from './as-of';
import { apiFetch } from './fetch';

/**
 * A deletion's Undo (issue 26): POST /api/history/{kind}/{id}/restore, the restore Recently Deleted
 * offers (an account comes back with the transactions its deletion took), then refreshes what the
 * deletion touched and the history (the deleted list).
 */
export async function undoDeletion(queryClient: QueryClient, kind: RestorableKind, id: string, touches: readonly Area[]): Promise<void> {
  try {
    assertWritable();
    await apiFetch<RestoredRecordJson>(`/api/history/${kind}/${encodeURIComponent(id)}/restore`, { method: 'POST', body: {} });
    showSuccessToast('Restored');
  } catch (error) {
    errorToastHandler('Failed to restore this record. Please try again.')(error);
  } finally {
    await invalidateAreas(queryClient, [...touches, 'history']);
  }
}
